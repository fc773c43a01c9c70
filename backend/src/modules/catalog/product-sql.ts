import { type RawBuilder, sql } from 'kysely';
import type { ProductType } from './entities/product.entity.js';
import { SUMMARY_COLUMNS } from './product-rows.js';
import type { FacetRow } from './search/facet-counts.js';
import { SearchSort } from './search/search-options.js';
import type { Bounds, FacetColumn, FacetGroup, SearchSpec } from './search/search-spec.js';

/*
 * The text of ProductRepository's larger statements on `products`, built from plain values: a search
 * spec, an import's columns. Nothing here runs a query; ProductRepository (products.repository.ts) is
 * the one place that does, and the only user of this file.
 */

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
export function searchPageSql(spec: SearchSpec): Rows {
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

export function searchCountSql(spec: SearchSpec): RawBuilder<{ total: number }> {
  return sql`select count(*)::int as total from products p where ${all(conditions(spec))}`;
}

/** Total, and the price and carat ranges of everything that matches. */
export function searchSummarySql(spec: SearchSpec): Rows {
  const carat = column(spec.caratColumn);
  return sql`
    select count(*)::int as total, min(p.paid_price) as price_min, max(p.paid_price) as price_max, min(${carat}) as carat_min, max(${carat}) as carat_max
    from products p where ${all(conditions(spec))}`;
}

/**
 * Every group's counts: each group's values among the products that pass all the other filters, so
 * a chosen Round still shows how many Ovals there are. `facetRowsOf` reads its rows.
 */
export function searchFacetsSql(spec: SearchSpec): Rows {
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

export function facetRowsOf(spec: SearchSpec, rows: Record<string, unknown>[]): FacetRow[] {
  if (inCells(spec)) return rows as unknown as FacetRow[];
  // grouping() sets a bit for each column left out of a set, the first column being the highest bit.
  const setOfGroup = spec.groups.map((_, index) => 2 ** spec.groups.length - 1 - 2 ** (spec.groups.length - 1 - index));
  return rows.flatMap((row) => {
    const index = setOfGroup.indexOf(row.grouping_set as number);
    if (row[`c${index}`] !== true) return [];
    return [{ facet: spec.groups[index].name, value: row[`v${index}`] as string | null, count: row.count as number }];
  });
}

// --- Imports: set-based writes of a supplier feed.

/**
 * What staff own and a supplier feed never overwrites on a known product: merchandising flags, sale
 * prices, stock counts, reviews and uploaded media. A feed sets them only on products it creates.
 */
const STAFF_OWNED = new Set([
  'onSale',
  'salePrice',
  'originalPrice',
  'featured',
  'isNewArrival',
  'customizable',
  'rating',
  'numReviews',
  'countInStock',
  'mainImage',
  'galleryImages',
  'rotationImages',
  'zoomImages',
  'materials',
]);
const NEVER_UPDATED = new Set(['id', 'createdAt', 'specs', ...STAFF_OWNED]);

/**
 * One statement per batch, its rows one JSON parameter, then the actor's id, name and email: insert new
 * stock numbers, update known ones (feed columns only; specifications merged so fields staff added
 * stay), skip rows that would not change anything, and write one `import` audit entry per product
 * written, with price, availability and stock before and after.
 */
export function importUpsertSql(
  columns: [name: string, field: string][],
  action: 'import' | 'reprice' = 'import',
): string {
  const all = columns.map(([, field]) => `"${field}"`).join(', ');
  const updated = columns.filter(([name]) => !NEVER_UPDATED.has(name)).map(([, field]) => `"${field}"`);
  // A row is rewritten (and audited) only when the feed changes something other than the timestamp.
  const compared = updated.filter((column) => column !== '"updated_at"');
  const changed = `(${compared.map((c) => `p.${c}`).join(', ')}, p.specs) is distinct from (${compared.map((c) => `excluded.${c}`).join(', ')}, p.specs || excluded.specs)`;
  return `
      with incoming as (select * from json_populate_recordset(null::products, ?::json)),
      -- Materialized: inlined, PostgreSQL would rebuild this join once per written row.
      previous as materialized (
        select p.stock_number, p.price, p.availability, p.count_in_stock from products p join incoming i using (stock_number)
      ),
      written as (
        insert into products as p (${all}) select ${all} from incoming
        on conflict (stock_number) do update
          set ${updated.map((c) => `${c} = excluded.${c}`).join(', ')}, specs = p.specs || excluded.specs
          where p.product_type = excluded.product_type and ${changed}
        returning p.id, p.stock_number, p.name, p.price, p.availability, p.count_in_stock, (xmax = 0) as inserted
      )
      insert into product_audit_entries (id, product_id, stock_number, product_name, action, actor_id, actor_name, actor_email, changes, created_at)
      select gen_random_uuid(), w.id, w.stock_number, w.name, '${action}', ?, ?, ?,
             (select coalesce(jsonb_agg(jsonb_build_object('field', v.field, 'before', v.before, 'after', v.after)), '[]'::jsonb)
                from (values ('price', to_jsonb(o.price), to_jsonb(w.price)),
                             ('specifications.availability', to_jsonb(o.availability), to_jsonb(w.availability)),
                             ('countInStock', to_jsonb(o.count_in_stock), to_jsonb(w.count_in_stock))) as v(field, before, after)
               where v.before is distinct from v.after),
             now()
        from written w left join previous o using (stock_number)`;
}

/**
 * Replace mode's statements for products of a type (first parameter) that an import (second) did not
 * mention: `count` counts them; `update` (then the actor's id, name and email) makes them unavailable
 * with an audit entry each and answers how many. Spec 1 §4 lets a stock count decide before a diamond's
 * lab availability, so a diamond loses its count and says 'Unavailable'; jewelry (no availability
 * column) gets a stock of 0.
 */
export function missingFromImportSql(productType: string): { count: string; update: string } {
  // Only the shop's own pieces: supplier stones are retired by their supplier's runs.
  const missing = `product_type = ?::product_type and supplier_id is null and ${stillAvailableSql(productType)}
      and not exists (select 1 from import_seen s where s.import_id = ? and s.stock_number = products.stock_number)`;
  return { count: `select count(*) from products where ${missing}`, update: makeUnavailableSql(productType, missing) };
}

/**
 * Supplier stones no supplier lists any more: products of a type (first parameter) among the ids (second,
 * a JSON array) become unavailable, as in missingFromImportSql (then the actor's id, name and email).
 */
export function retireProductsSql(productType: string): string {
  const retired = `product_type = ?::product_type and ${stillAvailableSql(productType)}
      and id in (select json_array_elements_text(?::json)::uuid)`;
  return makeUnavailableSql(productType, retired);
}

const isDiamondTypeName = (productType: string) => productType !== 'jewelry' && productType !== 'ring';

function stillAvailableSql(productType: string): string {
  return isDiamondTypeName(productType)
    ? `(availability is distinct from 'Unavailable' or count_in_stock is not null)`
    : 'count_in_stock is distinct from 0';
}

function makeUnavailableSql(productType: string, where: string): string {
  const [availability, stock] = isDiamondTypeName(productType) ? [`'Unavailable'`, 'null'] : ['p.availability', '0'];
  return `with changed as (
         select id, stock_number, name, availability, count_in_stock from products where ${where} for update
       ), updated as (
         update products p set availability = ${availability}, count_in_stock = ${stock}, updated_at = now()
           from changed c where p.id = c.id
         returning p.id, p.availability, p.count_in_stock
       ), audited as (
         insert into product_audit_entries (id, product_id, stock_number, product_name, action, actor_id, actor_name, actor_email, changes, created_at)
         select gen_random_uuid(), c.id, c.stock_number, c.name, 'import', ?, ?, ?,
                (select coalesce(jsonb_agg(jsonb_build_object('field', v.field, 'before', v.before, 'after', v.after)), '[]'::jsonb)
                   from (values ('specifications.availability', to_jsonb(c.availability), to_jsonb(u.availability)),
                                ('countInStock', to_jsonb(c.count_in_stock), to_jsonb(u.count_in_stock))) as v(field, before, after)
                  where v.before is distinct from v.after),
                now()
           from changed c join updated u on u.id = c.id
       )
       select count(*) from updated`;
}
