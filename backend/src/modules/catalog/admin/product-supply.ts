import type { Product } from '../entities/product.entity.js';
import type { AdminProductDto } from './dto/admin-product.dto.js';

/** What a one-product staff answer lists of its offers' price history. */
export const PRICE_HISTORY_LIMIT = 100;

type SupplyFields = Pick<AdminProductDto, 'supplier' | 'supplierCost' | 'margin' | 'marginPercent'>;

/**
 * What only roles with catalogue:costs see of a staff product record (the supplier, what it costs, the
 * margin, every supplier's offer and their prices), and what only they may sort or filter the list by.
 */
export const SUPPLY_FIELDS: readonly (keyof AdminProductDto | 'supplierId')[] = [
  'supplier',
  'supplierId',
  'supplierCost',
  'margin',
  'marginPercent',
  'offers',
  'priceHistory',
];

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A staff record's supplier, cost and margin over the cost (price − cost, and as a percent of the price
 * to 1 decimal); all null for the shop's own pieces. `supplierNames`: the names of the suppliers shown.
 */
export function supplyOf(
  product: Pick<Product, 'price' | 'supplierId' | 'supplierCost'>,
  supplierNames: ReadonlyMap<string, string>,
): SupplyFields {
  const cost = product.supplierCost ?? null;
  const margin = cost === null ? null : round(product.price - cost, 2);
  return {
    supplier: product.supplierId ? { id: product.supplierId, name: supplierNames.get(product.supplierId) ?? '' } : null,
    supplierCost: cost,
    margin,
    marginPercent: margin === null || !(product.price > 0) ? null : round((margin / product.price) * 100, 1),
  };
}
