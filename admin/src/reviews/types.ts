import type { components } from '@gem-shop/widgets/api';

type Schemas = components['schemas'];

export type ReviewProductType = Schemas['ReviewProductType'];

/** A record of the staff resource `reviews` (GET /api/admin/reviews, generated from openapi.json). */
export type Review = Schemas['ReviewDto'];

/** GET /api/admin/reviews/stats. */
export type ReviewStats = Schemas['ReviewStatsDto'];

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
