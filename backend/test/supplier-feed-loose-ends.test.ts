import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 31 point 8, the loose ends of supplier feeds, as staff (and a careless or hostile supplier) meet them
 * through the API: a gzipped feed previews like a plain one; a supplier's header name pointing at a column the
 * template does not have is refused on its field; a manual supplier's mapping is previewed from a sample
 * uploaded over multipart, of which only the head is read and nothing is kept.
 */

const FEED = labGrownFeed(feedStones('GZ', 1, 2000)).replace(/^Stock #/, 'Stone ID');

let database: OwnDatabase;
let shop: TestApp;
let auth: { Authorization: string };
let feedPort: number;
const importDir = mkdtempSync(join(tmpdir(), 'supplier-feed-loose-ends-'));

/** A supplier's web server that compresses its answer, and one serving a gzip bomb. */
const supplierSite = http.createServer((request, response) => {
  const body =
    request.url === '/bomb.csv.gz'
      ? gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x41)) // 200 MB of "A" in about 200 kB
      : gzipSync(FEED);
  response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': body.length }).end(body);
});

beforeAll(async () => {
  feedPort = await new Promise<number>((resolve) =>
    supplierSite.listen(0, '127.0.0.1', () => resolve((supplierSite.address() as AddressInfo).port)),
  );
  database = await createOwnDatabase('supplier_feed_loose_ends');
  shop = await createTestApp(
    { IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'true', IMPORT_MAX_MB: '8' },
    database.url,
  );
  await createDemoAdmin(shop);
  auth = await shop.adminAuth();
});
afterAll(async () => {
  supplierSite.closeAllConnections();
  await new Promise((resolve) => supplierSite.close(resolve));
  await shop?.close();
  await database?.drop();
  rmSync(importDir, { recursive: true, force: true });
});

let count = 0;
const addSupplier = (shape: Record<string, unknown>) =>
  shop.http
    .post('/api/admin/suppliers')
    .set(auth)
    .send({ name: `Loose Ends ${++count}`, category: 'lab-grown', sourceKind: 'manual', ...shape });

/** Nothing of a preview stays in the imports folder. */
const keptFiles = () => readdirSync(importDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('a gzipped feed', () => {
  test('previews through the API like a plain one: decoded, its supplier’s header names applied', async () => {
    const supplier = await addSupplier({
      sourceKind: 'http',
      http: { url: `http://127.0.0.1:${feedPort}/stones.csv` },
      columnAliases: { 'Stone ID': 'Stock #' },
    }).expect(201);
    const { body } = await shop.http
      .post('/api/admin/imports/preview')
      .set(auth)
      .send({ supplierId: supplier.body.id })
      .expect(200);
    expect(body.columns[0]).toEqual({ header: 'Stone ID', column: 'Stock #', via: 'supplier' });
    expect(body.rows[0].slice(0, 3)).toEqual(['GZ-1', 'Round', '1.01']);
    expect(body.missing).toEqual([]);
  });

  test('a gzip bomb’s preview decodes its head only (the run’s refusal: feed-gzip.test.ts), and keeps nothing', async () => {
    const supplier = await addSupplier({
      sourceKind: 'http',
      http: { url: `http://127.0.0.1:${feedPort}/bomb.csv.gz` },
    }).expect(201);
    const { body } = await shop.http
      .post('/api/admin/imports/preview')
      .set(auth)
      .send({ supplierId: supplier.body.id })
      .expect(200);
    // 200 MB of "A" without a line break: the first 256 KiB make one header cell that maps to nothing.
    expect(body.columns).toHaveLength(1);
    expect(body.columns[0]).toMatchObject({ column: null, via: null });
    expect(body.columns[0].header.length).toBe(256 * 1024);
    expect(body.rows).toEqual([]);
    expect(keptFiles()).toEqual([]);
  });
});

describe('a supplier’s header names must name template columns', () => {
  test('a name mapped to a column the template lacks is refused on its field, and nothing is saved', async () => {
    const refused = await addSupplier({ columnAliases: { 'Stone ID': 'Stock #', Carats: 'Weight (ct)' } }).expect(400);
    expect(refused.body.errors).toEqual({
      'columnAliases.Carats':
        'The lab-grown template has no column "Weight (ct)": choose one of its columns for this header',
    });
    const list = await shop.http.get('/api/admin/suppliers').set(auth).expect(200);
    expect(list.body.map((s: { name: string }) => s.name)).not.toContain(`Loose Ends ${count}`);
  });

  test('changing a supplier’s category re-checks its names against the new template', async () => {
    const saved = await addSupplier({ columnAliases: { 'Stone ID': 'Stock #', Carats: 'Weight' } }).expect(201);
    const moved = await shop.http
      .put(`/api/admin/suppliers/${saved.body.id}`)
      .set(auth)
      .send({ category: 'jewelry' })
      .expect(400);
    expect(moved.body.errors).toMatchObject({
      'columnAliases.Stone ID': expect.stringContaining('The jewelry template has no column "Stock #"'),
      'columnAliases.Carats': expect.stringContaining('no column "Weight"'),
    });
    // Names that the jewelry template has are taken.
    await shop.http
      .put(`/api/admin/suppliers/${saved.body.id}`)
      .set(auth)
      .send({ category: 'jewelry', columnAliases: { 'Stone ID': 'Stock Number' } })
      .expect(200);
  });
});

describe('a manual supplier’s mapping previewed from an uploaded sample', () => {
  const sample = (file: Buffer | string, fields: Record<string, string> = {}, name = 'sample.csv') => {
    const request = shop.http.post('/api/admin/imports/preview/sample').set(auth);
    for (const [key, value] of Object.entries({ category: 'lab-grown', ...fields })) request.field(key, value);
    return request.attach('file', Buffer.from(file), name);
  };

  test('answers the same preview as a live feed, with the header names as typed in the form', async () => {
    const aliases = JSON.stringify({ 'Stone ID': 'Stock #' });
    const { body } = await sample(FEED, { columnAliases: aliases }).expect(200);
    expect(body.columns[0]).toEqual({ header: 'Stone ID', column: 'Stock #', via: 'supplier' });
    expect(body.columns[2]).toEqual({ header: 'Weight', column: 'Weight', via: 'template' });
    expect(body.rows).toHaveLength(5);
    expect(body.missing).toEqual([]);
    // Without the name, the stock number column is missing.
    expect((await sample(FEED).expect(200)).body.missing).toEqual(['Stock #']);
    expect(keptFiles()).toEqual([]);
  });

  test('of a large sample only the head is read: a 5 MB file answers its first rows, and nothing is kept', async () => {
    const large = labGrownFeed(feedStones('BIG', 1, 60_000));
    expect(large.length).toBeGreaterThan(5_000_000);
    const { body } = await sample(large).expect(200);
    expect(body.rows[0][0]).toBe('BIG-1');
    expect(keptFiles()).toEqual([]);
  });

  test('a sample over the uploads’ cap (IMPORT_MAX_MB, 8 here) is refused with 413 on its field', async () => {
    const huge = labGrownFeed(feedStones('HUGE', 1, 100_000));
    expect(huge.length).toBeGreaterThan(8 * 1024 * 1024);
    const refused = await sample(huge).expect(413);
    expect(refused.body.errors).toEqual({ file: 'The file is larger than 8 MB. Split it into smaller files.' });
    expect(keptFiles()).toEqual([]);
  });

  test('refusals name their field: no file, not CSV, no category, header names that are not JSON', async () => {
    const noFile = await shop.http
      .post('/api/admin/imports/preview/sample')
      .set(auth)
      .field('category', 'lab-grown')
      .expect(400);
    expect(Object.keys(noFile.body.errors)).toEqual(['file']);

    const workbook = await sample(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {}, 'stones.xlsx').expect(400);
    expect(workbook.body.errors.file).toMatch(/Excel workbook/);

    const noCategory = await sample(FEED, { category: 'rubies' }).expect(400);
    expect(Object.keys(noCategory.body.errors)).toContain('category');

    const badAliases = await sample(FEED, { columnAliases: '{"Stone ID": ' }).expect(400);
    expect(badAliases.body.errors).toEqual({
      columnAliases: 'columnAliases is the header names as JSON: {"Stone ID": "Stock #"}',
    });
    expect(keptFiles()).toEqual([]);
  });

  test('staff only: without a session the sample is refused', async () => {
    await shop.http
      .post('/api/admin/imports/preview/sample')
      .field('category', 'lab-grown')
      .attach('file', Buffer.from(FEED), 'sample.csv')
      .expect(401);
  });
});
