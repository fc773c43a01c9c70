import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FeedStone, labGrownFeed } from './support/feed-csv.js';
import { importEnded, runSupplierNow } from './support/import-runs.js';
import { createDemoAdmin } from './support/leads.js';
import { repriced } from './support/repricing.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

/**
 * Issue 29, point 3: defaults that cannot lose money, on a new shop (its own database: migrations only, as a
 * real shop starts). The default markup starts at 0 % rounded to whole dollars and unsaved; a supplier run
 * publishes nothing until staff save a markup (the shop's, or the supplier's own) and is held for review
 * with that reason; confirming it after the save publishes at the saved markup. The markup page prices a
 * typed cost and carat without any feed, and a rounding change reprices the stored prices.
 */

const HELD_REASON =
  "No markup saved yet: prices would equal supplier cost. Save the shop's markup, then confirm this run.";
const band = (percent: number, rounding: string, fixed = 0) => ({
  basis: 'carat',
  bands: [{ from: 0, to: null, percent, fixed }],
  rounding,
});

describe('markup defaults that cannot lose money (issue 29)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  let server: Server;
  let base: string;
  const files = new Map<string, string>();
  const importDir = mkdtempSync(join(tmpdir(), 'shop-markup-defaults-'));

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = files.get(request.url ?? '');
      if (body === undefined) return void response.writeHead(404).end('no such feed');
      response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await createOwnDatabase('markup_defaults');
    shop = await createTestApp(
      // The SQL search: it lists what the tables hold at once.
      { IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'true', SEARCH_INDEX: 'off' },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    server?.close();
    rmSync(importDir, { recursive: true, force: true });
  });

  const sql = <T = Record<string, unknown>>(statement: string, params: unknown[] = []) =>
    shop.app.get(EntityManager).fork().getConnection().execute<T[]>(statement, params);

  const addSupplier = async (name: string, path: string, extra: Record<string, unknown> = {}) =>
    (
      await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({ name, category: 'lab-grown', sourceKind: 'http', http: { url: `${base}${path}` }, ...extra })
        .expect(201)
    ).body as { id: string };

  /** The storefront's price of a certificate's stone (null: not published). */
  const shopPrice = async (cert: string): Promise<number | null> => {
    const [row] = await sql<{ id: string }>('select id from products where certificate_number = ?', [cert]);
    return row ? (await shop.http.get(`/api/products/${row.id}`).expect(200)).body.data.price : null;
  };

  const stones: FeedStone[] = [
    { stock: 'MD-1', cert: 'MDC1', cost: 3011.02, carat: 1.02 },
    { stock: 'MD-2', cert: 'MDC2', cost: 1000.5, carat: 0.9 },
  ];

  test('a new shop’s default markup: 0 %, rounded to whole dollars, not saved by anyone yet', async () => {
    const { body } = await shop.http.get('/api/admin/markup/default').set(auth).expect(200);
    expect(body).toEqual({ markup: band(0, 'dollar'), savedAt: null, savedBy: null });
  });

  test('the markup page prices a typed cost and carat with no feed run; bad numbers are refused by field', async () => {
    const preview = (body: Record<string, unknown>) => shop.http.post('/api/admin/markup/preview').set(auth).send(body);

    const { body } = await preview({ markup: band(20, 'dollar'), cost: 3011.02, carat: 1.02 }).expect(200);
    // No supplier has a stone yet: the typed one is priced all the same, now (0 %, whole dollars) and as typed.
    expect(body).toEqual({
      samples: [],
      typed: { cost: 3011.02, carat: 1.02, currentRetail: 3011, retail: 3613 },
    });
    // By carat bands: the typed carat picks the band; without a carat, the first band.
    const byCarat = {
      basis: 'carat',
      bands: [
        { from: 0, to: 1, percent: 10, fixed: 0 },
        { from: 1, to: null, percent: 30, fixed: 0 },
      ],
      rounding: 'ten',
    };
    expect((await preview({ markup: byCarat, cost: 1000, carat: 1.5 }).expect(200)).body.typed.retail).toBe(1300);
    expect((await preview({ markup: byCarat, cost: 1000 }).expect(200)).body.typed).toEqual({
      cost: 1000,
      carat: null,
      currentRetail: 1000,
      retail: 1100,
    });
    expect((await preview({ markup: byCarat }).expect(200)).body).toEqual({ samples: [], typed: null });

    for (const [sent, field, message] of [
      [{ cost: 'abc' }, 'cost', 'Cost must be a number'],
      [{ cost: 10.001 }, 'cost', 'Use at most 2 decimals'],
      [{ cost: -1 }, 'cost', 'Must be 0 or more'],
      [{ carat: 1.2 }, 'cost', 'Type a cost to price this carat'],
      [{ cost: 100, carat: 'big' }, 'carat', 'Carat must be a number'],
    ] as const) {
      const refused = await preview({ markup: band(0, 'dollar'), ...sent }).expect(400);
      expect(refused.body.errors).toEqual({ [field]: message });
    }
  });

  test('a first supplier run is held for markup, publishing nothing; a supplier with a markup of its own publishes', async () => {
    files.set('/own.csv', labGrownFeed([{ stock: 'OWN-1', cert: 'OWNC1', cost: 2000.4 }]));
    const own = await addSupplier('Own Markup Gems', '/own.csv', { markup: band(10, 'ten') });
    // Staff gave this supplier rules of its own in its form: they count as saved for it.
    expect(await runSupplierNow(shop, auth, own.id)).toMatchObject({ status: 'done', createdCount: 1 });
    expect(await shopPrice('OWNC1')).toBe(2200);

    files.set('/first.csv', labGrownFeed(stones));
    const supplier = await addSupplier('First Feed Gems', '/first.csv');
    const held = await runSupplierNow(shop, auth, supplier.id);
    expect(held).toMatchObject({
      status: 'held',
      heldFor: 'markup',
      heldReason: HELD_REASON,
      totalItems: 0,
      createdCount: 0,
      bytesFetched: null,
    });
    // Nothing of it went live at cost.
    expect(await shopPrice('MDC1')).toBeNull();
    expect(await sql('select 1 from supplier_offers where supplier_id = ?', [supplier.id])).toHaveLength(0);
    const listed = (await shop.http.get(`/api/admin/suppliers/${supplier.id}`).set(auth).expect(200)).body;
    expect(listed.lastRun).toMatchObject({ id: held.id, status: 'held' });

    // Confirming before a markup is saved is refused, and changes nothing; the schedule cannot start another.
    const early = await shop.http.post(`/api/admin/imports/${held.id}/confirm`).set(auth).expect(409);
    expect(early.body.message).toBe(
      "No markup saved yet: save the shop's markup (or the supplier's own), then confirm this run",
    );
    await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId: supplier.id }).expect(409);

    // Staff save the shop's markup: it records who and when.
    const saved = await shop.http
      .put('/api/admin/markup/default')
      .set(auth)
      .send({ markup: band(20, 'dollar') })
      .expect(200);
    const { repricingJobId, ...state } = saved.body;
    expect(state).toMatchObject({ markup: band(20, 'dollar'), savedBy: 'Demo Admin' });
    expect(Date.now() - Date.parse(state.savedAt)).toBeLessThan(60_000);
    expect((await shop.http.get('/api/admin/markup/default').set(auth).expect(200)).body).toEqual(state);
    await repriced(shop, auth, saved);

    // Confirmed, the run fetches the feed and publishes at the saved markup, in whole dollars.
    const confirmed = await shop.http.post(`/api/admin/imports/${held.id}/confirm`).set(auth).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'queued', heldFor: null, heldReason: null });
    const done = await importEnded(shop, auth, held.id);
    expect(done).toMatchObject({ status: 'done', heldFor: null, totalItems: 2, createdCount: 2 });
    expect(await shopPrice('MDC1')).toBe(3613); // 3,011.02 × 1.2 = 3,613.22
    expect(await shopPrice('MDC2')).toBe(1201); // 1,000.50 × 1.2 = 1,200.60

    // Its next runs publish straight away.
    files.set('/first.csv', labGrownFeed(stones.map((stone) => ({ ...stone, cost: stone.cost + 100 }))));
    expect(await runSupplierNow(shop, auth, supplier.id)).toMatchObject({ status: 'done', updatedCount: 2 });
    expect(await shopPrice('MDC1')).toBe(3733); // 3,111.02 × 1.2 = 3,733.22
  });

  test('whole prices: a change of rounding reprices the stored prices of the stones already listed', async () => {
    const save = async (markup: Record<string, unknown>) =>
      repriced(shop, auth, await shop.http.put('/api/admin/markup/default').set(auth).send({ markup }).expect(200));
    await save(band(0, 'none'));
    expect(await shopPrice('MDC1')).toBe(3111.02);
    await save(band(0, 'dollar'));
    expect(await shopPrice('MDC1')).toBe(3111);
    expect(await shopPrice('MDC2')).toBe(1101); // 1,100.50 → 1,101
    const [offer] = await sql<{ retail: string }>("select retail from supplier_offers where stock_number = 'MD-1'");
    expect(offer.retail).toBe('3111.00');
    // The public search lists them whole too, beside the shop's own pieces.
    const { body } = await shop.http.get('/api/diamonds').query({ type: 'lab-grown', facets: false }).expect(200);
    const prices = body.items.map((stone: { price: number }) => stone.price) as number[];
    expect(prices).toEqual(expect.arrayContaining([3111, 1101]));
    for (const price of prices) expect(Number.isInteger(price)).toBe(true);
  });

  test('an uploaded file of a supplier waits with its run, and is read once the run is confirmed', async () => {
    await sql('update feed_settings set markup_saved_at = null, markup_saved_by = null');
    const manual = (
      await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({ name: 'Hand Uploads Ltd', category: 'lab-grown', sourceKind: 'manual' })
        .expect(201)
    ).body as { id: string };
    const upload = await shop.http
      .post('/api/admin/imports')
      .set(auth)
      .field('category', 'lab-grown')
      .field('supplierId', manual.id)
      .attach('file', Buffer.from(labGrownFeed([{ stock: 'UP-1', cert: 'UPC1', cost: 500.4 }])), {
        filename: 'upload.csv',
        contentType: 'text/csv',
      })
      .expect(202);
    const held = await importEnded(shop, auth, upload.body.id);
    expect(held).toMatchObject({ status: 'held', heldFor: 'markup', heldReason: HELD_REASON });
    expect(await shopPrice('UPC1')).toBeNull();

    await repriced(
      shop,
      auth,
      await shop.http
        .put('/api/admin/markup/default')
        .set(auth)
        .send({ markup: band(10, 'dollar') })
        .expect(200),
    );
    await shop.http.post(`/api/admin/imports/${held.id}/confirm`).set(auth).expect(200);
    expect(await importEnded(shop, auth, held.id)).toMatchObject({ status: 'done', createdCount: 1 });
    expect(await shopPrice('UPC1')).toBe(550); // 500.40 × 1.1 = 550.44
  });
});
