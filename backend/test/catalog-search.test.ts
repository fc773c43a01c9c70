import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { Product } from '../src/modules/catalog/entities/product.entity.js';
import { ProductRepository } from '../src/modules/catalog/products.repository.js';
import { DiamondIndexService } from '../src/modules/catalog/search/diamond-index.service.js';
import * as options from '../src/modules/catalog/search/search-options.js';
import { generateCatalogue, type GeneratedProduct, type Random, seededRandom } from './support/catalogue-generator.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { canOrder, diamondOracle, jewelryOracle } from './support/search-oracle.js';
import { randomDiamondQuery, randomJewelryQuery } from './support/random-queries.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SEED = 20261122;
type Query = Record<string, string>;

/** The API's answer in the oracle's terms. */
function observed(body: Record<string, unknown>) {
  const { items, facets, ranges, ...rest } = body as { items: { id: string }[]; facets?: unknown; ranges?: unknown };
  return { ...rest, ids: items.map((item) => item.id), ...(facets ? { facets } : {}), ...(ranges ? { ranges } : {}) };
}

describe('catalogue search: GET /api/diamonds and GET /api/jewelry', () => {
  let database: OwnDatabase;
  /** Searches with SQL only. */
  let shop: TestApp;
  /** Searches diamonds with the in-memory index once it is current. */
  let indexed: TestApp;
  let products: GeneratedProduct[];
  let diamonds: GeneratedProduct[];
  let jewelry: GeneratedProduct[];

  beforeAll(async () => {
    database = await createOwnDatabase('catalog_search');
    shop = await createTestApp({ SEARCH_INDEX: 'off' }, database.url);
    products = generateCatalogue(SEED, 3000, 1500);
    diamonds = products.filter((product) => product.stockNumber.includes('-D'));
    jewelry = products.filter((product) => product.stockNumber.includes('-J'));
    const em = shop.app.get(MikroORM).em.fork();
    // In chunks: one statement takes at most 65,535 bind parameters.
    for (let start = 0; start < products.length; start += 1000) {
      const chunk = products
        .slice(start, start + 1000)
        .map((product) => ({ ...product, updatedAt: product.createdAt }));
      await em.insertMany(Product, chunk as unknown as Product[]);
    }
    indexed = await createTestApp({}, database.url);
    await indexed.app.get(DiamondIndexService).whenCurrent();
  }, 120_000);

  afterAll(async () => {
    await indexed?.close();
    await shop?.close();
    await database?.drop();
  });

  /** Asks the API and the oracle for a random page of the result, compares everything, answers the total. */
  async function compare(
    path: string,
    oracle: typeof diamondOracle,
    query: Query,
    random: Random,
    app = shop,
    engine = 'sql',
    catalogue = products,
  ): Promise<number> {
    const { pages } = oracle(catalogue, { ...query, facets: 'false' });
    const paged = { ...query, ...(random.chance(0.6) ? { page: String(random.int(1, pages + 1)) } : {}) };
    const response = await app.http.get(path).query(paged);
    expect({ query: paged, status: response.status, engine: response.headers['server-timing'] }).toEqual({
      query: paged,
      status: 200,
      engine: expect.stringContaining(`desc="${engine}"`),
    });
    expect({ query: paged, answer: observed(response.body) }).toEqual({
      query: paged,
      answer: oracle(catalogue, paged),
    });
    return response.body.total;
  }

  test.each([
    ['SQL', () => shop, 'sql'],
    ['the in-memory index', () => indexed, 'index'],
  ] as const)(
    '250 random diamond searches with %s answer what a brute-force filter finds: items, order, paging, facets, ranges',
    async (_, app, engine) => {
      const random = seededRandom(SEED + 1);
      const totals: number[] = [];
      for (let index = 0; index < 250; index++)
        totals.push(
          await compare('/api/diamonds', diamondOracle, randomDiamondQuery(random, diamonds), random, app(), engine),
        );
      // The mix stays meaningful: most searches find something, some find nothing.
      expect(totals.filter((total) => total > 0).length).toBeGreaterThan(150);
      expect(totals).toContain(0);
    },
    120_000,
  );

  /** The index this process answers from: laid over by changes (followed) or freshly built. */
  const changesLaidOver = () => indexed.app.get(DiamondIndexService).latest()!.index.changes;

  test('a committed price change shows in the very next search, answered by the index that followed it', async () => {
    const stone = diamonds.find(
      (product) => product.productType === 'lab-grown' && canOrder(product) && !product.onSale,
    )!;
    const find = () =>
      indexed.http.get('/api/diamonds').query({ type: 'lab-grown', priceMin: 98_000_000, facets: false }).expect(200);
    const em = indexed.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Product, { id: stone.id }, { price: 98_765_432 });
    try {
      const rightAway = await find();
      expect(rightAway.body.items.map((item: { id: string }) => item.id)).toEqual([stone.id]);
      expect(rightAway.headers['server-timing']).toContain('desc="index"');
      // Followed through the change log, not rebuilt.
      expect(changesLaidOver()).toBeGreaterThan(0);
    } finally {
      await em.nativeUpdate(Product, { id: stone.id }, { price: stone.price });
      await indexed.app.get(DiamondIndexService).whenCurrent();
    }
  });

  test('rows read after newer commits say whether any of them changed since the index’s revision', async () => {
    const repository = indexed.app.get(ProductRepository);
    const [edited, untouched] = diamonds;
    const since = await repository.catalogRevision();
    const em = indexed.app.get(MikroORM).em.fork();
    try {
      await em.nativeUpdate(Product, { id: edited.id }, { name: 'Edited meanwhile' });
      const other = await repository.summariesWithRevision([untouched.id], since);
      expect({ newer: BigInt(other.revision) > BigInt(since), changed: other.changedSince }).toEqual({
        newer: true,
        changed: false,
      });
      expect((await repository.summariesWithRevision([untouched.id, edited.id], since)).changedSince).toBe(true);
    } finally {
      await em.nativeUpdate(Product, { id: edited.id }, { name: edited.name });
      await indexed.app.get(DiamondIndexService).whenCurrent();
    }
  });

  test('a renamed stone shows its new name in the very next search, though its card was kept from the last one', async () => {
    const firstPage = () =>
      indexed.http.get('/api/diamonds').query({ type: 'lab-grown', sortBy: 'price-desc', limit: 3, facets: false });
    const before = await firstPage().expect(200);
    const { id, name } = before.body.items[0];
    expect(indexed.app.get(DiamondIndexService).summaries.get(id)?.name).toBe(name);
    const em = indexed.app.get(MikroORM).em.fork();
    try {
      await em.nativeUpdate(Product, { id }, { name: 'Renamed «ﬁne» stone' });
      const after = await firstPage().expect(200);
      expect(after.headers['server-timing']).toContain('desc="index"');
      expect(after.body.items[0]).toMatchObject({ id, name: 'Renamed «ﬁne» stone' });
    } finally {
      await em.nativeUpdate(Product, { id }, { name });
      await indexed.app.get(DiamondIndexService).whenCurrent();
    }
  });

  test('a sale or a change of availability shows in the very next search, answered by the index', async () => {
    const stone = diamonds.find(
      (product) => product.productType === 'natural-diamond' && canOrder(product) && product.countInStock === null,
    )!;
    const cheapestFirst = () =>
      indexed.http
        .get('/api/diamonds')
        .query({ type: 'natural', sortBy: 'price-asc', limit: 1, facets: false })
        .expect(200);
    const em = indexed.app.get(MikroORM).em.fork();
    try {
      await em.nativeUpdate(Product, { id: stone.id }, { onSale: true, salePrice: 0.01 });
      const onSale = await cheapestFirst();
      expect({ engine: onSale.headers['server-timing'], first: onSale.body.items[0].id }).toEqual({
        engine: expect.stringContaining('desc="index"'),
        first: stone.id,
      });
      await em.nativeUpdate(Product, { id: stone.id }, { availability: 'Unavailable' });
      const unavailable = await cheapestFirst();
      expect({ engine: unavailable.headers['server-timing'], first: unavailable.body.items[0].id }).toEqual({
        engine: expect.stringContaining('desc="index"'),
        first: expect.not.stringMatching(stone.id),
      });
    } finally {
      await em.nativeUpdate(
        Product,
        { id: stone.id },
        { onSale: stone.onSale, salePrice: stone.salePrice, availability: stone.availability },
      );
      await indexed.app.get(DiamondIndexService).whenCurrent();
    }
  });

  test('changes committed between searches (edits, deletes, new stones, kinds changed) are followed: every answer is the oracle’s, from the index', async () => {
    const random = seededRandom(SEED + 3);
    const em = indexed.app.get(MikroORM).em.fork();
    const current = new Map(diamonds.map((product) => [product.id, { ...product }]));
    const added: string[] = [];
    const touched = new Set<string>();
    const stones = () => [...current.values()];
    const some = () => stones()[random.int(0, current.size - 1)];
    try {
      for (let round = 0; round < 40; round++) {
        const stone = some();
        const other = some();
        const change = random.int(0, 3);
        touched.add(stone.id);
        if (change === 0) {
          Object.assign(stone, { price: other.price, onSale: false });
          await em.nativeUpdate(Product, { id: stone.id }, { price: other.price, onSale: false });
        } else if (change === 1) {
          Object.assign(stone, { color: other.color, carat: other.carat, createdAt: other.createdAt });
          await em.nativeUpdate(
            Product,
            { id: stone.id },
            { color: other.color, carat: other.carat, createdAt: other.createdAt },
          );
        } else if (change === 2) {
          current.delete(stone.id);
          await em.nativeUpdate(Product, { id: stone.id }, { productType: 'jewelry' as Product['productType'] });
        } else {
          const [fresh] = generateCatalogue(SEED + 100 + round, 1, 0, `LIVE${round}`);
          current.set(fresh.id, fresh);
          added.push(fresh.id);
          await em.insertMany(Product, [{ ...fresh, updatedAt: fresh.createdAt }] as unknown as Product[]);
        }
        const catalogue = stones();
        for (let search = 0; search < 3; search++)
          await compare(
            '/api/diamonds',
            diamondOracle,
            randomDiamondQuery(random, catalogue),
            random,
            indexed,
            'index',
            catalogue,
          );
      }
      expect(changesLaidOver()).toBeGreaterThan(0);
    } finally {
      await em.nativeDelete(Product, { id: added });
      for (const product of diamonds.filter(({ id }) => touched.has(id)))
        await em.nativeUpdate(Product, { id: product.id }, {
          productType: product.productType,
          price: product.price,
          onSale: product.onSale,
          color: product.color,
          carat: product.carat,
          createdAt: product.createdAt,
        } as Partial<Product>);
      await indexed.app.get(DiamondIndexService).whenCurrent();
    }
  }, 180_000);

  test('150 random jewelry searches answer what a brute-force filter finds', async () => {
    const random = seededRandom(SEED + 2);
    const totals: number[] = [];
    for (let index = 0; index < 150; index++)
      totals.push(await compare('/api/jewelry', jewelryOracle, randomJewelryQuery(random, jewelry), random));
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(90);
    expect(totals).toContain(0);
  }, 120_000);

  test.each([
    ['SQL', () => shop],
    ['the in-memory index', () => indexed],
  ])('walking every page of a sort full of ties with %s meets each product exactly once', async (_, app) => {
    for (const sortBy of Object.values(options.SearchSort)) {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const { body } = await app()
          .http.get('/api/diamonds')
          .query({ type: 'lab-grown', sortBy, limit: 100, page, facets: false, includeUnavailable: true })
          .expect(200);
        seen.push(...body.items.map((item: { id: string }) => item.id));
        if (page >= body.pages) break;
      }
      const expected = diamonds.filter((product) => product.productType === 'lab-grown').map((product) => product.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...expected].sort());
    }
  });

  test('the answer has the documented shape, with canonical spellings and every option of the lists', async () => {
    const { body } = await shop.http
      .get('/api/diamonds')
      .query({ type: 'Lab-Grown', shape: 'ROUND', cut: 'very-good', limit: 2 })
      .expect(200);
    expect(Object.keys(body).sort()).toEqual(['facets', 'items', 'page', 'pages', 'ranges', 'total']);
    expect(Object.keys(body.facets.shape)).toEqual([...options.DIAMOND_SHAPES]);
    expect(Object.keys(body.facets.color)).toEqual(options.DIAMOND_COLORS);
    expect(Object.keys(body.facets.certification)).toEqual([...options.CERTIFICATIONS]);
    // The chosen Round does not hide the other shapes' counts.
    expect(body.facets.shape.Oval).toBeGreaterThan(0);
    expect(body.items).toHaveLength(2);
    for (const item of body.items) {
      expect(item).toMatchObject({
        _id: item.id,
        productType: 'lab-grown',
        shape: 'Round',
        cut: 'Very Good',
        price: expect.any(Number),
        createdAt: expect.stringMatching(/Z$/),
      });
      // Results are the same product answer as GET /api/products/:id, availability computed by the server.
      expect(item.availability).toEqual({
        status: expect.any(String),
        label: expect.any(String),
        canOrder: expect.any(Boolean),
      });
      expect(item).toHaveProperty('certificate');
      expect(item).not.toHaveProperty('passwordHash');
    }
    expect(body.ranges.price.min).toBeLessThanOrEqual(body.ranges.price.max);

    const next = await shop.http
      .get('/api/diamonds')
      .query({ type: 'lab-grown', page: 2, facets: 'false' })
      .expect(200);
    expect(Object.keys(next.body).sort()).toEqual(['items', 'page', 'pages', 'total']);

    const jewels = await shop.http.get('/api/jewelry').query({ category: 'rings' }).expect(200);
    expect(Object.keys(jewels.body.facets)).toEqual([
      'category',
      'subCategory',
      'metal',
      'classification',
      'stoneType',
      'stoneShape',
      'gemType',
      'brand',
    ]);
    expect(jewels.body.items.every((item: { category: string }) => item.category === 'Engagement Ring')).toBe(true);
    // Brands in any case count together, under one spelling.
    expect(Object.keys(jewels.body.facets.brand).map((brand) => brand.toLowerCase())).toEqual([
      'aurora',
      'étoile',
      'house collection',
    ]);
  });

  test('nothing found: empty page, zero counts and empty ranges', async () => {
    const { body } = await shop.http.get('/api/diamonds').query({ priceMin: 99_999_999 }).expect(200);
    expect(body).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pages: 0,
      ranges: { price: { min: null, max: null }, carat: { min: null, max: null } },
    });
    expect(Object.values(body.facets.shape).every((count) => count === 0)).toBe(true);
  });

  test('natural means natural-diamond; without a type the legacy generic diamonds come too', async () => {
    const types = async (query: Query) =>
      new Set(
        (
          await shop.http
            .get('/api/diamonds')
            .query({ ...query, limit: 100, facets: false, includeUnavailable: true })
            .expect(200)
        ).body.items.map((item: { productType: string }) => item.productType),
      );
    expect(await types({ type: 'natural' })).toEqual(new Set(['natural-diamond']));
    expect(await types({})).toEqual(new Set(['lab-grown', 'natural-diamond', 'diamond']));
  });

  test.each([
    ['/api/diamonds', { colour: 'D' }, 'colour', 'property colour should not exist'],
    ['/api/diamonds', { shape: 'round,hexagon' }, 'shape', 'shape: unknown value "hexagon"'],
    ['/api/diamonds', { cut: 'great' }, 'cut', 'cut: unknown value "great"'],
    ['/api/diamonds', { color: 'ZZ' }, 'color', 'color: unknown value "ZZ"'],
    ['/api/diamonds', { clarity: 'VVS3' }, 'clarity', 'clarity: unknown value "VVS3"'],
    ['/api/diamonds', { certification: 'ACME' }, 'certification', 'certification: unknown value "ACME"'],
    ['/api/diamonds', { type: 'synthetic' }, 'type', 'type: unknown value "synthetic"'],
    ['/api/diamonds', { sortBy: 'cheapest' }, 'sortBy', 'sortBy: unknown value "cheapest"'],
    ['/api/diamonds', { priceMin: '500', priceMax: '100' }, 'priceMin', 'priceMin: must not be greater than priceMax'],
    ['/api/diamonds', { caratMin: '2', caratMax: '1.5' }, 'caratMin', 'caratMin: must not be greater than caratMax'],
    ['/api/diamonds', { caratMin: 'heavy' }, 'caratMin', 'caratMin: must be a number from 0'],
    ['/api/diamonds', { priceMax: '-1' }, 'priceMax', 'priceMax: must be a number from 0'],
    ['/api/diamonds', { limit: '101' }, 'limit', 'limit: must be a whole number from 1 to 100'],
    ['/api/diamonds', { limit: '0' }, 'limit', 'limit: must be a whole number from 1 to 100'],
    ['/api/diamonds', { page: '0' }, 'page', 'page: must be a whole number from 1 to 100000'],
    ['/api/diamonds', { page: '1.5' }, 'page', 'page: must be a whole number from 1 to 100000'],
    ['/api/diamonds', { facets: 'maybe' }, 'facets', 'facets: must be true or false'],
    ['/api/diamonds', { includeUnavailable: 'yes' }, 'includeUnavailable', 'includeUnavailable: must be true or false'],
    ['/api/jewelry', { includeUnavailable: '1' }, 'includeUnavailable', 'includeUnavailable: must be true or false'],
    ['/api/jewelry', { shape: 'round' }, 'shape', 'property shape should not exist'],
    ['/api/jewelry', { category: 'watches' }, 'category', 'category: unknown value "watches"'],
    ['/api/jewelry', { metal: 'copper' }, 'metal', 'metal: unknown value "copper"'],
    ['/api/jewelry', { metal: ['Platinum', 'Silver'] }, 'metal', 'metal: give one value'],
    ['/api/jewelry', { brand: 'x'.repeat(101) }, 'brand', 'brand: at most 100 characters'],
  ])('%s with %j answers 400 naming %s', async (path, query, parameter, message) => {
    const { body } = await shop.http.get(path).query(query).expect(400);
    expect(body).toEqual({ statusCode: 400, message, errors: { [parameter]: message } });
  });

  test('the routes are documented with their operation ids and named enums', async () => {
    const { body } = await shop.http.get('/api/openapi.json').expect(200);
    expect(body.paths['/api/diamonds'].get.operationId).toBe('searchDiamonds');
    expect(body.paths['/api/jewelry'].get.operationId).toBe('searchJewelry');
    for (const name of [
      'DiamondShape',
      'DiamondKind',
      'SearchSort',
      'JewelryCategoryParam',
      'DiamondSearchAnswerDto',
      'JewelrySearchAnswerDto',
    ]) {
      expect(body.components.schemas).toHaveProperty(name);
    }
  });
});
