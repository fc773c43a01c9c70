import * as API from '@gem-shop/widgets/api';
import { type ListOptions, readListOptions, unavailableQuery, writeListOptions } from './catalogAddress';
import type { DiamondFacet, DiamondKind, DiamondSearchQuery } from './searchTypes';
import { caratAndPriceBounds, parseRange, type RangeOption } from './ranges';
import { DIAMOND_SHAPES } from './diamondShapes';

// The filter options are the API's lists (generated vocabulary), in its order; the shop offers fewer of some.
export { DIAMOND_SHAPES };
export const DIAMOND_CUTS = API.DIAMOND_CUTS;
export const DIAMOND_COLORS = API.DIAMOND_COLORS;
/** Spec 1 §9 stops at SI2; feeds also carry the included grades. */
export const DIAMOND_CLARITIES = API.DIAMOND_CLARITIES.slice(0, API.DIAMOND_CLARITIES.indexOf('SI2') + 1);
/** The labs offered as filters: all the API's but HRD. */
export const DIAMOND_CERTIFICATIONS = API.DIAMOND_CERTIFICATIONS.filter((lab) => lab !== 'HRD');

export const DIAMOND_CARAT_RANGES: RangeOption[] = [
  { value: '0.30-0.49', label: '0.30 - 0.49 ct' },
  { value: '0.50-0.69', label: '0.50 - 0.69 ct' },
  { value: '0.70-0.89', label: '0.70 - 0.89 ct' },
  { value: '0.90-0.99', label: '0.90 - 0.99 ct' },
  { value: '1.00-1.49', label: '1.00 - 1.49 ct' },
  { value: '1.50-1.99', label: '1.50 - 1.99 ct' },
  { value: '2.00-2.99', label: '2.00 - 2.99 ct' },
  { value: '3.00+', label: '3.00+ ct' },
];

/** The edges of the price bands, in dollars: Under $1,000 to $20,000+ (priceRangeOptions, in the shopper's currency). */
export const DIAMOND_PRICE_LIMITS = [1000, 3000, 5000, 10000, 20000];

export interface DiamondFilters extends ListOptions {
  kind: DiamondKind;
  /** Canonical spellings ('Round', 'Very Good', 'VS1'); the address carries shapes lower-case. */
  shape: string[];
  cut: string[];
  color: string[];
  clarity: string[];
  certification: string[];
  caratRange: string;
  priceRange: string;
}

export const LIST_FILTERS: Record<DiamondFacet, readonly string[]> = {
  shape: DIAMOND_SHAPES,
  cut: DIAMOND_CUTS,
  color: DIAMOND_COLORS,
  clarity: DIAMOND_CLARITIES,
  certification: DIAMOND_CERTIFICATIONS,
};

const LIST_NAMES = Object.keys(LIST_FILTERS) as DiamondFacet[];

function readList(params: URLSearchParams, name: DiamondFacet): string[] {
  const known = LIST_FILTERS[name];
  const values = (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  // Canonical spelling and order of the options; unknown values are dropped.
  return known.filter((option) => values.includes(option.toLowerCase()));
}

/** A range the address names, kept as written when it parses (a band's value or any other 'min-max'). */
function readRange(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return parseRange(value) ? value : '';
}

/** The filters the address describes (spec 1 §2: read back on entry). */
export function diamondFiltersFromParams(params: URLSearchParams): DiamondFilters {
  return {
    kind: params.get('type') === 'natural' ? 'natural' : 'lab-grown',
    shape: readList(params, 'shape'),
    cut: readList(params, 'cut'),
    color: readList(params, 'color'),
    clarity: readList(params, 'clarity'),
    certification: readList(params, 'certification'),
    caratRange: readRange(params, 'caratRange'),
    priceRange: readRange(params, 'priceRange'),
    ...readListOptions(params),
  };
}

/** The address of the filters; defaults (lab-grown, latest, page 1, orderable only, empty) are left out. */
export function diamondFiltersToParams(filters: DiamondFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind === 'natural') params.set('type', 'natural');
  for (const name of LIST_NAMES) {
    const values = filters[name];
    if (values.length) params.set(name, (name === 'shape' ? values.map((v) => v.toLowerCase()) : values).join(','));
  }
  if (filters.caratRange) params.set('caratRange', filters.caratRange);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  writeListOptions(params, filters);
  return params;
}

export const PAGE_SIZE = 24;

/** The API query for one page of the search. */
export function diamondSearchQuery(filters: DiamondFilters, page: number): DiamondSearchQuery {
  // The lists hold canonical spellings from LIST_FILTERS, which are the API's own values.
  const lists = Object.fromEntries(
    LIST_NAMES.filter((name) => filters[name].length).map((name) => [name, filters[name]]),
  ) as Pick<DiamondSearchQuery, DiamondFacet>;
  const bounds = caratAndPriceBounds(filters.caratRange, filters.priceRange);
  return {
    type: filters.kind,
    sortBy: filters.sortBy,
    page,
    limit: PAGE_SIZE,
    facets: page === 1,
    ...unavailableQuery(filters),
    ...lists,
    ...bounds,
  };
}

export function activeDiamondFilterCount(filters: DiamondFilters): number {
  return (
    LIST_NAMES.reduce((count, name) => count + filters[name].length, 0) +
    (filters.caratRange ? 1 : 0) +
    (filters.priceRange ? 1 : 0)
  );
}

/** No filters; the toolbar's choices (sort, unavailable items) are the shopper's and stay. */
export function emptyDiamondFilters(
  kind: DiamondKind,
  { sortBy, includeUnavailable }: Pick<ListOptions, 'sortBy' | 'includeUnavailable'>,
): DiamondFilters {
  return {
    kind,
    shape: [],
    cut: [],
    color: [],
    clarity: [],
    certification: [],
    caratRange: '',
    priceRange: '',
    sortBy,
    includeUnavailable,
    page: 1,
  };
}
