import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { DiamondIndexService } from '../src/modules/catalog/search/diamond-index.service.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 16's shopper: with the price filter $1,000–3,000 and "Price: Low to High", a stone sold at
 * $905 (was $1,005) was listed inside the filter, after $1,002, sorted by a price nobody pays. Lists
 * sort, filter and range on the price the shopper pays, and show what can be ordered unless asked.
 */

const base = { description: 'A piece for the price tests.', createdAt: new Date(Date.UTC(2026, 0, 1)) };
const stone = { ...base, productType: ProductType.LabGrown, carat: 1, lab: 'IGI', availability: 'Available' };
const piece = { ...base, productType: ProductType.Jewelry, category: 'Necklace', metal: 'Platinum', countInStock: 4 };

const catalogue = [
  { ...stone, stockNumber: 'PP-D1', name: 'Round at $1,002', shape: 'Round', price: 1002 },
  {
    ...stone,
    stockNumber: 'PP-D2',
    name: 'Oval at $905 was $1,005',
    shape: 'Oval',
    price: 1005,
    onSale: true,
    salePrice: 905,
  },
  // A "sale" above the price is no sale: it sells at its price.
  { ...stone, stockNumber: 'PP-D3', name: 'Pear at $2,000', shape: 'Pear', price: 2000, onSale: true, salePrice: 2500 },
  {
    ...stone,
    stockNumber: 'PP-D4',
    name: 'Heart, unavailable',
    shape: 'Heart',
    price: 1500,
    availability: 'Unavailable',
  },
  {
    ...stone,
    stockNumber: 'PP-D5',
    name: 'Cushion, availability unknown',
    shape: 'Cushion',
    price: 1200,
    availability: null,
  },
  { ...piece, stockNumber: 'PP-J1', name: 'Necklace at $1,002', price: 1002 },
  { ...piece, stockNumber: 'PP-J2', name: 'Necklace at $905 was $1,005', price: 1005, onSale: true, salePrice: 905 },
  { ...piece, stockNumber: 'PP-J3', name: 'Necklace, sold out', price: 1500, countInStock: 0 },
  {
    ...piece,
    stockNumber: 'PP-J4',
    name: 'Necklace, stock unknown',
    price: 1600,
    countInStock: null,
    availability: 'Available',
  },
];

type Answer = {
  items: { name: string }[];
  total: number;
  ranges: { price: { min: number; max: number } };
  facets: Record<string, Record<string, number>>;
};
const names = (body: Answer) => body.items.map((item) => item.name);

describe('catalogue lists: the price the shopper pays, orderable items first', () => {
  let database: OwnDatabase;
  let sqlOnly: TestApp;
  let indexed: TestApp;

  beforeAll(async () => {
    database = await createOwnDatabase('paid_price');
    sqlOnly = await createTestApp({ SEARCH_INDEX: 'off' }, database.url);
    const em = sqlOnly.app.get(EntityManager).fork();
    for (const row of catalogue) em.create(Product, row as unknown as Product);
    await em.flush();
    indexed = await createTestApp({}, database.url);
    await indexed.app.get(DiamondIndexService).whenCurrent();
  }, 60_000);

  afterAll(async () => {
    await indexed?.close();
    await sqlOnly?.close();
    await database?.drop();
  });

  describe.each([
    ['SQL', () => sqlOnly, 'sql'],
    ['the in-memory index', () => indexed, 'index'],
  ])('GET /api/diamonds with %s', (_, app, engine) => {
    const search = async (query: Record<string, string | number | boolean>) => {
      const response = await app()
        .http.get('/api/diamonds')
        .query({ type: 'lab-grown', sortBy: 'price-asc', ...query })
        .expect(200);
      expect(response.headers['server-timing']).toContain(`desc="${engine}"`);
      return response.body as Answer;
    };

    test('$1,000–3,000, Price: Low to High: the $905 stone is not inside, $1,002 comes first', async () => {
      const body = await search({ priceMin: 1000, priceMax: 3000 });
      expect(names(body)).toEqual(['Round at $1,002', 'Pear at $2,000']);
      expect(body.ranges.price).toEqual({ min: 1002, max: 2000 });
      expect(body.facets.shape).toMatchObject({ Round: 1, Pear: 1, Oval: 0 });
    });

    test('without a price filter the $905 stone sorts first, and shows its sale', async () => {
      const body = await search({});
      expect(names(body)).toEqual(['Oval at $905 was $1,005', 'Round at $1,002', 'Pear at $2,000']);
      expect(body.items[0]).toMatchObject({ price: 1005, salePrice: 905, onSale: true, discount: 10 });
      expect(body.ranges.price).toEqual({ min: 905, max: 2000 });
      expect((await search({ sortBy: 'price-desc' })).items.map((item) => item.name)).toEqual([
        'Pear at $2,000',
        'Round at $1,002',
        'Oval at $905 was $1,005',
      ]);
      expect(names(await search({ priceMax: 1000 }))).toEqual(['Oval at $905 was $1,005']);
    });

    test('unavailable stones are left out, with their counts, until includeUnavailable=true', async () => {
      const orderable = await search({ priceMin: 1000, priceMax: 3000 });
      expect(orderable.total).toBe(2);
      expect(orderable.facets.shape).toMatchObject({ Heart: 0, Cushion: 0 });
      const all = await search({ priceMin: 1000, priceMax: 3000, includeUnavailable: true });
      expect(names(all)).toEqual([
        'Round at $1,002',
        'Cushion, availability unknown',
        'Heart, unavailable',
        'Pear at $2,000',
      ]);
      expect(all.total).toBe(4);
      expect(all.facets.shape).toMatchObject({ Heart: 1, Cushion: 1, Oval: 0 });
      expect((await search({ includeUnavailable: false })).total).toBe(3);
    });
  });

  describe('GET /api/jewelry', () => {
    const search = async (query: Record<string, string | number | boolean>) =>
      (
        await sqlOnly.http
          .get('/api/jewelry')
          .query({ sortBy: 'price-asc', ...query })
          .expect(200)
      ).body as Answer;

    test('$1,000–3,000, Price: Low to High: the $905 piece is not inside; without a filter it sorts first', async () => {
      expect(names(await search({ priceMin: 1000, priceMax: 3000 }))).toEqual(['Necklace at $1,002']);
      const body = await search({});
      expect(names(body)).toEqual(['Necklace at $905 was $1,005', 'Necklace at $1,002']);
      expect(body.ranges.price).toEqual({ min: 905, max: 1002 });
    });

    test('sold-out pieces and pieces of unknown stock only with includeUnavailable=true, counted alike', async () => {
      const orderable = await search({ priceMin: 1000 });
      expect(orderable.facets.metal.Platinum).toBe(1);
      const all = await search({ priceMin: 1000, includeUnavailable: true });
      expect(names(all)).toEqual(['Necklace at $1,002', 'Necklace, sold out', 'Necklace, stock unknown']);
      expect(all.facets.metal.Platinum).toBe(3);
    });
  });

  test('GET /api/products sorts by the price paid; an unavailable product still opens by its link', async () => {
    const list = async (sort: string) =>
      (await sqlOnly.http.get('/api/products').query({ productType: 'lab-grown', sort }).expect(200)).body.products.map(
        (product: { name: string }) => product.name,
      );
    expect(await list('price')).toEqual([
      'Oval at $905 was $1,005',
      'Round at $1,002',
      'Cushion, availability unknown',
      'Heart, unavailable',
      'Pear at $2,000',
    ]);
    expect(await list('-price')).toEqual([
      'Pear at $2,000',
      'Heart, unavailable',
      'Cushion, availability unknown',
      'Round at $1,002',
      'Oval at $905 was $1,005',
    ]);

    const { body } = await sqlOnly.http.get('/api/products/stock-number/PP-D4').expect(200);
    expect(body.data.availability).toEqual({ status: 'unavailable', label: 'Currently Unavailable', canOrder: false });
    expect((await sqlOnly.http.get(`/api/products/${body.data.id}`).expect(200)).body.data.name).toBe(
      'Heart, unavailable',
    );
  });
});
