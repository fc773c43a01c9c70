import { ProductType } from '../../src/modules/catalog/entities/product.entity.js';
import { JEWELRY_CATEGORIES } from '../../src/modules/catalog/jewelry-categories.js';
import { availabilityOf, paidPriceOf } from '../../src/modules/catalog/product-facts.js';
import * as options from '../../src/modules/catalog/search/search-options.js';
import type { GeneratedProduct } from './catalogue-generator.js';

/**
 * The search contract written the slow, obvious way over products in memory: what GET /api/diamonds
 * and GET /api/jewelry must answer for a query (valid queries only). Prices are the price the shopper
 * pays and only orderable products count unless asked, both decided by the product page's own rules
 * (product-facts.ts), which SQL and the index must therefore agree with.
 */

type Field = keyof GeneratedProduct;
interface Group {
  name: string;
  field: Field;
  fixed: readonly string[] | null;
  /** Chosen values, canonical for fixed lists and lower-cased for open-ended ones. */
  chosen: string[];
}

// The entity's optional fields are undefined where the generator writes null.
const asProduct = (product: GeneratedProduct) => ({
  ...product,
  salePrice: product.salePrice ?? undefined,
  countInStock: product.countInStock ?? undefined,
  availability: product.availability ?? undefined,
});
export const paid = (product: GeneratedProduct) => paidPriceOf(asProduct(product));
export const canOrder = (product: GeneratedProduct) => availabilityOf(asProduct(product)).canOrder;

const loose = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const canonical = (list: readonly string[], raw: string) => list.find((option) => loose(option) === loose(raw))!;

function fixedGroup(name: string, field: Field, list: readonly string[], raw: string | undefined): Group {
  return { name, field, fixed: list, chosen: listOf(raw).map((value) => canonical(list, value)) };
}

const CATEGORY_ADDRESSES: Record<string, string | null> = {
  engagement: 'Engagement Ring',
  rings: 'Engagement Ring',
  wedding: 'Wedding Band',
  'tennis bracelet': 'Tennis Bracelet',
  'eternity band': 'Eternity Band',
  jewelry: null,
};

function categoryGroup(raw: string | undefined): Group {
  const key = raw === undefined ? undefined : loose(raw);
  const category =
    key === undefined ? null : key in CATEGORY_ADDRESSES ? CATEGORY_ADDRESSES[key] : canonical(JEWELRY_CATEGORIES, key);
  return { name: 'category', field: 'category', fixed: JEWELRY_CATEGORIES, chosen: category ? [category] : [] };
}

const openGroup = (name: string, field: Field, raw: string | undefined): Group => ({
  name,
  field,
  fixed: null,
  chosen: raw?.trim() ? [raw.trim().toLowerCase()] : [],
});

function matchesGroup(product: GeneratedProduct, group: Group): boolean {
  if (!group.chosen.length) return true;
  const value = product[group.field] as string | null;
  if (value === null) return false;
  return group.chosen.includes(group.fixed ? value : value.toLowerCase());
}

function inRange(value: number | null, min: string | undefined, max: string | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= Number(min)) && (max === undefined || value <= Number(max));
}

function compare(sortBy: string, caratField: Field) {
  const nullsLast = (a: number | null, b: number | null, direction: number) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a - b) * direction;
  const byId = (a: GeneratedProduct, b: GeneratedProduct, direction: number) =>
    a.id < b.id ? -direction : a.id > b.id ? direction : 0;
  const orders: Record<string, (a: GeneratedProduct, b: GeneratedProduct) => number> = {
    latest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b, -1),
    'price-asc': (a, b) => paid(a) - paid(b) || byId(a, b, 1),
    'price-desc': (a, b) => paid(b) - paid(a) || byId(a, b, -1),
    'carat-asc': (a, b) =>
      nullsLast(a[caratField] as number | null, b[caratField] as number | null, 1) || byId(a, b, 1),
    'carat-desc': (a, b) =>
      nullsLast(a[caratField] as number | null, b[caratField] as number | null, -1) || byId(a, b, -1),
  };
  return orders[sortBy];
}

function facetOf(group: Group, candidates: GeneratedProduct[]): Record<string, number> {
  const values = candidates
    .map((product) => product[group.field] as string | null)
    .filter((value): value is string => value !== null);
  if (group.fixed)
    return Object.fromEntries(group.fixed.map((option) => [option, values.filter((value) => value === option).length]));
  return {};
}

function answer(
  products: GeneratedProduct[],
  types: ProductType[],
  groups: Group[],
  caratField: Field,
  query: Record<string, string>,
) {
  const listed = query.includeUnavailable === 'true' ? products : products.filter(canOrder);
  const ofKind = listed.filter((product) => types.includes(product.productType));
  const inRanges = ofKind.filter(
    (product) =>
      inRange(paid(product), query.priceMin, query.priceMax) &&
      inRange(product[caratField] as number | null, query.caratMin, query.caratMax),
  );
  const matching = inRanges.filter((product) => groups.every((group) => matchesGroup(product, group)));
  const limit = Number(query.limit ?? 24);
  const page = Number(query.page ?? 1);
  const sorted = [...matching].sort(compare((query.sortBy ?? 'latest').toLowerCase(), caratField));
  const result = {
    ids: sorted.slice((page - 1) * limit, page * limit).map((product) => product.id),
    total: matching.length,
    page,
    pages: Math.ceil(matching.length / limit),
  };
  if (query.facets === 'false') return result;

  const facets = Object.fromEntries(
    groups.map((group) => {
      const others = inRanges.filter((product) =>
        groups.every((other) => other === group || matchesGroup(product, other)),
      );
      return [group.name, group.fixed ? facetOf(group, others) : openFacet(group, others)];
    }),
  );
  const extent = (values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length ? { min: Math.min(...known), max: Math.max(...known) } : { min: null, max: null };
  };
  const ranges = {
    price: extent(matching.map(paid)),
    carat: extent(matching.map((product) => product[caratField] as number | null)),
  };
  return { ...result, facets, ranges };
}

/** Open-ended values that match, spellings that differ in case folded under the most matched one. */
function openFacet(group: Group, others: GeneratedProduct[]): Record<string, number> {
  const spellings = new Map<string, Map<string, number>>();
  for (const product of others) {
    const value = product[group.field] as string | null;
    if (value === null) continue;
    const forKey = spellings.get(value.toLowerCase()) ?? new Map<string, number>();
    forKey.set(value, (forKey.get(value) ?? 0) + 1);
    spellings.set(value.toLowerCase(), forKey);
  }
  return Object.fromEntries(
    [...spellings.values()].map((counts) => {
      const [name] = [...counts].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))[0];
      return [name, [...counts.values()].reduce((sum, count) => sum + count, 0)];
    }),
  );
}

export function diamondOracle(products: GeneratedProduct[], query: Record<string, string>) {
  const kind = query.type?.toLowerCase();
  const types =
    kind === 'lab-grown'
      ? [ProductType.LabGrown]
      : kind === 'natural'
        ? [ProductType.NaturalDiamond]
        : [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];
  const groups = [
    fixedGroup('shape', 'shape', options.DIAMOND_SHAPES, query.shape),
    fixedGroup('cut', 'cut', options.DIAMOND_CUTS, query.cut),
    fixedGroup('color', 'color', options.DIAMOND_COLORS, query.color),
    fixedGroup('clarity', 'clarity', options.DIAMOND_CLARITIES, query.clarity),
    fixedGroup('certification', 'lab', options.CERTIFICATIONS, query.certification),
  ];
  return answer(products, types, groups, 'carat', query);
}

export function jewelryOracle(products: GeneratedProduct[], query: Record<string, string>) {
  const groups = [
    categoryGroup(query.category),
    openGroup('subCategory', 'subCategory', query.subCategory),
    fixedGroup('metal', 'metal', options.METALS, query.metal),
    fixedGroup('classification', 'classification', options.CLASSIFICATIONS, query.classification),
    fixedGroup('stoneType', 'stoneType', options.STONE_TYPES, query.stoneType),
    fixedGroup('stoneShape', 'stoneShape', options.STONE_SHAPES, query.stoneShape),
    fixedGroup('gemType', 'gemType', options.GEM_TYPES, query.gemType),
    openGroup('brand', 'brand', query.brand),
  ];
  return answer(products, [ProductType.Jewelry, ProductType.Ring], groups, 'totalCaratWeight', query);
}
