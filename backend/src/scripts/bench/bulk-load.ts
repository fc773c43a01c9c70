import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { generateDemoProducts } from '../../database/seeders/demo-catalog.js';
import { insertProducts } from '../../database/seeders/load-demo-catalog.js';
import { writableProductProps } from '../../modules/catalog/index.js';

/**
 * The search benchmarks' catalogue: `rows` diamonds, loaded into an empty database or found in a
 * reused one (which must hold exactly that many products).
 */
export async function ensureBenchDiamonds(orm: MikroORM, rows: number, say: (message: string) => void): Promise<void> {
  const [{ count }] = await orm.em
    .getConnection()
    .execute<{ count: number }[]>(`select count(*)::int as count from products`);
  if (count === rows) return;
  if (count) throw new Error(`the database holds ${count} products, not ${rows}: give an empty one`);
  say(`loading ${rows} diamonds…`);
  const started = performance.now();
  await loadBenchDiamonds(orm.em.fork(), rows);
  say(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Distinct stones made by the demo generator; the rest are their siblings, made in SQL. */
const GENERATED = 50_000;

/**
 * Fills an empty catalogue with `rows` diamonds in seconds: the demo generator makes 50,000 stones
 * (lab-grown and natural, 65:35 as feeds run), then one INSERT … SELECT copies them with new ids and
 * stock numbers and with price (±20%), carat (±3%) and arrival date moved by a hash of the copy, so
 * sorts and ranges see a million different values. Secondary indexes are dropped for the load and
 * built again afterwards, as any bulk load into PostgreSQL should.
 */
export async function loadBenchDiamonds(em: EntityManager, rows: number): Promise<void> {
  const connection = em.getConnection();
  const indexes = await connection.execute<{ indexname: string; indexdef: string }[]>(
    `select indexname, indexdef from pg_indexes where tablename = 'products' and indexname not in ('products_pkey', 'products_stock_number_unique')`,
  );
  for (const { indexname } of indexes) await connection.execute(`drop index "${indexname}"`);

  const generated = Math.min(rows, GENERATED);
  const labGrown = Math.round(generated * 0.65);
  await insertProducts(em, generateDemoProducts({ labGrown, natural: generated - labGrown, jewelry: 0, rings: 0 }));

  const columns = writableProductProps(em.getMetadata()).map((prop) => prop.fieldNames[0]);
  const varied: Record<string, string> = {
    id: `md5(p.id::text || '/' || copy)::uuid`,
    stock_number: `p.stock_number || '-' || copy`,
    price: `round(p.price * jitter.price, 2)`,
    original_price: `round(p.original_price * jitter.price, 2)`,
    sale_price: `round(p.sale_price * jitter.price, 2)`,
    carat: `round(p.carat * jitter.carat, 2)`,
    created_at: `p.created_at - jitter.age`,
    updated_at: `p.created_at - jitter.age`,
  };
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = columns.map((column) => varied[column] ?? `p."${column}"`).join(', ');
  const copies = Math.ceil(rows / generated) - 1;
  if (copies > 0) {
    await connection.execute(`
      insert into products (${list})
      select ${values}
      from products p
      cross join generate_series(1, ${copies}) as copy
      cross join lateral (select hashtext(p.stock_number || '/' || copy) as hash) h
      cross join lateral (select
        0.8 + (h.hash & 1023) / 2557.5 as price,
        0.97 + ((h.hash >> 10) & 63) / 1050.0 as carat,
        ((h.hash >> 16) & 1023) * interval '8 hours' as age) jitter
      limit ${rows - generated}`);
  }
  for (const { indexdef } of indexes) await connection.execute(indexdef);
  await connection.execute('analyze products');
}
