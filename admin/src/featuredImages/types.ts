import type { HomeContentRecord } from '../homeContent/types';

export const featuredImageCategories = ['General', 'Diamonds', 'Jewelry', 'Engagement', 'Wedding', 'Custom'] as const;

/** A hero slide of the home page (contract: `featured-images`). */
export interface FeaturedImage extends HomeContentRecord {
  subtitle: string | null;
  linkText: string;
  category: string;
  displayCount: number;
  lastDisplayed: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** The modal's values; dates are ISO instants, or '' for none. */
export type FeaturedImageValues = {
  title: string;
  subtitle: string;
  linkUrl: string;
  linkText: string;
  category: string;
  order: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
};
