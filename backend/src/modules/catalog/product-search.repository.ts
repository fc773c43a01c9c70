import { Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { Repository } from '../../common/repository.js';
import type { Product, ProductType } from './entities/product.entity.js';
import { productsFromRows, SUMMARY_COLUMNS } from './product-rows.js';
import type { FacetRow } from './search/facet-counts.js';
import { SearchSort } from './search/search-options.js';
import type { Bounds, FacetColumn, FacetGroup, SearchSpec } from './search/search-spec.js';

/*
 * The catalogue search's queries on `products` (when the in-memory diamond index cannot answer), built
 * from plain values: a search spec. ProductRepository (products.repository.ts) holds every other query
 * on products; the inventory's bulk writes have their own (inventory/stock/stock-sql.ts).
 */

export interface SearchSummary {
  total: number;
  price: { min: number | null; max: number | null };
  carat: { min: number | null; max: number | null };
}

type Condition = RawBuilder<unknown>;
type Rows = RawBuilder<Record<string, unknown>>;

const column = (name: string) => sql.ref(`p.${name}`);
/** The columns ProductPresenter.presentSummary reads, of the products aliased `p`. */
export const summaryColumns = sql.join(SUMMARY_COLUMNS.map(column));
const all = (conditions: Condition[]): Condition =>
  conditions.length ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;

// --- Search: a SearchSpec in, SQL out. All values are bind parameters; column names come only from
// the whitelisted FacetColumn and caratColumn types of a SearchSpec.

/**
 * Every ordering ends on the id, so pages never repeat or skip a product. Prices everywhere here are
 * the price the shopper pays, the stored paid_price (paid-price.ts), not the list price.
 */
function searchOrder(spec: SearchSpec): Condition {
  const carat = column(spec.caratColumn);
  switch (spec.sortBy) {
    case SearchSort.PriceAsc:
      return sql`p.paid_price asc, p.id asc`;
    case SearchSort.PriceDesc:
      return sql`p.paid_price desc, p.id desc`;
    case SearchSort.CaratAsc:
      return sql`${carat} asc nulls last, p.id asc`;
    case SearchSort.CaratDesc:
      return sql`${carat} desc nulls last, p.id desc`;
    default:
      return sql`p.created_at desc, p.id desc`;
  }
}

/** The column a sort orders on (then the id). */
function sortColumn(spec: SearchSpec): string {
  if (spec.sortBy === SearchSort.PriceAsc || spec.sortBy === SearchSort.PriceDesc) return 'paid_price';
  if (spec.sortBy === SearchSort.CaratAsc || spec.sortBy === SearchSort.CaratDesc) return spec.caratColumn;
  return 'created_at';
}

function conditions(spec: SearchSpec): Condition[] {
  return [...nonFacetConditions(spec), ...spec.groups.flatMap((group) => groupCondition(group))];
}

/** What every count obeys too: kind, orderability and the ranges exclude, they are not facets. */
function nonFacetConditions(spec: SearchSpec): Condition[] {
  return [...kindConditions(spec, spec.productTypes), ...rangeConditions(spec)];
}

/** Kind and orderability. `orderable` is CAN_ORDER_SQL, stored. */
function kindConditions(spec: SearchSpec, productTypes: ProductType[]): Condition[] {
  // A plain equality lets the planner read the (type, sort column, id) indexes in order.
  const type =
    productTypes.length === 1
      ? sql`p.product_type = ${productTypes[0]}::product_type`
      : sql`p.product_type = any(${productTypes}::product_type[])`;
  return [type, ...(spec.orderableOnly ? [sql`p.orderable`] : [])];
}

function groupCondition(group: FacetGroup): Condition[] {
  if (!group.selected.length) return [];
  if (group.options) return [sql`${column(group.column)} = any(${group.selected}::text[])`];
  return [sql`lower(${column(group.column)}) = any(${group.selected.map((value) => value.toLowerCase())}::text[])`];
}

function rangeConditions(spec: SearchSpec): Condition[] {
  const range = (name: string, bounds: Bounds) => [
    ...(bounds.min === undefined ? [] : [sql`${column(name)} >= ${bounds.min}`]),
    ...(bounds.max === undefined ? [] : [sql`${column(name)} <= ${bounds.max}`]),
  ];
  return [...range('paid_price', spec.price), ...range(spec.caratColumn, spec.carat)];
}

/**
 * One page of the matches, summary columns only. The page's ids come first, from the columns the
 * sort indexes carry (an index-only scan stopping after offset + limit matches), then only those
 * rows are read. One index range serves one kind and one order, so the matches are read per kind
 * and, for a carat sort, stones without a carat apart (they come last either way), each part
 * ordered and cut at offset + limit, and the parts merged.
 */
function searchPageSql(spec: SearchSpec): Rows {
  const reach = spec.page * spec.limit;
  const sorted = sortColumn(spec);
  const nullsApart = sorted === spec.caratColumn;
  const descending =
    spec.sortBy === SearchSort.PriceDesc || spec.sortBy === SearchSort.CaratDesc || sorted === 'created_at';
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const parts = spec.productTypes.flatMap((type) =>
    (nullsApart ? [sql`${column(sorted)} is not null`, sql`${column(sorted)} is null`] : [sql`true`]).map(
      (part) => sql`(
        select p.id, ${column(sorted)} from products p
        where ${all([...kindConditions(spec, [type]), ...rangeConditions(spec), ...spec.groups.flatMap(groupCondition), part])}
        order by ${column(sorted)} ${direction}, p.id ${direction}
        limit ${reach})`,
    ),
  );
  return sql`
    select ${summaryColumns} from (
      select p.id from (${sql.join(parts, sql` union all `)}) p
      order by ${searchOrder(spec)}
      limit ${spec.limit} offset ${reach - spec.limit}
    ) page join products p on p.id = page.id
    order by ${searchOrder(spec)}`;
}

// --- Counting. Totals and ranges are one pass over the matches. Facets: a diamond search whose filters
// are all shape, cut, colour, clarity or lab first counts its candidates per search cell (shape, cut,
// colour, clarity and lab), off the columns the sort indexes carry (an index-only scan of one kind), and
// each facet is then a small sum over those cells; other searches count facets from products directly.

const CELL_GROUPS: readonly FacetColumn[] = ['shape', 'cut', 'color', 'clarity', 'lab'];

const inCells = (spec: SearchSpec) =>
  spec.caratColumn === 'carat' && spec.groups.every((group) => group.options && CELL_GROUPS.includes(group.column));

/** The search's candidates counted per cell, aliased like products: group columns and count. */
function cellsSql(spec: SearchSpec): Rows {
  const cell = sql.join(CELL_GROUPS.map(column));
  return sql`
    select ${cell}, count(*)::int as count
    from products p where ${all(nonFacetConditions(spec))} and ${failingAtMostOne(spec)}
    group by ${cell}`;
}

/** Only a product that fails at most one group's filter counts in any facet. */
function failingAtMostOne(spec: SearchSpec): Condition {
  const failing = spec.groups.map((group) => sql`(not ${all(groupCondition(group))})::int`);
  return failing.length ? sql`${sql.join(failing, sql` + `)} <= 1` : sql`true`;
}

function searchCountSql(spec: SearchSpec): RawBuilder<{ total: number }> {
  return sql`select count(*)::int as total from products p where ${all(conditions(spec))}`;
}

/** Total, and the price and carat ranges of everything that matches. */
function searchSummarySql(spec: SearchSpec): Rows {
  const carat = column(spec.caratColumn);
  return sql`
    select count(*)::int as total, min(p.paid_price) as price_min, max(p.paid_price) as price_max, min(${carat}) as carat_min, max(${carat}) as carat_max
    from products p where ${all(conditions(spec))}`;
}

/**
 * Every group's counts: each group's values among the products that pass all the other filters, so
 * a chosen Round still shows how many Ovals there are. `facetRowsOf` reads its rows.
 */
function searchFacetsSql(spec: SearchSpec): Rows {
  return inCells(spec) ? cellFacetsSql(spec) : productFacetsSql(spec);
}

/** From cells: one small sum per group, each over the cells passing the other groups' filters. */
function cellFacetsSql(spec: SearchSpec): Rows {
  const passes = spec.groups.map((group) => all(groupCondition(group)));
  const perGroup = spec.groups.map(
    (group, index) => sql`
      select ${group.name}::text as facet, ${column(group.column)} as value, sum(p.count)::int as count from cells p
      where ${all(passes.filter((_, other) => other !== index))} group by ${column(group.column)}`,
  );
  return sql`with cells as materialized (${cellsSql(spec)}) ${sql.join(perGroup, sql` union all `)}`;
}

/**
 * From products, in one pass. Each product carries, per group, its value and whether it passes all
 * the other filters ("counted"); grouping sets then count each group's (value, counted) pairs at
 * once. A product that fails two or more filters counts nowhere, so it is dropped first (so is one
 * without a value for a filtered group, whose only count would be under that group's missing value,
 * which no facet shows).
 */
function productFacetsSql(spec: SearchSpec): Rows {
  const passes = spec.groups.map((group) => all(groupCondition(group)));
  const values = spec.groups.map((_, index) => sql.ref(`v${index}`));
  const counted = spec.groups.map((_, index) => sql.ref(`c${index}`));
  const perProduct = spec.groups.map(
    (group, index) =>
      sql`${column(group.column)} as ${values[index]}, ${all(passes.filter((_, other) => other !== index))} as ${counted[index]}`,
  );
  return sql`
    select grouping(${sql.join(values)}) as grouping_set, ${sql.join(values)}, ${sql.join(counted)}, count(*)::int as count
    from (
      select ${sql.join(perProduct)} from products p
      where ${all(nonFacetConditions(spec))} and ${failingAtMostOne(spec)}
    ) as candidates
    group by grouping sets (${sql.join(spec.groups.map((_, index) => sql`(${values[index]}, ${counted[index]})`))})`;
}

function facetRowsOf(spec: SearchSpec, rows: Record<string, unknown>[]): FacetRow[] {
  if (inCells(spec)) return rows as unknown as FacetRow[];
  // grouping() sets a bit for each column left out of a set, the first column being the highest bit.
  const setOfGroup = spec.groups.map((_, index) => 2 ** spec.groups.length - 1 - 2 ** (spec.groups.length - 1 - index));
  return rows.flatMap((row) => {
    const index = setOfGroup.indexOf(row.grouping_set as number);
    if (row[`c${index}`] !== true) return [];
    return [{ facet: spec.groups[index].name, value: row[`v${index}`] as string | null, count: row.count as number }];
  });
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

@Injectable()
export class ProductSearchRepository extends Repository {
  async searchPage(spec: SearchSpec): Promise<Product[]> {
    const db = this.db;
    return productsFromRows(db.getMetadata(), (await searchPageSql(spec).execute(db.getKysely())).rows);
  }

  async searchCount(spec: SearchSpec): Promise<number> {
    return (await searchCountSql(spec).execute(this.db.getKysely())).rows[0].total;
  }

  /** Total, and the price and carat ranges of everything that matches. */
  async searchSummary(spec: SearchSpec): Promise<SearchSummary> {
    const [row] = (await searchSummarySql(spec).execute(this.db.getKysely())).rows;
    return {
      total: row.total as number,
      price: { min: numberOrNull(row.price_min), max: numberOrNull(row.price_max) },
      carat: { min: numberOrNull(row.carat_min), max: numberOrNull(row.carat_max) },
    };
  }

  /** Every facet group's counts in one pass (see searchFacetsSql). */
  async searchFacets(spec: SearchSpec): Promise<FacetRow[]> {
    return facetRowsOf(spec, (await searchFacetsSql(spec).execute(this.db.getKysely())).rows);
  }
}
