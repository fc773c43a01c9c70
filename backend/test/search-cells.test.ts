import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { Product } from '../src/modules/catalog/entities/product.entity.js';
import { CAN_ORDER_SQL } from '../src/modules/catalog/product-facts.js';
import { generateCatalogue, type GeneratedProduct, seededRandom } from './support/catalogue-generator.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

/**
 * search_cells (the SQL engine's counts, kept by statement triggers) must always hold what counting
 * the products table would give: after inserts, updates of every counted field, edits that change
 * nothing counted, deletes (of a cell's cheapest and dearest stones too) and a truncate.
 */

const CELL = `product_type, orderable, coalesce(shape, '') as shape, coalesce(cut, '') as cut, coalesce(color, '') as color,
  coalesce(clarity, '') as clarity, coalesce(lab, '') as lab`;
const KEY = 'product_type, orderable, shape, cut, color, clarity, lab';

describe('search_cells follows every change to products', () => {
  let database: OwnDatabase;
  let orm: MikroORM;
  let products: GeneratedProduct[];
  const run = (statement: string, values: unknown[] = []) => orm.em.getConnection().execute(statement, values);

  async function expectCellsCounted(): Promise<void> {
    const kept = await run(`select ${KEY}, count, price_min, price_max, carat_min, carat_max, stale
      from search_cells order by ${KEY}`);
    const counted =
      await run(`select ${KEY}, count(*)::int as count, min(paid_price) as price_min, max(paid_price) as price_max,
        min(carat) as carat_min, max(carat) as carat_max, false as stale
      from (select ${CELL}, paid_price, carat from products) p group by ${KEY} order by ${KEY}`);
    expect(kept).toEqual(counted);
    // The stored orderable column (the migration's copy of the rule) still says what CAN_ORDER_SQL says.
    expect(await run(`select count(*)::int as count from products p where p.orderable <> (${CAN_ORDER_SQL})`)).toEqual([
      { count: 0 },
    ]);
  }

  async function insert(rows: GeneratedProduct[]): Promise<void> {
    const em = orm.em.fork();
    for (let start = 0; start < rows.length; start += 500)
      await em.insertMany(Product, rows.slice(start, start + 500) as unknown as Product[]);
  }

  beforeAll(async () => {
    database = await createOwnDatabase('search_cells');
    orm = await MikroORM.init(ormConfig(database.url));
    products = generateCatalogue(20261128, 1500, 300, 'CELL').map((product) => ({
      ...product,
      updatedAt: product.createdAt,
    }));
  }, 60_000);

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  test('inserts, in one statement and in several', async () => {
    await insert(products.slice(0, 1000));
    await expectCellsCounted();
    await insert(products.slice(1000));
    await expectCellsCounted();
  });

  test('updates of every counted field, one row or many at a time', async () => {
    const random = seededRandom(7);
    const ids = () => Array.from({ length: random.int(1, 200) }, () => products[random.int(0, products.length - 1)].id);
    const updates = [
      `update products set price = round(price * (0.5 + random())::numeric, 2) where id in (?)`,
      `update products set on_sale = true, sale_price = round(price * 0.7, 2) where id in (?)`,
      `update products set on_sale = false where id in (?)`,
      `update products set carat = round(carat * 1.5, 2) where id in (?)`,
      `update products set carat = null where id in (?)`,
      `update products set shape = 'Heart', color = 'D' where id in (?)`,
      `update products set cut = null, lab = 'GIA' where id in (?)`,
      `update products set availability = 'Unavailable', count_in_stock = null where id in (?)`,
      `update products set count_in_stock = 3 where id in (?)`,
      `update products set product_type = 'diamond' where product_type = 'lab-grown' and id in (?)`,
      `update products set description = 'Nothing counted changes.' where id in (?)`,
    ];
    for (let round = 0; round < 3; round++)
      for (const update of updates) {
        await run(update, [ids()]);
        await expectCellsCounted();
      }
  });

  test("updates and deletes that take a cell's cheapest, dearest, smallest or largest stone", async () => {
    const extremes = `select distinct on (${KEY}) id from (select id, ${CELL}, paid_price, carat from products) p
      order by ${KEY}, ORDER`;
    const ids = async (order: string) => (await run(extremes.replace('ORDER', order))).map((row) => row.id as string);
    await run(`update products set price = price + 1 where id in (?)`, [await ids('paid_price asc')]);
    await expectCellsCounted();
    await run(`update products set price = price - 1 where id in (?)`, [await ids('paid_price desc')]);
    await expectCellsCounted();
    await run(`delete from products where id in (?)`, [await ids('carat asc nulls last')]);
    await expectCellsCounted();
    await run(`delete from products where id in (?)`, [await ids('carat desc nulls last')]);
    await expectCellsCounted();
    // Whole cells emptied.
    await run(`delete from products where shape = 'Heart'`);
    await expectCellsCounted();
  });

  test('a transaction of several statements, then a truncate and a reload', async () => {
    await orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute(`update products set price = price * 2 where product_type = 'natural-diamond'`);
      await connection.execute(`delete from products where color = 'E'`);
      await connection.execute(`update products set color = 'E' where color = 'F'`);
    });
    await expectCellsCounted();
    await run('truncate products cascade');
    expect(await run('select count(*)::int as count from search_cells')).toEqual([{ count: 0 }]);
    await insert(products.slice(0, 500));
    await expectCellsCounted();
  });
});
