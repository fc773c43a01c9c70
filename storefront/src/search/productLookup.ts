import type { components } from '@gem-shop/widgets/api';
import { api } from '../apiClient';
import { productPath } from '../catalog/productPath';

export type ProductLookup = components['schemas']['ProductLookupDto'];

/** The most products the results page lists (the API's own cap). */
export const SEARCH_RESULTS_LIMIT = 24;
/** The server refuses longer searches; the box stops there too. */
export const SEARCH_MAX_LENGTH = 100;

/** GET /api/products/lookup: the product a stock or certificate number names, and the matches to list. */
export async function lookUpProducts(q: string, limit = SEARCH_RESULTS_LIMIT): Promise<ProductLookup> {
  const { data } = await api.GET('/api/products/lookup', { params: { query: { q, limit } } });
  if (!data) throw new Error('The search failed');
  return data;
}

export const searchResultsPath = (q: string) => `/search?${new URLSearchParams({ q })}`;

/** Where a search leads: straight to the page of the product its stock or certificate number names, else the results. */
export async function searchDestination(q: string): Promise<string> {
  try {
    const { exact } = await lookUpProducts(q, 1);
    if (exact) return productPath(exact);
  } catch {
    // The results page asks again and shows the failure with Try Again.
  }
  return searchResultsPath(q);
}
