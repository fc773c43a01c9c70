/*
 * The text of the inventory's set-based writes on `products` (StockRepository, the only user of this
 * file): a batch's upsert with its audit entries, and making products unavailable. Nothing here runs a
 * query.
 */

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
 * One statement per batch: insert new stock numbers, update known ones (feed columns only;
 * specifications merged so fields staff added stay), skip rows that would not change anything, and
 * write one audit entry per product written (`action`), with price, availability and stock before and
 * after. `incoming` is the batch's rows as a relation of products' columns (its parameters come
 * first), then the actor's id, name and email.
 */
export function stockUpsertSql(
  columns: [name: string, field: string][],
  incoming: string,
  action: 'import' | 'reprice',
): string {
  const all = columns.map(([, field]) => `"${field}"`).join(', ');
  const updated = columns.filter(([name]) => !NEVER_UPDATED.has(name)).map(([, field]) => `"${field}"`);
  // A row is rewritten (and audited) only when the feed changes something other than the timestamp.
  const compared = updated.filter((column) => column !== '"updated_at"');
  const changed = `(${compared.map((c) => `p.${c}`).join(', ')}, p.specs) is distinct from (${compared.map((c) => `excluded.${c}`).join(', ')}, p.specs || excluded.specs)`;
  return `
      with incoming as (${incoming}),
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
        -- Every part of the statement reads the table as it was before it (one snapshot): o is the product
        -- before this write, found through the stock number's index whatever the planner guesses of the batch.
        from written w left join products o on o.stock_number = w.stock_number`;
}

/**
 * Supplier products' new prices (a JSON array of `{id, price}`, then the actor's id, name and email),
 * each price that moved audited as a markup change, in the shape of stockUpsertSql's entries.
 */
export const repriceProductsSql = `
      with incoming as (select * from json_to_recordset(?::json) as r(id uuid, price numeric)),
      updated as (
        update products p set price = i.price, updated_at = now()
          from incoming i where p.id = i.id and p.price is distinct from i.price
        returning p.id, p.stock_number, p.name, p.price
      )
      insert into product_audit_entries (id, product_id, stock_number, product_name, action, actor_id, actor_name, actor_email, changes, created_at)
      select gen_random_uuid(), u.id, u.stock_number, u.name, 'reprice', ?, ?, ?,
             jsonb_build_array(jsonb_build_object('field', 'price', 'before', to_jsonb(o.price), 'after', to_jsonb(u.price))),
             now()
        -- o: the product before this statement (one snapshot), by its primary key.
        from updated u join products o on o.id = u.id`;

/**
 * Replace mode's statements for products of a type (first parameter) that an import (second) did not
 * mention: `count` counts them; `update` (then the actor's id, name and email) makes them unavailable
 * with an audit entry each and answers how many. Spec 1 §4 lets a stock count decide before a diamond's
 * lab availability, so a diamond loses its count and says 'Unavailable'; jewelry (no availability
 * column) gets a stock of 0.
 */
export function missingFromUploadSql(productType: string): { count: string; update: string } {
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
