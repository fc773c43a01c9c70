import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { toProductFields } from '../catalog/admin/product-mapping.js';
import type { ProductInput } from '../catalog/admin/product-rules.js';
import { writableProductProps } from '../catalog/product-rows.js';

/** Who an import's audit entries name. */
export interface ImportActor {
  id: string | null;
  name: string | null;
  email: string | null;
}

/**
 * What staff own and a supplier feed never overwrites on a known product: merchandising flags, sale
 * prices, stock counts, reviews and uploaded media. A feed sets them only on products it creates.
 */
const STAFF_OWNED = new Set([
  'onSale', 'salePrice', 'originalPrice', 'featured', 'isNewArrival', 'customizable', 'rating', 'numReviews', 'countInStock',
  'mainImage', 'galleryImages', 'rotationImages', 'zoomImages', 'materials',
]);
const NEVER_UPDATED = new Set(['id', 'createdAt', 'specs', ...STAFF_OWNED]);

/**
 * Writes validated products in one statement per batch: insert new stock numbers, update known ones
 * (feed columns only; specifications merged so fields staff added stay), skip rows that would not
 * change anything, and write one `import` audit entry per product written, with price, availability
 * and stock before and after. Everything runs in the caller's transaction.
 */
export class ProductBatchWriter {
  private readonly columns: [name: string, field: string][];
  private readonly sql: string;

  constructor(em: EntityManager) {
    this.columns = writableProductProps(em).map((prop) => [prop.name, prop.fieldNames[0]]);
    const all = this.columns.map(([, field]) => `"${field}"`).join(', ');
    const updated = this.columns.filter(([name]) => !NEVER_UPDATED.has(name)).map(([, field]) => `"${field}"`);
    // A row is rewritten (and audited) only when the feed changes something other than the timestamp.
    const compared = updated.filter((column) => column !== '"updated_at"');
    const changed = `(${compared.map((c) => `p.${c}`).join(', ')}, p.specs) is distinct from (${compared.map((c) => `excluded.${c}`).join(', ')}, p.specs || excluded.specs)`;
    this.sql = `
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
      select gen_random_uuid(), w.id, w.stock_number, w.name, 'import', ?, ?, ?,
             (select coalesce(jsonb_agg(jsonb_build_object('field', v.field, 'before', v.before, 'after', v.after)), '[]'::jsonb)
                from (values ('price', to_jsonb(o.price), to_jsonb(w.price)),
                             ('specifications.availability', to_jsonb(o.availability), to_jsonb(w.availability)),
                             ('countInStock', to_jsonb(o.count_in_stock), to_jsonb(w.count_in_stock))) as v(field, before, after)
               where v.before is distinct from v.after),
             now()
        from written w left join previous o using (stock_number)`;
  }

  /** Inserts or updates the products (stock numbers unique within the batch, types already checked). */
  async write(em: EntityManager, products: ProductInput[], actor: ImportActor): Promise<void> {
    if (!products.length) return;
    const now = new Date();
    const rows = products.map((input) => {
      const fields = { ...toProductFields(input), id: randomUUID(), createdAt: now, updatedAt: now } as Record<string, unknown>;
      return Object.fromEntries(this.columns.map(([name, field]) => [field, fields[name] ?? null]));
    });
    await bound(this.sql, [JSON.stringify(rows), actor.id, actor.name, actor.email]).execute(em.getKysely());
  }
}

/**
 * `text` with its `?` placeholders sent as real bind parameters. MikroORM's execute() writes the values
 * into the SQL text, which for a batch's multi-megabyte JSON costs an escaped copy and a second parse.
 */
function bound(text: string, values: unknown[]): RawBuilder<unknown> {
  const parts = text.split('?');
  return sql.join(
    parts.flatMap((part, i) => (i < values.length ? [sql.raw(part), sql.val(values[i])] : [sql.raw(part)])),
    sql.raw(''),
  );
}

/** The product type of each stock number already in the catalogue, of those given. */
export async function existingTypes(em: EntityManager, stockNumbers: string[]): Promise<Map<string, string>> {
  if (!stockNumbers.length) return new Map();
  const rows = await em.execute<{ stock_number: string; product_type: string }[]>(
    // Lists travel as one JSON parameter: the driver would spread an array into one parameter per item.
    'select stock_number, product_type::text from products where stock_number in (select json_array_elements_text(?::json))',
    [JSON.stringify(stockNumbers)],
  );
  return new Map(rows.map((row) => [row.stock_number, row.product_type]));
}
