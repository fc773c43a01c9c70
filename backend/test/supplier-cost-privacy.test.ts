import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { repoRoot } from '../src/config/paths.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { appointmentBody, closeAfterRelay, createDemoAdmin, orderBody, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { SupplierStones } from './support/supplier-stones.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/**
 * A supplier's cost, its supplier and the margin are staff-only (issue 21): every public answer that can
 * show a supplier's stone (product pages and lists, search, the header lookup, the product page's head
 * with its JSON-LD, the sitemaps, what an order or booking answers) is read for them.
 */

/** Distinctive: nothing else in an answer looks like it. */
const COST = 4321.77;
const PER_CARAT = 2881.18;
const SUPPLIER = 'Hushhush Diamonds Ltd';
/** The cost however written (4321.77, 4,321.77, 4321.8, 4322), and the staff-only words. */
const FORBIDDEN = [
  /4,?321\.77/,
  /4,?321\.8\b/,
  /4,?322\b/,
  /2,?881\.18/,
  /supplierCost/i,
  /supplierId/i,
  /supplierOffer/i,
  /margin/i,
  /Hushhush/i,
];

describe('a supplier’s cost and the margin never reach a public answer', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let webApps: string;
  const stones: Record<'diamond' | 'jewelry', Product> = {} as never;

  beforeAll(async () => {
    // The storefront's index.html, for the product page's head (as seo.test.ts serves it).
    webApps = mkdtempSync(join(tmpdir(), 'cost-privacy-web-'));
    mkdirSync(join(webApps, 'storefront'));
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    cpSync(resolve(repoRoot, 'storefront/public'), join(webApps, 'storefront'), { recursive: true });
    database = await createOwnDatabase('cost_privacy');
    shop = await createTestApp(
      { PUBLIC_URL: 'https://shop.example', MEDIA_DIR: join(webApps, 'media'), LEAD_RATE_LIMIT_PER_IP: '1000/1h' },
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
    setNow(shop, '2026-11-20T09:00:00Z');

    const em = shop.app.get(EntityManager).fork();
    // As a feed run leaves them: the feed's own prices (its cost) among the specifications.
    stones.diamond = em.create(Product, {
      productType: ProductType.LabGrown,
      stockNumber: 'PRIV-LG-1',
      name: '1.50 Carat Round Lab-Grown Diamond',
      description: 'A bright round stone.',
      price: 5200,
      featured: true,
      shape: 'Round',
      carat: 1.5,
      color: 'F',
      clarity: 'VS1',
      cut: 'Excellent',
      lab: 'IGI',
      certificateNumber: 'LG777000111',
      availability: 'Available',
      mainImage: '/catalog/diamond-round.svg',
      specs: { totalPrice: COST, pricePerCarat: PER_CARAT, discountPercent: -41.5, polish: 'Excellent' },
    });
    stones.jewelry = em.create(Product, {
      productType: ProductType.Jewelry,
      stockNumber: 'PRIV-JW-1',
      name: 'Oval Halo Engagement Ring',
      description: 'A halo ring.',
      price: 5200,
      featured: true,
      category: 'Engagement Ring',
      metal: '18K White Gold',
      countInStock: 2,
      specs: { totalPrice: COST },
    });
    await em.flush();
    const feeds = new SupplierStones(shop);
    const supplierId = await feeds.supplier(SUPPLIER);
    for (const [kind, product] of Object.entries(stones)) {
      const offer = await feeds.offer({
        supplierId,
        productId: product.id,
        stockNumber: `HUSH-${kind}`,
        certificateKey: `offer:${supplierId}:HUSH-${kind}`,
        cost: COST,
        retail: 5200,
      });
      await feeds.show(product.id, offer);
    }
  });
  afterAll(async () => {
    await closeAfterRelay(shop);
    await database.drop();
    rmSync(webApps, { recursive: true, force: true });
  });

  const expectPrivate = (path: string, body: string) => {
    for (const pattern of FORBIDDEN)
      expect({ path, leaks: pattern.test(body) ? pattern.source : null }).toEqual({ path, leaks: null });
  };
  const publicBody = async (path: string, contains: string) => {
    const response = await shop.http.get(path).expect(200);
    const body = response.text;
    // The stone is in the answer, so what it leaves out is left out on purpose.
    expect({ path, shows: body.includes(contains) }).toEqual({ path, shows: true });
    return body;
  };

  const publicBodyAs = async (path: string, auth: Record<string, string>, contains: string) => {
    const body = (await shop.http.get(path).set(auth).expect(200)).text;
    expect({ path, shows: body.includes(contains) }).toEqual({ path, shows: true });
    return body;
  };

  test('the stone is set up as a supplier’s, with its cost stored', async () => {
    const staff = await shop.adminAuth();
    const record = (await shop.http.get(`/api/admin/products/${stones.diamond.id}`).set(staff).expect(200)).body;
    expect(record.supplierCost).toBe(COST);
    expect(record.supplier.name).toBe(SUPPLIER);
    // Staff still see the feed's prices in the specifications they edit.
    expect(record.specifications.totalPrice).toBe(COST);
  });

  test('product answers, lists, search and the header lookup', async () => {
    const { diamond, jewelry } = stones;
    const paths: [string, string][] = [
      ['/api/products', diamond.id],
      ['/api/products?featured=true', diamond.id],
      [`/api/products/${diamond.id}`, diamond.id],
      [`/api/products/${jewelry.id}`, jewelry.id],
      [`/api/products/stock-number/${diamond.stockNumber}`, diamond.id],
      ['/api/products/type/lab-grown', diamond.id],
      ['/api/products/type/jewelry', jewelry.id],
      ['/api/diamonds', diamond.id],
      ['/api/diamonds?type=lab-grown&shape=Round&includeUnavailable=true', diamond.id],
      ['/api/jewelry', jewelry.id],
      [`/api/products/lookup?q=${diamond.stockNumber}`, diamond.id],
      ['/api/products/lookup?q=LG777000111', diamond.id],
      ['/api/products/lookup?q=Halo', jewelry.id],
    ];
    for (const [path, id] of paths) expectPrivate(path, await publicBody(path, id));
    // The product's public specifications keep the grading, never the feed's prices.
    const shown = (await shop.http.get(`/api/products/${diamond.id}`).expect(200)).body.data;
    expect(shown.specs).toEqual({ polish: 'Excellent' });
    expect(shown.price).toBe(5200);
  });

  test('product pages’ heads (meta tags, JSON-LD), the home page and the sitemaps', async () => {
    const { diamond, jewelry } = stones;
    const diamondPage = await publicBody(`/diamonds/${diamond.id}`, 'application/ld+json');
    expect(diamondPage).toContain('"price":"5200.00"');
    expectPrivate('diamond page', diamondPage);
    expectPrivate('jewelry page', await publicBody(`/jewelry/${jewelry.id}`, 'application/ld+json'));
    expectPrivate('/', (await shop.http.get('/').expect(200)).text);
    expectPrivate('/robots.txt', await publicBody('/robots.txt', 'Sitemap'));
    expectPrivate('/sitemap.xml', await publicBody('/sitemap.xml', 'sitemap-products-1.xml'));
    expectPrivate('/sitemap-products-1.xml', await publicBody('/sitemap-products-1.xml', diamond.id));
  });

  test('what an order, a booking and a customer’s own requests answer the shopper', async () => {
    const { diamond } = stones;
    const order = await shop.http.post('/api/orders').send(orderBody(diamond.id)).expect(201);
    expectPrivate('POST /api/orders', order.text);
    const booking = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ productIds: [diamond.id] }))
      .expect(201);
    expectPrivate('POST /api/appointments', booking.text);
    const customer = await registerCustomer(shop);
    await shop.http.post('/api/orders').set(customer.auth).send(orderBody(diamond.id)).expect(201);
    expectPrivate(
      '/api/account/requests',
      await publicBodyAs('/api/account/requests', customer.auth, diamond.stockNumber),
    );
  });
});
