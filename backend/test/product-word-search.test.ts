import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductRepository, ProductType } from '../src/modules/catalog/index.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const piece = (
  stockNumber: string,
  name: string,
  category: string,
  metal: string,
  extra: Record<string, unknown> = {},
) => ({
  productType: ProductType.Jewelry,
  stockNumber,
  name,
  description: 'A piece.',
  price: 2000,
  category,
  metal,
  countInStock: 3,
  ...extra,
});

// What the header search must tell apart (issue 28): rings from earrings, a shape or metal in the name from one
// only in the columns, one kind of product from another, and words from substrings.
const catalogue = [
  piece('JW-101', 'Oval Solitaire Engagement Ring in 14K White Gold', 'Engagement Ring', '14K White Gold', {
    stoneShape: 'Oval',
    stoneType: 'Lab Grown Diamond',
    specs: { jewelryStyle: 'Solitaire Engagement Ring' },
  }),
  // Oval only in its stone's shape, not in the name.
  piece('JW-102', 'Classic Halo Engagement Ring', 'Engagement Ring', '18K Yellow Gold', { stoneShape: 'Oval' }),
  piece('JW-103', 'Round Halo Engagement Ring in Platinum', 'Engagement Ring', 'Platinum', { stoneShape: 'Round' }),
  piece('JW-104', 'Oval Stud Earrings in Platinum', 'Earrings', 'Platinum', { stoneShape: 'Oval' }),
  piece('JW-105', 'Pear Drop Earrings in 14K Rose Gold', 'Earrings', '14K Rose Gold', { stoneShape: 'Pear' }),
  piece('JW-106', 'Oval Sapphire Pendant Necklace in 18K White Gold', 'Necklace', '18K White Gold', {
    stoneShape: 'Oval',
    gemType: 'Sapphire',
  }),
  piece('JW-107', 'Éclat Solitaire 💎 Pendant', 'Pendant', '18K Rose Gold'),
  piece('JW-108', 'Кольцо Aurora', 'Engagement Ring', '14K Yellow Gold'),
  // Same words, one cannot be ordered: the orderable one comes first though its name sorts later.
  piece('JW-109', 'Aurora Twist Band', 'Wedding Band', '14K Yellow Gold', { countInStock: 0 }),
  piece('JW-110', 'Borealis Twist Band', 'Wedding Band', '14K Yellow Gold', { countInStock: 4 }),
  {
    productType: ProductType.Ring,
    stockNumber: 'RG-1',
    name: '4 mm Court Wedding Band in Platinum',
    description: 'A band.',
    price: 900,
    category: 'Wedding Band',
    subCategory: 'Classic Ring',
    metal: 'Platinum',
    countInStock: 10,
    specs: { material: 'Platinum', width: '4 mm', size: 'M', style: 'Court' },
  },
  {
    productType: ProductType.LabGrown,
    stockNumber: 'LG-7731',
    name: 'Oval 1.20 ct',
    description: 'A stone.',
    price: 1000,
    shape: 'Oval',
    carat: 1.2,
    lab: 'IGI',
    certificateNumber: 'IGI-552104',
    availability: 'Available',
  },
  {
    productType: ProductType.NaturalDiamond,
    stockNumber: 'ND-2141',
    name: 'Round Brilliant 1.00 ct',
    description: 'A stone.',
    price: 5000,
    shape: 'Round',
    carat: 1,
    lab: 'GIA',
    certificateNumber: '2141937456',
    availability: 'Available',
  },
];

interface Item {
  name: string;
  stockNumber: string;
  availability: { status: string; label: string; canOrder: boolean };
}
interface Answer {
  exact: Item | null;
  items: Item[];
  total: number;
  truncated: boolean;
  page: number;
  pages: number;
}

describe('GET /api/products/lookup finds pieces by their words (issue 28)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  beforeAll(async () => {
    database = await createOwnDatabase('product_word_search');
    shop = await createTestApp({}, database.url);
    const em = shop.app.get(EntityManager).fork();
    for (const row of catalogue) em.create(Product, row);
    await em.flush();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const search = async (q: string, query: Record<string, number> = {}): Promise<Answer> =>
    (
      await shop.http
        .get('/api/products/lookup')
        .query({ q, limit: 24, ...query })
        .expect(200)
    ).body;
  const stockNumbers = async (q: string) => (await search(q)).items.map((item) => item.stockNumber);

  // Each search, the pieces it must list (in this order when `inOrder`) and those it must not.
  test.each([
    ['oval ring', ['JW-101', 'JW-102'], ['JW-103', 'JW-104', 'JW-106', 'LG-7731']],
    ['platinum ring', ['JW-103', 'RG-1'], ['JW-104', 'JW-101']],
    ['rings', ['JW-101', 'JW-102', 'JW-103', 'RG-1'], ['JW-104', 'JW-105']],
    ['ring', ['JW-101', 'JW-102', 'JW-103', 'RG-1'], ['JW-104', 'JW-105']],
    ['earrings', ['JW-104', 'JW-105'], ['JW-101', 'RG-1']],
    ['oval', ['JW-101', 'JW-102', 'JW-104', 'JW-106', 'LG-7731'], ['JW-103', 'JW-105', 'ND-2141']],
    ['sapphire necklace', ['JW-106'], ['JW-101']],
    ['lab grown oval', ['LG-7731'], ['ND-2141', 'JW-104']],
    ['lab-grown', ['LG-7731'], ['ND-2141']],
    ['natural diamond', ['ND-2141'], ['LG-7731']],
    ['court', ['RG-1'], []],
    ['IGI', ['LG-7731'], ['ND-2141']],
    ['PLATINUM', ['JW-103', 'JW-104', 'RG-1'], ['JW-101']],
  ])('“%s” lists %j and not %j', async (q, must, mustNot) => {
    const listed = await stockNumbers(q);
    expect(listed).toEqual(expect.arrayContaining(must));
    for (const stock of mustNot) expect(listed).not.toContain(stock);
  });

  test('words, not substrings: “ring” lists no earrings, “oval ring” puts the ring named so before the one whose stone is', async () => {
    expect(await stockNumbers('ring')).not.toEqual(expect.arrayContaining(['JW-104']));
    expect(await stockNumbers('oval ring')).toEqual(['JW-101', 'JW-102']);
  });

  test('a word in the name ranks above the same word only in the kind, metal or shape', async () => {
    const platinumRings = await stockNumbers('platinum ring');
    expect(platinumRings.indexOf('JW-103')).toBeLessThan(platinumRings.indexOf('RG-1'));
  });

  test('among equals the piece that can be ordered comes first, and every item says whether it can', async () => {
    const { items } = await search('twist');
    expect(items.map((item) => [item.stockNumber, item.availability.canOrder])).toEqual([
      ['JW-110', true],
      ['JW-109', false],
    ]);
    expect(items[1].availability).toMatchObject({ status: 'unavailable', label: 'Currently Unavailable' });
  });

  test('an exact stock number names its product and lists it first', async () => {
    const answer = await search('jw-103');
    expect(answer.exact).toMatchObject({ stockNumber: 'JW-103' });
    expect(answer.items[0].stockNumber).toBe('JW-103');
  });

  test('a certificate number names its stone, ahead of anything else', async () => {
    const answer = await search(' 2141937456 ');
    expect(answer.exact).toMatchObject({ stockNumber: 'ND-2141' });
    expect(answer.items.map((item) => item.stockNumber)).toEqual(['ND-2141']);
    expect((await search('igi-552104')).exact).toMatchObject({ stockNumber: 'LG-7731' });
  });

  test('odd Unicode in a name: accents in either form, other alphabets, emoji beside the words', async () => {
    expect(await stockNumbers('ÉCLAT')).toEqual(['JW-107']);
    expect(await stockNumbers('e\u0301clat pendant')).toEqual(['JW-107']);
    expect(await stockNumbers('кольцо')).toEqual(['JW-108']);
    expect(await stockNumbers('💎')).toEqual([]);
  });

  test('a misspelt word still finds the pieces named with it', async () => {
    expect(await stockNumbers('platnum')).toEqual(expect.arrayContaining(['JW-103', 'JW-104', 'RG-1']));
  });

  test('pages: the total, the count of pages, each page its own products, a page past the end empty', async () => {
    const all = await stockNumbers('ring');
    const first = await search('ring', { limit: 2 });
    expect(first).toMatchObject({ total: all.length, page: 1, pages: Math.ceil(all.length / 2) });
    const second = await search('ring', { limit: 2, page: 2 });
    expect([...first.items, ...second.items].map((item) => item.stockNumber)).toEqual(all.slice(0, 4));
    expect(await search('ring', { limit: 2, page: 50 })).toMatchObject({ items: [], total: all.length, page: 50 });
  });

  test('a search matching more than it may list lists the most relevant of those gathered, and says more match', async () => {
    const repository = shop.app.get(ProductRepository);
    const all = await stockNumbers('ring');
    const capped = await repository.lookupMatching('ring', { offset: 0, limit: 24, most: 3 });
    expect(capped).toMatchObject({ total: 3, truncated: true });
    expect(capped.products).toHaveLength(3);
    const lastPage = await repository.lookupMatching('ring', { offset: 2, limit: 2, most: 3 });
    expect(lastPage.products).toHaveLength(1);
    const whole = await repository.lookupMatching('ring', { offset: 0, limit: 24, most: all.length });
    expect(whole).toMatchObject({ total: all.length, truncated: false });
    expect((await search('ring')).truncated).toBe(false);
  });

  test.each([
    '%',
    '_',
    '\\',
    "'; drop table products; --",
    '<script>alert(1)</script>',
    'ring & !oval | (:*',
    'the of and',
    '-ring',
    '"oval',
    'ü'.repeat(100),
  ])('the hostile or wordless search %j answers 200, nothing broken', async (q) => {
    const answer = await search(q);
    expect(answer).toMatchObject({ exact: null, page: 1 });
    expect(answer.items.length).toBe(answer.total < 24 ? answer.total : 24);
  });

  test.each([
    ['an empty q', { q: '' }],
    ['a q of spaces', { q: '   ' }],
    ['a q of 101 characters', { q: 'a'.repeat(101) }],
    ['a q with a NUL byte', { q: 'ring\u0000' }],
    ['page 0', { q: 'ring', page: 0 }],
    ['page “two”', { q: 'ring', page: 'two' }],
  ])('%s is refused with 400 naming the parameter', async (_case, query) => {
    const { body } = await shop.http.get('/api/products/lookup').query(query).expect(400);
    expect(body.message).toMatch(/^(q|page): /);
  });

  test('the products table still holds every piece after the hostile searches', async () => {
    expect((await search('band')).total).toBeGreaterThanOrEqual(3);
  });
});
