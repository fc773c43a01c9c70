import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FeedStone, labGrownFeed } from './support/feed-csv.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin } from './support/leads.js';
import { importEnded, saveShopMarkup } from './support/import-runs.js';
import { repriced } from './support/repricing.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

/**
 * Issue 21 end to end, the way staff and shoppers meet it: suppliers added through the staff API with a
 * feed on a local HTTP server, runs started with Run now and followed to the end, prices read from the
 * public storefront API. Feeds change between runs as a supplier's would.
 */

const csv = labGrownFeed;

/** Stones whose certificates (LG<n>) other suppliers' stones of the same numbers share. */
const stones = (prefix: string, certFrom: number, count: number, cost = 1000): FeedStone[] =>
  Array.from({ length: count }, (_, i) => ({
    stock: `${prefix}-${certFrom + i}`,
    cert: `LG${certFrom + i}`,
    cost: cost + i,
  }));

describe('supplier feeds', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  let server: Server;
  let base: string;
  /** What the local "supplier" answers at each path: a body, or a status with a body. */
  const files = new Map<string, { status?: number; body: string | Buffer; cutShort?: boolean }>();
  const outbox = mkdtempSync(join(tmpdir(), 'shop-feeds-outbox-'));

  beforeAll(async () => {
    server = createServer((request, response) => {
      const file = files.get(request.url ?? '');
      if (!file) return void response.writeHead(404).end('no such feed');
      const body = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body);
      if (file.cutShort) {
        // Promises more than it sends, then hangs up: a transfer cut short.
        response.writeHead(200, { 'content-length': String(body.length * 2), 'content-type': 'text/csv' });
        response.write(body);
        return void setTimeout(() => response.socket?.destroy(), 50);
      }
      response.writeHead(file.status ?? 200, { 'content-type': 'text/csv' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await createOwnDatabase('supplier_feeds');
    shop = await createTestApp(
      { IMPORT_DIR: `/tmp/shop-test-feeds-${process.pid}`, FEED_ALLOW_PRIVATE_HOSTS: 'true', MAIL_OUTBOX_DIR: outbox },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    // Issue 29: a run publishes nothing until staff save a markup; these runs price to the cent.
    await saveShopMarkup(shop, auth, {
      basis: 'carat',
      bands: [{ from: 0, to: null, percent: 0, fixed: 0 }],
      rounding: 'none',
    });
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
    server.close();
  });

  const serve = (path: string, body: string) => files.set(path, { body });
  const sql = <T = Record<string, unknown>>(statement: string, params: unknown[] = []) =>
    shop.app.get(EntityManager).fork().getConnection().execute<T[]>(statement, params);

  const addSupplier = async (name: string, path: string, extra: Record<string, unknown> = {}) =>
    (
      await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({ name, category: 'lab-grown', sourceKind: 'http', http: { url: `${base}${path}` }, ...extra })
        .expect(201)
    ).body;

  /** Run now, then wait for the run to end (done, held or failed). */
  const run = async (supplierId: string) => {
    const queued = await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId }).expect(201);
    expect(queued.body).toMatchObject({ status: 'queued', supplierId, trigger: 'manual' });
    return finished(queued.body.id);
  };
  const finished = (id: string) => importEnded(shop, auth, id);

  const waitFor = async <T>(find: () => T | undefined): Promise<T> => {
    for (let i = 0; i < 100; i += 1) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('not found in time');
  };

  /** The storefront's product of a certificate: what shoppers see. */
  const shown = async (cert: string) => {
    const [row] = await sql<{ id: string }>(`select id from products where certificate_number = ?`, [cert]);
    if (!row) return null;
    return (await shop.http.get(`/api/products/${row.id}`).expect(200)).body.data;
  };

  test('a new supplier left without a schedule is off until staff choose one: nothing runs on its own', async () => {
    const supplier = await addSupplier('Unscheduled', '/unscheduled.csv');
    expect(supplier).toMatchObject({ schedule: { kind: 'off', hours: null, cron: null }, nextRunAt: null });
    const { body } = await shop.http.get(`/api/admin/suppliers/${supplier.id}`).set(auth).expect(200);
    expect(body.schedule).toEqual({ kind: 'off', hours: null, cron: null });
  });

  test('a supplier with a markup band: its run creates priced stones on the storefront; a second supplier of the same certificates shows one stone, the cheaper offer', async () => {
    serve('/a.csv', csv(stones('A', 100, 10, 1000)));
    const a = await addSupplier('Alpha Gems', '/a.csv', {
      markup: { basis: 'cost', bands: [{ from: 0, to: null, percent: 20, fixed: 50 }], rounding: 'ten' },
    });
    expect(a).toMatchObject({ name: 'Alpha Gems', sourceKind: 'http', feedKind: 'full', liveStones: 0, lastRun: null });

    const first = await run(a.id);
    expect(first).toMatchObject({
      status: 'done',
      supplierName: 'Alpha Gems',
      totalItems: 10,
      createdCount: 10,
      updatedCount: 0,
      failedCount: 0,
      retiredCount: 0,
      bytesFetched: Buffer.byteLength(files.get('/a.csv')!.body as string),
    });
    // 1000 × 1.2 + 50 = 1250; 1001 × 1.2 + 50 = 1251.2 → nearest 10: 1250.
    expect((await shown('LG100'))!.price).toBe(1250);
    expect((await shown('LG109'))!.price).toBe(Math.round((1009 * 1.2 + 50) / 10) * 10);
    const listed = (await shop.http.get(`/api/admin/suppliers/${a.id}`).set(auth).expect(200)).body;
    expect(listed).toMatchObject({ liveStones: 10, lastRun: { id: first.id, status: 'done' } });

    // Beta lists LG100–LG104 at a lower cost (its default markup: at cost) and LG200–201 of its own.
    serve('/b.csv', csv([...stones('B', 100, 5, 900), ...stones('B', 200, 2, 500)]));
    const b = await addSupplier('Beta Diamonds', '/b.csv');
    const idBefore = (await shown('LG100'))!.id;
    expect(await run(b.id)).toMatchObject({ status: 'done', createdCount: 7 });
    const lg100 = (await shown('LG100'))!;
    expect(lg100).toMatchObject({ id: idBefore, price: 900 });
    expect((await shown('LG105'))!.price).toBe(Math.round((1005 * 1.2 + 50) / 10) * 10);
    const [{ count }] = await sql<{ count: string }>(
      `select count(*) from products where certificate_number = 'LG100'`,
    );
    expect(Number(count)).toBe(1);
    expect((await shown('LG200'))!.price).toBe(500);
  });

  test("a full feed retires only that supplier's missing stones; a stone another supplier lists switches to that offer in the same run", async () => {
    const [a] = await sql<{ id: string }>(`select id from suppliers where name = 'Alpha Gems'`);
    const own = await shop.http
      .post('/api/admin/products')
      .set(auth)
      .send({
        productType: 'lab-grown',
        name: 'Own stone',
        description: 'The shop’s own',
        price: 3000,
        mainImage: '/media/products/own.webp',
        specifications: {
          stockNumber: 'OWN-1',
          shape: 'Round',
          weight: 1.2,
          color: 'F',
          clarity: 'VS2',
          lab: 'GIA',
          certificateNumber: 'OWN1',
        },
      });
    expect({ status: own.status, body: own.body }).toMatchObject({ status: 201, body: {} });

    // Alpha drops LG101 (Beta lists it too) and LG106 (only Alpha's): 2 of 10 is exactly the 20 % limit.
    serve('/a.csv', csv(stones('A', 100, 10, 1000).filter((s) => !['LG101', 'LG106'].includes(s.cert))));
    const second = await run(a.id);
    expect(second).toMatchObject({ status: 'done', retiredCount: 2, createdCount: 0, updatedCount: 8 });
    expect((await shown('LG106'))!.availability.status).toBe('unavailable');
    expect((await shown('LG101'))!).toMatchObject({ price: 901 });
    expect((await shown('LG200'))!.price).toBe(500);
    expect((await shown('OWN1'))!.price).toBe(3000);
  });

  test('a full feed that would retire more than the limit is held for review with the numbers; discard retires nothing, confirm retires', async () => {
    const [a] = await sql<{ id: string }>(`select id from suppliers where name = 'Alpha Gems'`);
    // A truncated download: 3 stones (A-101 listed again), so 6 of Alpha's 9 live stones would go.
    serve('/a.csv', csv(stones('A', 100, 3, 1000)));
    const held = await run(a.id);
    expect(held.status).toBe('held');
    expect(held.heldReason).toMatch(
      /retire 6 of Alpha Gems's 9 live stones \(66\.7 %\), over the 20 % limit, and the file is 0\.3 kB, 5\d\.\d % smaller than the last one \(0\.8 kB\)/,
    );
    expect((await shown('LG107'))!.availability.status).not.toBe('unavailable');
    // Staff are told: on the dashboard, and by e-mail with the numbers and a link to the run.
    const dashboard = (await shop.http.get('/api/admin/dashboard').set(auth).expect(200)).body;
    expect(dashboard.heldFeedRuns).toEqual([
      expect.objectContaining({ id: held.id, supplierName: 'Alpha Gems', heldReason: held.heldReason }),
    ]);
    const mail = await waitFor(() =>
      readdirSync(outbox)
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .find((eml) => eml.includes('Supplier feed held for review: Alpha Gems')),
    );
    // Quoted-printable: long lines are cut with a soft break (=\n).
    expect(mail.replace(/=\r?\n/g, '')).toContain(`/admin/imports/${held.id}/show`);
    expect(mail).toMatch(/retire 6 of Alpha Gems/);
    // Nothing else runs for Alpha while its run waits.
    await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId: a.id }).expect(409);

    const discarded = await shop.http.post(`/api/admin/imports/${held.id}/discard`).set(auth).expect(200);
    expect(discarded.body).toMatchObject({ status: 'discarded', retiredCount: 0 });
    expect((await shop.http.get('/api/admin/dashboard').set(auth).expect(200)).body.heldFeedRuns).toEqual([]);
    expect((await shown('LG107'))!.availability.status).not.toBe('unavailable');
    await shop.http.post(`/api/admin/imports/${held.id}/confirm`).set(auth).expect(409);

    const again = await run(a.id);
    expect(again.status).toBe('held');
    const confirmed = await shop.http.post(`/api/admin/imports/${again.id}/confirm`).set(auth).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'done', retiredCount: 6 });
    expect((await shown('LG107'))!.availability.status).toBe('unavailable');
    // LG103 and LG104: Beta's offers take over.
    expect((await shown('LG103'))!.price).toBe(903);
  });

  test("a delta feed changes only what it lists; a stone it marks unavailable leaves that supplier's list", async () => {
    serve(
      '/c.csv',
      csv([
        { stock: 'C-1', cert: 'LG300', cost: 700 },
        { stock: 'C-2', cert: 'LG301', cost: 710 },
      ]),
    );
    const c = await addSupplier('Gamma Delta', '/c.csv', { feedKind: 'delta' });
    expect(await run(c.id)).toMatchObject({ status: 'done', createdCount: 2 });
    serve('/c.csv', csv([{ stock: 'C-2', cert: 'LG301', cost: 650, availability: 'Unavailable' }]));
    expect(await run(c.id)).toMatchObject({ status: 'done', updatedCount: 1, retiredCount: 0 });
    expect((await shown('LG300'))!.price).toBe(700);
    expect((await shown('LG301'))!.availability.status).toBe('unavailable');
  });

  test('changing a band reprices every affected stone (a job), with price history and an audit entry', async () => {
    const [a] = await sql<{ id: string }>(`select id from suppliers where name = 'Alpha Gems'`);
    const supplier = (await shop.http.get(`/api/admin/suppliers/${a.id}`).set(auth).expect(200)).body;
    const preview = await shop.http
      .post('/api/admin/markup/preview')
      .set(auth)
      .send({
        supplierId: a.id,
        markup: { basis: 'cost', bands: [{ from: 0, to: null, percent: -50, fixed: 0 }], rounding: 'nine' },
      })
      .expect(200);
    expect(preview.body.samples.length).toBeGreaterThan(0);
    expect(preview.body.samples[0]).toMatchObject({ cost: 1000, currentRetail: 1250, retail: 509 });

    const saved = await shop.http
      .put(`/api/admin/suppliers/${a.id}`)
      .set(auth)
      .send({
        ...supplier,
        markup: { basis: 'cost', bands: [{ from: 0, to: null, percent: -50, fixed: 0 }], rounding: 'nine' },
      })
      .expect(200);
    await repriced(shop, auth, saved);
    // Alpha's offers are now the cheaper ones: the products switch to them, keeping their ids.
    expect((await shown('LG100'))!.price).toBe(509);
    expect((await shown('LG102'))!.price).toBe(509);
    expect((await shown('LG103'))!.price).toBe(903); // Alpha no longer lists it
    const history = await sql<{ retail: string }>(
      `select h.retail from supplier_price_history h join supplier_offers o on o.id = h.offer_id
        where o.supplier_id = ? and o.stock_number = 'A-100' order by h.at, h.id`,
      [a.id],
    );
    expect(history.map((entry) => Number(entry.retail))).toEqual([1250, 509]);
    const audit = await sql<{ stock_number: string }>(
      `select stock_number from product_audit_entries where action = 'reprice' order by stock_number`,
    );
    expect(audit.map((entry) => entry.stock_number)).toEqual(['A-100', 'A-101', 'A-102']);
  });

  test('bands with a gap or an overlap are refused on their fields, and nothing changes', async () => {
    const [a] = await sql<{ id: string }>(`select id from suppliers where name = 'Alpha Gems'`);
    const supplier = (await shop.http.get(`/api/admin/suppliers/${a.id}`).set(auth).expect(200)).body;
    const refused = await shop.http
      .put(`/api/admin/suppliers/${a.id}`)
      .set(auth)
      .send({
        ...supplier,
        markup: {
          basis: 'carat',
          bands: [
            { from: 0, to: 1, percent: 10, fixed: 0 },
            { from: 1.5, to: null, percent: 5, fixed: 0 },
          ],
          rounding: 'none',
        },
      })
      .expect(400);
    expect(Object.keys(refused.body.errors)).toContain('markup.bands.0.to');
    const after = (await shop.http.get(`/api/admin/suppliers/${a.id}`).set(auth).expect(200)).body;
    expect(after.markup).toEqual(supplier.markup);
  });

  test.each([
    ['401', { status: 401, body: 'no' }, /refused the credentials \(HTTP 401\)/],
    ['404', { status: 404, body: 'gone' }, /404/],
    ['a file that is not CSV', { body: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }, /Excel workbook or a ZIP/],
    ['wrong encoding', { body: Buffer.from('Stock #,Shape\n\xff\xfe,Round\n', 'latin1') }, /not UTF-8/],
    ['a header the category does not know', { body: 'Colour of sky,Mood\nblue,calm\n' }, /no 'Stock #' column/],
    ['a transfer cut short', { body: csv(stones('X', 900, 3)), cutShort: true }, /cut short|ended early|incomplete/i],
  ])('a run that fails (%s) says why and changes nothing', async (_name, file, reason) => {
    const before = await sql<{ count: string }>('select count(*) from supplier_offers');
    const path = `/broken-${Math.random().toString(36).slice(2)}.csv`;
    files.set(path, file);
    const supplier = await addSupplier(`Broken ${path}`, path);
    const failed = await run(supplier.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(reason);
    expect(await sql<{ count: string }>('select count(*) from supplier_offers')).toEqual(before);
    const listed = (await shop.http.get(`/api/admin/suppliers/${supplier.id}`).set(auth).expect(200)).body;
    expect(listed.lastRun).toMatchObject({ status: 'failed' });
  });

  test('an unreachable host fails the run with a readable reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const supplier = (
      await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({
          name: 'Nowhere',
          category: 'lab-grown',
          sourceKind: 'http',
          http: { url: `http://127.0.0.1:${port}/x.csv` },
        })
        .expect(201)
    ).body;
    const failed = await run(supplier.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/reach|refused|unreachable/i) });
  });
});
