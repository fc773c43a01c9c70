import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productQuery } from './catalog/productQuery';
import pagePaths from './page-paths.json';
import { heroSlidesQuery } from './pages/home/homeContent';

/**
 * Starts the API read that the opening page's largest picture waits for (the hero's slides, a product)
 * while the page's own code is still on its way (every page loads on demand: routes.tsx). The page
 * then finds the answer in the query cache, and the picture is asked for a round trip sooner (issue 18.3).
 */
export function startEarlyReads(queryClient: QueryClient, pathname: string) {
  if (matchPath(pagePaths.pages.home, pathname)) void queryClient.prefetchQuery(heroSlidesQuery);
  for (const pattern of Object.values(pagePaths.productPages)) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id) void queryClient.prefetchQuery(productQuery(id));
  }
}
