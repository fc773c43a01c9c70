import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../apiClient';

/** Spec 1 §9: reviews are fetched with limit 10. */
export const REVIEWS_LIMIT = 10;

/**
 * One home-content list. A failure is only logged (spec 1 §8); the section then shows its defaults.
 * No retry: the defaults are the designed fallback, and a retry would hold the hero blank for a second.
 */
function homeContentQuery<Item>(key: string, load: () => Promise<{ data?: Item[]; response: Response }>) {
  return queryOptions({
    queryKey: ['home-content', key],
    retry: false,
    queryFn: async () => {
      // Through the shared client, so these calls carry the session token like every storefront call (spec 1 §6).
      const { data, response } = await load();
      if (!data) {
        console.warn(`Home ${key} failed to load: ${response.status}`);
        throw new Error(`${key} answered ${response.status}`);
      }
      return data;
    },
  });
}

/** The hero's slides: also read before the home page's code has arrived (earlyReads.ts). */
export const heroSlidesQuery = homeContentQuery('slides', async () => {
  const { data, response } = await api.GET('/api/featured-images/current');
  return { data: data?.images, response };
});

export const useHeroSlides = () => useQuery(heroSlidesQuery);

export const useShopCategories = () =>
  useQuery(
    homeContentQuery('categories', async () => {
      const { data, response } = await api.GET('/api/shop-categories/active');
      return { data: data?.categories, response };
    }),
  );

export const useCustomerReviews = () =>
  useQuery(
    homeContentQuery('reviews', async () => {
      const { data, response } = await api.GET('/api/customer-reviews/active', {
        params: { query: { limit: REVIEWS_LIMIT, featured: 'false' } },
      });
      return { data: data?.data.reviews, response };
    }),
  );
