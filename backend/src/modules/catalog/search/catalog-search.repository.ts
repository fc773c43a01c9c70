import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import type { Product } from '../entities/product.entity.js';
import { CAN_ORDER_SQL } from '../product-facts.js';
import { productsFromRows, SUMMARY_COLUMNS } from '../product-rows.js';
import type { FacetRow } from './facet-counts.js';
import { SearchSort } from './search-options.js';
import type { Bounds, FacetGroup, SearchSpec } from './search-spec.js';

export interface SearchSummary {
  total: number;
  price: { min: number | null; max: number | null };
  carat: { min: number | null; max: number | null };
}

type Condition = RawBuilder<unknown>;

const column = (name: string) => sql.ref(`p.${name}`);
const summaryColumns = sql.join(SUMMARY_COLUMNS.map(column));
const all = (conditions: Condition[]): Condition => (conditions.length ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const canOrder = sql.raw(CAN_ORDER_SQL);

/**
 * Every ordering ends on the id, so pages never repeat or skip a product. Prices everywhere here are
 * the price the shopper pays, the stored paid_price (paid-price.ts), not the list price.
 */
function orderBy(spec: SearchSpec): Condition {
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

/**
 * The search's SQL, all of it here and all values as bind parameters. Column names come only from
 * the whitelisted FacetColumn and caratColumn types of a SearchSpec.
 */
@Injectable()
export class CatalogSearchRepository {
  constructor(private readonly em: EntityManager) {}

  async page(spec: SearchSpec): Promise<Product[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select ${summaryColumns} from products p
      where ${all(this.conditions(spec))}
      order by ${orderBy(spec)}
      limit ${spec.limit} offset ${(spec.page - 1) * spec.limit}`.execute(this.em.getKysely());
    return productsFromRows(this.em, rows);
  }

  /**
   * The products with these ids, in the same order, and the catalogue revision read in the same
   * statement (so the caller knows which state of the catalogue the ids must come from).
   */
  async byIdsWithRevision(ids: string[]): Promise<{ products: Product[]; revision: string }> {
    const { rows } = await sql<Record<string, unknown>>`
      select r.revision as catalog_revision, ${summaryColumns}
      from catalog_revision r left join products p on p.id = any(${ids}::uuid[])`.execute(this.em.getKysely());
    const byId = new Map(productsFromRows(this.em, rows.filter((row) => row.id !== null)).map((product) => [product.id, product]));
    return { products: ids.flatMap((id) => byId.get(id) ?? []), revision: rows[0].catalog_revision as string };
  }

  async count(spec: SearchSpec): Promise<number> {
    const { rows } = await sql<{ total: number }>`
      select count(*)::int as total from products p where ${all(this.conditions(spec))}`.execute(this.em.getKysely());
    return rows[0].total;
  }

  /** Total, and the price and carat ranges of everything that matches. */
  async summary(spec: SearchSpec): Promise<SearchSummary> {
    const carat = column(spec.caratColumn);
    const { rows } = await sql<Record<string, unknown>>`
      select count(*)::int as total, min(p.paid_price) as price_min, max(p.paid_price) as price_max, min(${carat}) as carat_min, max(${carat}) as carat_max
      from products p where ${all(this.conditions(spec))}`.execute(this.em.getKysely());
    const [row] = rows;
    return {
      total: row.total as number,
      price: { min: numberOrNull(row.price_min), max: numberOrNull(row.price_max) },
      carat: { min: numberOrNull(row.carat_min), max: numberOrNull(row.carat_max) },
    };
  }

  /**
   * Every group's counts in one pass. Each product carries, per group, its value and whether it
   * passes all the other filters ("counted"); grouping sets then count each group's (value, counted)
   * pairs at once, so a chosen Round still shows how many Ovals there are. A product that fails two
   * or more filters counts nowhere, so it is dropped first (so is one without a value for a filtered
   * group, whose only count would be under that group's missing value, which no facet shows).
   */
  async facets(spec: SearchSpec): Promise<FacetRow[]> {
    const passes = spec.groups.map((group) => all(this.groupCondition(group)));
    const values = spec.groups.map((_, index) => sql.ref(`v${index}`));
    const counted = spec.groups.map((_, index) => sql.ref(`c${index}`));
    const perProduct = spec.groups.map(
      (group, index) => sql`${column(group.column)} as ${values[index]}, ${all(passes.filter((_, other) => other !== index))} as ${counted[index]}`,
    );
    const failing = sql.join(passes.map((pass) => sql`(not ${pass})::int`), sql` + `);
    // grouping() sets a bit for each column left out of a set, the first column being the highest bit.
    const setOfGroup = spec.groups.map((_, index) => 2 ** spec.groups.length - 1 - 2 ** (spec.groups.length - 1 - index));
    const { rows } = await sql<Record<string, unknown>>`
      select grouping(${sql.join(values)}) as grouping_set, ${sql.join(values)}, ${sql.join(counted)}, count(*)::int as count
      from (
        select ${sql.join(perProduct)} from products p
        where ${all(this.nonFacetConditions(spec))} and ${failing} <= 1
      ) as candidates
      group by grouping sets (${sql.join(spec.groups.map((_, index) => sql`(${values[index]}, ${counted[index]})`))})`.execute(this.em.getKysely());
    return rows.flatMap((row) => {
      const index = setOfGroup.indexOf(row.grouping_set as number);
      if (row[`c${index}`] !== true) return [];
      return [{ facet: spec.groups[index].name, value: row[`v${index}`] as string | null, count: row.count as number }];
    });
  }

  private conditions(spec: SearchSpec): Condition[] {
    return [...this.nonFacetConditions(spec), ...spec.groups.flatMap((group) => this.groupCondition(group))];
  }

  /** What every count obeys too: kind, orderability and the ranges exclude, they are not facets. */
  private nonFacetConditions(spec: SearchSpec): Condition[] {
    return [this.typeCondition(spec), ...(spec.orderableOnly ? [canOrder] : []), ...this.rangeConditions(spec)];
  }

  private typeCondition(spec: SearchSpec): Condition {
    // A plain equality lets the planner read the (type, sort column) indexes in order.
    if (spec.productTypes.length === 1) return sql`p.product_type = ${spec.productTypes[0]}::product_type`;
    return sql`p.product_type = any(${spec.productTypes}::product_type[])`;
  }

  private groupCondition(group: FacetGroup): Condition[] {
    if (!group.selected.length) return [];
    if (group.options) return [sql`${column(group.column)} = any(${group.selected}::text[])`];
    return [sql`lower(${column(group.column)}) = any(${group.selected.map((value) => value.toLowerCase())}::text[])`];
  }

  private rangeConditions(spec: SearchSpec): Condition[] {
    const range = (name: string, bounds: Bounds) => [
      ...(bounds.min === undefined ? [] : [sql`${column(name)} >= ${bounds.min}`]),
      ...(bounds.max === undefined ? [] : [sql`${column(name)} <= ${bounds.max}`]),
    ];
    return [...range('paid_price', spec.price), ...range(spec.caratColumn, spec.carat)];
  }
}
