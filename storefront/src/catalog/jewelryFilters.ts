import {
  CENTER_STONE_GEM_TYPES,
  CENTER_STONE_SHAPES,
  CENTER_STONE_TYPES,
  JEWELRY_CATEGORY_PARAMS,
  JEWELRY_CLASSIFICATIONS,
  JEWELRY_METALS,
  JEWELRY_SUB_CATEGORIES,
  type JewelryCategory,
  type JewelryCategoryParam,
} from '@gem-shop/widgets/api';
import { type ListOptions, readListOptions, unavailableQuery, writeListOptions } from './catalogAddress';
import { caratAndPriceBounds, parseRange, type RangeOption } from './ranges';
import type { JewelryFacet, JewelrySearchQuery } from './searchTypes';

/** The API's address values of a category ('engagement'), less 'rings' (engagement rings) and 'jewelry' (all). */
type AddressCategory = Exclude<Extract<JewelryCategoryParam, Lowercase<JewelryCategoryParam>>, 'rings' | 'jewelry'>;
/** Each address value's category ('Engagement Ring') and page title. */
const CATEGORY_WORDS: Record<AddressCategory, { label: JewelryCategory; title: string }> = {
  engagement: { label: 'Engagement Ring', title: 'Engagement Rings' },
  wedding: { label: 'Wedding Band', title: 'Wedding Bands' },
  earrings: { label: 'Earrings', title: 'Earrings' },
  necklace: { label: 'Necklace', title: 'Necklaces' },
  bracelet: { label: 'Bracelet', title: 'Bracelets' },
  pendant: { label: 'Pendant', title: 'Pendants' },
  'tennis-bracelet': { label: 'Tennis Bracelet', title: 'Tennis Bracelets' },
  'eternity-band': { label: 'Eternity Band', title: 'Eternity Bands' },
};

/** Address values of the jewelry category (spec 1 §2), in the API's order: 'rings' means engagement rings, 'jewelry' all. */
export const JEWELRY_CATEGORIES: { value: string; label: string; title: string }[] = JEWELRY_CATEGORY_PARAMS.filter(
  (value): value is AddressCategory => Object.hasOwn(CATEGORY_WORDS, value),
).map((value) => ({ value, ...CATEGORY_WORDS[value] }));

const CATEGORY_ALIASES: Record<string, string> = { rings: 'engagement' };

const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The API's lists (generated vocabulary), each option labelled with its own value. */
export const JEWELRY_OPTIONS: Record<Exclude<JewelryFacet, 'category'>, { value: string; label: string }[]> = {
  subCategory: labelled(JEWELRY_SUB_CATEGORIES),
  metal: labelled(JEWELRY_METALS),
  classification: labelled(JEWELRY_CLASSIFICATIONS),
  stoneType: labelled(CENTER_STONE_TYPES),
  stoneShape: labelled(CENTER_STONE_SHAPES),
  gemType: labelled(CENTER_STONE_GEM_TYPES),
  brand: labelled(['House Collection']),
};

export const JEWELRY_CARAT_RANGES: RangeOption[] = [
  { value: '0-0.50', label: 'Under 0.50 ct' },
  { value: '0.50-1.00', label: '0.50 - 1.00 ct' },
  { value: '1.00-2.00', label: '1.00 - 2.00 ct' },
  { value: '2.00-3.00', label: '2.00 - 3.00 ct' },
  { value: '3.00-5.00', label: '3.00 - 5.00 ct' },
  { value: '5.00+', label: '5.00+ ct' },
];

/** The edges of the price bands, in dollars: Under $500 to $25,000+ (priceRangeOptions, in the shopper's currency). */
export const JEWELRY_PRICE_LIMITS = [500, 1000, 3000, 5000, 10000, 25000];

export const CHOICE_NAMES = [
  'category',
  'subCategory',
  'metal',
  'caratRange',
  'priceRange',
  'classification',
  'stoneType',
  'stoneShape',
  'gemType',
  'brand',
] as const;
export type ChoiceName = (typeof CHOICE_NAMES)[number];

export type JewelryFilters = Record<ChoiceName, string> & ListOptions;

export function categoryTitle(category: string): string {
  return JEWELRY_CATEGORIES.find((option) => option.value === category)?.title ?? 'Jewelry Collection';
}

/** The filters the address describes; each group holds one value (single choice). */
export function jewelryFiltersFromParams(params: URLSearchParams): JewelryFilters {
  const rawCategory = (params.get('category') ?? '').toLowerCase();
  const category = CATEGORY_ALIASES[rawCategory] ?? rawCategory;
  const filters = {} as Record<ChoiceName, string>;
  for (const name of CHOICE_NAMES) filters[name] = (params.get(name) ?? '').trim();
  filters.category = JEWELRY_CATEGORIES.some((option) => option.value === category) ? category : '';
  if (!parseRange(filters.caratRange)) filters.caratRange = '';
  if (!parseRange(filters.priceRange)) filters.priceRange = '';
  return { ...filters, ...readListOptions(params) };
}

/** The address: the 'latest' sort, page 1, orderable only and empty values are left out (spec 1 §2). */
export function jewelryFiltersToParams(filters: JewelryFilters, omit: ChoiceName[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of CHOICE_NAMES) if (filters[name] && !omit.includes(name)) params.set(name, filters[name]);
  writeListOptions(params, filters);
  return params;
}

export const JEWELRY_PAGE_SIZE = 24;

export function jewelrySearchQuery(filters: JewelryFilters, page: number): JewelrySearchQuery {
  const facetNames: JewelryFacet[] = [
    'category',
    'subCategory',
    'metal',
    'classification',
    'stoneType',
    'stoneShape',
    'gemType',
    'brand',
  ];
  // Address values go to the server as they are: it checks them, and a 400 names an unknown one.
  const choices = Object.fromEntries(
    facetNames.filter((name) => filters[name]).map((name) => [name, filters[name]]),
  ) as Pick<JewelrySearchQuery, JewelryFacet>;
  const bounds = caratAndPriceBounds(filters.caratRange, filters.priceRange);
  return {
    sortBy: filters.sortBy,
    page,
    limit: JEWELRY_PAGE_SIZE,
    facets: page === 1,
    ...unavailableQuery(filters),
    ...choices,
    ...bounds,
  };
}

export function activeJewelryFilterCount(filters: JewelryFilters, omit: ChoiceName[] = []): number {
  return CHOICE_NAMES.filter((name) => filters[name] && !omit.includes(name)).length;
}
