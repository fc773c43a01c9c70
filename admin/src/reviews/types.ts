import type { RaRecord } from 'react-admin';

export type ReviewProductType = 'general' | 'jewelry' | 'diamonds' | 'engagement' | 'wedding' | 'custom';

/** A record of the staff resource `reviews` (GET /api/admin/reviews). */
export interface Review extends RaRecord {
  id: string;
  customerName: string;
  customerLocation: string | null;
  rating: number;
  reviewText: string;
  customerImage: string | null;
  productType: ReviewProductType;
  orderReference: string | null;
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
  adminNotes: string | null;
  dateSubmitted: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/reviews/stats. */
export interface ReviewStats {
  totalReviews: number;
  activeReviews: number;
  inactiveReviews: number;
  featuredReviews: number;
  averageRating: number;
  ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export const productTypeChoices: { id: ReviewProductType; name: string }[] = [
  { id: 'general', name: 'General' },
  { id: 'jewelry', name: 'Jewelry' },
  { id: 'diamonds', name: 'Diamonds' },
  { id: 'engagement', name: 'Engagement' },
  { id: 'wedding', name: 'Wedding' },
  { id: 'custom', name: 'Custom' },
];

export const productTypeLabel = (type: string) => productTypeChoices.find((choice) => choice.id === type)?.name ?? type;

/** Ratings from the best down: the spec lists them 5 to 1 wherever one is chosen. */
export const ratingsHighFirst = [5, 4, 3, 2, 1] as const;

export const starsLabel = (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`);
