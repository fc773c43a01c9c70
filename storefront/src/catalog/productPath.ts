import { isDiamondType } from '@gem-shop/widgets/catalog';
import type { ProductDto } from './searchTypes';

const RING_CATEGORIES = ['engagement ring', 'wedding band', 'eternity band'];

/** The canonical product page, as the server writes it (README, Search engines). */
export function productPath(product: Pick<ProductDto, 'id' | 'productType' | 'category'>): string {
  if (isDiamondType(product.productType)) return `/diamonds/${product.id}`;
  const ring = product.productType === 'ring' || RING_CATEGORIES.includes((product.category ?? '').toLowerCase());
  return `${ring ? '/rings' : '/jewelry'}/${product.id}`;
}
