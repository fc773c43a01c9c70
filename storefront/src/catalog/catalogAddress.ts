import type { SortBy } from './searchTypes';

/** The address fields both catalogues share: the sort and the page (spec 1 §2). */

export const SORT_OPTIONS: { value: SortBy; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'carat-asc', label: 'Carat: Low to High' },
  { value: 'carat-desc', label: 'Carat: High to Low' },
];

export function parseSort(value: string | null): SortBy {
  return SORT_OPTIONS.some((option) => option.value === value) ? (value as SortBy) : 'latest';
}

/** The page the address asks for; anything but a whole number above 1 means the first. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** Writes the sort and the page, leaving out the defaults ('latest', page 1) to keep addresses short. */
export function writeSortAndPage(params: URLSearchParams, { sortBy, page }: { sortBy: SortBy; page: number }): void {
  if (sortBy !== 'latest') params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
}
