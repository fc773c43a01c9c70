import { JEWELRY_CATEGORIES } from '../jewelry-categories.js';
import {
  CERTIFICATIONS,
  CLASSIFICATIONS,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_SHAPES,
  DiamondKind,
  GEM_TYPES,
  METALS,
  SearchSort,
  STONE_SHAPES,
  STONE_TYPES,
} from './search-options.js';
import { Bound, Flag, OptionList, OptionValue, TextValue, WholeNumber } from './search-query.fields.js';

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 24;
/** Far beyond any real inventory; keeps offsets sane. */
export const MAX_PAGE = 100_000;

/** Ranges, sort, paging and facets: what both searches share. */
export class SearchQueryDto {
  @Bound('Lowest price (USD), inclusive', 'priceMax')
  priceMin?: number;

  @Bound('Highest price (USD), inclusive')
  priceMax?: number;

  @OptionValue(Object.values(SearchSort), 'SearchSort', 'latest: newest first', SearchSort.Latest)
  sortBy?: SearchSort;

  @WholeNumber(1, MAX_PAGE, 1, 'Page, from 1')
  page?: number;

  @WholeNumber(1, MAX_LIMIT, DEFAULT_LIMIT, 'Items per page')
  limit?: number;

  @Flag(true, 'false: leave facets and ranges out (next pages of the same search)')
  facets?: boolean;

  @Flag(
    false,
    'true: list items shoppers cannot order now too (unavailable diamonds, jewelry out of or with unknown stock); facets and ranges follow',
  )
  includeUnavailable?: boolean;
}

/** GET /api/diamonds. */
export class DiamondSearchQueryDto extends SearchQueryDto {
  @OptionValue(Object.values(DiamondKind), 'DiamondKind', 'Absent: every kind of diamond')
  type?: DiamondKind;

  @OptionList(DIAMOND_SHAPES, 'DiamondShape', 'Shapes')
  shape?: string[];

  @OptionList(DIAMOND_CUTS, 'DiamondCut', 'Cut grades')
  cut?: string[];

  @OptionList(DIAMOND_COLORS, 'DiamondColor', 'Colour grades')
  color?: string[];

  @OptionList(DIAMOND_CLARITIES, 'DiamondClarity', 'Clarity grades')
  clarity?: string[];

  @OptionList(CERTIFICATIONS, 'DiamondCertification', 'Grading labs')
  certification?: string[];

  @Bound('Lowest carat weight, inclusive', 'caratMax')
  caratMin?: number;

  @Bound('Highest carat weight, inclusive')
  caratMax?: number;
}

/** The address values of spec 1 §2 ('rings' = engagement rings, 'jewelry' = all); the category names work too. */
export const JEWELRY_CATEGORY_PARAMS = [
  'engagement',
  'wedding',
  'earrings',
  'necklace',
  'bracelet',
  'pendant',
  'tennis-bracelet',
  'eternity-band',
  'rings',
  'jewelry',
  ...JEWELRY_CATEGORIES,
];

/** GET /api/jewelry: every group is a single choice (spec 1 §2). */
export class JewelrySearchQueryDto extends SearchQueryDto {
  @OptionValue(
    JEWELRY_CATEGORY_PARAMS,
    'JewelryCategoryParam',
    "Category: address value or name; 'rings' = engagement rings, 'jewelry' = all",
  )
  category?: string;

  @TextValue('Sub category, e.g. Halo Ring')
  subCategory?: string;

  @OptionValue(METALS, 'JewelryMetal', 'Metal')
  metal?: string;

  @OptionValue(CLASSIFICATIONS, 'JewelryClassification', 'Classification')
  classification?: string;

  @OptionValue(STONE_TYPES, 'CenterStoneType', 'Center stone type')
  stoneType?: string;

  @OptionValue(STONE_SHAPES, 'CenterStoneShape', 'Center stone shape')
  stoneShape?: string;

  @OptionValue(GEM_TYPES, 'CenterStoneGemType', 'Center stone gem type')
  gemType?: string;

  @TextValue('Brand, e.g. House Collection')
  brand?: string;

  @Bound('Lowest total carat weight, inclusive', 'caratMax')
  caratMin?: number;

  @Bound('Highest total carat weight, inclusive')
  caratMax?: number;
}
