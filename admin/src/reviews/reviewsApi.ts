import { API_URL, httpClient } from '../api';
import type { Review } from './types';

// The review routes that are not react-admin's CRUD (contract: /api/admin/reviews).
const reviewsUrl = `${API_URL}/admin/reviews`;

/** PATCH /:id/toggle-status: active ↔ inactive. */
export const toggleReviewStatus = (id: Review['id']) =>
  httpClient(`${reviewsUrl}/${encodeURIComponent(id)}/toggle-status`, { method: 'PATCH' });

/** PATCH /:id/toggle-featured. */
export const toggleReviewFeatured = (id: Review['id']) =>
  httpClient(`${reviewsUrl}/${encodeURIComponent(id)}/toggle-featured`, { method: 'PATCH' });

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

/** PATCH /bulk/display-order. */
export const saveDisplayOrders = (reviews: DisplayOrder[]) =>
  httpClient(`${reviewsUrl}/bulk/display-order`, { method: 'PATCH', body: JSON.stringify({ reviews }) });
