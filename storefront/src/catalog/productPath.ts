import type { JewelryCategory } from '@gem-shop/widgets/api';
import { isDiamondType } from '@gem-shop/widgets/catalog';
import type { ProductDto } from './searchTypes';

/** The API's jewelry categories that are rings (lower-case, as compared). */
const RING_CATEGORIES: readonly string[] = [
  'engagement ring',
  'wedding band',
  'eternity band',
] satisfies Lowercase<JewelryCategory>[];

/** The canonical product page, as the server writes it (README, Search engines). */
export function productPath(product: Pick<ProductDto, 'id' | 'productType' | 'category'>): string {
  if (isDiamondType(product.productType)) return `/diamonds/${product.id}`;
  const ring = product.productType === 'ring' || RING_CATEGORIES.includes((product.category ?? '').toLowerCase());
  return `${ring ? '/rings' : '/jewelry'}/${product.id}`;
}
