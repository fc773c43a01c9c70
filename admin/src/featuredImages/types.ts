import { FEATURED_IMAGE_CATEGORIES, type components } from '@gem-shop/widgets/api';

/** The API's categories (generated vocabulary). */
export const featuredImageCategories = FEATURED_IMAGE_CATEGORIES;

/** A hero slide of the home page (GET /api/admin/featured-images, generated from openapi.json). */
export type FeaturedImage = components['schemas']['FeaturedImageDto'];

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
