import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const diamond = {
  productType: ProductType.LabGrown,
  description: 'A stone.',
  price: 1000,
  shape: 'Round',
  carat: 1,
  lab: 'IGI',
  availability: 'Available',
};
const jewel = {
  productType: ProductType.Jewelry,
  description: 'A piece.',
  price: 800,
  category: 'Rings',
  countInStock: 2,
};

// Names and numbers chosen so every rule has something to get wrong: wildcards, odd Unicode, shared and
// prefix-sharing identifiers, and a name that contains another product's stock number.
const catalogue = [
  { ...diamond, stockNumber: 'LG-7731', name: 'Round Brilliant 1.00 ct', certificateNumber: 'IGI-552104' },
  { ...diamond, stockNumber: 'LG-77310', name: 'Oval 1.20 ct', certificateNumber: '2141937456' },
  {
    ...diamond,
    stockNumber: 'ND-1',
    productType: ProductType.NaturalDiamond,
    name: 'Natural Pear',
    certificateNumber: 'SHARED-9',
  },
  {
    ...diamond,
    stockNumber: 'ND-2',
    productType: ProductType.NaturalDiamond,
    name: 'Natural Pear Twin',
    certificateNumber: 'SHARED-9',
  },
  { ...jewel, stockNumber: 'JW-1', name: '100% Recycled Gold Band' },
  { ...jewel, stockNumber: 'JW-2', name: 'Rose_Gold Hoops' },
  { ...jewel, stockNumber: 'JW-3', name: 'Rose Gold Studs' },
  {
    ...jewel,
    stockNumber: 'JW-4',
    name: 'Éclat Solitaire 💎',
    price: 1200,
    onSale: true,
    originalPrice: 1200,
    salePrice: 950,
  },
  { ...jewel, stockNumber: 'JW-5', name: 'Кольцо Aurora' },
  { ...jewel, stockNumber: 'JW-6', name: 'Pendant for LG-7731 lovers' },
];

describe('GET /api/products/lookup (header search)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  beforeAll(async () => {
    database = await createOwnDatabase('product_lookup');
    shop = await createTestApp({}, database.url);
    const em = shop.app.get(EntityManager).fork();
    for (const row of catalogue) em.create(Product, row);
    await em.flush();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const lookup = async (q: string, limit?: number) =>
    (await shop.http.get('/api/products/lookup').query({ q, limit }).expect(200)).body;
  const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

  test('an exact stock number names its product, listed first, before products that only start with it or mention it', async () => {
    const body = await lookup('LG-7731');
    expect(body.exact).toMatchObject({
      stockNumber: 'LG-7731',
      name: 'Round Brilliant 1.00 ct',
      id: expect.any(String),
      _id: body.exact.id,
    });
    expect(names(body)).toEqual(['Round Brilliant 1.00 ct', 'Oval 1.20 ct', 'Pendant for LG-7731 lovers']);
  });

  test('an exact certificate number names its product, whatever the case and surrounding spaces', async () => {
    expect((await lookup('2141937456')).exact).toMatchObject({
      stockNumber: 'LG-77310',
      certificate: { number: '2141937456' },
    });
    expect((await lookup('  igi-552104 ')).exact).toMatchObject({ stockNumber: 'LG-7731' });
    expect((await lookup('lg-77310')).exact).toMatchObject({ stockNumber: 'LG-77310' });
  });

  test('a certificate number two products share names neither; both are listed', async () => {
    const body = await lookup('shared-9');
    expect(body.exact).toBeNull();
    expect(names(body)).toEqual(['Natural Pear', 'Natural Pear Twin']);
  });

  test('words of a name list the products that have them all, ignoring case and punctuation, with no exact product', async () => {
    const body = await lookup('rose gold');
    expect(body.exact).toBeNull();
    // Words, not text (issue 28): "Rose_Gold" is the words rose and gold too.
    expect(names(body)).toEqual(['Rose Gold Studs', 'Rose_Gold Hoops']);
    expect(names(await lookup('GOLD'))).toEqual(['100% Recycled Gold Band', 'Rose Gold Studs', 'Rose_Gold Hoops']);
    expect(body.items[0]).toMatchObject({ stockNumber: 'JW-3', price: 800, availability: expect.any(Object) });
  });

  test('the answer carries what a card needs, including the sale price', async () => {
    const [item] = (await lookup('solitaire')).items;
    expect(item).toMatchObject({ name: 'Éclat Solitaire 💎', onSale: true, price: 1200, salePrice: 950 });
  });

  test('%, _ and \\ are no wildcards: alone they are no words and find nothing', async () => {
    for (const q of ['%', '_', 'e_g', '\\']) expect(names(await lookup(q))).toEqual([]);
    expect(names(await lookup('100%'))).toEqual(['100% Recycled Gold Band']);
  });

  test('accents, other alphabets and emoji, in any case and in either Unicode form', async () => {
    expect(names(await lookup('ÉCLAT'))).toEqual(['Éclat Solitaire 💎']);
    expect(names(await lookup('e\u0301clat'))).toEqual(['Éclat Solitaire 💎']);
    expect(names(await lookup('КОЛЬЦО'))).toEqual(['Кольцо Aurora']);
    // An emoji is no word: the name's words still find the piece, the emoji alone finds nothing.
    expect(names(await lookup('💎'))).toEqual([]);
    expect(await lookup('ü'.repeat(100))).toEqual({
      exact: null,
      items: [],
      total: 0,
      truncated: false,
      page: 1,
      pages: 0,
    });
  });

  test('limit caps the page, not the exact product or the total', async () => {
    const body = await lookup('LG-7731', 1);
    expect(names(body)).toEqual(['Round Brilliant 1.00 ct']);
    expect(body.exact).not.toBeNull();
    const gold = await lookup('gold', 2);
    expect(gold).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(names(gold)).toHaveLength(2);
  });

  test.each([
    ['no q', {}],
    ['an empty q', { q: '' }],
    ['a q of spaces', { q: '   ' }],
    ['a q of 101 characters', { q: 'a'.repeat(101) }],
    ['a q with a NUL byte', { q: 'LG\u00007731' }],
    ['two q', { q: ['a', 'b'] }],
  ])('%s is refused with 400 and the house error shape', async (_case, query) => {
    const { body } = await shop.http.get('/api/products/lookup').query(query).expect(400);
    expect(body).toEqual({ statusCode: 400, message: expect.stringMatching(/^q: /), errors: { q: body.message } });
  });

  test.each([0, 25, 'many'])('limit %s is refused with 400', async (limit) => {
    const { body } = await shop.http.get('/api/products/lookup').query({ q: 'gold', limit }).expect(400);
    expect(body.errors).toEqual({ limit: 'limit: must be a whole number from 1 to 24' });
  });

  test('the lookup path does not shadow one product by id', async () => {
    const { id } = (await lookup('JW-1')).exact;
    expect((await shop.http.get(`/api/products/${id}`).expect(200)).body.data).toMatchObject({ stockNumber: 'JW-1' });
  });
});
