import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { importEnded, runSupplierNow, saveShopMarkup } from './support/import-runs.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { type RepricingJob, repricingEnded } from './support/repricing.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

/**
 * Issue 31, point 5: saving markup answers at once with the id of a repricing job, which the worker runs
 * in chunks; staff follow it (progress, stones repriced, or why it failed, and retry it). It never runs
 * beside an import of the same category, and two saves in a row end with the last one's prices.
 */

const STONES = 300;
const band = (percent: number) => ({
  basis: 'cost',
  bands: [{ from: 0, to: null, percent, fixed: 0 }],
  rounding: 'none',
});
/** A stone's price under `percent` on `cost` (rounding none: cents). */
const priced = (cost: number, percent: number) => Math.round(cost * (100 + percent)) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repricing after a markup save is a job (issue 31)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  let server: Server;
  let supplier: Record<string, unknown> & { id: string };
  let feed = labGrownFeed(feedStones('RJ', 1, STONES));
  /** Set: the feed answers only after this long (a run that stays running a while). */
  let feedDelayMs = 0;
  const importDir = mkdtempSync(join(tmpdir(), 'shop-repricing-job-'));

  beforeAll(async () => {
    server = createServer((_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/csv' }).end(feed), feedDelayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    database = await createOwnDatabase('repricing_job');
    shop = await createTestApp(
      { IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'true', SEARCH_INDEX: 'off' },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    await saveShopMarkup(shop, auth);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
    const created = await shop.http
      .post('/api/admin/suppliers')
      .set(auth)
      .send({ name: 'Repricing Gems', category: 'lab-grown', sourceKind: 'http', http: { url }, markup: band(10) })
      .expect(201);
    supplier = created.body;
    expect(await runSupplierNow(shop, auth, supplier.id)).toMatchObject({ status: 'done', createdCount: STONES });
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    server?.close();
    rmSync(importDir, { recursive: true, force: true });
  });

  const sql = <T = Record<string, unknown>>(statement: string, params: unknown[] = []) =>
    shop.app.get(EntityManager).fork().getConnection().execute<T[]>(statement, params);

  /** The storefront's prices of the first and last stones (product pages). */
  const shownPrices = async (): Promise<number[]> => {
    const rows = await sql<{ id: string }>(
      `select id from products where certificate_number in ('RJC1', 'RJC${STONES}') order by certificate_number = 'RJC1' desc`,
    );
    expect(rows).toHaveLength(2);
    return Promise.all(
      rows.map(async (row) => (await shop.http.get(`/api/products/${row.id}`).expect(200)).body.data.price as number),
    );
  };
  const pricesAt = (percent: number, costOffset = 0) => [
    priced(1000 + costOffset, percent),
    priced(1000 + STONES - 1 + costOffset, percent),
  ];
  const saveMarkup = (percent: number) =>
    shop.http
      .put(`/api/admin/suppliers/${supplier.id}`)
      .set(auth)
      .send({ ...supplier, markup: band(percent) })
      .expect(200);
  const job = async (id: string): Promise<RepricingJob> =>
    (await shop.http.get(`/api/admin/repricing/${id}`).set(auth).expect(200)).body;

  /** A session holding a category as a running import's claim does (ImportsRepository.claim's lock). */
  const holdCategory = async (category: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('select pg_advisory_lock(hashtext($1))', [`imports:${category}`]);
    return { release: () => client.end() };
  };

  test('the save answers at once with the job id, before any price changes; the job then reprices every stone', async () => {
    expect(await shownPrices()).toEqual(pricesAt(10));
    const held = await holdCategory('lab-grown');
    const started = performance.now();
    const saved = await saveMarkup(20);
    const answeredMs = performance.now() - started;
    expect(saved.body).toMatchObject({ id: supplier.id, markup: band(20), repricingJobId: expect.any(String) });
    expect(answeredMs).toBeLessThan(1000);
    // Held back by the category's lock: nothing moved yet, and the console sees it waiting.
    await sleep(1000);
    expect(await shownPrices()).toEqual(pricesAt(10));
    expect(['queued', 'running']).toContain((await job(saved.body.repricingJobId)).status);

    await held.release();
    const done = await repricingEnded(shop, auth, saved.body.repricingJobId);
    expect(done).toMatchObject({
      status: 'done',
      supplierId: supplier.id,
      total: STONES,
      offers: STONES,
      repriced: STONES,
      progress: 100,
      error: null,
      finishedAt: expect.any(String),
    });
    expect(await shownPrices()).toEqual(pricesAt(20));
    // Each stone kept its offer: only its price moved, audited as a markup change with before and after.
    const [first] = await sql<{ name: string; supplier_cost: string; changes: unknown }>(
      `select p.name, p.supplier_cost, a.changes from products p
         join product_audit_entries a on a.product_id = p.id and a.action = 'reprice'
        where p.certificate_number = 'RJC1'`,
    );
    expect(first).toMatchObject({ name: expect.stringMatching(/\S/), supplier_cost: '1000.00' });
    expect(first.changes).toEqual([{ field: 'price', before: pricesAt(10)[0], after: pricesAt(20)[0] }]);
    const [{ audited }] = await sql<{ audited: number }>(
      `select count(*)::int as audited from product_audit_entries where action = 'reprice'`,
    );
    expect(audited).toBe(STONES);
    // The storefront search lists the new prices too.
    const { body } = await shop.http
      .get('/api/diamonds')
      .query({ type: 'lab-grown', facets: false, priceMin: pricesAt(20)[0], priceMax: pricesAt(20)[0] })
      .expect(200);
    expect(body.items.map((item: { price: number }) => item.price)).toEqual([pricesAt(20)[0]]);
    // A save that leaves the markup as it is queues nothing.
    const same = await saveMarkup(20);
    expect(same.body.repricingJobId).toBeUndefined();
  });

  test('a repricing waits for a running import of the category, then prices what the run wrote', async () => {
    feed = labGrownFeed(feedStones('RJ', 1, STONES, 1100));
    feedDelayMs = 2500;
    const run = await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId: supplier.id }).expect(201);
    for (let tries = 0; ; tries += 1) {
      const { body } = await shop.http.get(`/api/admin/imports/${run.body.id}`).set(auth).expect(200);
      if (body.status === 'running') break;
      if (tries > 100) throw new Error(`the run never started (${body.status})`);
      await sleep(50);
    }
    const saved = await saveMarkup(30);
    await sleep(1000);
    const waiting = await job(saved.body.repricingJobId);
    expect(waiting).toMatchObject({ status: 'running', offers: 0, total: null });

    const ran = await importEnded(shop, auth, run.body.id);
    feedDelayMs = 0;
    expect(ran).toMatchObject({ status: 'done', updatedCount: STONES });
    const done = await repricingEnded(shop, auth, saved.body.repricingJobId);
    expect(done.status).toBe('done');
    expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(ran.finishedAt));
    expect(await shownPrices()).toEqual(pricesAt(30, 100));
  });

  test('two saves in a row end with the prices of the last', async () => {
    const first = await saveMarkup(40);
    const second = await saveMarkup(45);
    expect(second.body.repricingJobId).not.toBe(first.body.repricingJobId);
    for (const saved of [first, second])
      expect((await repricingEnded(shop, auth, saved.body.repricingJobId)).status).toBe('done');
    expect(await shownPrices()).toEqual(pricesAt(45, 100));
  });

  test('a repricing that fails is kept with its reason, prices stay whole, and staff can retry it', async () => {
    // The price history gone: every attempt's first chunk rolls back (bull retries it, then gives up).
    await sql('alter table supplier_price_history rename to supplier_price_history_away');
    let restored = false;
    try {
      const saved = await saveMarkup(50);
      const failed = await repricingEnded(shop, auth, saved.body.repricingJobId, 90_000);
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 5,
        error: expect.stringContaining('supplier_price_history'),
      });
      expect(await shownPrices()).toEqual(pricesAt(45, 100));

      await sql('alter table supplier_price_history_away rename to supplier_price_history');
      restored = true;
      const retried = await shop.http
        .post(`/api/admin/repricing/${saved.body.repricingJobId}/retry`)
        .set(auth)
        .expect(200);
      expect(['queued', 'running', 'done']).toContain(retried.body.status);
      const done = await repricingEnded(shop, auth, saved.body.repricingJobId);
      expect(done).toMatchObject({ status: 'done', repriced: STONES, error: null });
      expect(await shownPrices()).toEqual(pricesAt(50, 100));
      await shop.http.post(`/api/admin/repricing/${saved.body.repricingJobId}/retry`).set(auth).expect(409);
    } finally {
      if (!restored) await sql('alter table supplier_price_history_away rename to supplier_price_history');
    }
  });

  test("the default markup's save answers a job too; unknown jobs are 404, strangers 401", async () => {
    const saved = await shop.http
      .put('/api/admin/markup/default')
      .set(auth)
      .send({ markup: band(5) })
      .expect(200);
    expect(saved.body).toMatchObject({ markup: band(5), repricingJobId: expect.any(String) });
    // The supplier has rules of its own: none of its stones move.
    expect(await repricingEnded(shop, auth, saved.body.repricingJobId)).toMatchObject({
      status: 'done',
      supplierId: null,
      total: 0,
      repriced: 0,
    });
    for (const id of ['999999', 'abc', '1 or 1=1'])
      await shop.http
        .get(`/api/admin/repricing/${encodeURIComponent(id)}`)
        .set(auth)
        .expect(404);
    await shop.http.get(`/api/admin/repricing/${saved.body.repricingJobId}`).expect(401);
    await shop.http.post(`/api/admin/repricing/${saved.body.repricingJobId}/retry`).expect(401);
  });
});

describe('module boundaries', () => {
  test('suppliers/ depends on nothing of inventory/ (inventory uses suppliers, never the other way)', () => {
    const root = join(import.meta.dirname, '../src/modules/suppliers');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((file) =>
      /from\s+'[^']*\/inventory\/|import\(\s*'[^']*\/inventory\//.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
