import { Migration } from '@mikro-orm/migrations';

/** product-facts.ts canOrderSql as it stood when this migration was written, on unaliased columns. */
const CAN_ORDER = `case when count_in_stock is not null then count_in_stock > 0 when product_type in ('lab-grown', 'natural-diamond', 'diamond') then lower(regexp_replace(coalesce(availability, ''), '^\\s+|\\s+$', '', 'g')) in ('available', 'guaranteed available', 'g') else false end`;

/** A product's search cell in search_cells' terms: no value is ''. */
const CELL = (p: string) =>
  `${p}.product_type, ${p}.orderable, ${['shape', 'cut', 'color', 'clarity', 'lab'].map((c) => `coalesce(${p}.${c}, '')`).join(', ')}`;
const CELL_COLUMNS = 'product_type, orderable, shape, cut, color, clarity, lab';
/** What a cell keeps of each product in it: the cell and what its ranges are made of. */
const COUNTED = (p: string) => `${p}.id, ${CELL(p)}, ${p}.paid_price, ${p}.carat`;

/**
 * The SQL search engine as a fallback that answers in milliseconds at a million products (issue 20.2):
 *
 * - `orderable`: product-facts.ts canOrderSql kept by PostgreSQL, so searches filter on a column (not
 *   a regular expression per row) and indexes can carry it.
 * - The three sort indexes now end on the id (every order's tie-break) and carry every filtered
 *   column, so a page's ids are an index-only scan that stops after offset + limit matches.
 * - `search_cells`: products counted per search cell (kind, orderability, shape, cut, colour, clarity,
 *   lab) with their price and carat ranges, kept by statement-level triggers over transition tables.
 *   A search without a price or carat range counts its total, facets and ranges from these few
 *   thousand rows instead of the table. A removal that took a cell's minimum or maximum marks it
 *   stale, and the same trigger counts the cell again through products_search_cell_index. Room left
 *   on each page (fillfactor) lets a batch rewrite its cells in place (HOT updates).
 *   Concurrent writers cannot interleave here: the products_log_* triggers, which fire first, lock
 *   the catalog_revision row until commit.
 *   (Migration20261129113000_one_products_trigger drops search_cells again: issue 31.3.)
 */
export class Migration20261128010000_search_sql_indexes extends Migration {
  override name = 'Migration20261128010000_search_sql_indexes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "orderable" boolean generated always as (${CAN_ORDER}) stored not null;`);
    const carried = ['orderable', 'shape', 'cut', 'color', 'clarity', 'lab'];
    const sortIndexes: [name: string, key: string, extra: string[]][] = [
      ['products_type_created_index', 'created_at', ['paid_price', 'carat']],
      ['products_type_paid_price_index', 'paid_price', ['carat']],
      ['products_type_carat_index', 'carat', ['paid_price']],
    ];
    for (const [name, key, extra] of sortIndexes) {
      this.addSql(`drop index "${name}";`);
      this.addSql(
        `create index "${name}" on "products" ("product_type", "${key}", "id") include (${[...carried, ...extra].map((c) => `"${c}"`).join(', ')});`,
      );
    }
    for (const statement of searchCellsSql()) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    for (const statement of dropSearchCellsSql()) this.addSql(statement);
    for (const [name, key] of [
      ['products_type_created_index', 'created_at'],
      ['products_type_paid_price_index', 'paid_price'],
      ['products_type_carat_index', 'carat'],
    ]) {
      this.addSql(`drop index "${name}";`);
      this.addSql(`create index "${name}" on "products" ("product_type", "${key}");`);
    }
    this.addSql(`alter table "products" drop column "orderable";`);
  }
}

/**
 * search_cells with its triggers and the index its recounts read, as this migration made them (and
 * Migration20261129113000_one_products_trigger's down makes them again).
 */
export function searchCellsSql(): string[] {
  const statements: string[] = [];
  statements.push(
    `create index "products_search_cell_index" on "products" (${CELL('products').replaceAll('products.', '')}) include ("paid_price", "carat");`,
  );
  statements.push(`create table "search_cells" (
    "product_type" product_type not null,
    "orderable" boolean not null,
    "shape" text not null,
    "cut" text not null,
    "color" text not null,
    "clarity" text not null,
    "lab" text not null,
    "count" integer not null,
    "price_min" numeric(12,2),
    "price_max" numeric(12,2),
    "carat_min" numeric(7,2),
    "carat_max" numeric(7,2),
    "stale" boolean not null default false,
    primary key (${CELL_COLUMNS})
  ) with (fillfactor = 40);`);
  statements.push(`insert into "search_cells" (${CELL_COLUMNS}, "count", "price_min", "price_max", "carat_min", "carat_max")
    select ${CELL('p')}, count(*), min(p.paid_price), max(p.paid_price), min(p.carat), max(p.carat)
    from products p group by ${CELL('p')};`);
  // Rows an update rewrote without changing what a cell counts (most staff edits) cancel out.
  const removed = (withNew: boolean) =>
    withNew
      ? `select ${COUNTED('o')} from old_rows o except all select ${COUNTED('n')} from new_rows n`
      : `select ${COUNTED('o')} from old_rows o`;
  const added = (withOld: boolean) =>
    withOld
      ? `select ${COUNTED('n')} from new_rows n except all select ${COUNTED('o')} from old_rows o`
      : `select ${COUNTED('n')} from new_rows n`;
  const grouped = (rows: string) => `
    select product_type, orderable, shape, cut, color, clarity, lab, count(*)::int as count,
           min(paid_price) as price_min, max(paid_price) as price_max, min(carat) as carat_min, max(carat) as carat_max
    from (${rows}) as r (id, product_type, orderable, shape, cut, color, clarity, lab, paid_price, carat)
    group by product_type, orderable, shape, cut, color, clarity, lab`;
  const remove = (rows: string) => `
    update "search_cells" c set "count" = c."count" - g."count",
      "stale" = c."stale" or coalesce(g.price_min <= c.price_min or g.price_max >= c.price_max
        or g.carat_min <= c.carat_min or g.carat_max >= c.carat_max, false)
    from (${grouped(rows)}) g
    where (${CELL_COLUMNS.split(', ')
      .map((c) => `c.${c}`)
      .join(', ')}) = (${CELL_COLUMNS.split(', ')
      .map((c) => `g.${c}`)
      .join(', ')});`;
  const add = (rows: string) => `
    insert into "search_cells" as c (${CELL_COLUMNS}, "count", "price_min", "price_max", "carat_min", "carat_max")
    ${grouped(rows)}
    on conflict (${CELL_COLUMNS}) do update set "count" = c."count" + excluded."count",
      "price_min" = least(c.price_min, excluded.price_min), "price_max" = greatest(c.price_max, excluded.price_max),
      "carat_min" = least(c.carat_min, excluded.carat_min), "carat_max" = greatest(c.carat_max, excluded.carat_max);`;
  const settle = `
    delete from "search_cells" where "count" = 0;
    update "search_cells" c set ("count", "price_min", "price_max", "carat_min", "carat_max", "stale") = (
      select count(*), min(p.paid_price), max(p.paid_price), min(p.carat), max(p.carat), false from products p
      where (${CELL('p')}) = (${CELL_COLUMNS.split(', ')
        .map((c) => `c.${c}`)
        .join(', ')})
    ) where c."stale";
    delete from "search_cells" where "count" = 0;`;
  // Transition tables allow one event per trigger, so one function serves four triggers.
  statements.push(`create function "count_search_cells"() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from "search_cells";
      elsif TG_OP = 'INSERT' then
        ${add(added(false))}
      elsif TG_OP = 'DELETE' then
        ${remove(removed(false))}
        ${settle}
      else
        ${remove(removed(true))}
        ${add(added(true))}
        ${settle}
      end if;
      return null;
    end $$;`);
  statements.push(`create trigger "products_search_cells_inserts" after insert on "products"
    referencing new table as new_rows for each statement execute function "count_search_cells"();`);
  statements.push(`create trigger "products_search_cells_updates" after update on "products"
    referencing old table as old_rows new table as new_rows for each statement execute function "count_search_cells"();`);
  statements.push(`create trigger "products_search_cells_deletes" after delete on "products"
    referencing old table as old_rows for each statement execute function "count_search_cells"();`);
  statements.push(`create trigger "products_search_cells_truncates" after truncate on "products"
    for each statement execute function "count_search_cells"();`);
  return statements;
}

export function dropSearchCellsSql(): string[] {
  return [
    ...['inserts', 'updates', 'deletes', 'truncates'].map(
      (event) => `drop trigger "products_search_cells_${event}" on "products";`,
    ),
    `drop function "count_search_cells"();`,
    `drop table "search_cells";`,
    `drop index "products_search_cell_index";`,
  ];
}
