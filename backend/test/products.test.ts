import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const base = { description: 'A fine piece.', price: 1000 };
const catalogue = [
  {
    ...base,
    stockNumber: 'LG-1',
    productType: ProductType.LabGrown,
    name: 'Round',
    shape: 'Round',
    carat: 1.01,
    lab: 'IGI',
    certificateNumber: 'LG5551',
    availability: 'Available',
    featured: true,
    createdAt: day(5),
    mainImage: '/catalog/diamond-round.svg',
  },
  {
    ...base,
    stockNumber: 'LG-2',
    productType: ProductType.LabGrown,
    name: 'Oval',
    shape: 'Oval',
    carat: 2.1,
    price: 3000,
    availability: 'Unavailable',
    createdAt: day(4),
  },
  {
    ...base,
    stockNumber: 'ND-1',
    productType: ProductType.NaturalDiamond,
    name: 'Natural',
    shape: 'Round',
    carat: 0.9,
    lab: 'GIA',
    certificateNumber: '2141',
    availability: 'G',
    featured: true,
    createdAt: day(3),
  },
  {
    ...base,
    stockNumber: 'JW-1',
    productType: ProductType.Jewelry,
    name: 'Solitaire',
    category: 'Engagement Ring',
    countInStock: 3,
    featured: true,
    onSale: true,
    originalPrice: 1200,
    salePrice: 900,
    createdAt: day(6),
    mainImage: 'https://cdn.example/ring.jpg',
    galleryImages: ['/catalog/ring-2.svg'],
  },
  {
    ...base,
    stockNumber: 'JW-2',
    productType: ProductType.Jewelry,
    name: 'Studs',
    category: 'Earrings',
    countInStock: 0,
    createdAt: day(2),
  },
  {
    ...base,
    stockNumber: 'RG-1',
    productType: ProductType.Ring,
    name: 'Band',
    category: 'Wedding Band',
    createdAt: day(1),
  },
];

describe('public product API', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await createOwnDatabase('products');
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url);
    const em = shop.app.get(EntityManager).fork();
    for (const row of catalogue) ids[row.stockNumber] = em.create(Product, row).id;
    await em.flush();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

  test('GET /api/products: featured, by type, newest first, with paging', async () => {
    const featured = await shop.http
      .get('/api/products')
      .query({ featured: 'true', limit: 4, sort: '-createdAt' })
      .expect(200);
    expect(names(featured.body)).toEqual(['Solitaire', 'Round', 'Natural']);
    expect(featured.body).toMatchObject({ total: 3, page: 1, pages: 1 });
    const labGrown = await shop.http
      .get('/api/products')
      .query({ productType: 'lab-grown', sort: 'price' })
      .expect(200);
    expect(names(labGrown.body)).toEqual(['Round', 'Oval']);
    const paged = await shop.http.get('/api/products').query({ limit: 2, page: 2 }).expect(200);
    expect(names(paged.body)).toEqual(['LG-2', 'ND-1'].map((s) => catalogue.find((c) => c.stockNumber === s)!.name));
    expect(paged.body).toMatchObject({ total: 6, page: 2, pages: 3 });
    const engagement = await shop.http.get('/api/products').query({ category: 'engagement' }).expect(200);
    expect(names(engagement.body)).toEqual(['Solitaire']);
  });

  test('the spec’s typed lists', async () => {
    const list = async (type: string) =>
      names((await shop.http.get(`/api/products/type/${type}`).expect(200)).body).sort();
    expect(await list('lab-grown')).toEqual(['Oval', 'Round']);
    expect(await list('natural-diamonds')).toEqual(['Natural']);
    expect(await list('diamonds')).toEqual(['Natural', 'Oval', 'Round']);
    expect(await list('rings')).toEqual(['Band', 'Solitaire']);
    expect(await list('jewelry')).toEqual(['Band', 'Solitaire', 'Studs']);
    expect((await shop.http.get('/api/products/type/watches').expect(400)).body.message).toMatch(
      /^type: must be one of/,
    );
  });

  test('GET /api/products/:id answers { data } with media (our own root-relative, suppliers’ absolute), availability and certificate', async () => {
    const ring = (await shop.http.get(`/api/products/${ids['JW-1']}`).expect(200)).body.data;
    expect(ring).toMatchObject({
      id: ids['JW-1'],
      _id: ids['JW-1'],
      mainImage: 'https://cdn.example/ring.jpg',
      galleryImages: ['/catalog/ring-2.svg'],
      images: ['https://cdn.example/ring.jpg', '/catalog/ring-2.svg'],
      discount: 10,
      availability: { status: 'limited', label: 'Limited Stock (3 remaining)', canOrder: true },
      certificate: null,
    });
    const diamond = (await shop.http.get(`/api/products/${ids['ND-1']}`).expect(200)).body.data;
    expect(diamond.availability).toEqual({ status: 'available', label: 'Available', canOrder: true });
    expect(diamond.certificate).toEqual({
      lab: 'GIA',
      number: '2141',
      url: 'https://www.gia.edu/report-check?reportno=2141',
    });
    const studs = (await shop.http.get(`/api/products/${ids['JW-2']}`).expect(200)).body.data;
    expect(studs.availability).toMatchObject({ label: 'Currently Unavailable', canOrder: false });
    const band = (await shop.http.get(`/api/products/${ids['RG-1']}`).expect(200)).body.data;
    expect(band.availability).toMatchObject({ label: 'Availability Unknown', canOrder: false });
  });

  test('unknown and malformed ids get the same 404', async () => {
    const unknown = await shop.http.get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
    const malformed = await shop.http.get('/api/products/sample-12').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Product not found' });
    expect(malformed.body).toEqual(unknown.body);
  });

  test('GET /api/products/stock-number/:stockNumber answers exactly like GET /api/products/:id', async () => {
    for (const stockNumber of ['LG-1', 'JW-1', 'ND-1']) {
      const byStockNumber = await shop.http.get(`/api/products/stock-number/${stockNumber}`).expect(200);
      const byId = await shop.http.get(`/api/products/${ids[stockNumber]}`).expect(200);
      expect(byStockNumber.body).toEqual(byId.body);
      expect(byStockNumber.body.data).toMatchObject({ id: ids[stockNumber], _id: ids[stockNumber], stockNumber });
    }
    // The feeds' whole format (dots, underscores, a slash sent as %2F), and a hand-made stock number
    // from the console, whose forms only cap the length.
    const em = shop.app.get(EntityManager).fork();
    const odd = em.create(Product, {
      ...base,
      stockNumber: 'RG/2.x_9',
      productType: ProductType.Ring,
      name: 'Odd Band',
      createdAt: day(1),
    });
    const handMade = em.create(Product, {
      ...base,
      stockNumber: 'Bespoke #7 @ ñ',
      productType: ProductType.Ring,
      name: 'Bespoke Band',
      createdAt: day(1),
    });
    await em.flush();
    try {
      const found = await shop.http.get(`/api/products/stock-number/${encodeURIComponent('RG/2.x_9')}`).expect(200);
      expect(found.body.data).toMatchObject({ id: odd.id, stockNumber: 'RG/2.x_9', name: 'Odd Band' });
      const bespoke = await shop.http
        .get(`/api/products/stock-number/${encodeURIComponent('Bespoke #7 @ ñ')}`)
        .expect(200);
      expect(bespoke.body.data).toMatchObject({ id: handMade.id, name: 'Bespoke Band' });
    } finally {
      await em.remove([odd, handMade]).flush();
    }
  });

  test('unknown and malformed stock numbers get the same 404 as ids, never a 500', async () => {
    const notFound = { statusCode: 404, message: 'Product not found' };
    const lookUp = (path: string) => shop.http.get(`/api/products/stock-number/${path}`);
    // Exact match: stock numbers are unique as written, so another case is another stock number.
    const unknown = [
      'LG-404',
      'lg-1',
      'LG-1.',
      ids['LG-1'],
      encodeURIComponent('LG 1'),
      encodeURIComponent(' LG-1'),
      encodeURIComponent('ñandú-1'),
      encodeURIComponent('💎'),
      encodeURIComponent("LG-1' or '1'='1"),
      encodeURIComponent('LG-1%'),
      encodeURIComponent('<script>'),
    ];
    const malformed = ['A'.repeat(41), 'A'.repeat(5000), encodeURIComponent('LG-1\n')];
    for (const path of [...unknown, ...malformed]) {
      const response = await lookUp(path);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: notFound });
    }
    // A NUL is not text: refused like in any other field (README, "Bytes that are not text").
    for (const path of ['%00', 'LG-1%00']) {
      const response = await lookUp(path);
      expect({ path, status: response.status, errors: Object.keys(response.body.errors ?? {}) }).toEqual({
        path,
        status: 400,
        errors: ['stockNumber'],
      });
    }
    // An address that is not valid percent-encoding never reaches a route: Express's 400, as for every
    // path parameter (GET /api/products/:id too), in the API's error shape.
    for (const path of ['%E0%A4%A', '%']) {
      const broken = await lookUp(path);
      expect({ status: broken.status, body: broken.body }).toEqual({
        status: 400,
        body: { statusCode: 400, message: `Failed to decode param '${path}'` },
      });
      expect((await shop.http.get(`/api/products/${path}`)).body).toEqual(broken.body);
    }
    // Neither route takes the other's address.
    expect((await shop.http.get('/api/products/stock-number').expect(404)).body).toEqual(notFound);
    expect((await shop.http.get('/api/products/stock-number/').expect(404)).body).toEqual(notFound);
    expect((await lookUp('LG-1/extra').expect(404)).body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  test('unknown parameters and values get a 400 that names them', async () => {
    const message = async (query: Record<string, string>) =>
      (await shop.http.get('/api/products').query(query).expect(400)).body.message;
    expect(await message({ colour: 'red' })).toMatch(/colour/);
    expect(await message({ featured: 'yes' })).toBe('featured: must be true or false');
    expect(await message({ productType: 'watch' })).toMatch(/^productType: must be one of/);
    expect(await message({ sort: 'random' })).toMatch(/^sort: must be one of/);
    expect(await message({ limit: '500' })).toBe('limit: must be a whole number from 1 to 100');
    expect(await message({ category: 'hats' })).toBe('category: unknown value "hats"');
  });
});
