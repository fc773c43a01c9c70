import { ProductType } from '../entities/product.entity.js';
import type { FacetRow } from './facet-counts.js';
import { CERTIFICATIONS, DIAMOND_CLARITIES, DIAMOND_COLORS, DIAMOND_CUTS, DIAMOND_SHAPES, SearchSort } from './search-options.js';
import type { FacetColumn, SearchSpec } from './search-spec.js';

/** The product types the index holds: everything a diamond search can ask for. */
export const INDEXED_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond] as const;

/** The facet columns the index holds, each coded by its position in its option list (0: none or other). */
export const INDEXED_GROUPS = {
  shape: DIAMOND_SHAPES,
  cut: DIAMOND_CUTS,
  color: DIAMOND_COLORS,
  clarity: DIAMOND_CLARITIES,
  lab: CERTIFICATIONS,
} as const satisfies Partial<Record<FacetColumn, readonly string[]>>;

export type IndexedColumn = keyof typeof INDEXED_GROUPS;
export const INDEXED_COLUMNS = Object.keys(INDEXED_GROUPS) as IndexedColumn[];

/**
 * One column per field, one entry per diamond, rows in id order (so the row number breaks ties the
 * way SQL's `id` does). Carat is NaN where the product has none, as SQL's null.
 */
export interface DiamondColumns {
  ids: string[];
  /** Position in INDEXED_TYPES plus one. */
  type: Uint8Array;
  codes: Record<IndexedColumn, Uint8Array>;
  price: Float64Array;
  carat: Float64Array;
  /** Microseconds since 1970, exact for PostgreSQL's timestamps. */
  createdAt: Float64Array;
}

export interface IndexAnswer {
  ids: string[];
  total: number;
  /** With facets only. */
  facetRows?: FacetRow[];
  ranges?: { price: { min: number | null; max: number | null }; carat: { min: number | null; max: number | null } };
}

/** What one search lets through, as lookup tables: allowed[code] is 1 when that value passes. */
interface Filter {
  type: Uint8Array;
  groups: { name: string; options: readonly string[]; codes: Uint8Array; allowed: Uint8Array }[];
  priceMin: number;
  priceMax: number;
  caratFiltered: boolean;
  caratMin: number;
  caratMax: number;
}

/** Row numbers sorted by a key then by id, ascending; rows without the key (NaN) last, in id order. */
function sortedRows(key: Float64Array): { rows: Uint32Array; withKey: number } {
  const rows = new Uint32Array(key.length);
  let withKey = 0;
  for (let row = 0; row < key.length; row++) if (!Number.isNaN(key[row])) rows[withKey++] = row;
  let withoutKey = withKey;
  for (let row = 0; row < key.length; row++) if (Number.isNaN(key[row])) rows[withoutKey++] = row;
  rows.subarray(0, withKey).sort((a, b) => key[a] - key[b] || a - b);
  return { rows, withKey };
}

/**
 * The diamonds' search fields in memory, column by column, answering `GET /api/diamonds` exactly as
 * the SQL does (the tests hold both to a brute-force oracle) but in milliseconds over a million
 * stones: one pass counts every facet group with the other filters applied, and the pages walk
 * orders sorted once at build time. Only ids come out; the products themselves are read fresh.
 */
export class DiamondIndex {
  private readonly byCreated: Uint32Array;
  private readonly byPrice: Uint32Array;
  private readonly byCarat: Uint32Array;
  private readonly withCarat: number;

  constructor(private readonly columns: DiamondColumns) {
    this.byCreated = sortedRows(columns.createdAt).rows;
    this.byPrice = sortedRows(columns.price).rows;
    ({ rows: this.byCarat, withKey: this.withCarat } = sortedRows(columns.carat));
  }

  get size(): number {
    return this.columns.ids.length;
  }

  /** Whether the index can answer this search: diamond types and diamond facet columns only. */
  static covers(spec: SearchSpec): boolean {
    return (
      spec.caratColumn === 'carat' &&
      spec.productTypes.every((type) => (INDEXED_TYPES as readonly ProductType[]).includes(type)) &&
      spec.groups.every((group) => group.column in INDEXED_GROUPS && group.options === INDEXED_GROUPS[group.column as IndexedColumn])
    );
  }

  search(spec: SearchSpec, withFacets: boolean): IndexAnswer {
    const filter = this.filter(spec);
    const ids = this.page(spec, filter);
    if (!withFacets) return { ids, total: this.count(filter) };
    return { ids, ...this.facets(filter) };
  }

  private filter(spec: SearchSpec): Filter {
    const type = new Uint8Array(INDEXED_TYPES.length + 1);
    for (const productType of spec.productTypes) type[(INDEXED_TYPES as readonly ProductType[]).indexOf(productType) + 1] = 1;
    const groups = spec.groups.map((group) => {
      const options = group.options!;
      const allowed = new Uint8Array(options.length + 1).fill(group.selected.length ? 0 : 1);
      for (const value of group.selected) allowed[options.indexOf(value) + 1] = 1;
      // Index 0 (no value, or one outside the list) passes only when the group is not filtered.
      if (group.selected.length) allowed[0] = 0;
      return { name: group.name, options, codes: this.columns.codes[group.column as IndexedColumn], allowed };
    });
    return {
      type,
      groups,
      priceMin: spec.price.min ?? -Infinity,
      priceMax: spec.price.max ?? Infinity,
      caratFiltered: spec.carat.min !== undefined || spec.carat.max !== undefined,
      caratMin: spec.carat.min ?? -Infinity,
      caratMax: spec.carat.max ?? Infinity,
    };
  }

  private passes(filter: Filter, row: number): boolean {
    const { price, carat, type } = this.columns;
    if (!filter.type[type[row]] || !(price[row] >= filter.priceMin && price[row] <= filter.priceMax)) return false;
    if (filter.caratFiltered && !(carat[row] >= filter.caratMin && carat[row] <= filter.caratMax)) return false;
    for (const group of filter.groups) if (!group.allowed[group.codes[row]]) return false;
    return true;
  }

  private count(filter: Filter): number {
    let total = 0;
    for (let row = 0; row < this.size; row++) if (this.passes(filter, row)) total++;
    return total;
  }

  /** The search's order as runs of a sorted order, each read forwards or backwards. */
  private ordered(sortBy: SearchSort): { rows: Uint32Array; backwards: boolean }[] {
    switch (sortBy) {
      case SearchSort.PriceAsc:
        return [{ rows: this.byPrice, backwards: false }];
      case SearchSort.PriceDesc:
        return [{ rows: this.byPrice, backwards: true }];
      case SearchSort.CaratAsc:
        return [{ rows: this.byCarat, backwards: false }];
      case SearchSort.CaratDesc:
        // Stones without a carat come last either way, as SQL's `nulls last`.
        return [
          { rows: this.byCarat.subarray(0, this.withCarat), backwards: true },
          { rows: this.byCarat.subarray(this.withCarat), backwards: true },
        ];
      default:
        return [{ rows: this.byCreated, backwards: true }];
    }
  }

  private page(spec: SearchSpec, filter: Filter): string[] {
    let skip = (spec.page - 1) * spec.limit;
    const ids: string[] = [];
    for (const { rows, backwards } of this.ordered(spec.sortBy)) {
      for (let step = 0; step < rows.length; step++) {
        const row = rows[backwards ? rows.length - 1 - step : step];
        if (!this.passes(filter, row)) continue;
        if (skip > 0) skip--;
        else if (ids.push(this.columns.ids[row]) === spec.limit) return ids;
      }
    }
    return ids;
  }

  /**
   * Total, ranges and every group's counts in one pass. A row that fails no group counts in every
   * group; a row that fails exactly one counts in that group only (it passes all the others); a row
   * that fails two counts nowhere. Type, price and carat are not facets: failing them excludes.
   */
  private facets(filter: Filter): Omit<IndexAnswer, 'ids'> {
    const { price, carat, type } = this.columns;
    const { groups } = filter;
    const counts = groups.map((group) => new Uint32Array(group.options.length + 1));
    let total = 0;
    let priceMin = Infinity;
    let priceMax = -Infinity;
    let caratMin = Infinity;
    let caratMax = -Infinity;
    for (let row = 0; row < this.size; row++) {
      if (!filter.type[type[row]] || !(price[row] >= filter.priceMin && price[row] <= filter.priceMax)) continue;
      if (filter.caratFiltered && !(carat[row] >= filter.caratMin && carat[row] <= filter.caratMax)) continue;
      let failed = -1;
      let failures = 0;
      for (let index = 0; index < groups.length && failures < 2; index++) {
        if (!groups[index].allowed[groups[index].codes[row]]) {
          failed = index;
          failures++;
        }
      }
      if (failures === 1) counts[failed][groups[failed].codes[row]]++;
      if (failures !== 0) continue;
      total++;
      for (let index = 0; index < groups.length; index++) counts[index][groups[index].codes[row]]++;
      if (price[row] < priceMin) priceMin = price[row];
      if (price[row] > priceMax) priceMax = price[row];
      if (carat[row] < caratMin) caratMin = carat[row];
      if (carat[row] > caratMax) caratMax = carat[row];
    }
    const facetRows = groups.flatMap((group, index) =>
      group.options.flatMap((value, code) => (counts[index][code + 1] ? [{ facet: group.name, value, count: counts[index][code + 1] }] : [])),
    );
    const bound = (value: number) => (Number.isFinite(value) ? value : null);
    return {
      total,
      facetRows,
      ranges: { price: { min: bound(priceMin), max: bound(priceMax) }, carat: { min: bound(caratMin), max: bound(caratMax) } },
    };
  }
}
