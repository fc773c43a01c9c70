import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { FeaturedImage } from '../src/modules/home-content/entities/featured-image.entity.js';
import { ShopCategory } from '../src/modules/home-content/entities/shop-category.entity.js';
import { shopDayNumber, slidesForDay } from '../src/modules/home-content/rotation.js';
import { createDemoAdmin, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const TIME_ZONE = 'America/New_York';
const PUBLIC_URL = 'https://shop.example';
const MB10 = 10 * 1024 * 1024;

let seeds = 0;
/** A real PNG; every call makes different bytes (files are stored by content) unless a seed is given. */
const png = (seed = ++seeds) =>
  sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: { r: seed % 256, g: Math.floor(seed / 256) % 256, b: 200 },
    },
  })
    .png()
    .toBuffer();

/** A valid PNG padded to exactly `size` bytes with a private ancillary chunk (it still decodes). */
async function pngOfSize(size: number): Promise<Buffer> {
  const image = await png();
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

type Fields = Record<string, string | number | boolean>;

describe('home content: hero slides and shop-by-category tiles', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let mediaDir: string;
  let admin: { Authorization: string };

  beforeAll(async () => {
    database = await createOwnDatabase('home_content');
    mediaDir = mkdtempSync(join(tmpdir(), 'home-content-'));
    shop = await createTestApp({ MEDIA_DIR: mediaDir, PUBLIC_URL, SHOP_TIME_ZONE: TIME_ZONE }, database.url);
    await createDemoAdmin(shop);
    admin = await shop.adminAuth();
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    jest.restoreAllMocks();
    const em = shop.app.get(EntityManager).fork();
    await em.nativeDelete(FeaturedImage, {});
    await em.nativeDelete(ShopCategory, {});
  });

  /** A multipart create or update; `image` null sends no file. */
  const send = (method: 'post' | 'put', path: string, fields: Fields, image: Buffer | null, filename = 'photo.png') => {
    let request = shop.http[method](path).set(admin);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, String(value));
    if (image) request = request.attach('image', image, { filename, contentType: 'application/octet-stream' });
    return request;
  };
  const createSlide = async (fields: Fields, image?: Buffer) =>
    (await send('post', '/api/admin/featured-images', fields, image ?? (await png())).expect(201)).body;
  const createTile = async (fields: Fields, image?: Buffer) =>
    (
      await send(
        'post',
        '/api/admin/shop-categories',
        { linkUrl: '/jewelry', ...fields },
        image ?? (await png()),
      ).expect(201)
    ).body;

  const refused = (
    response: { status: number; body: { message: string; errors: Record<string, string> } },
    field: string,
    message: string,
    status = 400,
  ) => {
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
  };

  describe('featured images (staff)', () => {
    test('create: a PNG named .jpg is stored; defaults; root-relative image and variant URLs (any host name works)', async () => {
      const slide = await createSlide(
        { title: '  Spring Collection  ', subtitle: 'New arrivals', linkUrl: '/jewelry' },
        await png(),
      );
      expect(slide).toMatchObject({
        title: 'Spring Collection',
        subtitle: 'New arrivals',
        linkUrl: '/jewelry',
        linkText: 'Learn More',
        category: 'General',
        order: 0,
        isActive: true,
        displayCount: 0,
        lastDisplayed: null,
        startsAt: null,
        endsAt: null,
      });
      expect(slide.imagePath).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      expect(slide.imageUrl).toBe(slide.imagePath);
      expect(Object.keys(slide.imageVariants)).toEqual(['thumbnail', 'card', 'large']);
      expect(slide.imageVariants.card).toMatch(/^\/media\/.+-card\.webp$/);
      await shop.http.get(slide.imagePath).expect(200);

      const renamed = await send(
        'post',
        '/api/admin/featured-images',
        { title: 'Renamed' },
        await png(),
        'really-a-png.jpg',
      ).expect(201);
      expect(renamed.body.imagePath).toMatch(/\.png$/);
      // New slides go after the last one.
      expect(renamed.body.order).toBe(1);
    });

    test('the form is checked: title, image, file type and size, link, category, order, schedule', async () => {
      refused(
        await send('post', '/api/admin/featured-images', { subtitle: 'x' }, await png()),
        'title',
        'Title is required',
      );
      refused(
        await send('post', '/api/admin/featured-images', { title: 'No image' }, null),
        'image',
        'Image is required',
      );
      const svg = Buffer.from(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      );
      refused(
        await send('post', '/api/admin/featured-images', { title: 'Vector' }, svg, 'logo.png'),
        'image',
        'Please select an image file',
      );
      refused(
        await send(
          'post',
          '/api/admin/featured-images',
          { title: 'Script' },
          Buffer.from('#!/bin/sh\necho hi\n'),
          'a.jpg',
        ),
        'image',
        'Please select an image file',
      );
      const tooLarge = await send('post', '/api/admin/featured-images', { title: 'Huge' }, await pngOfSize(MB10 + 1));
      refused(tooLarge, 'image', 'Image size should be less than 10MB', 413);
      for (const linkUrl of ['javascript:alert(1)', 'jewelry', '//evil.example/x', 'ftp://files.example/a']) {
        refused(
          await send('post', '/api/admin/featured-images', { title: 'Link', linkUrl }, await png()),
          'linkUrl',
          'Please enter a valid URL',
        );
      }
      refused(
        await send('post', '/api/admin/featured-images', { title: 'Cat', category: 'Rings' }, await png()),
        'category',
        'Category must be one of General, Diamonds, Jewelry, Engagement, Wedding, Custom',
      );
      refused(
        await send('post', '/api/admin/featured-images', { title: 'Order', order: -1 }, await png()),
        'order',
        'Order must be a whole number of 0 or more',
      );
      refused(
        await send(
          'post',
          '/api/admin/featured-images',
          { title: 'Campaign', startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
          await png(),
        ),
        'endsAt',
        'The end date must be after the start date',
      );
      refused(
        await send('post', '/api/admin/featured-images', { title: 'Campaign', startsAt: '10/12/2026' }, await png()),
        'startsAt',
        'Start date must be a date and time with its offset, such as 2026-12-01T09:00:00Z',
      );
      // Nothing was saved by any refused form.
      expect((await shop.http.get('/api/admin/featured-images').set(admin).expect(200)).body).toEqual([]);
    });

    test('exactly 10 MB is accepted, with every field of the form', async () => {
      const slide = await createSlide(
        {
          title: 'Big picture',
          subtitle: 'Sub',
          linkUrl: 'https://partner.example/page?x=1',
          linkText: 'Shop now',
          category: 'Diamonds',
          order: 5,
          isActive: 'false',
          startsAt: '2026-12-01T05:00:00Z',
          endsAt: '2026-12-26T05:00:00.000-05:00',
        } as Fields,
        await pngOfSize(MB10),
      );
      expect(slide).toMatchObject({
        linkUrl: 'https://partner.example/page?x=1',
        linkText: 'Shop now',
        category: 'Diamonds',
        order: 5,
        isActive: false,
        startsAt: '2026-12-01T05:00:00.000Z',
        endsAt: '2026-12-26T10:00:00.000Z',
      });
    });

    test('list (Content-Range, filters, sorts), show, stats, toggle, reorder', async () => {
      const [a, b, c] = [
        await createSlide({ title: 'Alpha' }),
        await createSlide({ title: 'Bravo', subtitle: 'diamond sale' }),
        await createSlide({ title: 'Charlie', isActive: false }),
      ];
      const list = await shop.http.get('/api/admin/featured-images').set(admin).query({ range: '[0,1]' }).expect(200);
      expect(list.headers['content-range']).toBe('featured-images 0-1/3');
      expect(list.body.map((slide: { title: string }) => slide.title)).toEqual(['Alpha', 'Bravo']);

      const titles = async (query: Record<string, string>) =>
        (await shop.http.get('/api/admin/featured-images').set(admin).query(query).expect(200)).body.map(
          (slide: { title: string }) => slide.title,
        );
      expect(await titles({ filter: JSON.stringify({ q: 'DIAMOND' }) })).toEqual(['Bravo']);
      expect(await titles({ filter: JSON.stringify({ isActive: false }) })).toEqual(['Charlie']);
      expect(await titles({ sort: '["title","DESC"]' })).toEqual(['Charlie', 'Bravo', 'Alpha']);
      expect(await titles({ filter: JSON.stringify({ id: [a.id, c.id] }) })).toEqual(['Alpha', 'Charlie']);
      await shop.http
        .get('/api/admin/featured-images')
        .set(admin)
        .query({ sort: '["imageVariants","ASC"]' })
        .expect(400);

      expect((await shop.http.get(`/api/admin/featured-images/${b.id}`).set(admin).expect(200)).body.title).toBe(
        'Bravo',
      );
      expect((await shop.http.get('/api/admin/featured-images/not-an-id').set(admin).expect(404)).body.message).toBe(
        'Featured image not found',
      );

      // One slide created 8 days ago is not a recent upload.
      await shop.app
        .get(EntityManager)
        .fork()
        .nativeUpdate(FeaturedImage, { id: a.id }, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
      expect((await shop.http.get('/api/admin/featured-images/stats').set(admin).expect(200)).body).toEqual({
        total: 3,
        active: 2,
        inactive: 1,
        recentUploads: 2,
      });

      expect(
        (await shop.http.put(`/api/admin/featured-images/${c.id}/toggle`).set(admin).expect(200)).body.isActive,
      ).toBe(true);
      expect(
        (await shop.http.put(`/api/admin/featured-images/${c.id}/toggle`).set(admin).expect(200)).body.isActive,
      ).toBe(false);

      const reorder = await shop.http
        .put('/api/admin/featured-images/reorder')
        .set(admin)
        .send({
          imageOrders: [
            { id: c.id, order: 0 },
            { id: a.id, order: 1 },
            { id: b.id, order: 2 },
            { id: '00000000-0000-4000-8000-000000000000', order: 3 },
          ],
        })
        .expect(200);
      expect(reorder.body).toEqual({ updated: 3 });
      expect(await titles({})).toEqual(['Charlie', 'Alpha', 'Bravo']);
      refused(
        await shop.http
          .put('/api/admin/featured-images/reorder')
          .set(admin)
          .send({ imageOrders: [{ id: a.id, order: -2 }] }),
        'imageOrders.0.order',
        'Order must be a whole number of 0 or more',
      );
      for (const imageOrders of ['x', [1], []]) {
        const response = await shop.http
          .put('/api/admin/featured-images/reorder')
          .set(admin)
          .send({ imageOrders })
          .expect(400);
        expect(response.body.message).toMatch(
          /^(imageOrders must be a list of \{ id, order \}|Send at least one item to reorder)$/,
        );
      }
    });

    test('update by JSON or multipart; a replaced image and a deleted slide release their files, a shared one stays', async () => {
      const shared = await png();
      const slide = await createSlide({ title: 'Before', subtitle: 'Old', linkText: 'Go' });
      const twin = await createSlide({ title: 'Twin' }, shared);

      const renamed = await shop.http
        .put(`/api/admin/featured-images/${slide.id}`)
        .set(admin)
        .send({ title: 'After', subtitle: null, linkText: '' })
        .expect(200);
      expect(renamed.body).toMatchObject({
        title: 'After',
        subtitle: null,
        linkText: 'Learn More',
        imagePath: slide.imagePath,
      });
      refused(
        await shop.http.put(`/api/admin/featured-images/${slide.id}`).set(admin).send({ title: '' }),
        'title',
        'Title is required',
      );
      refused(
        await shop.http.put(`/api/admin/featured-images/${slide.id}`).set(admin).send({ title: null }),
        'title',
        'Title is required',
      );
      // The end must follow a start stored earlier.
      await shop.http
        .put(`/api/admin/featured-images/${slide.id}`)
        .set(admin)
        .send({ startsAt: '2026-12-01T00:00:00Z' })
        .expect(200);
      refused(
        await shop.http
          .put(`/api/admin/featured-images/${slide.id}`)
          .set(admin)
          .send({ endsAt: '2026-11-30T00:00:00Z' }),
        'endsAt',
        'The end date must be after the start date',
      );

      const replaced = await send(
        'put',
        `/api/admin/featured-images/${slide.id}`,
        { category: 'Wedding' },
        shared,
      ).expect(200);
      expect(replaced.body).toMatchObject({ title: 'After', category: 'Wedding', imagePath: twin.imagePath });
      await shop.http.get(slide.imagePath).expect(404);
      await shop.http.get(slide.imageVariants.thumbnail).expect(404);

      // Both slides show the same file: deleting one keeps it, deleting the other removes it.
      expect((await shop.http.delete(`/api/admin/featured-images/${twin.id}`).set(admin).expect(200)).body.id).toBe(
        twin.id,
      );
      await shop.http.get(twin.imagePath).expect(200);
      await shop.http.delete(`/api/admin/featured-images/${slide.id}`).set(admin).expect(200);
      await shop.http.get(twin.imagePath).expect(404);
      await shop.http.get(twin.imageVariants.large).expect(404);
      await shop.http.delete(`/api/admin/featured-images/${slide.id}`).set(admin).expect(404);
    });

    test('staff routes need an administrator', async () => {
      await shop.http.get('/api/admin/featured-images').expect(401);
      await shop.http.post('/api/admin/shop-categories').field('title', 'x').expect(401);
    });
  });

  describe('GET /api/featured-images/current (public)', () => {
    /** 10:00 in New York on 2026-06-{day}. */
    const onDay = (day: number, time = '14:00:00') => `2026-06-${String(day).padStart(2, '0')}T${time}Z`;
    const current = async () => {
      const response = await shop.http
        .get('/api/featured-images/current')
        .set('Origin', 'https://partner.example')
        .expect(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      return response.body;
    };
    const currentTitles = async () => (await current()).images.map((slide: { title: string }) => slide.title);

    test('seven slides: the next four of the ring each shop day, the same all day, counted once a day', async () => {
      const ring = ['s0', 's1', 's2', 's3', 's4', 's5', 's6'];
      for (const title of ring) await createSlide({ title });
      await createSlide({ title: 'hidden', isActive: false });

      const shown: string[][] = [];
      for (let day = 1; day <= 7; day += 1) {
        setNow(shop, onDay(day));
        const titles = await currentTitles();
        expect(titles).toEqual(slidesForDay(ring, shopDayNumber(new Date(onDay(day)), TIME_ZONE)));
        // Another visitor later the same (New York) day: the same four, not counted again.
        setNow(shop, onDay(day + 1, '03:59:00'));
        expect(await currentTitles()).toEqual(titles);
        if (shown.length) expect(titles[0]).toBe(ring[(ring.indexOf(shown.at(-1)![3]) + 1) % 7]);
        shown.push(titles);
      }
      // Over seven days every slide was shown on four of them, and counted once per day.
      const slides = (await shop.http.get('/api/admin/featured-images').set(admin).expect(200)).body as Array<{
        title: string;
        displayCount: number;
        lastDisplayed: string | null;
      }>;
      for (const slide of slides.filter((s) => s.title !== 'hidden')) {
        expect(slide.displayCount).toBe(4);
        expect(shown.flat().filter((title) => title === slide.title)).toHaveLength(4);
      }
      const hidden = slides.find((s) => s.title === 'hidden')!;
      expect([hidden.displayCount, hidden.lastDisplayed]).toEqual([0, null]);
      // lastDisplayed is the first time a slide was served on its latest day.
      const lastOnDay7 = slides.find((s) => s.title === shown[6][0])!;
      expect(lastOnDay7.lastDisplayed).toBe(new Date(onDay(7)).toISOString());
    });

    test('the public shape; four slides or fewer are all shown in staff order every day', async () => {
      for (const title of ['a', 'b', 'c'])
        await createSlide({ title, subtitle: `${title} sub`, linkUrl: '/diamonds', category: 'Custom' });
      setNow(shop, onDay(10));
      const body = await current();
      expect(body.success).toBe(true);
      expect(body.images.map((slide: { title: string }) => slide.title)).toEqual(['a', 'b', 'c']);
      expect(Object.keys(body.images[0]).sort()).toEqual([
        'category',
        'id',
        'imageUrl',
        'imageVariants',
        'linkText',
        'linkUrl',
        'subtitle',
        'title',
      ]);
      expect(body.images[0]).toMatchObject({
        subtitle: 'a sub',
        linkUrl: '/diamonds',
        linkText: 'Learn More',
        category: 'Custom',
      });
      expect(body.images[0].imageUrl).toMatch(/^\/media\//);

      await createSlide({ title: 'd' });
      for (const day of [11, 12, 13]) {
        setNow(shop, onDay(day));
        expect(await currentTitles()).toEqual(['a', 'b', 'c', 'd']);
      }
    });

    test('scheduled slides show only inside their window', async () => {
      await createSlide({ title: 'always' });
      await createSlide({ title: 'campaign', startsAt: '2026-06-20T04:00:00Z', endsAt: '2026-06-22T04:00:00Z' });
      await createSlide({ title: 'ended', endsAt: '2026-06-01T00:00:00Z' });
      setNow(shop, '2026-06-20T03:59:59Z');
      expect(await currentTitles()).toEqual(['always']);
      setNow(shop, '2026-06-20T04:00:00Z');
      expect(await currentTitles()).toEqual(['always', 'campaign']);
      setNow(shop, '2026-06-22T04:00:00Z');
      expect(await currentTitles()).toEqual(['always']);
    });

    test('no slides: an empty list', async () => {
      expect(await current()).toEqual({ success: true, images: [] });
    });
  });

  describe('shop categories', () => {
    test('create with productFilters as JSON text; defaults; the fixed link list', async () => {
      const filters = {
        category: 'engagement',
        productType: 'jewelry',
        specifications: { material: '18K White Gold', diamondType: 'Lab Grown Diamond' },
      };
      const tile = await createTile({
        title: 'Engagement Rings',
        description: 'Say yes',
        linkUrl: '/jewelry?category=engagement',
        productFilters: JSON.stringify(filters),
      });
      expect(tile).toMatchObject({
        title: 'Engagement Rings',
        description: 'Say yes',
        linkUrl: '/jewelry?category=engagement',
        categoryType: 'jewelry',
        productFilters: filters,
        order: 0,
        isActive: true,
      });
      expect(tile.imageUrl).toBe(tile.imagePath);
      expect(
        (await shop.http.get(`/api/admin/shop-categories/${tile.id}`).set(admin).expect(200)).body.productFilters,
      ).toEqual(filters);

      const plain = await createTile({ title: 'Diamonds', linkUrl: '/diamonds?shape=oval', categoryType: 'diamonds' });
      expect(plain).toMatchObject({ categoryType: 'diamonds', productFilters: {}, order: 1 });
    });

    test('the form is checked: title, link, type, filters, image', async () => {
      const post = async (fields: Fields, image: Buffer | null = null) =>
        send('post', '/api/admin/shop-categories', fields, image ?? (await png()));
      refused(await post({ linkUrl: '/jewelry' }), 'title', 'Title is required');
      refused(await post({ title: 'No link' }), 'linkUrl', 'Link URL is required');
      refused(
        await post({ title: 'Bad link', linkUrl: '/jewelry?category=anklet' }),
        'linkUrl',
        'Please choose a link from the list',
      );
      refused(
        await post({ title: 'Bad link', linkUrl: 'https://elsewhere.example' }),
        'linkUrl',
        'Please choose a link from the list',
      );
      refused(
        await post({ title: 'Type', linkUrl: '/jewelry', categoryType: 'watches' }),
        'categoryType',
        'Category type must be one of jewelry, diamonds, engagement-rings, wedding-rings, necklaces, earrings, bracelets, pendants, rings, custom',
      );
      refused(
        await post({ title: 'Filters', linkUrl: '/jewelry', productFilters: '{not json' }),
        'productFilters',
        'productFilters must be a JSON object',
      );
      refused(
        await post({ title: 'Filters', linkUrl: '/jewelry', productFilters: '{"specifications":"gold"}' }),
        'productFilters.specifications',
        'productFilters.specifications must be a JSON object',
      );
      const unknownKey = await post({
        title: 'Filters',
        linkUrl: '/jewelry',
        productFilters: JSON.stringify({ colour: 'red' }),
      });
      expect(unknownKey.status).toBe(400);
      expect(unknownKey.body.errors['productFilters.colour']).toMatch(/should not exist/);
      refused(
        await send('post', '/api/admin/shop-categories', { title: 'No image', linkUrl: '/jewelry' }, null),
        'image',
        'Image is required',
      );
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      refused(
        await send('post', '/api/admin/shop-categories', { title: 'Vector', linkUrl: '/jewelry' }, svg, 'tile.jpg'),
        'image',
        'Please select an image file',
      );
      refused(
        await send(
          'post',
          '/api/admin/shop-categories',
          { title: 'Huge', linkUrl: '/jewelry' },
          await pngOfSize(MB10 + 1),
        ),
        'image',
        'Image size should be less than 10MB',
        413,
      );
    });

    test('update, toggle, reorder, stats, delete; GET /api/shop-categories/active shows active tiles in staff order', async () => {
      const rings = await createTile({ title: 'Rings', categoryType: 'rings' });
      const pendants = await createTile({ title: 'Pendants', linkUrl: '/jewelry?category=pendant' });
      const custom = await createTile({ title: 'Custom', linkUrl: '/custom-jewelry', isActive: false });

      const updated = await shop.http
        .put(`/api/admin/shop-categories/${rings.id}`)
        .set(admin)
        .send({ description: 'All rings', productFilters: { specifications: { category: 'Engagement Ring' } } })
        .expect(200);
      expect(updated.body).toMatchObject({
        title: 'Rings',
        description: 'All rings',
        linkUrl: '/jewelry',
        productFilters: { specifications: { category: 'Engagement Ring' } },
      });
      refused(
        await shop.http.put(`/api/admin/shop-categories/${rings.id}`).set(admin).send({ linkUrl: '/rings' }),
        'linkUrl',
        'Please choose a link from the list',
      );

      const replaced = await send(
        'put',
        `/api/admin/shop-categories/${rings.id}`,
        { title: 'All Rings' },
        await png(),
      ).expect(200);
      expect(replaced.body.imagePath).not.toBe(rings.imagePath);
      await shop.http.get(rings.imagePath).expect(404);

      expect(
        (await shop.http.put(`/api/admin/shop-categories/${custom.id}/toggle`).set(admin).expect(200)).body.isActive,
      ).toBe(true);
      await shop.http.put(`/api/admin/shop-categories/${pendants.id}/toggle`).set(admin).expect(200);
      expect((await shop.http.get('/api/admin/shop-categories/stats').set(admin).expect(200)).body).toEqual({
        total: 3,
        active: 2,
        inactive: 1,
        recentUploads: 3,
      });

      const reorder = await shop.http
        .put('/api/admin/shop-categories/reorder')
        .set(admin)
        .send({
          categoryOrders: [
            { id: custom.id, order: 0 },
            { id: pendants.id, order: 1 },
            { id: rings.id, order: 2 },
          ],
        })
        .expect(200);
      expect(reorder.body).toEqual({ updated: 3 });

      const active = await shop.http.get('/api/shop-categories/active').expect(200);
      expect(active.body.success).toBe(true);
      expect(active.body.categories.map((tile: { title: string }) => tile.title)).toEqual(['Custom', 'All Rings']);
      expect(Object.keys(active.body.categories[0]).sort()).toEqual([
        'categoryType',
        'description',
        'id',
        'imageUrl',
        'imageVariants',
        'linkUrl',
        'title',
      ]);
      expect(active.body.categories[1]).toMatchObject({
        description: 'All rings',
        linkUrl: '/jewelry',
        categoryType: 'rings',
      });

      const list = await shop.http.get('/api/admin/shop-categories').set(admin).expect(200);
      expect(list.headers['content-range']).toBe('shop-categories 0-2/3');
      expect(list.body.map((tile: { title: string }) => tile.title)).toEqual(['Custom', 'Pendants', 'All Rings']);

      await shop.http.delete(`/api/admin/shop-categories/${pendants.id}`).set(admin).expect(200);
      await shop.http.get(pendants.imagePath).expect(404);
      expect(
        (await shop.http.get(`/api/admin/shop-categories/${pendants.id}`).set(admin).expect(404)).body.message,
      ).toBe('Shop category not found');
    });
  });
});
