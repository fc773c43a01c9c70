import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { catalogSearchKey, fetchDiamonds, fetchJewelry } from './catalog/catalogReads';
import { productQuery } from './catalog/productQuery';
import pagePaths from './page-paths.json';
import { heroSlidesQuery } from './pages/home/homeContent';

/**
 * Starts the API read that the opening page's largest picture waits for (the hero's slides, the first
 * cards of a catalogue, a product) while the page's own code is still on its way (every page loads on
 * demand: routes.tsx). The page then finds the answer in the query cache, and the picture is asked for
 * a round trip sooner (issue 18.3).
 */
export function startEarlyReads(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  const { pages, productPages } = pagePaths;
  const params = new URLSearchParams(search);
  if (matchPath(pages.home, pathname)) void queryClient.prefetchQuery(heroSlidesQuery);
  // The filters' code comes with the catalogue page's own (the server preloads it with the page), so
  // pages without filters do not carry it.
  if (matchPath(pages.diamonds, pathname)) {
    void import('./catalog/diamondFilters').then(({ diamondFiltersFromParams, diamondSearchQuery }) => {
      const filters = diamondFiltersFromParams(params);
      const query = diamondSearchQuery(filters, filters.page);
      return queryClient.prefetchQuery({
        queryKey: catalogSearchKey('diamonds', query),
        queryFn: () => fetchDiamonds(query),
      });
    });
  }
  if (matchPath(pages.jewelry, pathname)) {
    void import('./catalog/jewelryFilters').then(({ jewelryFiltersFromParams, jewelrySearchQuery }) => {
      const filters = jewelryFiltersFromParams(params);
      const query = jewelrySearchQuery(filters, filters.page);
      return queryClient.prefetchQuery({
        queryKey: catalogSearchKey('jewelry', query),
        queryFn: () => fetchJewelry(query),
      });
    });
  }
  for (const pattern of Object.values(productPages)) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id) void queryClient.prefetchQuery(productQuery(id));
  }
}
