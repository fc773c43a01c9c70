import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { Product } from '../src/modules/catalog/entities/product.entity.js';
import { DiamondIndexService } from '../src/modules/catalog/search/diamond-index.service.js';
import { generateCatalogue, type GeneratedProduct, seededRandom } from './support/catalogue-generator.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { randomDiamondQuery } from './support/random-queries.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Every write to products pays for its triggers, once per statement: the change log's is the only one
 * (issue 31.3). Statements that write thousands of stones at once (feeds, imports, staff bulk edits)
 * move the catalogue revision once, log every stone, and leave the in-memory index answering exactly
 * what SQL answers.
 */

const SEED = 20261129;
/** pg_trigger.tgtype's event bits. */
const EVENTS = { insert: 4, delete: 8, update: 16, truncate: 32 };

describe('products: one trigger per event, and bulk statements followed by the search index', () => {
  let database: OwnDatabase;
  /** Searches with SQL only. */
  let shop: TestApp;
  /** Searches diamonds with the in-memory index. */
  let indexed: TestApp;
  let products: GeneratedProduct[];
  const run = (statement: string, values: unknown[] = []) =>
    shop.app.get(MikroORM).em.getConnection().execute(statement, values);
  const insert = async (rows: GeneratedProduct[]) =>
    shop.app
      .get(MikroORM)
      .em.fork()
      .insertMany(Product, rows.map((row) => ({ ...row, updatedAt: row.createdAt })) as unknown as Product[]);

  beforeAll(async () => {
    database = await createOwnDatabase('products_triggers');
    shop = await createTestApp({ SEARCH_INDEX: 'off' }, database.url);
    products = generateCatalogue(SEED, 4000, 0, 'TRIG');
    // In chunks: one statement takes at most 65,535 bind parameters.
    for (let start = 0; start < 3000; start += 1000) await insert(products.slice(start, start + 1000));
    indexed = await createTestApp({}, database.url);
    await indexed.app.get(DiamondIndexService).whenCurrent();
  }, 120_000);

  afterAll(async () => {
    await indexed?.close();
    await shop?.close();
    await database?.drop();
  });

  test('products has one trigger per event, the change log’s, and search_cells is gone', async () => {
    const triggers = await run(
      `select tgname as name, tgtype as type from pg_trigger where tgrelid = 'products'::regclass and not tgisinternal`,
    );
    const perEvent = Object.fromEntries(
      Object.entries(EVENTS).map(([event, bit]) => [
        event,
        triggers.filter((trigger) => (trigger.type as number) & bit).map((trigger) => trigger.name as string),
      ]),
    );
    expect(perEvent).toEqual({
      insert: ['products_log_inserts'],
      delete: ['products_log_deletes'],
      update: ['products_log_updates'],
      truncate: ['products_log_truncates'],
    });
    expect(await run(`select to_regclass('search_cells') as search_cells`)).toEqual([{ search_cells: null }]);
  });

  /** Runs one statement that answers the ids it wrote; checks the log holds them under one new revision. */
  async function expectLoggedOnce(write: () => Promise<string[]>): Promise<void> {
    const [{ revision: before }] = await run(`select revision::text as revision from catalog_revision`);
    const written = await write();
    expect(written.length).toBeGreaterThan(500);
    const logged = await run(
      `select revision::text as revision, count(*)::int as ids, count(distinct product_id)::int as distinct_ids
       from catalog_changes where revision > ?::bigint group by revision`,
      [before],
    );
    expect(logged).toEqual([
      { revision: String(BigInt(before) + 1n), ids: written.length, distinct_ids: written.length },
    ]);
  }

  /** Random diamond searches: the index's answers (items, totals, facets, ranges) are SQL's. */
  async function expectIndexAnswersAsSql(seed: number): Promise<void> {
    const random = seededRandom(seed);
    const stones = products.filter((product) => product.stockNumber.includes('-D'));
    for (let search = 0; search < 60; search++) {
      const query = randomDiamondQuery(random, stones);
      const [fromIndex, fromSql] = await Promise.all(
        [indexed, shop].map((app) => app.http.get('/api/diamonds').query(query).expect(200)),
      );
      expect({ query, engine: fromIndex.headers['server-timing'] }).toEqual({
        query,
        engine: expect.stringContaining('desc="index"'),
      });
      expect({ query, answer: fromIndex.body }).toEqual({ query, answer: fromSql.body });
    }
  }

  test('one update of thousands of stones (prices, sales, colours, carats, availability, kinds)', async () => {
    const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id as string);
    await expectLoggedOnce(async () =>
      ids(
        await run(`update products set
            price = round(price * 1.1 + 3, 2),
            on_sale = not on_sale,
            sale_price = round(price * 0.8, 2),
            color = case color when 'D' then 'F' when 'G' then 'D' else color end,
            carat = round(carat * 1.05, 2),
            availability = case when stock_number like '%3' then 'Unavailable' else availability end,
            count_in_stock = case when stock_number like '%7' then 0 else count_in_stock end,
            product_type = case when shape = 'Oval' and product_type = 'lab-grown' then 'natural-diamond'::product_type else product_type end
          where product_type <> 'jewelry' returning id`),
      ),
    );
    await expectIndexAnswersAsSql(SEED + 1);
  }, 120_000);

  test('one insert of a thousand stones, then one delete of thousands', async () => {
    await expectLoggedOnce(async () => {
      await insert(products.slice(3000));
      return products.slice(3000).map((product) => product.id);
    });
    await expectIndexAnswersAsSql(SEED + 2);
    await expectLoggedOnce(async () =>
      (await run(`delete from products where clarity in ('SI1', 'SI2', 'VS2') or color = 'E' returning id`)).map(
        (row) => row.id as string,
      ),
    );
    await expectIndexAnswersAsSql(SEED + 3);
  }, 120_000);
});
