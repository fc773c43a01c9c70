import type { DiamondCut, ProductType } from '../api/client';

const DIAMOND_TYPES: readonly ProductType[] = ['lab-grown', 'natural-diamond', 'diamond'];

/** Prices are USD: '$12,345', cents only when not whole (decisions.md, Catalogue). */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const whole = Number.isInteger(value);
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/** Discount percent = round((price − salePrice) / price × 100) (decisions.md). */
export function discountPercent(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || !(price > 0) || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

export function formatCarat(carat: number | null | undefined): string {
  return carat == null ? '' : `${carat.toFixed(2)} ct`;
}

export type GradeTier = 'top' | 'high' | 'good' | 'fair';

const CUT_TIERS: Record<Lowercase<DiamondCut>, GradeTier> = {
  ideal: 'top',
  excellent: 'top',
  'very good': 'high',
  good: 'good',
  fair: 'fair',
};

/** Colour-coded tiers of a cut, color or clarity grade (spec 1 §2 diamond card). */
export function gradeTier(kind: 'cut' | 'color' | 'clarity', grade: string | null | undefined): GradeTier | undefined {
  if (!grade) return undefined;
  const value = grade.trim().toUpperCase();
  if (kind === 'cut') return CUT_TIERS[value.toLowerCase() as Lowercase<DiamondCut>];
  if (kind === 'color') {
    if (value.length !== 1) return undefined;
    if (value <= 'F') return 'top';
    if (value <= 'J') return 'high';
    if (value <= 'M') return 'good';
    return 'fair';
  }
  if (value === 'FL' || value === 'IF') return 'top';
  if (value.startsWith('VVS')) return 'high';
  if (value.startsWith('VS')) return 'good';
  return 'fair';
}

/** Grade descriptions of spec 1 §9. */
export function gradeDescription(kind: 'cut' | 'color' | 'clarity', grade: string | null | undefined): string {
  if (!grade) return '';
  const value = grade.trim().toUpperCase();
  if (kind === 'cut') {
    const lower = value.toLowerCase();
    if (lower === 'ideal' || lower === 'excellent') return 'Exceptional brilliance';
    if (lower === 'very good') return 'Excellent sparkle';
    if (lower === 'good') return 'Good light return';
    return 'Standard cut';
  }
  if (kind === 'color') {
    if (value.length === 1 && value >= 'D' && value <= 'F') return 'Colorless';
    if (value.length === 1 && value >= 'G' && value <= 'J') return 'Near Colorless';
    if (value.length === 1 && value >= 'K' && value <= 'M') return 'Faint Yellow';
    return 'Light Yellow';
  }
  if (value === 'FL') return 'Flawless';
  if (value === 'IF') return 'Internally Flawless';
  if (value.startsWith('VVS')) return 'Very, Very Slightly Included';
  if (value.startsWith('VS')) return 'Very Slightly Included';
  if (value.startsWith('SI')) return 'Slightly Included';
  return 'Included';
}

/**
 * What a drawn placeholder standing in for a product's missing or broken picture is called
 * ("Oval diamond, picture unavailable"): it still names the product, and says there is no photo.
 */
export function placeholderLabel(productName: string): string {
  return `${productName}, picture unavailable`;
}

/** A loose diamond of any kind (the API's lab-grown, natural-diamond and legacy diamond types). */
export function isDiamondType(productType: string): boolean {
  return DIAMOND_TYPES.includes(productType as ProductType);
}

/** The product's page on the shop: diamonds under /diamonds, every other piece under /jewelry. */
export function productPath(product: { id: string; productType: string }): string {
  return `/${isDiamondType(product.productType) ? 'diamonds' : 'jewelry'}/${encodeURIComponent(product.id)}`;
}

interface Priced {
  price: number;
  salePrice?: number | null;
  onSale?: boolean;
  originalPrice?: number | null;
}

/** On sale: flagged so, with a sale price below the price (a flag alone, or a higher "sale", is not a sale). */
export function isOnSale(product: Priced): product is Priced & { salePrice: number } {
  return Boolean(product.onSale) && product.salePrice != null && product.salePrice < product.price;
}

/** The price to pay now (the sale price while on sale), and the higher one to strike through. */
export function shownPrices(product: Priced): { now: number; was: number | null } {
  if (isOnSale(product)) return { now: product.salePrice, was: product.price };
  const original =
    product.originalPrice != null && product.originalPrice > product.price ? product.originalPrice : null;
  return { now: product.price, was: original };
}
