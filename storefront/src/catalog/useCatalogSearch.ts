import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogSearchKey } from './catalogReads';

interface CatalogSearchOptions<Query, Answer> {
  /** The first part of every query key: 'diamonds' or 'jewelry'. */
  key: string;
  /** The page the address asks for. */
  page: number;
  /** The API query for one page of the search the filters describe. */
  queryFor: (page: number) => Query;
  fetchPage: (query: Query) => Promise<Answer>;
}

/**
 * One catalogue search: the page of results the address asks for, and the facet counts for the filter
 * panel. Earlier results stay on screen while the next ones load.
 */
export function useCatalogSearch<Query, Answer extends { facets?: unknown }>({
  key,
  page,
  queryFor,
  fetchPage,
}: CatalogSearchOptions<Query, Answer>) {
  const query = queryFor(page);
  const results = useQuery({
    queryKey: catalogSearchKey(key, query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  // Later pages are asked without facets; the counts come from the same search's first page.
  const firstPageQuery = queryFor(1);
  const firstPage = useQuery({
    queryKey: catalogSearchKey(key, firstPageQuery),
    queryFn: () => fetchPage(firstPageQuery),
    placeholderData: keepPreviousData,
    enabled: page > 1,
    // Counts that came with the first page are good enough for the pages after it.
    staleTime: 5 * 60 * 1000,
  });
  const facets: Answer['facets'] = (page > 1 ? firstPage.data : results.data)?.facets;
  return { results, facets };
}
