import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const image = (seed: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('product media: files follow the products that use them', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let mediaDir: string;
  let admin: { Authorization: string };

  beforeAll(async () => {
    database = await createOwnDatabase('product_media');
    mediaDir = mkdtempSync(join(tmpdir(), 'product-media-'));
    shop = await createTestApp({ MEDIA_DIR: mediaDir }, database.url);
    await createDemoAdmin(shop);
    admin = await shop.adminAuth();
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = async (seed: number) =>
    (
      await shop.http
        .post('/api/admin/media')
        .set(admin)
        .field('kind', 'image')
        .attach('file', await image(seed), { filename: `p${seed}.png`, contentType: 'image/png' })
        .expect(201)
    ).body.path as string;

  const product = (stockNumber: string, mainImage: string) => ({
    productType: 'lab-grown',
    name: '1.01 Carat Round Lab-Grown Diamond',
    description: 'A bright round stone.',
    price: 1900,
    mainImage,
    specifications: { stockNumber, shape: 'Round', weight: 1.01, color: 'F', clarity: 'VS1' },
  });

  test('replacing an image deletes the old file; deleting the product deletes its file; a shared file stays', async () => {
    const [first, second, shared] = [await upload(10), await upload(20), await upload(30)];
    const { body: created } = await shop.http
      .post('/api/admin/products')
      .set(admin)
      .send(product('LG-MEDIA-1', first))
      .expect(201);
    await shop.http.post('/api/admin/products').set(admin).send(product('LG-MEDIA-2', shared)).expect(201);

    await shop.http.put(`/api/admin/products/${created.id}`).set(admin).send({ mainImage: second }).expect(200);
    await shop.http.get(first).expect(404);
    await shop.http.get(second).expect(200);

    await shop.http
      .put(`/api/admin/products/${created.id}`)
      .set(admin)
      .send({ galleryImages: [shared] })
      .expect(200);
    await shop.http.delete(`/api/admin/products/${created.id}`).set(admin).expect(200);
    await shop.http.get(second).expect(404);
    // Still the main image of LG-MEDIA-2.
    await shop.http.get(shared).expect(200);
  });

  test('a file a hero slide also shows (the same picture uploaded twice) stays when the product goes', async () => {
    const picture = await upload(40);
    const { body: created } = await shop.http
      .post('/api/admin/products')
      .set(admin)
      .send(product('LG-MEDIA-3', picture))
      .expect(201);
    const { body: slide } = await shop.http
      .post('/api/admin/featured-images')
      .set(admin)
      .field('title', 'Same picture')
      .attach('image', await image(40), { filename: 'slide.png', contentType: 'image/png' })
      .expect(201);
    expect(slide.imagePath).toBe(picture);

    await shop.http.delete(`/api/admin/products/${created.id}`).set(admin).expect(200);
    await shop.http.get(picture).expect(200);
  });
});
