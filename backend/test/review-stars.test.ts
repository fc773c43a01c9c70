import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { repoRoot } from '../src/config/paths.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createDemoAdmin, orderBody } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 29.4: a product's stars are its approved customer reviews' verdict, never the numbers staff
 * typed. Reviews name their product (chosen, or found by an order reference); the product's answers,
 * search cards and page JSON-LD carry the mean and count of the active ones only, and link to them.
 */
describe('stars that mean something', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let webApps: string;
  let auth: { Authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // The storefront's own index.html (the built one has the same head), without needing a build.
    webApps = mkdtempSync(join(tmpdir(), 'review-stars-web-'));
    mkdirSync(join(webApps, 'storefront/.vite'), { recursive: true });
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    writeFileSync(
      join(webApps, 'storefront/.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-e1.js', isEntry: true } }),
    );
    database = await createOwnDatabase('review_stars');
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url, {
      serveWebApps: true,
      webAppDirs: {
        storefront: join(webApps, 'storefront'),
        admin: join(webApps, 'admin'),
        widgets: join(webApps, 'widgets'),
      },
    });
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    const em = shop.app.get(EntityManager).fork();
    // Staff typed five stars from 78 reviews on both: imports carry such numbers, shoppers never see them.
    const typed = { price: 2400, description: 'A fine piece.', countInStock: 3, rating: 5, numReviews: 78 };
    const products = [
      em.create(Product, { ...typed, stockNumber: 'JW-STAR', productType: ProductType.Jewelry, name: 'Halo Ring' }),
      em.create(Product, { ...typed, stockNumber: 'JW-NONE', productType: ProductType.Jewelry, name: 'Plain Band' }),
    ];
    await em.flush();
    for (const product of products) ids[product.stockNumber] = product.id;
  });

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    rmSync(webApps, { recursive: true, force: true });
  });

  const review = (overrides: Record<string, unknown>) => ({
    customerName: 'Emily R.',
    reviewText: 'Beautiful ring, quick delivery.',
    ...overrides,
  });
  const createReview = async (overrides: Record<string, unknown>) =>
    (await shop.http.post('/api/admin/reviews').set(auth).send(review(overrides)).expect(201)).body;
  const productOf = async (stockNumber: string) =>
    (await shop.http.get(`/api/products/${ids[stockNumber]}`).expect(200)).body.data;
  const cardOf = async (stockNumber: string) =>
    (await shop.http.get('/api/jewelry').expect(200)).body.items.find(
      (item: { stockNumber: string }) => item.stockNumber === stockNumber,
    );
  const jsonLdOf = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    );
    expect(blocks).toHaveLength(1);
    return blocks[0];
  };

  test('with no review, a product shows no stars anywhere, whatever staff typed', async () => {
    expect(await productOf('JW-NONE')).toMatchObject({ rating: null, numReviews: 0 });
    expect(await cardOf('JW-NONE')).toMatchObject({ rating: null, numReviews: 0 });
    const html = (await shop.http.get(`/jewelry/${ids['JW-NONE']}`).expect(200)).text;
    expect(jsonLdOf(html)).not.toHaveProperty('aggregateRating');
    const reviews = await shop.http.get(`/api/products/${ids['JW-NONE']}/reviews`).expect(200);
    expect(reviews.body).toEqual({ success: true, data: { rating: null, numReviews: 0, reviews: [] } });
    // Staff still see (and edit) what they typed, beside what shoppers see.
    const staff = (await shop.http.get(`/api/admin/products/${ids['JW-NONE']}`).set(auth).expect(200)).body;
    expect(staff).toMatchObject({ rating: 5, numReviews: 78, reviewRating: null, reviewCount: 0 });
  });

  test('a review names its product, chosen by staff or found by an order reference; unknown ones are refused', async () => {
    const chosen = await createReview({ productId: ids['JW-STAR'], rating: 4 });
    expect(chosen.productId).toBe(ids['JW-STAR']);

    const order = await shop.http.post('/api/orders').send(orderBody(ids['JW-STAR'])).expect(201);
    const reference: string = order.body.reference;
    // Typed as staff might: lower case, no dash.
    const typed = reference.toLowerCase().replace('-', ' ');
    const found = await createReview({ orderReference: typed, rating: 5, customerName: 'Marcus T.' });
    expect(found).toMatchObject({ productId: ids['JW-STAR'], orderReference: reference });

    const unknownProduct = await shop.http
      .post('/api/admin/reviews')
      .set(auth)
      .send(review({ productId: '00000000-0000-4000-8000-000000000000' }))
      .expect(400);
    expect(unknownProduct.body.errors).toEqual({ productId: 'No product has this id' });
    const malformed = await shop.http
      .post('/api/admin/reviews')
      .set(auth)
      .send(review({ productId: 'ring' }))
      .expect(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['productId']);
    const unknownOrder = await shop.http
      .post('/api/admin/reviews')
      .set(auth)
      .send(review({ orderReference: 'LJ-2222ZZ' }))
      .expect(400);
    expect(unknownOrder.body.errors).toEqual({ orderReference: 'No order has the reference LJ-2222ZZ' });
    // A refused review changes nothing: still two reviews name the product.
    expect(await productOf('JW-STAR')).toMatchObject({ rating: 4.5, numReviews: 2 });

    // An order reference of another form stays a staff note, linking nothing.
    const note = await createReview({ orderReference: 'ORD-1042' });
    expect(note).toMatchObject({ productId: null, orderReference: 'ORD-1042' });
  });

  test('only approved (active) reviews count, and every change counts again; the stars link to the reviews', async () => {
    const hidden = await createReview({
      productId: ids['JW-STAR'],
      rating: 1,
      isActive: false,
      customerName: 'Hannah L.',
    });
    expect(await productOf('JW-STAR')).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(await cardOf('JW-STAR')).toMatchObject({ rating: 4.5, numReviews: 2 });

    // Approving it brings its one star in: (4 + 5 + 1) / 3.
    await shop.http.patch(`/api/admin/reviews/${hidden.id}/toggle-status`).set(auth).expect(200);
    expect(await productOf('JW-STAR')).toMatchObject({ rating: 3.3, numReviews: 3 });
    // Moving it to the other product moves its star.
    await shop.http.put(`/api/admin/reviews/${hidden.id}`).set(auth).send({ productId: ids['JW-NONE'] }).expect(200);
    expect(await productOf('JW-STAR')).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(await productOf('JW-NONE')).toMatchObject({ rating: 1, numReviews: 1 });
    // Deleting it leaves the other product with none again.
    await shop.http.delete(`/api/admin/reviews/${hidden.id}`).set(auth).expect(200);
    expect(await productOf('JW-NONE')).toMatchObject({ rating: null, numReviews: 0 });

    const listed = (await shop.http.get(`/api/products/${ids['JW-STAR']}/reviews`).expect(200)).body.data;
    expect(listed).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(
      listed.reviews.map((entry: { customerName: string; rating: number }) => [entry.customerName, entry.rating]),
    ).toEqual(
      expect.arrayContaining([
        ['Emily R.', 4],
        ['Marcus T.', 5],
      ]),
    );
    expect(listed.reviews[0]).not.toHaveProperty('orderReference');
    await shop.http.get('/api/products/00000000-0000-4000-8000-000000000000/reviews').expect(404);

    const html = (await shop.http.get(`/jewelry/${ids['JW-STAR']}`).expect(200)).text;
    expect(jsonLdOf(html).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
