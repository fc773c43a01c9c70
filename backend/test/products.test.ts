import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const base = { description: 'A fine piece.', price: 1000 };
const catalogue = [
  { ...base, stockNumber: 'LG-1', productType: ProductType.LabGrown, name: 'Round', shape: 'Round', carat: 1.01, lab: 'IGI', certificateNumber: 'LG5551', availability: 'Available', featured: true, createdAt: day(5), mainImage: '/catalog/diamond-round.svg' },
  { ...base, stockNumber: 'LG-2', productType: ProductType.LabGrown, name: 'Oval', shape: 'Oval', carat: 2.1, price: 3000, availability: 'Unavailable', createdAt: day(4) },
  { ...base, stockNumber: 'ND-1', productType: ProductType.NaturalDiamond, name: 'Natural', shape: 'Round', carat: 0.9, lab: 'GIA', certificateNumber: '2141', availability: 'G', featured: true, createdAt: day(3) },
  { ...base, stockNumber: 'JW-1', productType: ProductType.Jewelry, name: 'Solitaire', category: 'Engagement Ring', countInStock: 3, featured: true, onSale: true, originalPrice: 1200, salePrice: 900, createdAt: day(6), mainImage: 'https://cdn.example/ring.jpg', galleryImages: ['/catalog/ring-2.svg'] },
  { ...base, stockNumber: 'JW-2', productType: ProductType.Jewelry, name: 'Studs', category: 'Earrings', countInStock: 0, createdAt: day(2) },
  { ...base, stockNumber: 'RG-1', productType: ProductType.Ring, name: 'Band', category: 'Wedding Band', createdAt: day(1) },
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
    const featured = await shop.http.get('/api/products').query({ featured: 'true', limit: 4, sort: '-createdAt' }).expect(200);
    expect(names(featured.body)).toEqual(['Solitaire', 'Round', 'Natural']);
    expect(featured.body).toMatchObject({ total: 3, page: 1, pages: 1 });
    const labGrown = await shop.http.get('/api/products').query({ productType: 'lab-grown', sort: 'price' }).expect(200);
    expect(names(labGrown.body)).toEqual(['Round', 'Oval']);
    const paged = await shop.http.get('/api/products').query({ limit: 2, page: 2 }).expect(200);
    expect(names(paged.body)).toEqual(['LG-2', 'ND-1'].map((s) => catalogue.find((c) => c.stockNumber === s)!.name));
    expect(paged.body).toMatchObject({ total: 6, page: 2, pages: 3 });
    const engagement = await shop.http.get('/api/products').query({ category: 'engagement' }).expect(200);
    expect(names(engagement.body)).toEqual(['Solitaire']);
  });

  test('the spec’s typed lists', async () => {
    const list = async (type: string) => names((await shop.http.get(`/api/products/type/${type}`).expect(200)).body).sort();
    expect(await list('lab-grown')).toEqual(['Oval', 'Round']);
    expect(await list('natural-diamonds')).toEqual(['Natural']);
    expect(await list('diamonds')).toEqual(['Natural', 'Oval', 'Round']);
    expect(await list('rings')).toEqual(['Band', 'Solitaire']);
    expect(await list('jewelry')).toEqual(['Band', 'Solitaire', 'Studs']);
    expect((await shop.http.get('/api/products/type/watches').expect(400)).body.message).toMatch(/^type: must be one of/);
  });

  test('GET /api/products/:id answers { data } with absolute media, availability and certificate', async () => {
    const ring = (await shop.http.get(`/api/products/${ids['JW-1']}`).expect(200)).body.data;
    expect(ring).toMatchObject({
      id: ids['JW-1'],
      _id: ids['JW-1'],
      mainImage: 'https://cdn.example/ring.jpg',
      galleryImages: ['https://shop.example/catalog/ring-2.svg'],
      images: ['https://cdn.example/ring.jpg', 'https://shop.example/catalog/ring-2.svg'],
      discount: 10,
      availability: { status: 'limited', label: 'Limited Stock (3 remaining)', canOrder: true },
      certificate: null,
    });
    const diamond = (await shop.http.get(`/api/products/${ids['ND-1']}`).expect(200)).body.data;
    expect(diamond.availability).toEqual({ status: 'available', label: 'Available', canOrder: true });
    expect(diamond.certificate).toEqual({ lab: 'GIA', number: '2141', url: 'https://www.gia.edu/report-check?reportno=2141' });
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

  test('unknown parameters and values get a 400 that names them', async () => {
    const message = async (query: Record<string, string>) => (await shop.http.get('/api/products').query(query).expect(400)).body.message;
    expect(await message({ colour: 'red' })).toMatch(/colour/);
    expect(await message({ featured: 'yes' })).toBe('featured: must be true or false');
    expect(await message({ productType: 'watch' })).toMatch(/^productType: must be one of/);
    expect(await message({ sort: 'random' })).toMatch(/^sort: must be one of/);
    expect(await message({ limit: '500' })).toBe('limit: must be a whole number from 1 to 100');
    expect(await message({ category: 'hats' })).toBe('category: unknown value "hats"');
  });
});
