import type { Product } from './entities/product.entity.js';

/**
 * The specifications a feed prices a stone with: VDB's Total Price, price per carat, the memo prices and
 * the discount off the Rapaport list. On a supplier's stone (supplierId set) they are that supplier's
 * prices, i.e. the shop's cost (the product's price is the marked-up retail one): staff-only, like
 * supplierCost. On the shop's own pieces they are the shop's prices and stay public.
 */
const SUPPLIER_PRICE_SPECS = new Set([
  'totalPrice',
  'pricePerCarat',
  'pricePerCaratMemo',
  'priceMemo',
  'discountPercent',
  'discountPercentMemo',
]);

/** The specifications shoppers may see: a supplier's stone without its supplier's prices. */
export function publicSpecsOf(product: Pick<Product, 'specs' | 'supplierId'>): Record<string, unknown> {
  if (!product.supplierId) return product.specs;
  return Object.fromEntries(Object.entries(product.specs).filter(([key]) => !SUPPLIER_PRICE_SPECS.has(key)));
}
