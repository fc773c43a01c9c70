import type { SortBy } from './searchTypes';

/**
 * The address fields both catalogues share (spec 1 §2): the sort, the page and whether unavailable
 * items are listed too (issue 16: orderable items only by default, `includeUnavailable=1` to see all).
 */
export interface ListOptions {
  sortBy: SortBy;
  page: number;
  includeUnavailable: boolean;
}

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

const INCLUDE_UNAVAILABLE = 'includeUnavailable';

/** The sort, page and switch the address holds. */
export function readListOptions(params: URLSearchParams): ListOptions {
  const include = params.get(INCLUDE_UNAVAILABLE);
  return {
    // `sort` too: the shorter name people type and other shops use (/diamonds?shape=oval&sort=price-asc).
    sortBy: parseSort(params.get('sortBy') ?? params.get('sort')),
    page: readPage(params),
    includeUnavailable: include === '1' || include === 'true',
  };
}

/** Writes them, leaving out the defaults ('latest', page 1, orderable only) to keep addresses short. */
export function writeListOptions(params: URLSearchParams, { sortBy, page, includeUnavailable }: ListOptions): void {
  if (sortBy !== 'latest') params.set('sortBy', sortBy);
  if (includeUnavailable) params.set(INCLUDE_UNAVAILABLE, '1');
  if (page > 1) params.set('page', String(page));
}

/** The API's switch: sent only when on, as the API lists orderable items by default. */
export const unavailableQuery = ({ includeUnavailable }: ListOptions) =>
  includeUnavailable ? { includeUnavailable: true } : {};
