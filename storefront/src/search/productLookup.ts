import type { components } from '@gem-shop/widgets/api';
import { api } from '../apiClient';
import { productPath } from '../catalog/productPath';

/** The answer with its paging. */
export type ProductLookup = components['schemas']['ProductLookupDto'];

/** The products a page of results lists (the API's own cap). */
export const SEARCH_RESULTS_LIMIT = 24;
/** The server refuses longer searches; the box stops there too. */
export const SEARCH_MAX_LENGTH = 100;

/** GET /api/products/lookup: the product a stock or certificate number names, and a page of the matches, ranked. */
export async function lookUpProducts(q: string, page = 1, limit = SEARCH_RESULTS_LIMIT): Promise<ProductLookup> {
  const query = { q, page, limit };
  const { data } = await api.GET('/api/products/lookup', { params: { query } });
  if (!data) throw new Error('The search failed');
  return data as ProductLookup;
}

/** The results page of a search; past the first page, its page number (so every page can be shared). */
export const searchResultsPath = (q: string, page = 1) =>
  `/search?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;

/** Where a search leads: straight to the page of the product its stock or certificate number names, else the results. */
export async function searchDestination(q: string): Promise<string> {
  try {
    const { exact } = await lookUpProducts(q, 1, 1);
    if (exact) return productPath(exact);
  } catch {
    // The results page asks again and shows the failure with Try Again.
  }
  return searchResultsPath(q);
}
