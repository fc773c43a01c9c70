import type { Review } from './types';

/** A review's place in the storefront's order (PATCH /api/admin/reviews/bulk/display-order). */
export interface DisplayOrder {
  id: Review['id'];
  displayOrder: number;
}

/**
 * The display orders of a list as staff arranged it: the top item gets the highest value (spec 3 §4),
 * since the storefront shows reviews by displayOrder descending.
 */
export function displayOrdersOf(reviews: Pick<Review, 'id' | 'displayOrder'>[]): DisplayOrder[] {
  // The rows shown (one page, maybe filtered) share out their own display orders, highest first, so
  // reordering page 2 never collides with page 1; ties are pulled apart upwards from the bottom row.
  const orders = reviews.map((review) => review.displayOrder).sort((a, b) => b - a);
  for (let i = orders.length - 2; i >= 0; i -= 1) orders[i] = Math.max(orders[i], orders[i + 1] + 1);
  return reviews.map((review, index) => ({ id: review.id, displayOrder: orders[index] }));
}
