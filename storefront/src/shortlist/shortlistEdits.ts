import { productPath } from '../catalog/productPath';
import type { ProductDto } from '../catalog/searchTypes';
import { getShortlist, SHORTLIST_LIMIT, writeShortlist, type ShortlistItem } from './shortlistStore';

export const SHORTLIST_FULL_MESSAGE = 'Your shortlist holds up to 5 pieces. Remove one to add another.';

export type AddResult = 'added' | 'already-listed' | 'full';

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

export function shortlistItemFrom(product: ProductDto): ShortlistItem {
  const specs = (product.specs ?? {}) as Record<string, unknown>;
  const fluorescence = text(specs.fluorescenceIntensity ?? specs.fluorescence);
  const fluorescenceColor = text(specs.fluorescenceColor);
  return {
    id: product.id,
    productType: product.productType,
    name: product.name,
    stockNumber: product.stockNumber,
    price: product.price,
    salePrice: product.salePrice ?? null,
    onSale: product.onSale,
    mainImage: product.mainImage ?? null,
    path: productPath(product),
    shape: product.shape ?? null,
    carat: product.carat ?? null,
    color: product.color ?? product.fancyColor ?? null,
    clarity: product.clarity ?? null,
    cut: product.cut ?? null,
    lab: product.certificate?.lab ?? product.lab ?? null,
    certificateNumber: product.certificate?.number ?? null,
    metal: product.metal ?? null,
    totalCaratWeight: product.totalCaratWeight ?? null,
    measurements: text(specs.measurements),
    polish: text(specs.polish),
    symmetry: text(specs.symmetry),
    fluorescence:
      fluorescence && fluorescenceColor && fluorescence !== 'None'
        ? `${fluorescence} ${fluorescenceColor}`
        : fluorescence,
  };
}

/** Adds a piece at the end; a sixth is refused ('full') and the list is left as it was. */
export function addToShortlist(product: ProductDto): AddResult {
  const items = getShortlist();
  if (items.some((item) => item.id === product.id)) return 'already-listed';
  if (items.length >= SHORTLIST_LIMIT) return 'full';
  writeShortlist([...items, shortlistItemFrom(product)]);
  return 'added';
}

export function removeFromShortlist(id: string) {
  const items = getShortlist();
  if (items.some((item) => item.id === id)) writeShortlist(items.filter((item) => item.id !== id));
}

export function clearShortlist() {
  if (getShortlist().length) writeShortlist([]);
}

/** Brings a listed piece's copy up to date (price, sale, grades) when the shopper sees the product again. */
export function refreshShortlisted(product: ProductDto) {
  const items = getShortlist();
  const index = items.findIndex((item) => item.id === product.id);
  if (index < 0) return;
  const fresh = shortlistItemFrom(product);
  if (JSON.stringify(fresh) === JSON.stringify(items[index])) return;
  writeShortlist(items.map((item, at) => (at === index ? fresh : item)));
}
