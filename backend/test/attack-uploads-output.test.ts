import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { repoRoot } from '../src/config/paths.js';
import { Migration20261129040000_safe_urls } from '../src/database/migrations/Migration20261129040000_safe_urls.js';
import { FeaturedImage } from '../src/modules/home-content/entities/featured-image.entity.js';
import { importEnded, saveShopMarkup } from './support/import-runs.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Security issue 27, points 11-14: what a file, a feed or a form can make the shop do, and what it
 * writes out. Attacked through HTTP, as an outsider (a supplier, a compromised staff account) would.
 */
jest.setTimeout(180_000);

/** Each run's own stock numbers, so the shared database's other rows never collide. */
const RUN = `AU${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** Addresses a browser would run, or send elsewhere, in an `href`/`src`. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.jpg',
  '\\\\evil.example\\x.jpg',
  '/\\evil.example/x.jpg',
  'https:\\\\evil.example',
  'http:/evil.example',
];

const labGrown = (stock: string, overrides: Record<string, unknown> = {}, specs: Record<string, unknown> = {}) => ({
  productType: 'lab-grown',
  name: 'A safe stone',
  description: 'A bright round stone.',
  price: 2450,
  mainImage: '/media/products/lg.webp',
  ...overrides,
  specifications: { stockNumber: stock, shape: 'Round', weight: 1.01, color: 'F', clarity: 'VS1', ...specs },
});

/** A CSV cell, quoted. */
const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
const HEADER = [
  'Stock #',
  'Shape',
  'Weight',
  'Color',
  'Clarity',
  'Total Price',
  'Image Link',
  'Video Link',
  'Certificate Url',
];
const stoneRow = (stock: string, extra: Partial<Record<'image' | 'video' | 'certificate', string>> = {}) => [
  stock,
  'Round',
  '1.01',
  'F',
  'VS1',
  '1500',
  extra.image ?? `https://images.example/${stock}.jpg`,
  extra.video ?? '',
  extra.certificate ?? '',
];

/** A PNG of `width` × `height` 1-bit grey pixels, all black: a few KB that decode to `width × height` pixels. */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('attack: uploads and what the shop outputs', () => {
  // A database of its own: the hostile products made here must not become another file's newest products.
  let database: OwnDatabase;
  let shop: TestApp;
  let auth: { Authorization: string };
  let importDir: string;
  let mediaDir: string;
  let webApps: string;
  let feedServer: Server;
  let feedBase: string;
  const feeds = new Map<string, string>();

  beforeAll(async () => {
    importDir = mkdtempSync(join(tmpdir(), 'attack-uploads-'));
    mediaDir = mkdtempSync(join(tmpdir(), 'attack-media-'));
    feedServer = createServer((request, response) => {
      const feed = feeds.get(request.url ?? '');
      if (feed === undefined) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'text/csv' }).end(feed);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    // The storefront's pages as the server writes them (index.html and its page list; no build needed).
    webApps = mkdtempSync(join(tmpdir(), 'attack-web-'));
    mkdirSync(join(webApps, 'storefront/.vite'), { recursive: true });
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    writeFileSync(join(webApps, 'storefront/.vite/manifest.json'), '{}');
    database = await createOwnDatabase('attack_uploads');
    shop = await createTestApp(
      { IMPORT_DIR: importDir, MEDIA_DIR: mediaDir, FEED_ALLOW_PRIVATE_HOSTS: 'true', IMPORT_MAX_MB: '20' },
      database.url,
      {
        serveWebApps: true,
        webAppDirs: {
          storefront: join(webApps, 'storefront'),
          admin: join(webApps, 'admin'),
          widgets: join(webApps, 'widgets'),
        },
      },
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    await saveShopMarkup(shop, auth);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    feedServer?.close();
    rmSync(importDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(webApps, { recursive: true, force: true });
  });

  const upload = (body: Buffer | string, fileName: string) =>
    shop.http
      .post('/api/admin/imports')
      .set(auth)
      .field('category', 'lab-grown')
      .attach('file', Buffer.from(body), { filename: fileName, contentType: 'text/csv' })
      .expect(202);
  const finished = (id: string) => importEnded(shop, auth, id);
  const importCsv = async (body: Buffer | string, fileName = 'stones.csv') =>
    finished((await upload(body, fileName)).body.id);
  const stored = async (stock: string) =>
    (
      await shop.app
        .get(EntityManager)
        .fork()
        .execute<{ stock_number: string }[]>('select stock_number from products where stock_number = ?', [stock])
    ).length;

  describe('11. one huge CSV cell', () => {
    test('a row with an 8 MB Image Link is refused naming the column; the rows around it are imported', async () => {
      const before = Array.from({ length: 30 }, (_, i) => stoneRow(`${RUN}-A${i}`));
      const after = Array.from({ length: 30 }, (_, i) => stoneRow(`${RUN}-C${i}`));
      const huge = stoneRow(`${RUN}-HUGE`, { image: `https://images.example/${'a'.repeat(8 * 1024 * 1024)}.jpg` });
      const file = csv([HEADER, ...before, huge, ...after]);
      expect(file.length).toBeGreaterThan(8 * 1024 * 1024);

      const done = await importCsv(file);
      expect(done).toMatchObject({ status: 'done', totalItems: 61, createdCount: 60, failedCount: 1 });
      expect(done.failedItems).toEqual([
        {
          rowIndex: 31,
          stockNumber: `${RUN}-HUGE`,
          field: 'Image Link',
          error: expect.stringMatching(/^Image Link is larger than 512 KiB/),
        },
      ]);
      expect(await stored(`${RUN}-A0`)).toBe(1);
      expect(await stored(`${RUN}-C29`)).toBe(1);
      expect(await stored(`${RUN}-HUGE`)).toBe(0);
      // The refused row comes back in errors.csv without the 8 MB.
      const errors = await shop.http.get(`/api/admin/imports/${done.id}/errors.csv`).set(auth).expect(200);
      expect(errors.text.length).toBeLessThan(10_000);
      expect(errors.text).toContain('Image Link is larger than 512 KiB');
    });

    test('a row over the row limit (many large cells) is refused; a long legitimate description is not', async () => {
      const header = [...HEADER, 'Member Comments', 'Cert Comment', 'Key To Symbol'];
      const long = 'Ünïcødé ✦ '.repeat(9_000); // 90,000 characters, ~150 KB of UTF-8: a description may be that long
      const wide = 'x'.repeat(400 * 1024);
      const done = await importCsv(
        csv([
          header,
          [...stoneRow(`${RUN}-LONG`), long, '', ''],
          [...stoneRow(`${RUN}-WIDE`), wide, wide, wide],
          [...stoneRow(`${RUN}-NEXT`), '', '', ''],
        ]),
      );
      expect(done).toMatchObject({ status: 'done', createdCount: 2, failedCount: 1 });
      expect(done.failedItems).toEqual([
        expect.objectContaining({
          rowIndex: 2,
          field: 'Key To Symbol',
          error: expect.stringMatching(/^The row is larger than 1024 KiB from Key To Symbol on/),
        }),
      ]);
      expect(await stored(`${RUN}-LONG`)).toBe(1);
      expect(await stored(`${RUN}-NEXT`)).toBe(1);
    });
  });

  describe('12. links are http(s) or paths of this shop, everywhere', () => {
    const urlFields: [field: string, set: (url: string) => Record<string, unknown>, specs?: boolean][] = [
      ['mainImage', (url) => ({ mainImage: url })],
      ['galleryImages', (url) => ({ galleryImages: [url] })],
      ['imageLinks', (url) => ({ imageLinks: [url] })],
      ['videoUrl', (url) => ({ videoUrl: url })],
      ['rotationImages', (url) => ({ rotationImages: [url] })],
      ['zoomImages', (url) => ({ zoomImages: [url] })],
      ['specifications.certificateUrl', (url) => ({ certificateUrl: url }), true],
    ];

    test('the staff product form (POST and PUT) refuses them in every link field', async () => {
      const created = await shop.http
        .post('/api/admin/products')
        .set(auth)
        .send(labGrown(`${RUN}-FORM`, {}, { certificateUrl: 'https://www.igi.org/verify?r=1' }))
        .expect(201);
      for (const [field, set, inSpecs] of urlFields) {
        for (const url of HOSTILE_URLS) {
          const values = set(url);
          const body = inSpecs ? labGrown(`${RUN}-FORM2`, {}, values) : labGrown(`${RUN}-FORM2`, values);
          const posted = await shop.http.post('/api/admin/products').set(auth).send(body);
          expect([field, url, posted.status]).toEqual([field, url, 400]);
          expect([field, url, Object.keys(posted.body.errors ?? {})]).toEqual([field, url, [field]]);
          const change = inSpecs ? { specifications: values } : values;
          const put = await shop.http.put(`/api/admin/products/${created.body.id}`).set(auth).send(change);
          expect([field, url, put.status]).toEqual([field, url, 400]);
          expect([field, url, Object.keys(put.body.errors ?? {})]).toEqual([field, url, [field]]);
        }
      }
      // What the rule keeps accepting: http(s) addresses and the shop's own paths.
      await shop.http
        .put(`/api/admin/products/${created.body.id}`)
        .set(auth)
        .send({
          mainImage: '/media/ab/ab12.png',
          galleryImages: ['https://cdn.example/a.jpg'],
          videoUrl: 'HTTPS://video.example/v.mp4',
          specifications: { certificateUrl: '/media/cd/cd34.pdf' },
        })
        .expect(200);

      // The product's page and its JSON carry none of it.
      const json = (await shop.http.get(`/api/products/${created.body.id}`).expect(200)).text;
      const page = (await shop.http.get(`/diamonds/${created.body.id}`).expect(200)).text;
      for (const text of [json, page]) expect(text).not.toMatch(/javascript:|vbscript:|data:text|evil\.example/i);
      expect(json).toContain('/media/cd/cd34.pdf');
      expect(page).toContain('/media/ab/ab12.png');
    });

    test('a CSV upload refuses each row with a hostile link, naming its column; good rows import', async () => {
      const rows: string[][] = [];
      const expected: [string, string][] = [];
      HOSTILE_URLS.forEach((url, i) => {
        for (const [column, key] of [
          ['Image Link', 'image'],
          ['Video Link', 'video'],
          ['Certificate Url', 'certificate'],
        ] as const) {
          const stock = `${RUN}-U${i}${key[0]}`;
          rows.push(stoneRow(stock, { [key]: url }));
          expected.push([stock, column]);
        }
      });
      rows.push(stoneRow(`${RUN}-GOOD`, { certificate: 'https://www.igi.org/verify?r=2' }));
      const done = await importCsv(csv([HEADER, ...rows]));
      expect(done).toMatchObject({ status: 'done', createdCount: 1, failedCount: expected.length });
      expect(
        done.failedItems.map((item: { stockNumber: string; field: string }) => [item.stockNumber, item.field]),
      ).toEqual(expected);
      expect(await stored(`${RUN}-GOOD`)).toBe(1);
    });

    test('home content: a slide link must be http(s) or a path of this site (POST and PUT)', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#abcdef' } })
        .png()
        .toBuffer();
      const slide = (fields: Record<string, string>, method: 'post' | 'put' = 'post', id = '') => {
        let request = shop.http[method](`/api/admin/featured-images${id ? `/${id}` : ''}`).set(auth);
        for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
        return method === 'post' ? request.attach('image', png, 'slide.png') : request;
      };
      const created = await slide({ title: `${RUN} slide`, linkUrl: '/jewelry' }).expect(201);
      try {
        for (const url of HOSTILE_URLS) {
          const posted = await slide({ title: `${RUN} bad`, linkUrl: url });
          expect([url, posted.status, Object.keys(posted.body.errors ?? {})]).toEqual([url, 400, ['linkUrl']]);
          const put = await slide({ linkUrl: url }, 'put', created.body.id);
          expect([url, put.status, Object.keys(put.body.errors ?? {})]).toEqual([url, 400, ['linkUrl']]);
        }
        await slide({ linkUrl: 'https://partner.example/page?x=1' }, 'put', created.body.id).expect(200);
        const home = JSON.stringify((await shop.http.get('/api/featured-images/current').expect(200)).body);
        expect(home).not.toMatch(/javascript:|evil\.example/i);
      } finally {
        await shop.app.get(EntityManager).fork().nativeDelete(FeaturedImage, { id: created.body.id });
      }
    });

    test('the migration clears stored hostile links and keeps good ones', async () => {
      const em = shop.app.get(EntityManager).fork();
      const { body: product } = await shop.http
        .post('/api/admin/products')
        .set(auth)
        .send(labGrown(`${RUN}-MIG`, { galleryImages: ['https://cdn.example/keep.jpg'] }))
        .expect(201);
      await em.execute(
        `update products set certificate_url = 'JaVaScRiPt:alert(1)', video_url = '//evil.example/v',
           gallery_images = array['https://cdn.example/keep.jpg', 'data:image/png,xx'],
           specs = specs || '{"certificateImage": "java\\tscript:x"}' where id = ?`,
        [product.id],
      );
      const migration = new Migration20261129040000_safe_urls(em.getDriver(), em.config);
      await migration.up();
      const [row] = await em.execute<Record<string, unknown>[]>(
        `select certificate_url, video_url, main_image, gallery_images, (specs -> 'certificateImage') is not null as has_image from products where id = ?`,
        [product.id],
      );
      expect(row).toEqual({
        certificate_url: null,
        video_url: null,
        main_image: '/media/products/lg.webp',
        gallery_images: ['https://cdn.example/keep.jpg'],
        has_image: false,
      });
    });
  });

  describe('13. downloads named outside Latin-1', () => {
    const expectDisposition = (header: string | undefined, ascii: string, utf8: string) => {
      expect(header).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`);
      expect(/^[\x20-\x7e]*$/.test(header!)).toBe(true);
    };

    test("an upload named 'stones – May.csv': its errors.csv answers 200 with both file names", async () => {
      const done = await importCsv(
        csv([HEADER, stoneRow(`${RUN}-MAY1`), [...stoneRow(`${RUN}-MAY2`)].fill('Blob', 1, 2)]),
        'stones – May.csv',
      );
      expect(done).toMatchObject({ status: 'done', failedCount: 1, fileName: 'stones – May.csv' });
      const answer = await shop.http.get(`/api/admin/imports/${done.id}/errors.csv`).set(auth).expect(200);
      expectDisposition(answer.headers['content-disposition'], 'stones _ May-errors.csv', 'stones – May-errors.csv');
      expect(answer.text).toContain(`${RUN}-MAY2`);
    });

    test("a supplier named 'Łódź Gems – Feed': its run's errors.csv answers 200", async () => {
      feeds.set(
        '/lodz.csv',
        csv([HEADER.slice(0, 7), stoneRow(`${RUN}-LD1`).slice(0, 7), ['', 'Round', '1', 'F', 'VS1', '10', '']]),
      );
      const supplier = await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({
          name: `Łódź Gems – Feed ${RUN}`,
          category: 'lab-grown',
          sourceKind: 'http',
          http: { url: `${feedBase}/lodz.csv` },
        })
        .expect(201);
      const queued = await shop.http
        .post('/api/admin/imports/runs')
        .set(auth)
        .send({ supplierId: supplier.body.id })
        .expect(201);
      const done = await finished(queued.body.id);
      expect(done).toMatchObject({ status: 'done' });
      expect(done.failedCount).toBeGreaterThanOrEqual(1);
      const answer = await shop.http.get(`/api/admin/imports/${done.id}/errors.csv`).set(auth).expect(200);
      const name = `${done.fileName.replace(/\.csv$/, '')}-errors.csv`;
      expect(name).toMatch(/^Łódź Gems – Feed /);
      expectDisposition(
        answer.headers['content-disposition'],
        name.replace('Ł', '_').replace('ó', 'o').replace('ź', 'z').replace('–', '_'),
        name,
      );
    });
  });

  describe('14. decoding cost of image uploads', () => {
    const uploadImage = (bytes: Buffer, name: string) =>
      shop.http.post('/api/admin/media').set(auth).field('kind', 'image').attach('file', bytes, name);

    test('a 9,999 × 9,999 PNG of a few KB is refused from its header, at once; a normal image still works', async () => {
      const bomb = bigPng(9_999, 9_999);
      expect(bomb.length).toBeLessThan(100_000);
      const started = performance.now();
      const refused = await uploadImage(bomb, 'bomb.png');
      const elapsed = performance.now() - started;
      expect(refused.status).toBe(400);
      expect(refused.body.errors.file).toBe(
        'Image too large: 9999 × 9999 pixels (at most 40 megapixels). Please resize it and upload it again.',
      );
      expect(elapsed).toBeLessThan(700);

      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const stored = await uploadImage(photo, 'photo.png').expect(201);
      expect(stored.body).toMatchObject({ kind: 'image', width: 1200, height: 800 });
    });
  });
});
