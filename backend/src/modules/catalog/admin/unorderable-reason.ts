import type { Product } from '../entities/product.entity.js';
import { availabilityOf, isDiamond } from '../product-facts.js';

/**
 * Why shoppers cannot order a product, for the staff who just saved it: a clause that follows
 * "Shoppers cannot order this piece: ". Whether they can is availabilityOf's answer (the one rule);
 * this only names the field that made it so: a stock count, when set, decides before a diamond's
 * lab availability.
 */
export function unorderableReason(
  product: Pick<Product, 'productType' | 'countInStock' | 'availability'>,
): string | null {
  if (availabilityOf(product).canOrder) return null;
  const stock = product.countInStock;
  if (stock !== undefined && stock !== null) return `its stock count is ${stock}`;
  if (!isDiamond(product)) return 'it has no stock count';
  const lab = product.availability?.trim();
  return lab ? `its availability is ${lab}` : 'it has no availability';
}
