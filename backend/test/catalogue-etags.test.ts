import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { REVISION_ETAG, type RevisionEtagOptions } from '../src/common/cache-policy.js';
import { FeaturedImage } from '../src/modules/home-content/entities/featured-image.entity.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/**
 * Issue 20.4: the catalogue's public answers carry the catalogue revision's ETag and a Cache-Control a
 * CDN may act on; If-None-Match with the current ETag is a 304 without body. Real HTTP (fetch) against
 * the application listening on a port, on the shared demo catalogue.
 */
let shop: TestApp;
let base: string;
let staff: { Authorization: string };

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
const CATALOGUE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
const PRODUCT = 'public, max-age=0, s-maxage=60';

/** What a client can hold for an address: the ETag of its 200, checked for shape. */
async function etagOf(path: string): Promise<string> {
  const answer = await get(path);
  expect([path, answer.status]).toEqual([path, 200]);
  const etag = answer.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"r\d+(-[a-z0-9]+)?-[\w-]{16}"$/);
  return etag;
}

/**
 * Asks again with the ETag the client holds. fetch() would add `Cache-Control: no-cache` to a request with
 * If-None-Match (the Fetch standard), which asks for the full answer; a browser revalidating sends max-age=0.
 */
const revalidate = (path: string, etag: string) => get(path, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

beforeAll(async () => {
  shop = await createTestApp();
  const server = shop.app.getHttpServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  staff = await shop.adminAuth();
});

afterAll(() => shop.close());

/** A hero slide, written as staff's form would (the demo catalogue has none); answers its id. */
async function addSlide(): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await shop.app.get(EntityManager).fork().insert(FeaturedImage, {
    id,
    title: 'Etag test',
    imagePath: '/media/etag-test.png',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

describe('catalogue ETags', () => {
  let product: { id: string; stockNumber: string; price: number };
  let routes: [path: string, cacheControl: string][];

  beforeAll(async () => {
    // A demo stone no other test edits: the newest product of the shared catalogue may be another test's, mid-change.
    const found = (await (await get('/api/products/stock-number/LG-000777')).json()) as { data: typeof product };
    product = found.data;
    routes = [
      ['/api/diamonds?limit=2&page=1', CATALOGUE],
      ['/api/jewelry?limit=2', CATALOGUE],
      ['/api/products?limit=2', CATALOGUE],
      ['/api/products/type/diamonds?limit=2', CATALOGUE],
      ['/api/products/lookup?q=ring', CATALOGUE],
      ['/api/featured-images/current', CATALOGUE],
      ['/api/shop-categories/active', CATALOGUE],
      ['/api/customer-reviews/active?limit=3', CATALOGUE],
      [`/api/products/${product.id}`, PRODUCT],
      [`/api/products/stock-number/${encodeURIComponent(product.stockNumber)}`, PRODUCT],
    ];
  });

  test('every public read: an ETag, the same while nothing changes, and a 304 without body for it', async () => {
    for (const [path, cacheControl] of routes) {
      const first = await get(path);
      expect([path, first.status, first.headers.get('cache-control')]).toEqual([path, 200, cacheControl]);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"r\d+(-[a-z0-9]+)?-[\w-]{16}"$/);
      // A second read (the hero slides' display counts moved on the first) keeps it.
      expect([path, await etagOf(path)]).toEqual([path, etag]);

      const notModified = await revalidate(path, etag);
      expect([path, notModified.status]).toEqual([path, 304]);
      expect(await notModified.text()).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(notModified.headers.get('cache-control')).toBe(cacheControl);
      // Among others' tags, or as a strong tag, it still matches (weak comparison).
      expect((await revalidate(path, `W/"other", ${etag}`)).status).toBe(304);
      expect((await revalidate(path, etag.slice(2))).status).toBe(304);
      // A tag of another revision, or a reload that refuses cached copies: the full answer.
      expect((await revalidate(path, etag.replace(/r\d+/, 'r0'))).status).toBe(200);
      const reload = await get(path, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
      expect([path, reload.status]).toEqual([path, 200]);
    }
  });

  test('a 304 is answered before the search runs (no Server-Timing from the engine)', async () => {
    const path = '/api/diamonds?limit=3';
    const full = await get(path);
    expect(full.headers.get('server-timing')).toMatch(/^search;/);
    const notModified = await revalidate(path, full.headers.get('etag')!);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('server-timing')).toBeNull();
  });

  test('another query, another ETag; the same parameters in another order, the same', async () => {
    const etag = await etagOf('/api/diamonds?limit=2&page=1');
    expect(await etagOf('/api/diamonds?page=1&limit=2')).toBe(etag);
    expect(await etagOf('/api/diamonds?limit=3&page=1')).not.toBe(etag);
    expect(await etagOf('/api/products/lookup?q=rings')).not.toBe(await etagOf('/api/products/lookup?q=ring'));
  });

  test('a refused request stays refused whatever it claims to hold, and its refusal carries no ETag', async () => {
    const good = await etagOf('/api/diamonds?limit=2');
    const revision = /^W\/"(r\d+)-/.exec(good)![1];
    for (const path of ['/api/diamonds?limit=0', '/api/diamonds?colour=Z', '/api/products/lookup?q=']) {
      // The tag this address would have (the documented shape: path and sorted query, hashed).
      const [pathname, search] = path.split('?');
      const query = new URLSearchParams(search);
      query.sort();
      const hash = createHash('sha1').update(`${pathname}?${query}`).digest('base64url').slice(0, 16);
      for (const held of [`W/"${revision}-${hash}"`, good, '*']) {
        const answer = await revalidate(path, held);
        expect([path, held, answer.status, answer.headers.get('etag')]).toEqual([path, held, 400, null]);
      }
    }
    const missing = await get('/api/products/00000000-0000-4000-8000-000000000000', { 'If-None-Match': '*' });
    expect([missing.status, missing.headers.get('etag')]).toEqual([404, null]);
  });

  test('every route with a revision ETag and a query names its query DTO, so a 304 validates it first', () => {
    const reflector = new Reflector();
    const scanner = new MetadataScanner();
    const routes: [string, unknown, unknown][] = [];
    for (const { instance, metatype } of new DiscoveryService(shop.app.get(ModulesContainer)).getControllers()) {
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, () => unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const options = reflector.get<RevisionEtagOptions | undefined>(REVISION_ETAG, prototype[name]);
        if (!options) continue;
        const declared: Record<string, { index: number }> =
          Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {};
        const types: unknown[] = Reflect.getMetadata('design:paramtypes', prototype, name) ?? [];
        const query = Object.entries(declared).find(([key]) => Number(key.split(':')[0]) === RouteParamtypes.QUERY);
        routes.push([`${metatype.name}.${name}`, options.query, query ? types[query[1].index] : undefined]);
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const [route, named, declared] of routes) expect([route, named]).toEqual([route, declared]);
  });

  test('a staff price edit: new ETags for the product and the lists, and the old tag gets the new answer', async () => {
    const productPath = `/api/products/${product.id}`;
    const listPath = '/api/products/type/diamonds?limit=2';
    const [productTag, listTag] = [await etagOf(productPath), await etagOf(listPath)];
    // Two decimals, as staff type it: 1234.57 + 1 is 1235.5699999999999 in floating point, which the price rule refuses.
    const newPrice = (product.price + 1).toFixed(2);

    await fetch(`${base}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: newPrice }),
    }).then(async (answer) => expect([answer.status, await answer.text()]).toEqual([200, expect.any(String)]));

    const changed = await revalidate(productPath, productTag);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { price: number } }).data.price).toBe(Number(newPrice));
    expect(changed.headers.get('etag')).not.toBe(productTag);
    expect((await revalidate(listPath, listTag)).status).toBe(200);
    expect(await etagOf(listPath)).not.toBe(listTag);
  });

  test('a hero slide switched off or on, a review edited: the home page reads get new ETags', async () => {
    const slide = await addSlide();
    const before = await etagOf('/api/featured-images/current');
    // The day and the schedule are part of it.
    expect(before).toMatch(/^W\/"r\d+-d\d+s\d+-/);
    const toggle = () => fetch(`${base}/api/admin/featured-images/${slide}/toggle`, { method: 'PUT', headers: staff });
    expect((await toggle()).status).toBe(200);
    try {
      const after = await revalidate('/api/featured-images/current', before);
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before);
    } finally {
      await toggle();
    }

    const reviews = await etagOf('/api/customer-reviews/active?limit=3');
    const categories = await etagOf('/api/shop-categories/active');
    const listed = (await (await fetch(`${base}/api/admin/reviews`, { headers: staff })).json()) as
      { id: string }[] | { data: { id: string }[] };
    const review = (Array.isArray(listed) ? listed : listed.data)[0];
    const toggleFeatured = () =>
      fetch(`${base}/api/admin/reviews/${review.id}/toggle-featured`, { method: 'PATCH', headers: staff });
    expect((await toggleFeatured()).status).toBe(200);
    expect((await toggleFeatured()).status).toBe(200);
    expect((await revalidate('/api/customer-reviews/active?limit=3', reviews)).status).toBe(200);
    // One revision for everything: the category tiles' tag moved too (a CDN asks again, a 200).
    expect(await etagOf('/api/shop-categories/active')).not.toBe(categories);
  });

  test('personal and staff answers: no-store and no ETag, never a 304', async () => {
    const customer = await registerCustomer(shop);
    for (const [path, headers] of [
      ['/api/auth/me', customer.auth],
      ['/api/admin/products', staff],
      ['/api/admin/featured-images', staff],
    ] as const) {
      const answer = await get(path, headers);
      expect([path, answer.status, answer.headers.get('cache-control'), answer.headers.get('etag')]).toEqual([
        path,
        200,
        'no-store',
        null,
      ]);
      const again = await get(path, { ...headers, 'If-None-Match': '*', 'Cache-Control': 'max-age=0' });
      expect([path, again.status]).toEqual([path, 200]);
    }
    // Answers that may be kept but are not the catalogue's keep Express's body ETag (GET /api/shop).
    const info = await get('/api/shop');
    expect(info.headers.get('etag')).toMatch(/^W\/"/);
    expect((await revalidate('/api/shop', info.headers.get('etag')!)).status).toBe(304);
  });
});
