import type { DiamondCut, ProductType } from '../api/client';
import type { DisplayCurrencyCode } from '../api/vocabulary';

const DIAMOND_TYPES: readonly ProductType[] = ['lab-grown', 'natural-diamond', 'diamond'];

/** How a price is shown (issue 29): the currency, its rate (units per US dollar) and the locale that writes it. */
export interface MoneyDisplay {
  currency: 'USD' | DisplayCurrencyCode;
  rate: number;
  locale: string;
}

// Intl.NumberFormat is slow to build and the same few are used for every price of a list.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A US-dollar amount in another currency at `rate` units per dollar, rounded to whole units (issue 29). */
export function convertPrice(amountUsd: number, rate: number): number {
  return Math.round(amountUsd * rate);
}

/**
 * A price as the shop writes it: in US dollars (no display, or USD) '$12,345', cents only when not whole
 * (decisions.md, Catalogue); in another currency converted at the display's rate, in whole units ('£792').
 * The server's twin is backend/src/common/text/money.ts; money-parity.test.ts keeps the two equal.
 */
export function formatPrice(value: number | null | undefined, display?: MoneyDisplay): string {
  if (value == null || !Number.isFinite(value)) return '';
  const locale = display?.locale ?? 'en-US';
  if (!display || display.currency === 'USD') {
    // Judged on the amount rounded to cents, so 1002.001 reads '$1,002' rather than '$1,002.00'.
    const cents = Math.round(value * 100);
    return numberFormat(locale, 'USD', cents % 100 === 0 ? 0 : 2).format(cents / 100);
  }
  return numberFormat(locale, display.currency, 0).format(convertPrice(value, display.rate));
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
