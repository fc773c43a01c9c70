import { useQuery } from '@tanstack/react-query';
import { api } from '../../apiClient';
import type { ActiveCategoriesAnswer, ActiveReviewsAnswer, CurrentSlidesAnswer } from './homeContentTypes';

/** Spec 1 §9: reviews are fetched with limit 10. */
export const REVIEWS_LIMIT = 10;

/** openapi-fetch's GET, for paths the generated schema does not list yet. */
type UntypedGet = (path: string) => Promise<{ data?: unknown; response: Response }>;

// Through the shared client, so these calls carry the session token like every storefront call (spec 1 §6).
// The cast goes once `npm run openapi` has added these paths to the schema (see homeContentTypes.ts).
const getUntyped = api.GET.bind(api) as unknown as UntypedGet;

async function getJson<T>(path: string): Promise<T> {
  const { data, response } = await getUntyped(path);
  if (!data) throw new Error(`${path} answered ${response.status}`);
  return data as T;
}

/**
 * One home-content list. A failure is only logged (spec 1 §8); the section then shows its defaults.
 * No retry: the defaults are the designed fallback, and a retry would hold the hero blank for a second.
 */
function useHomeContent<Answer, Item>(key: string, path: string, pick: (answer: Answer) => Item[] | undefined) {
  return useQuery({
    queryKey: ['home-content', key],
    retry: false,
    queryFn: async () => {
      try {
        return pick(await getJson<Answer>(path)) ?? [];
      } catch (error) {
        console.warn(`Home ${key} failed to load:`, String(error));
        throw error;
      }
    },
  });
}

export const useHeroSlides = () =>
  useHomeContent('slides', '/api/featured-images/current', (answer: CurrentSlidesAnswer) => answer.images);

export const useShopCategories = () =>
  useHomeContent('categories', '/api/shop-categories/active', (answer: ActiveCategoriesAnswer) => answer.categories);

export const useCustomerReviews = () =>
  useHomeContent(
    'reviews',
    `/api/customer-reviews/active?limit=${REVIEWS_LIMIT}&featured=false`,
    (answer: ActiveReviewsAnswer) => answer.data?.reviews,
  );
