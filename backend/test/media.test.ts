import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { MediaReferences, MediaService } from '../src/modules/media/index.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const MB5 = 5 * 1024 * 1024;
const stockNumber = `MEDIA-${process.pid}`;

const png = (width: number, height: number, seed = 0) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A real PNG padded to exactly `size` bytes with a private ancillary chunk (valid PNG, decodes). */
async function pngOfSize(size: number): Promise<Buffer> {
  const image = await png(64, 64, 7);
  const iendAt = image.length - 12;
  const dataLength = size - image.length - 12;
  const type = Buffer.from('prVt');
  const data = Buffer.alloc(dataLength, 0x61);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(dataLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([image.subarray(0, iendAt), length, type, data, crc, image.subarray(iendAt)]);
}

describe('media uploads', () => {
  let shop: TestApp;
  let admin: { Authorization: string };
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'media-test-'));
    shop = await createTestApp({ MEDIA_DIR: mediaDir, MEDIA_VIDEO_MAX_MB: '2', PUBLIC_URL: 'https://shop.example' });
    admin = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop.app.get(EntityManager).fork().nativeDelete(Product, { stockNumber });
    await shop.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = (kind: string, bytes: Buffer, filename: string, contentType?: string) =>
    shop.http
      .post('/api/admin/media')
      .set(admin)
      .field('kind', kind)
      .attach('file', bytes, { filename, contentType: contentType ?? 'application/octet-stream' });

  const refused = (
    response: { status: number; body: { statusCode: number; message: string; errors: Record<string, string> } },
    message: string | RegExp,
  ) => {
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.errors.file).toBe(response.body.message);
  };

  test('a PNG named .jpg is accepted and stored as .png, with its size and variants', async () => {
    const bytes = await png(2000, 1000);
    const response = await upload('image', bytes, 'photo.jpg', 'image/jpeg').expect(201);
    expect(response.body).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      size: bytes.length,
      width: 2000,
      height: 1000,
    });
    expect(response.body.path).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(response.body.url).toBe(response.body.path);
    const widths: Record<string, number> = {};
    for (const [name, path] of Object.entries(response.body.variants as Record<string, string>)) {
      const file = await shop.http.get(path).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.body as Buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      widths[name] = metadata.width!;
    }
    expect(widths).toEqual({ thumbnail: 200, card: 600, large: 1600 });
  });

  test('variants are never enlarged and EXIF orientation is applied', async () => {
    // 300×200 stored with orientation 6 (rotate 90°): shown as 200×300.
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0ffee' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload('image', bytes, 'turned.jpg').expect(201);
    expect(response.body).toMatchObject({ contentType: 'image/jpeg', width: 200, height: 300 });
    const card = await sharp((await shop.http.get(response.body.variants.card).expect(200)).body as Buffer).metadata();
    expect([card.width, card.height, card.orientation]).toEqual([200, 300, undefined]);
    const thumbnail = await sharp(
      (await shop.http.get(response.body.variants.thumbnail).expect(200)).body as Buffer,
    ).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([133, 200]);
  });

  test('GIF and WEBP are accepted', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    expect((await upload('image', gif, 'a.gif').expect(201)).body).toMatchObject({
      contentType: 'image/gif',
      width: 40,
      height: 30,
    });
    expect((await upload('rotation', webp, 'frame-01.webp').expect(201)).body).toMatchObject({
      kind: 'rotation',
      contentType: 'image/webp',
    });
  });

  test('a script named .png, an SVG, HEIC-like and broken images are refused', async () => {
    refused(
      await upload('image', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.png', 'image/png'),
      'Invalid file type: text/plain. Use JPG, PNG, GIF or WEBP.',
    );
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    refused(
      await upload('image', svg, 'logo.svg', 'image/svg+xml'),
      'Invalid file type: image/svg+xml. Use JPG, PNG, GIF or WEBP.',
    );
    refused(
      await upload('certificate', svg, 'cert.png'),
      'Invalid file type: image/svg+xml. Use PDF, JPG, PNG, GIF or WEBP.',
    );
    refused(
      await upload('image', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'tool.jpg'),
      'Invalid file type: application/octet-stream. Use JPG, PNG, GIF or WEBP.',
    );
    const brokenPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<?php system($_GET["c"]); ?>'),
    ]);
    refused(await upload('image', brokenPng, 'shell.png'), /^The image could not be read/);
    refused(await upload('image', Buffer.alloc(0), 'empty.png'), /empty/);
  });

  test('exactly 5 MB is accepted; 5 MB + 1 byte is refused with the spec message', async () => {
    const exact = await pngOfSize(MB5);
    expect(exact.length).toBe(5242880);
    expect((await upload('image', exact, 'exact.png').expect(201)).body).toMatchObject({ size: 5242880, width: 64 });
    const over = await pngOfSize(MB5 + 1);
    refused(await upload('image', over, 'over.png'), 'Image too large (max 5MB): 5.00MB');
    // Certificates allow 10 MB.
    expect((await upload('certificate', over, 'over.png').expect(201)).body.contentType).toBe('image/png');
  });

  test('missing file, bad kind and a file beyond the hard limit', async () => {
    refused(await shop.http.post('/api/admin/media').set(admin).field('kind', 'image'), 'Please select an image file');
    const badKind = await upload('poster', await png(10, 10), 'a.png');
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors.kind).toMatch(/kind must be one of/);
    // MEDIA_VIDEO_MAX_MB=2 here; the hard limit is max(video, 10 MB certificates).
    const huge = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await upload('video', huge, 'long.mp4');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      statusCode: 413,
      message: 'The file is too large (max 10MB)',
      errors: { file: 'The file is too large (max 10MB)' },
    });
  });

  test('video types come from the bytes; served as a download with range support', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const mov = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(64, 2)]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(64, 3),
    ]);
    const stored = await upload('video', mp4, 'clip.mov').expect(201);
    expect(stored.body).toMatchObject({ contentType: 'video/mp4' });
    expect(stored.body.path).toMatch(/\.mp4$/);
    expect(stored.body.variants).toBeUndefined();
    expect((await upload('video', mov, 'clip.mp4').expect(201)).body.contentType).toBe('video/quicktime');
    expect((await upload('video', webm, 'clip.bin').expect(201)).body.contentType).toBe('video/webm');
    refused(
      await upload('video', await png(10, 10), 'clip.mp4', 'video/mp4'),
      'Invalid file type: image/png. Use MP4, WEBM or MOV.',
    );
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)]);
    refused(await upload('image', heic, 'photo.jpg'), 'Invalid file type: image/heic. Use JPG, PNG, GIF or WEBP.');
    refused(
      await upload(
        'video',
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(2 * 1024 * 1024)]),
        'big.mp4',
      ),
      'Video too large (max 2MB): 2.00MB',
    );

    const served = await shop.http.get(stored.body.path).set('Range', 'bytes=0-11').expect(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  test('a certificate PDF is accepted and served as an attachment; /media sends cache and nosniff headers', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const stored = await upload('certificate', pdf, 'gia-report.png', 'image/png').expect(201);
    expect(stored.body).toMatchObject({ kind: 'certificate', contentType: 'application/pdf', size: pdf.length });
    expect(stored.body.width).toBeUndefined();
    const file = await shop.http.get(stored.body.path).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    refused(
      await upload('certificate', Buffer.from('hello'), 'report.pdf', 'application/pdf'),
      'Invalid file type: text/plain. Use PDF, JPG, PNG, GIF or WEBP.',
    );

    const image = await upload('image', await png(50, 50, 3), 'a.png').expect(201);
    const served = await shop.http.get(image.body.path).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    const missing = await shop.http.get('/media/00/nothing.png').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'There is no such media file' });
    await shop.http.get('/media/../package.json').expect(404);
  });

  test('identical uploads are stored once', async () => {
    const bytes = await png(120, 80, 11);
    const first = await upload('image', bytes, 'one.png').expect(201);
    const second = await upload('rotation', bytes, 'two.jpg').expect(201);
    expect(second.body.path).toBe(first.body.path);
    expect(second.body.variants).toEqual(first.body.variants);
  });

  test('release() deletes files no product references and keeps the ones still used', async () => {
    const kept = await upload('image', await png(90, 90, 21), 'kept.png').expect(201);
    const inSpecs = await upload('certificate', Buffer.from('%PDF-1.4\nspecs\n'), 'c.pdf').expect(201);
    const gone = await upload('image', await png(90, 90, 22), 'gone.png').expect(201);
    const goneVideo = await upload(
      'video',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16, 9)]),
      'v.mp4',
    ).expect(201);
    const em = shop.app.get(EntityManager).fork();
    em.create(Product, {
      productType: ProductType.Jewelry,
      stockNumber,
      name: 'Uses media',
      description: 'x',
      price: 10,
      galleryImages: [kept.body.url],
      specs: { certificateUrl: inSpecs.body.path },
    });
    await em.flush();

    const onDisk = (path: string) => existsSync(join(mediaDir, path.replace(/^\/media\//, '')));
    const service = shop.app.get(MediaService);
    const result = await service.release([
      kept.body.path,
      inSpecs.body.url,
      gone.body.path,
      goneVideo.body.path,
      'https://cdn.example/ring.jpg',
    ]);
    expect(result.kept.sort()).toEqual([kept.body.path, inSpecs.body.url].sort());
    expect(result.ignored).toEqual(['https://cdn.example/ring.jpg']);
    expect(result.deleted).toHaveLength(5); // the image, its 3 variants, the video
    expect(onDisk(kept.body.path) && onDisk(kept.body.variants.card) && onDisk(inSpecs.body.path)).toBe(true);
    expect(
      [gone.body.path, ...Object.values(gone.body.variants as Record<string, string>), goneVideo.body.path].some(
        onDisk,
      ),
    ).toBe(false);
    await shop.http.get(gone.body.path).expect(404);
  });

  test('the tables that may mention a file are registered by their owners', () => {
    const registered = Object.fromEntries(
      shop.app
        .get(MediaReferences)
        .list()
        .map(({ table, columns }) => [table, [...columns].sort()]),
    );
    expect(registered).toEqual({
      products: [
        'certificate_url',
        'gallery_images',
        'image_links',
        'main_image',
        'rotation_images',
        'specs',
        'video_url',
        'zoom_images',
      ],
      featured_images: ['image_path'],
      shop_categories: ['image_path'],
      customer_reviews: ['customer_image'],
    });
  });

  test('only administrators upload', async () => {
    const bytes = await png(10, 10);
    await shop.http.post('/api/admin/media').field('kind', 'image').attach('file', bytes, 'a.png').expect(401);
    const customer = await registerCustomer(shop);
    await shop.http
      .post('/api/admin/media')
      .set(customer.auth)
      .field('kind', 'image')
      .attach('file', bytes, 'a.png')
      .expect(403);
  });
});
