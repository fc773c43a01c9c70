import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createDemoAdmin, createProduct, orderBody } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Issue 16 point 11: a shop opened at http://127.0.0.1:3000 while PUBLIC_URL says localhost lost every
// picture, because answers carried absolute PUBLIC_URL links the page's CSP refused. Answers to
// browsers carry our own media root-relative; what is read elsewhere (e-mails, sitemaps) stays absolute.
const PUBLIC_HOST = 'shop.example';

const png = (seed: number) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .png()
    .toBuffer();
/** The smallest file the media upload recognises as an MP4 (an ISO `ftyp` box). */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);

/** The first .eml file the mail worker writes whose subject matches. */
async function waitForMail(dir: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      if (subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${subject} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('media links in answers work on any host name', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let mediaDir: string;
  let outbox: string;
  let admin: { Authorization: string };
  let productId: string;
  let stockNumber: string;
  let picture: { path: string; url: string; variants: Record<string, string> };
  let video: { path: string; url: string };

  beforeAll(async () => {
    database = await createOwnDatabase('media_links');
    mediaDir = mkdtempSync(join(tmpdir(), 'media-links-'));
    outbox = mkdtempSync(join(tmpdir(), 'media-links-outbox-'));
    shop = await createTestApp(
      { PUBLIC_URL: `https://${PUBLIC_HOST}`, MEDIA_DIR: mediaDir, MAIL_OUTBOX_DIR: outbox },
      database.url,
    );
    await createDemoAdmin(shop);
    admin = await shop.adminAuth();

    const upload = async (kind: string, bytes: Buffer, filename: string) =>
      (
        await shop.http
          .post('/api/admin/media')
          .set(admin)
          .field('kind', kind)
          .attach('file', bytes, filename)
          .expect(201)
      ).body;
    picture = await upload('image', await png(10), 'ring.png');
    video = await upload('video', mp4, 'turntable.mp4');

    const product = await createProduct(shop, {
      productType: ProductType.Jewelry,
      name: 'Pavé Halo Ring',
      category: 'Engagement Ring',
      countInStock: 4,
      mainImage: picture.path,
      galleryImages: ['/catalog/ring-2.svg', 'https://cdn.supplier.example/halo-side.jpg'],
      videoUrl: video.path,
    });
    productId = product.id;
    stockNumber = product.stockNumber;

    const slide = (image: Buffer) =>
      shop.http
        .post('/api/admin/featured-images')
        .set(admin)
        .field('title', 'Autumn light')
        .attach('image', image, 'slide.png')
        .expect(201);
    await slide(await png(20));
    await shop.http
      .post('/api/admin/shop-categories')
      .set(admin)
      .field('title', 'Rings')
      .field('linkUrl', '/jewelry')
      .attach('image', await png(30), 'tile.png')
      .expect(201);
    await shop.http
      .post('/api/admin/reviews')
      .set(admin)
      .send({ customerName: 'Ines P.', reviewText: 'Lovely.', customerImage: picture.variants.thumbnail })
      .expect(201);
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(outbox, { recursive: true, force: true });
  });

  test('the upload answer points at the file root-relative, and the file is there', async () => {
    expect(picture.url).toBe(picture.path);
    expect(picture.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(Object.values(picture.variants).every((path) => path.startsWith('/media/'))).toBe(true);
    await shop.http.get(picture.url).expect(200);
  });

  test('the product answers (detail, lists, search, by stock number) carry our media root-relative and suppliers’ links as they are', async () => {
    const detail = await shop.http.get(`/api/products/${productId}`).expect(200);
    expect(detail.body.data).toMatchObject({
      mainImage: picture.path,
      images: [picture.path, '/catalog/ring-2.svg', 'https://cdn.supplier.example/halo-side.jpg'],
      videoUrl: video.path,
      video: { url: video.path, kind: 'file' },
    });
    const answers = [
      detail,
      await shop.http.get(`/api/products/stock-number/${encodeURIComponent(stockNumber)}`).expect(200),
      await shop.http.get('/api/products').query({ limit: 50 }).expect(200),
      await shop.http.get('/api/products/type/jewelry').expect(200),
      await shop.http.get('/api/jewelry').expect(200),
    ];
    for (const answer of answers) {
      expect(answer.text).toContain(`"${picture.path}"`);
      expect(answer.text).not.toContain(PUBLIC_HOST);
    }
  });

  test('hero slides, category tiles and reviews carry root-relative media too', async () => {
    const answers = [
      await shop.http.get('/api/featured-images/current').expect(200),
      await shop.http.get('/api/shop-categories/active').expect(200),
      await shop.http.get('/api/customer-reviews/active').expect(200),
    ];
    for (const answer of answers) {
      expect(answer.text).toMatch(/"\/media\/[0-9a-f]{2}\//);
      expect(answer.text).not.toContain(PUBLIC_HOST);
    }
  });

  test('what is read away from the shop stays absolute: the staff e-mail about an order, the sitemap', async () => {
    const order = await shop.http.post('/api/orders').send(orderBody(productId)).expect(201);
    const mail = await waitForMail(outbox, /^New order request: Pavé Halo Ring/);
    expect(mail.text).toContain(`https://${PUBLIC_HOST}/admin/orders/${order.body.id}`);

    const sitemap = await shop.http.get('/sitemap-products-1.xml').expect(200);
    expect(sitemap.text).toContain(`<loc>https://${PUBLIC_HOST}/jewelry/${productId}</loc>`);
  });
});
