import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Product } from '../src/modules/catalog/entities/product.entity.js';
import { DiamondIndexService } from '../src/modules/catalog/search/diamond-index.service.js';
import {
  generateCatalogue,
  generateDiamond,
  type GeneratedProduct,
  type Random,
  seededRandom,
} from './support/catalogue-generator.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { randomDiamondQuery } from './support/random-queries.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * A process is ready (GET /api/health/ready) once its search index answers; a process that starts
 * after another stored the index's snapshot loads it and applies the changes logged since, instead of
 * reading every diamond; and the index follows many small changes by laying each catch-up's over the
 * last. Every index answer is held to the SQL engine's answer to the same search.
 */

const SEED = 20261129;
let processes = 0;
/** An API process of its own (queues of this file's own prefix) on the file's database. */
const startProcess = (url: string, env: Record<string, string> = {}) =>
  createTestApp({ QUEUE_PREFIX: `shop-h1-ready-${++processes}`, ...env }, url);

describe('search readiness and the index snapshot', () => {
  let database: OwnDatabase;
  /** Searches with SQL only: the answers the index must give. */
  let sql: TestApp;
  const started: TestApp[] = [];
  let diamonds: GeneratedProduct[];
  let run: (statement: string, values?: unknown[]) => Promise<unknown>;

  beforeAll(async () => {
    database = await createOwnDatabase('search_ready');
    sql = await startProcess(database.url, { SEARCH_INDEX: 'off' });
    const products = generateCatalogue(SEED, 2500, 300);
    diamonds = products.filter((product) => product.stockNumber.includes('-D'));
    const em = sql.app.get(MikroORM).em.fork();
    for (let start = 0; start < products.length; start += 1000)
      await em.insertMany(
        Product,
        products.slice(start, start + 1000).map((product) => ({ ...product, updatedAt: product.createdAt })) as never,
      );
    run = (statement, values = []) => sql.app.get(MikroORM).em.getConnection().execute(statement, values);
  }, 120_000);

  afterAll(async () => {
    for (const shop of started) await shop.close();
    await sql?.close();
    await database?.drop();
  });

  async function indexed(env: Record<string, string> = {}): Promise<TestApp> {
    const shop = await startProcess(database.url, env);
    started.push(shop);
    return shop;
  }

  const indexOf = (shop: TestApp) => shop.app.get(DiamondIndexService);

  /** `count` random searches answered by `shop`'s index exactly as the SQL engine answers them. */
  async function expectSqlAnswers(shop: TestApp, random: Random, count: number): Promise<void> {
    await indexOf(shop).whenCurrent();
    for (let search = 0; search < count; search++) {
      const query = randomDiamondQuery(random, diamonds);
      if (random.chance(0.4)) query.page = String(random.int(1, 4));
      const [fromIndex, fromSql] = await Promise.all([
        shop.http.get('/api/diamonds').query(query),
        sql.http.get('/api/diamonds').query(query),
      ]);
      expect({ query, engine: fromIndex.headers['server-timing'] }).toEqual({
        query,
        engine: expect.stringContaining('desc="index"'),
      });
      expect({ query, status: fromIndex.status, answer: fromIndex.body }).toEqual({
        query,
        status: 200,
        answer: fromSql.body,
      });
    }
  }

  test('with SEARCH_INDEX=off a process is ready at once', async () => {
    const response = await sql.http.get('/api/health/ready').expect(200);
    expect(response.body).toEqual({ status: 'ready', searchIndex: 'off' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a starting process answers 503 until its index is loaded (searching with SQL meanwhile), then 200', async () => {
    // The index's load starts by reading the snapshot table: held locked, the process cannot be ready.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin; lock table search_index_snapshot in access exclusive mode');
    let shop: TestApp;
    try {
      shop = await indexed();
      const waiting = await shop.http.get('/api/health/ready').expect(503);
      expect(waiting.body).toEqual({
        statusCode: 503,
        message: expect.stringMatching(/search index .* still loading/),
      });
      expect(waiting.headers['cache-control']).toBe('no-store');
      const meanwhile = await shop.http.get('/api/diamonds').query({ facets: 'false' }).expect(200);
      expect(meanwhile.headers['server-timing']).toContain('desc="sql"');
      // Liveness is not readiness: the process is alive.
      await shop.http.get('/api/health').expect(200);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    await until(async () => (await shop!.http.get('/api/health/ready')).status === 200);
    const ready = await shop!.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', searchIndex: 'ready' });
    const answered = await shop!.http.get('/api/diamonds').query({ facets: 'false' }).expect(200);
    expect(answered.headers['server-timing']).toContain('desc="index"');
    // No snapshot yet: this one was built from the database, and stores one.
    expect(indexOf(shop!).builds).toMatchObject({ fromDatabase: 1, fromSnapshot: 0 });
    await until(async () => (await snapshotRevision()) !== undefined);
  }, 60_000);

  test('a process started after the snapshot loads it, applies the changes made since, and answers as SQL does', async () => {
    const stored = await snapshotRevision();
    expect(stored).toBeDefined();
    const random = seededRandom(SEED + 1);
    for (let round = 0; round < 5; round++) await changeSome(random, 20);
    expect(BigInt(await catalogRevision())).toBeGreaterThan(BigInt(stored!));
    const shop = await indexed();
    await until(() => indexOf(shop).ready);
    // Loaded, not read from the products table.
    expect(indexOf(shop).builds).toMatchObject({ fromSnapshot: 1, fromDatabase: 0 });
    await expectSqlAnswers(shop, random, 150);
  }, 120_000);

  test('many small catch-ups, each laid over the last, keep answering as SQL does', async () => {
    const shop = started[started.length - 1];
    const random = seededRandom(SEED + 2);
    for (let round = 0; round < 40; round++) {
      await changeSome(random, random.int(1, 6));
      await expectSqlAnswers(shop, random, 4);
    }
    expect(indexOf(shop).latest()!.index.changes).toBeGreaterThan(0);
    expect(indexOf(shop).builds).toMatchObject({ fromSnapshot: 1, fromDatabase: 0 });
  }, 180_000);

  test('a snapshot older than the kept change log is not loaded: the index is built from the database', async () => {
    // As if the changes since the snapshot had been pruned from the log.
    await run('update catalog_revision set log_floor = revision');
    expect(BigInt((await snapshotRevision())!)).toBeLessThan(BigInt(await catalogRevision()));
    const shop = await indexed();
    await until(() => indexOf(shop).ready);
    expect(indexOf(shop).builds).toMatchObject({ fromSnapshot: 0, fromDatabase: 1 });
    await expectSqlAnswers(shop, seededRandom(SEED + 3), 30);
  }, 60_000);

  async function until(done: () => boolean | Promise<boolean>): Promise<void> {
    for (let attempt = 0; !(await done()); attempt++) {
      if (attempt > 600) throw new Error('waited 30 s in vain');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const catalogRevision = async () =>
    ((await run('select revision::text as revision from catalog_revision')) as { revision: string }[])[0].revision;
  const snapshotRevision = async () =>
    ((await run('select revision::text as revision from search_index_snapshot')) as { revision: string }[])[0]
      ?.revision;

  /**
   * `statements` staff edits and feed updates on a few random stones each: prices, sales, regrading,
   * carats removed, kinds swapped, stock gone, deletions and new stones.
   */
  async function changeSome(random: Random, statements: number): Promise<void> {
    const changes = [
      `update products set price = round(price * (0.5 + random())::numeric, 2) where id in (?)`,
      `update products set on_sale = true, sale_price = round(price * 0.7, 2) where id in (?)`,
      `update products set on_sale = false where id in (?)`,
      `update products set carat = null where id in (?)`,
      `update products set shape = 'Heart', color = 'D', clarity = 'VS1' where id in (?)`,
      `update products set product_type = 'diamond' where product_type = 'lab-grown' and id in (?)`,
      `update products set availability = 'Unavailable', count_in_stock = null where id in (?)`,
      `delete from products where id in (?)`,
    ];
    for (let statement = 0; statement < statements; statement++) {
      if (random.chance(0.15)) {
        const stone = generateDiamond(random, `READY-${diamonds.length}`);
        await sql.app
          .get(MikroORM)
          .em.fork()
          .insertMany(Product, [{ ...stone, updatedAt: stone.createdAt }] as never);
        diamonds.push(stone);
        continue;
      }
      const ids = Array.from({ length: random.int(1, 8) }, () => random.pick(diamonds).id);
      await run(random.pick(changes), [ids]);
    }
  }
});
