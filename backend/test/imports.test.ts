import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { parse } from 'csv-parse/sync';
import { ImportRunner } from '../src/modules/inventory/import-runner.js';
import { InventoryRepositories } from '../src/modules/inventory/pipeline/inventory-repositories.js';
import { ImportsRepository } from '../src/modules/inventory/imports.repository.js';
import { QUEUES } from '../src/modules/queue/queue.constants.js';
import { generateFeed, writeFeed } from './support/inventory.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

const importDir = `/tmp/shop-test-imports-${process.pid}`;

describe('bulk CSV import', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };

  beforeAll(async () => {
    database = await createOwnDatabase('imports');
    shop = await createTestApp({ IMPORT_DIR: importDir, IMPORT_MAX_MB: '4' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const upload = (path: string, fields: Record<string, string>) => {
    const request = shop.http.post('/api/admin/imports').set(auth);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return request.attach('file', path);
  };
  /** Waits for the worker (this process runs it, ROLE=all) to finish the import. */
  const finished = async (id: string) => {
    for (let i = 0; i < 600; i += 1) {
      const { body } = await shop.http.get(`/api/admin/imports/${id}`).set(auth).expect(200);
      if (body.status === 'done' || body.status === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the import did not finish');
  };
  const importFile = async (path: string, fields: Record<string, string>) =>
    finished((await upload(path, fields).expect(202)).body.id);
  const productCount = async (where = 'true') =>
    Number(
      (
        await shop.app
          .get(EntityManager)
          .fork()
          .execute<{ count: string }[]>(`select count(*) from products where ${where}`)
      )[0].count,
    );
  const incoming = () => (existsSync(join(importDir, 'incoming')) ? readdirSync(join(importDir, 'incoming')) : []);

  test('a generated lab-grown feed: every broken row refused exactly, the rest created, searchable and audited; repeated, nothing changes', async () => {
    const feed = generateFeed('lab-grown', 2500, { seed: 11, badRate: 0.02 });
    const queued = await upload(feed.path, { category: 'lab-grown' }).expect(202);
    expect(queued.body).toMatchObject({
      status: 'queued',
      category: 'lab-grown',
      mode: 'upsert',
      dryRun: false,
      fileName: expect.stringMatching(/\.csv$/),
    });

    const done = await finished(queued.body.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      totalItems: 2500,
      failedCount: feed.brokenRows.length,
      createdCount: 2500 - feed.brokenRows.length,
      updatedCount: 0,
    });
    expect(done.successCount).toBe(done.createdCount);
    expect(done.failedItems.map((item: { rowIndex: number }) => item.rowIndex)).toEqual(feed.brokenRows);
    for (const item of done.failedItems)
      expect(item).toEqual({
        rowIndex: expect.any(Number),
        stockNumber: expect.any(String),
        field: expect.any(String),
        error: expect.any(String),
      });
    expect(await productCount("product_type = 'lab-grown'")).toBe(2500 - feed.brokenRows.length);
    expect(incoming()).toEqual([]);

    const good = [...Array(2500).keys()].map((i) => i + 1).find((row) => !feed.brokenRows.includes(row))!;
    const stockNumber = `LG-${String(good).padStart(7, '0')}`;
    const [product] = (
      await shop.http
        .get('/api/admin/products')
        .set(auth)
        .query({ filter: JSON.stringify({ q: stockNumber }) })
        .expect(200)
    ).body;
    expect(product).toMatchObject({ stockNumber, productType: 'lab-grown' });
    expect(product.imageLinks[0]).toMatch(/^https:\/\/img\.example\.com\//);
    const history = (await shop.http.get(`/api/admin/products/${product.id}/history`).set(auth).expect(200)).body;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'import',
        changes: expect.arrayContaining([expect.objectContaining({ field: 'price', before: null })]),
      }),
    ]);

    const again = await importFile(feed.path, { category: 'lab-grown' });
    expect(again).toMatchObject({
      status: 'done',
      createdCount: 0,
      updatedCount: 2500 - feed.brokenRows.length,
      failedCount: feed.brokenRows.length,
    });
    expect(await productCount("product_type = 'lab-grown'")).toBe(2500 - feed.brokenRows.length);
    // Nothing changed, so nothing new in the history.
    expect((await shop.http.get(`/api/admin/products/${product.id}/history`).set(auth).expect(200)).body).toHaveLength(
      1,
    );

    // The error file: the refused rows as they were, plus why; fixed or not, it uploads again.
    const errors = await shop.http.get(`/api/admin/imports/${done.id}/errors.csv`).set(auth).buffer(true).expect(200);
    expect(errors.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(errors.text, { bom: true }) as string[][];
    expect(rows[0].at(-1)).toBe('Error');
    expect(rows[0].slice(0, -1)).toEqual(feed.text.split(/\r?\n/)[0].split(','));
    expect(rows).toHaveLength(feed.brokenRows.length + 1);
    const retried = await importFile(writeFeed('errors.csv', errors.text), { category: 'lab-grown' });
    expect(retried).toMatchObject({ status: 'done', failedCount: feed.brokenRows.length, createdCount: 0 });
  });

  test('duplicates inside a file, a stock number of another type, and a dry run that changes nothing', async () => {
    const header = 'Stock #,Shape,Weight,Color,Clarity,Total Price,Image Link';
    const row = (stock: string, price = 1000) =>
      `${stock},Round,1.01,G,VS1,${price},https://img.example.com/${stock}.jpg`;
    const jewelry = await importFile(
      writeFeed(
        'jewelry.csv',
        'Stock Number,Jewelry Style,Jewelry Classification,Metal,Total Price,Image Link\r\nDUP-J1,Stud Earrings,Natural Diamond,Platinum,900,https://img.example.com/j.jpg\r\n',
      ),
      { category: 'jewelry' },
    );
    expect(jewelry).toMatchObject({ status: 'done', createdCount: 1, failedCount: 0 });

    const feed = writeFeed(
      'dups.csv',
      [header, row('DUP-1'), row('DUP-2'), row('DUP-1', 2000), row('DUP-J1')].join('\r\n'),
    );
    const dry = await importFile(feed, { category: 'lab-grown', dryRun: 'true' });
    expect(dry).toMatchObject({ status: 'done', dryRun: true, createdCount: 2, updatedCount: 0, failedCount: 2 });
    expect(dry.failedItems).toEqual([
      { rowIndex: 3, stockNumber: 'DUP-1', field: 'Stock #', error: 'Stock number DUP-1 repeats row 1' },
      {
        rowIndex: 4,
        stockNumber: 'DUP-J1',
        field: 'Stock #',
        error: 'Stock number DUP-J1 already belongs to a jewelry product',
      },
    ]);
    expect(await productCount("stock_number like 'DUP-%' and product_type = 'lab-grown'")).toBe(0);

    const real = await importFile(feed, { category: 'lab-grown' });
    expect(real).toMatchObject({ createdCount: 2, failedCount: 2 });
    expect(await productCount("stock_number = 'DUP-1' and price = 1000")).toBe(1);
  });

  test('replace mode makes products missing from the file unavailable, never deleted; a dry run only counts them', async () => {
    const header = 'Stock #,Shape,Weight,Color,Clarity,Total Price,Image Link,Availability';
    const row = (stock: string) => `${stock},Oval,0.9,F,VS2,1500,https://img.example.com/${stock}.jpg,Available`;
    const labGrownUnavailable = await productCount("product_type = 'lab-grown' and availability = 'Unavailable'");
    await importFile(writeFeed('nat-a.csv', [header, row('RP-1'), row('RP-2'), row('RP-3')].join('\n')), {
      category: 'natural',
    });
    const keepTwo = writeFeed('nat-b.csv', [header, row('RP-1'), row('RP-2')].join('\n'));

    const dry = await importFile(keepTwo, { category: 'natural', mode: 'replace', dryRun: 'true' });
    expect(dry).toMatchObject({ status: 'done', unavailableCount: 1, updatedCount: 2 });
    expect(await productCount("stock_number = 'RP-3' and availability = 'Available'")).toBe(1);

    const replaced = await importFile(keepTwo, { category: 'natural', mode: 'replace' });
    expect(replaced).toMatchObject({ status: 'done', mode: 'replace', unavailableCount: 1 });
    expect(await productCount("stock_number = 'RP-3' and availability = 'Unavailable'")).toBe(1);
    expect(await productCount("stock_number in ('RP-1', 'RP-2') and availability = 'Available'")).toBe(2);
    // Other categories are not touched.
    expect(await productCount("product_type = 'lab-grown' and availability = 'Unavailable'")).toBe(labGrownUnavailable);
  });

  test('a worker that dies half-way: the retried run resumes after the last committed batch, with exact products and counts', async () => {
    const feed = generateFeed('natural', 4500, { seed: 5, badRate: 0.01 });
    const queue = shop.app.get<Queue>(getQueueToken(QUEUES.imports));
    // This process's worker stands aside, so the two runs below are the only ones.
    await queue.pause(true);
    try {
      const { body } = await upload(feed.path, { category: 'natural' }).expect(202);
      const runner = new ImportRunner(shop.app.get(InventoryRepositories), importDir);
      const killed = runner.run(body.id, {
        afterBatch: () => {
          throw new Error('worker killed');
        },
      });
      await expect(killed).rejects.toThrow('worker killed');
      const firstBatchFailures = feed.brokenRows.filter((row) => row <= 2000).length;
      expect((await shop.http.get(`/api/admin/imports/${body.id}`).set(auth).expect(200)).body).toMatchObject({
        status: 'running',
        totalItems: 2000,
        createdCount: 2000 - firstBatchFailures,
        failedCount: firstBatchFailures,
      });

      const done = await runner.run(body.id);
      expect(done).toMatchObject({
        status: 'done',
        processedRows: 4500,
        failedCount: feed.brokenRows.length,
        createdCount: 4500 - feed.brokenRows.length,
        updatedCount: 0,
      });
    } finally {
      await queue.resume(true);
    }
    expect(await productCount("product_type = 'natural-diamond' and stock_number like 'ND-%'")).toBe(
      4500 - feed.brokenRows.length,
    );
    const [audit] = await shop.app
      .get(EntityManager)
      .fork()
      .execute<{ count: string }[]>(
        "select count(*) from product_audit_entries where action = 'import' and stock_number like 'ND-%'",
      );
    expect(Number(audit.count)).toBe(4500 - feed.brokenRows.length);
  });

  test('two imports of one category never run at once', async () => {
    const repository = shop.app.get(ImportsRepository);
    const em = shop.app.get(EntityManager).fork();
    const insert = (id: string, status: string) =>
      em.execute(
        `insert into imports (id, file_name, stored_file, file_size, category, status, columns, created_at, heartbeat_at)
         values (?, 'x.csv', 'incoming/none', 1, 'test-lock', ?, '[]', now(), now())`,
        [id, status],
      );
    await insert('00000000-0000-4000-8000-00000000a001', 'running');
    await insert('00000000-0000-4000-8000-00000000a002', 'queued');
    expect(await repository.claim('00000000-0000-4000-8000-00000000a002', 'test-lock')).toBe(false);
    await em.execute(
      `update imports set heartbeat_at = now() - interval '5 minutes' where id = '00000000-0000-4000-8000-00000000a001'`,
    );
    expect(await repository.claim('00000000-0000-4000-8000-00000000a002', 'test-lock')).toBe(true);
  });

  test('files that are not CSV, empty, header only, without a stock number column, or too large', async () => {
    const refused = async (path: string, message: string | RegExp) => {
      const { body } = await upload(path, { category: 'lab-grown' }).expect(400);
      expect(body.errors.file).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    };
    await refused(writeFeed('empty.csv', ''), /^The file is empty/);
    await refused(
      writeFeed('image.csv', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      'Please select a valid CSV file',
    );
    await refused(writeFeed('book.csv', Buffer.from('504b0304140000000800', 'hex')), /Excel workbook/);
    await refused(writeFeed('latin1.csv', Buffer.from('Stock #,Shape\nA1,R\xe9\n', 'latin1')), /not UTF-8/);
    await refused(writeFeed('nostock.csv', 'Shape,Weight\nRound,1\n'), /Stock #/);

    const template = generateFeed('lab-grown', 1).text.split('\n')[0];
    const headerOnly = await importFile(writeFeed('header.csv', `\ufeff${template}\r\n`), { category: 'lab-grown' });
    expect(headerOnly).toMatchObject({ status: 'done', totalItems: 0, successCount: 0, failedCount: 0 });

    const broken = await importFile(
      writeFeed(
        'broken.csv',
        `${template}\n${generateFeed('lab-grown', 1, { seed: 4 }).text.split('\n')[1]}\n"LG-X,"Round\n`,
      ),
      { category: 'lab-grown' },
    );
    expect(broken).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The file is not valid CSV: Invalid Closing Quote: .* at line 3/),
    });

    const { body: noCategory } = await upload(writeFeed('ok.csv', 'Stock #\nX\n'), { category: 'watches' }).expect(400);
    expect(noCategory.message).toMatch(/category/);
    const big = generateFeed('lab-grown', 12000, { seed: 2 });
    const { body: tooBig } = await upload(big.path, { category: 'lab-grown' }).expect(413);
    expect(tooBig.errors.file).toMatch(/larger than 4 MB/);
    expect(incoming()).toEqual([]);
  });

  test('templates: each category’s header and example row, which import cleanly', async () => {
    for (const [category, name] of [
      ['lab-grown', 'lab-grown-diamond-template.csv'],
      ['natural', 'natural-diamond-template.csv'],
      ['jewelry', 'jewelry-template.csv'],
    ]) {
      const response = await shop.http
        .get(`/api/admin/imports/templates/${category}`)
        .set(auth)
        .buffer(true)
        .expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      const rows = parse(response.text) as string[][];
      expect(rows).toHaveLength(2);
      const result = await importFile(writeFeed(name, response.text), { category, dryRun: 'true' });
      expect(result).toMatchObject({ status: 'done', failedCount: 0, successCount: 1 });
    }
    await shop.http.get('/api/admin/imports/templates/watches').set(auth).expect(404);
  });

  test('a file name with accents and emoji reads as the browser sent it (UTF-8), not as Latin-1', async () => {
    const template = await shop.http.get('/api/admin/imports/templates/lab-grown').set(auth).buffer(true).expect(200);
    const fileName = 'Éclat-été-💎 feed.csv';
    const { body } = await shop.http
      .post('/api/admin/imports')
      .set(auth)
      .field('category', 'lab-grown')
      .field('dryRun', 'true')
      .attach('file', Buffer.from(template.text), { filename: fileName, contentType: 'text/csv' })
      .expect(202);
    expect(body.fileName).toBe(fileName);
    expect((await finished(body.id)).fileName).toBe(fileName);
  });

  test('the history lists imports newest first with who ran them', async () => {
    const response = await shop.http.get('/api/admin/imports').set(auth).query({ range: '[0,4]' }).expect(200);
    expect(response.headers['content-range']).toMatch(/^imports 0-4\/\d+$/);
    expect(response.body[0]).toMatchObject({ actor: { name: 'Demo Admin' }, failedItems: [] });
    await shop.http.get('/api/admin/imports/not-a-uuid').set(auth).expect(404);
  });
});

describe('bulk CSV import without Redis', () => {
  test('the upload is refused with 503 and nothing is kept', async () => {
    const database = await createOwnDatabase('imports_no_redis');
    const shop = await createTestApp(
      { IMPORT_DIR: `${importDir}-no-redis`, REDIS_URL: 'redis://127.0.0.1:6399' },
      database.url,
    );
    try {
      await createDemoAdmin(shop);
      const auth = await shop.adminAuth();
      const path = writeFeed(
        'no-redis.csv',
        'Stock #,Shape,Weight,Color,Clarity,Total Price,Image Link\nNR-1,Round,1,G,VS1,100,https://img.example.com/1.jpg\n',
      );
      const { body } = await shop.http
        .post('/api/admin/imports')
        .set(auth)
        .field('category', 'lab-grown')
        .attach('file', path)
        .expect(503);
      expect(body.message).toMatch(/^Imports are unavailable right now/);
      expect((await shop.http.get('/api/admin/imports').set(auth).expect(200)).body).toEqual([]);
      expect(readdirSync(join(`${importDir}-no-redis`, 'incoming'))).toEqual([]);
    } finally {
      await shop.close();
      await database.drop();
    }
  });
});
