import { ProductType } from '../entities/product.entity.js';
import { canonicalCategory, JEWELRY_CATEGORIES } from '../jewelry-categories.js';
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
import {
  DEFAULT_LIMIT,
  type DiamondSearchQueryDto,
  type JewelrySearchQueryDto,
  type SearchQueryDto,
} from './search-query.dto.js';

/** Columns a search may filter and count on; the only names that reach SQL. */
export type FacetColumn =
  | 'shape'
  | 'cut'
  | 'color'
  | 'clarity'
  | 'lab'
  | 'category'
  | 'sub_category'
  | 'metal'
  | 'classification'
  | 'stone_type'
  | 'stone_shape'
  | 'gem_type'
  | 'brand';

export interface FacetGroup {
  /** Its key in the answer's facets. */
  name: string;
  column: FacetColumn;
  /** The facet's keys; null when open-ended (brand): the values present, compared ignoring case. */
  options: readonly string[] | null;
  /** What the shopper chose (canonical spelling for fixed options); empty: no filter. */
  selected: string[];
}

export interface Bounds {
  min?: number;
  max?: number;
}

/** A validated search, independent of HTTP: what the repository turns into SQL. */
export interface SearchSpec {
  productTypes: ProductType[];
  groups: FacetGroup[];
  caratColumn: 'carat' | 'total_carat_weight';
  /** Only what shoppers can order now (product-facts.ts availabilityOf), unless they ask for the rest too. */
  orderableOnly: boolean;
  /** On the price the shopper pays (paid-price.ts). */
  price: Bounds;
  carat: Bounds;
  sortBy: SearchSort;
  page: number;
  limit: number;
}

const DIAMOND_TYPES: Record<DiamondKind | 'any', ProductType[]> = {
  [DiamondKind.LabGrown]: [ProductType.LabGrown],
  [DiamondKind.Natural]: [ProductType.NaturalDiamond],
  // The legacy generic 'diamond' is neither kind for sure, so it only shows when no kind is asked for.
  any: [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond],
};

const group = (
  name: string,
  column: FacetColumn,
  options: readonly string[] | null,
  selected?: string | string[],
): FacetGroup => ({
  name,
  column,
  options,
  selected: selected === undefined ? [] : [selected].flat(),
});

function common(query: SearchQueryDto): Pick<SearchSpec, 'orderableOnly' | 'price' | 'sortBy' | 'page' | 'limit'> {
  return {
    orderableOnly: !query.includeUnavailable,
    price: { min: query.priceMin, max: query.priceMax },
    sortBy: query.sortBy ?? SearchSort.Latest,
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_LIMIT,
  };
}

export function diamondSearchSpec(query: DiamondSearchQueryDto): SearchSpec {
  return {
    ...common(query),
    productTypes: DIAMOND_TYPES[query.type ?? 'any'],
    groups: [
      group('shape', 'shape', DIAMOND_SHAPES, query.shape),
      group('cut', 'cut', DIAMOND_CUTS, query.cut),
      group('color', 'color', DIAMOND_COLORS, query.color),
      group('clarity', 'clarity', DIAMOND_CLARITIES, query.clarity),
      group('certification', 'lab', CERTIFICATIONS, query.certification),
    ],
    caratColumn: 'carat',
    carat: { min: query.caratMin, max: query.caratMax },
  };
}

export function jewelrySearchSpec(query: JewelrySearchQueryDto): SearchSpec {
  const category = query.category === undefined ? undefined : (canonicalCategory(query.category) ?? undefined);
  return {
    ...common(query),
    productTypes: [ProductType.Jewelry, ProductType.Ring],
    groups: [
      group('category', 'category', JEWELRY_CATEGORIES, category),
      group('subCategory', 'sub_category', null, query.subCategory),
      group('metal', 'metal', METALS, query.metal),
      group('classification', 'classification', CLASSIFICATIONS, query.classification),
      group('stoneType', 'stone_type', STONE_TYPES, query.stoneType),
      group('stoneShape', 'stone_shape', STONE_SHAPES, query.stoneShape),
      group('gemType', 'gem_type', GEM_TYPES, query.gemType),
      group('brand', 'brand', null, query.brand),
    ],
    caratColumn: 'total_carat_weight',
    carat: { min: query.caratMin, max: query.caratMax },
  };
}
