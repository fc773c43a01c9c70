import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/config.js';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { prepareDatabase } from '../src/database/prepare-database.js';
import { DEMO_REVIEWS, loadDemoReviews } from '../src/modules/reviews/demo/load-demo-reviews.js';
import { reviewRepositories } from '../src/modules/reviews/reviews.repository.js';
import { CustomerReview } from '../src/modules/reviews/entities/customer-review.entity.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin } from './support/leads.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const PUBLIC_KEYS = [
  'customerImage',
  'customerLocation',
  'customerName',
  'dateSubmitted',
  'id',
  'isFeatured',
  'productType',
  'rating',
  'reviewText',
];
const STAFF_KEYS = [
  ...PUBLIC_KEYS,
  'adminNotes',
  'createdAt',
  'displayOrder',
  'isActive',
  'orderReference',
  'productId',
  'updatedAt',
].sort();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let database: OwnDatabase;
let shop: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  database = await createOwnDatabase('reviews');
  shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url);
  await createDemoAdmin(shop);
  auth = await shop.adminAuth();
});

afterAll(async () => {
  await shop?.close();
  await database?.drop();
});

const removeAllReviews = () => shop.app.get(EntityManager).fork().nativeDelete(CustomerReview, {});

const review = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Emily R.',
  reviewText: 'Beautiful ring, quick delivery.',
  ...overrides,
});

async function createReview(overrides: Record<string, unknown> = {}) {
  return (await shop.http.post('/api/admin/reviews').set(auth).send(review(overrides)).expect(201)).body;
}

async function list(query: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) {
  const response = await shop.http
    .get('/api/admin/reviews')
    .set(auth)
    .query({
      ...(query.filter && { filter: JSON.stringify(query.filter) }),
      ...(query.sort && { sort: JSON.stringify(query.sort) }),
      range: JSON.stringify(query.range ?? [0, 99]),
    })
    .expect(200);
  return response;
}

const names = async (query: Parameters<typeof list>[0]) =>
  (await list(query)).body.map((row: { customerName: string }) => row.customerName);

async function refused(method: 'post' | 'put', path: string, body: unknown) {
  const response = await shop.http[method](path)
    .set(auth)
    .send(body as object)
    .expect(400);
  expect(response.body.statusCode).toBe(400);
  return response.body as { message: string; errors: Record<string, string> };
}

describe('access', () => {
  test('staff routes need an administrator; the public list needs nobody', async () => {
    await shop.http.get('/api/admin/reviews').expect(401);
    await shop.http.get('/api/admin/reviews/stats').expect(401);
    const customer = await registerCustomer(shop);
    await shop.http.post('/api/admin/reviews').set(customer.auth).send(review()).expect(403);
    await shop.http.get('/api/customer-reviews/active').expect(200);
  });

  test('the public list answers other origins (partner pages), like every public endpoint', async () => {
    const response = await shop.http
      .get('/api/customer-reviews/active')
      .set('Origin', 'https://partner.example')
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('create', () => {
  beforeEach(removeAllReviews);

  test('applies the defaults, trims, and answers the whole staff record', async () => {
    const before = Date.now();
    const created = await createReview({
      customerName: '  Emily R.  ',
      reviewText: ' Lovely. ',
      customerLocation: ' Austin, TX ',
    });
    expect(Object.keys(created).sort()).toEqual(STAFF_KEYS);
    expect(created).toMatchObject({
      customerName: 'Emily R.',
      reviewText: 'Lovely.',
      customerLocation: 'Austin, TX',
      rating: 5,
      productType: 'general',
      isActive: true,
      isFeatured: false,
      customerImage: null,
      orderReference: null,
      adminNotes: null,
      displayOrder: 1,
    });
    expect(new Date(created.dateSubmitted).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(created.dateSubmitted).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await shop.http.get(`/api/admin/reviews/${created.id}`).set(auth).expect(200)).body).toEqual(created);
  });

  test('keeps every field staff give', async () => {
    const created = await createReview({
      rating: 3,
      productType: 'engagement',
      customerImage: 'https://cdn.example/emily.jpg',
      orderReference: 'ORD-1042',
      isActive: false,
      isFeatured: true,
      adminNotes: 'Called her back',
      dateSubmitted: '2026-03-01T10:00:00.000Z',
    });
    expect(created).toMatchObject({
      rating: 3,
      productType: 'engagement',
      customerImage: 'https://cdn.example/emily.jpg',
      orderReference: 'ORD-1042',
      isActive: false,
      isFeatured: true,
      adminNotes: 'Called her back',
      dateSubmitted: '2026-03-01T10:00:00.000Z',
    });
  });

  test('a new review goes to the top: one above the highest displayOrder', async () => {
    const first = await createReview({ customerName: 'First' });
    await shop.http
      .patch('/api/admin/reviews/bulk/display-order')
      .set(auth)
      .send({ reviews: [{ id: first.id, displayOrder: 40 }] })
      .expect(200);
    const second = await createReview({ customerName: 'Second' });
    expect(second.displayOrder).toBe(41);
    expect(await names({})).toEqual(['Second', 'First']);
  });

  test('required fields, with the messages', async () => {
    expect(await refused('post', '/api/admin/reviews', {})).toEqual({
      statusCode: 400,
      message: 'Customer name is required',
      errors: { customerName: 'Customer name is required', reviewText: 'Review text is required' },
    });
    const blank = await refused('post', '/api/admin/reviews', { customerName: '   ', reviewText: '\n' });
    expect(blank.errors).toEqual({ customerName: 'Customer name is required', reviewText: 'Review text is required' });
    const wrongType = await refused('post', '/api/admin/reviews', { customerName: 42, reviewText: null });
    expect(wrongType.errors).toEqual({
      customerName: 'Customer name is required',
      reviewText: 'Review text is required',
    });
  });

  test('lengths: name at most 100 characters, text at most 2000, location and order reference at most 100', async () => {
    await createReview({ customerName: 'n'.repeat(100), reviewText: 't'.repeat(2000) });
    const long = await refused(
      'post',
      '/api/admin/reviews',
      review({
        customerName: 'n'.repeat(101),
        reviewText: 't'.repeat(2001),
        customerLocation: 'l'.repeat(101),
        orderReference: 'o'.repeat(101),
      }),
    );
    expect(long.errors).toEqual({
      customerName: 'Customer name must be at most 100 characters',
      reviewText: 'Review text must be at most 2000 characters',
      customerLocation: 'Location must be at most 100 characters',
      orderReference: 'Order reference must be at most 100 characters',
    });
  });

  test('rating: a whole number from 1 to 5', async () => {
    for (const rating of [0, 6, 4.5, '5', null, -1]) {
      expect((await refused('post', '/api/admin/reviews', review({ rating }))).errors).toEqual({
        rating: 'Rating must be between 1 and 5',
      });
    }
    for (const rating of [1, 5]) expect((await createReview({ rating })).rating).toBe(rating);
  });

  test('customerImage: an http(s) URL or a /media path', async () => {
    for (const customerImage of [
      'ftp://cdn.example/a.jpg',
      'javascript:alert(1)',
      'not a url',
      '/media/../secrets',
      '/uploads/a.jpg',
      'https://',
      'a'.repeat(501),
    ]) {
      expect((await refused('post', '/api/admin/reviews', review({ customerImage }))).errors).toEqual({
        customerImage: 'Please enter a valid image URL',
      });
    }
    for (const customerImage of [
      'https://cdn.example/a.jpg',
      'http://localhost:3000/media/ab/c.png',
      '/media/3f/3fa9-card.webp',
    ]) {
      expect((await createReview({ customerImage })).customerImage).toBe(customerImage);
    }
    expect((await createReview({ customerImage: '' })).customerImage).toBeNull();
  });

  test('productType, flags and date: only allowed values; unknown fields and displayOrder are refused', async () => {
    const wrong = await refused(
      'post',
      '/api/admin/reviews',
      review({ productType: 'rings', isActive: 'yes', isFeatured: 1, dateSubmitted: 'yesterday' }),
    );
    expect(wrong.errors).toEqual({
      productType: 'Product type must be one of general, jewelry, diamonds, engagement, wedding, custom',
      isActive: 'Active must be true or false',
      isFeatured: 'Featured must be true or false',
      dateSubmitted: 'Date submitted must be a valid date',
    });
    expect((await refused('post', '/api/admin/reviews', review({ displayOrder: 99 }))).errors).toHaveProperty(
      'displayOrder',
    );
    expect((await refused('post', '/api/admin/reviews', review({ stars: 5 }))).errors).toHaveProperty('stars');
  });
});

describe('show, update, delete', () => {
  beforeEach(removeAllReviews);

  test('update changes only the fields sent; an empty optional text clears it', async () => {
    const created = await createReview({
      customerLocation: 'Austin, TX',
      orderReference: 'ORD-1',
      adminNotes: 'note',
      rating: 4,
    });
    const updated = (
      await shop.http
        .put(`/api/admin/reviews/${created.id}`)
        .set(auth)
        .send({ reviewText: '  Even better.  ', customerLocation: '', adminNotes: null })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({
      ...created,
      reviewText: 'Even better.',
      customerLocation: null,
      adminNotes: null,
      updatedAt: expect.any(String),
    });
    const empty = (await shop.http.put(`/api/admin/reviews/${created.id}`).set(auth).send({}).expect(200)).body;
    expect({ ...empty, updatedAt: null }).toEqual({ ...updated, updatedAt: null });
  });

  test('update checks what is sent: required fields cannot be emptied, and null is no rating', async () => {
    const created = await createReview();
    const path = `/api/admin/reviews/${created.id}`;
    expect((await refused('put', path, { customerName: '', reviewText: null })).errors).toEqual({
      customerName: 'Customer name is required',
      reviewText: 'Review text is required',
    });
    expect((await refused('put', path, { rating: null, productType: null, isActive: null })).errors).toEqual({
      rating: 'Rating must be between 1 and 5',
      productType: 'Product type must be one of general, jewelry, diamonds, engagement, wedding, custom',
      isActive: 'Active must be true or false',
    });
    expect((await refused('put', path, { customerImage: 'file:///etc/passwd' })).errors).toEqual({
      customerImage: 'Please enter a valid image URL',
    });
    expect((await shop.http.get(path).set(auth).expect(200)).body).toEqual(created);
  });

  test('delete answers the deleted review; it is gone afterwards', async () => {
    const created = await createReview();
    expect((await shop.http.delete(`/api/admin/reviews/${created.id}`).set(auth).expect(200)).body).toEqual(created);
    await shop.http.get(`/api/admin/reviews/${created.id}`).set(auth).expect(404);
  });

  test('an unknown or malformed id is 404 Review not found on every route', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const answers = [
        await shop.http.get(`/api/admin/reviews/${id}`).set(auth),
        await shop.http.put(`/api/admin/reviews/${id}`).set(auth).send({ rating: 4 }),
        await shop.http.delete(`/api/admin/reviews/${id}`).set(auth),
        await shop.http.patch(`/api/admin/reviews/${id}/toggle-status`).set(auth),
        await shop.http.patch(`/api/admin/reviews/${id}/toggle-featured`).set(auth),
      ];
      for (const answer of answers) expect([answer.status, answer.body.message]).toEqual([404, 'Review not found']);
    }
  });
});

describe('toggles', () => {
  beforeEach(removeAllReviews);

  test('toggle-status switches active and back, and nothing else', async () => {
    const created = await createReview();
    const off = (await shop.http.patch(`/api/admin/reviews/${created.id}/toggle-status`).set(auth).expect(200)).body;
    expect(off).toMatchObject({ isActive: false, isFeatured: false, displayOrder: created.displayOrder });
    const on = (await shop.http.patch(`/api/admin/reviews/${created.id}/toggle-status`).set(auth).expect(200)).body;
    expect(on.isActive).toBe(true);
  });

  test('toggle-featured switches featured and back, and nothing else', async () => {
    const created = await createReview();
    const featured = (await shop.http.patch(`/api/admin/reviews/${created.id}/toggle-featured`).set(auth).expect(200))
      .body;
    expect(featured).toMatchObject({ isFeatured: true, isActive: true });
    expect(
      (await shop.http.patch(`/api/admin/reviews/${created.id}/toggle-featured`).set(auth).expect(200)).body.isFeatured,
    ).toBe(false);
  });
});

describe('display order', () => {
  beforeEach(removeAllReviews);

  test('the console sends list length − index: the top item gets the highest and lists first', async () => {
    const [a, b, c] = [
      await createReview({ customerName: 'A' }),
      await createReview({ customerName: 'B' }),
      await createReview({ customerName: 'C' }),
    ];
    expect(await names({})).toEqual(['C', 'B', 'A']);
    const wanted = [a, c, b];
    const body = { reviews: wanted.map((row, index) => ({ id: row.id, displayOrder: wanted.length - index })) };
    expect(
      (await shop.http.patch('/api/admin/reviews/bulk/display-order').set(auth).send(body).expect(200)).body,
    ).toEqual({ updated: 3 });
    expect(await names({})).toEqual(['A', 'C', 'B']);
    expect((await list({})).body.map((row: { displayOrder: number }) => row.displayOrder)).toEqual([3, 2, 1]);
    expect(await names({ sort: ['displayOrder', 'ASC'] })).toEqual(['B', 'C', 'A']);
  });

  test('all or nothing: an unknown id answers 404 and moves no review', async () => {
    const a = await createReview({ customerName: 'A' });
    const response = await shop.http
      .patch('/api/admin/reviews/bulk/display-order')
      .set(auth)
      .send({
        reviews: [
          { id: a.id, displayOrder: 50 },
          { id: UNKNOWN_ID, displayOrder: 49 },
        ],
      })
      .expect(404);
    expect(response.body.message).toBe('Review not found');
    expect((await shop.http.get(`/api/admin/reviews/${a.id}`).set(auth)).body.displayOrder).toBe(a.displayOrder);
  });

  test('400s with the messages', async () => {
    const a = await createReview();
    const path = '/api/admin/reviews/bulk/display-order';
    const listMessage = 'Reviews must be a list of 1 to 500 { id, displayOrder }';
    const bad = async (body: unknown) =>
      (
        await shop.http
          .patch(path)
          .set(auth)
          .send(body as object)
          .expect(400)
      ).body;
    expect((await bad({})).errors).toEqual({ reviews: listMessage });
    expect((await bad({ reviews: [] })).errors).toEqual({ reviews: listMessage });
    expect((await bad({ reviews: 'all' })).errors).toEqual({ reviews: listMessage });
    expect(
      (
        await bad({
          reviews: [
            { id: a.id, displayOrder: 1 },
            { id: a.id, displayOrder: 2 },
          ],
        })
      ).errors,
    ).toEqual({ reviews: 'Each review may appear only once' });
    expect((await bad({ reviews: [{ id: a.id, displayOrder: -1 }] })).errors).toEqual({
      'reviews.0.displayOrder': 'Display order must be a whole number of 0 or more',
    });
    expect((await bad({ reviews: [{ id: a.id, displayOrder: 1.5 }] })).errors).toEqual({
      'reviews.0.displayOrder': 'Display order must be a whole number of 0 or more',
    });
    expect((await bad({ reviews: [{ id: 'x', displayOrder: 1 }] })).errors).toEqual({
      'reviews.0.id': 'Review id must be a UUID',
    });
  });
});

describe('the staff list', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await removeAllReviews();
    const rows = [
      {
        customerName: 'Alice Moreau',
        customerLocation: 'Paris',
        reviewText: 'Stunning oval diamond.',
        rating: 5,
        productType: 'diamonds',
        dateSubmitted: '2026-01-10T00:00:00Z',
        isFeatured: true,
      },
      {
        customerName: 'Bob Stone',
        customerLocation: 'Austin, TX',
        reviewText: 'Good wedding bands, a bit slow.',
        rating: 3,
        productType: 'wedding',
        dateSubmitted: '2026-03-05T00:00:00Z',
      },
      {
        customerName: 'Carla Diaz',
        customerLocation: 'Madrid',
        reviewText: 'The engagement ring is perfect 100%.',
        rating: 4,
        productType: 'engagement',
        dateSubmitted: '2026-02-01T00:00:00Z',
        isActive: false,
      },
      {
        customerName: 'Dev Patel',
        customerLocation: 'London',
        reviewText: 'Helpful staff in PARIS store.',
        rating: 1,
        productType: 'general',
        dateSubmitted: '2026-04-20T00:00:00Z',
        isActive: false,
      },
    ];
    ids = {};
    for (const row of rows) ids[row.customerName] = (await createReview(row)).id;
  });

  test('default order: displayOrder DESC (newest created on top), with Content-Range', async () => {
    const response = await list({ range: [0, 1] });
    expect(response.body.map((row: { customerName: string }) => row.customerName)).toEqual(['Dev Patel', 'Carla Diaz']);
    expect(response.headers['content-range']).toBe('reviews 0-1/4');
    const rest = await list({ range: [2, 3] });
    expect(rest.body.map((row: { customerName: string }) => row.customerName)).toEqual(['Bob Stone', 'Alice Moreau']);
  });

  test('q searches name, location and text, case-insensitively; % is literal', async () => {
    expect(await names({ filter: { q: 'paris' } })).toEqual(['Dev Patel', 'Alice Moreau']);
    expect(await names({ filter: { q: 'STONE' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { q: 'austin' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { q: 'wedding bands' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { q: '100%' } })).toEqual(['Carla Diaz']);
    expect(await names({ filter: { q: '%' } })).toEqual(['Carla Diaz']);
    expect(await names({ filter: { q: '  ' } })).toHaveLength(4);
  });

  test('status, rating, productType and isFeatured filters', async () => {
    expect(await names({ filter: { status: 'active' } })).toEqual(['Bob Stone', 'Alice Moreau']);
    expect(await names({ filter: { status: 'inactive' } })).toEqual(['Dev Patel', 'Carla Diaz']);
    expect(await names({ filter: { rating: 5 } })).toEqual(['Alice Moreau']);
    expect(await names({ filter: { rating: '3' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { rating: [1, 4] } })).toEqual(['Dev Patel', 'Carla Diaz']);
    expect(await names({ filter: { productType: 'wedding' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { productType: ['diamonds', 'general'] } })).toEqual(['Dev Patel', 'Alice Moreau']);
    expect(await names({ filter: { isFeatured: true } })).toEqual(['Alice Moreau']);
    expect(await names({ filter: { isFeatured: 'false', status: 'active' } })).toEqual(['Bob Stone']);
    expect(await names({ filter: { status: 'active', rating: 5, productType: 'diamonds', q: 'oval' } })).toEqual([
      'Alice Moreau',
    ]);
    expect(await names({ filter: { id: [ids['Bob Stone'], ids['Alice Moreau'], 'junk'] } })).toEqual([
      'Bob Stone',
      'Alice Moreau',
    ]);
  });

  test('sort by dateSubmitted, rating, customerName, either way', async () => {
    expect(await names({ sort: ['dateSubmitted', 'DESC'] })).toEqual([
      'Dev Patel',
      'Bob Stone',
      'Carla Diaz',
      'Alice Moreau',
    ]);
    expect(await names({ sort: ['dateSubmitted', 'ASC'] })).toEqual([
      'Alice Moreau',
      'Carla Diaz',
      'Bob Stone',
      'Dev Patel',
    ]);
    expect(await names({ sort: ['rating', 'DESC'] })).toEqual(['Alice Moreau', 'Carla Diaz', 'Bob Stone', 'Dev Patel']);
    expect(await names({ sort: ['customerName', 'DESC'] })).toEqual([
      'Dev Patel',
      'Carla Diaz',
      'Bob Stone',
      'Alice Moreau',
    ]);
    expect(await names({ sort: ['customerName', 'ASC'] })).toEqual([
      'Alice Moreau',
      'Bob Stone',
      'Carla Diaz',
      'Dev Patel',
    ]);
  });

  test('the spec’s sortBy filter wins over sort', async () => {
    const sort: [string, string] = ['customerName', 'ASC'];
    expect(await names({ sort, filter: { sortBy: 'latest' } })).toEqual([
      'Dev Patel',
      'Bob Stone',
      'Carla Diaz',
      'Alice Moreau',
    ]);
    expect(await names({ sort, filter: { sortBy: 'oldest' } })).toEqual([
      'Alice Moreau',
      'Carla Diaz',
      'Bob Stone',
      'Dev Patel',
    ]);
    expect(await names({ sort, filter: { sortBy: 'rating-high' } })).toEqual([
      'Alice Moreau',
      'Carla Diaz',
      'Bob Stone',
      'Dev Patel',
    ]);
    expect(await names({ sort, filter: { sortBy: 'rating-low' } })).toEqual([
      'Dev Patel',
      'Bob Stone',
      'Carla Diaz',
      'Alice Moreau',
    ]);
    expect(await names({ sort, filter: { sortBy: 'order' } })).toEqual([
      'Dev Patel',
      'Carla Diaz',
      'Bob Stone',
      'Alice Moreau',
    ]);
  });

  test('rating ties keep the newest first', async () => {
    const tie = await createReview({ customerName: 'Eve Tie', rating: 5, dateSubmitted: '2026-05-01T00:00:00Z' });
    try {
      expect((await names({ filter: { sortBy: 'rating-high' } })).slice(0, 2)).toEqual(['Eve Tie', 'Alice Moreau']);
    } finally {
      await shop.http.delete(`/api/admin/reviews/${tie.id}`).set(auth).expect(200);
    }
  });

  test('wrong filter or sort values are 400 with a message naming them', async () => {
    const message = async (query: Record<string, string>) =>
      (await shop.http.get('/api/admin/reviews').set(auth).query(query).expect(400)).body.message;
    expect(await message({ filter: JSON.stringify({ status: 'pending' }) })).toBe(
      'filter.status must be one of active, inactive',
    );
    expect(await message({ filter: JSON.stringify({ rating: 6 }) })).toBe(
      'filter.rating must be a whole number from 1 to 5',
    );
    expect(await message({ filter: JSON.stringify({ rating: 'five' }) })).toBe(
      'filter.rating must be a whole number from 1 to 5',
    );
    expect(await message({ filter: JSON.stringify({ productType: 'rings' }) })).toBe(
      'filter.productType must be one of general, jewelry, diamonds, engagement, wedding, custom',
    );
    expect(await message({ filter: JSON.stringify({ isFeatured: 'maybe' }) })).toBe(
      'filter.isFeatured must be true or false',
    );
    for (const sortBy of ['best', 'constructor'])
      expect(await message({ filter: JSON.stringify({ sortBy }) })).toBe(
        'filter.sortBy must be one of latest, oldest, rating-high, rating-low, order',
      );
    expect(await message({ sort: JSON.stringify(['mood', 'ASC']) })).toBe(
      'sort must be ["field","ASC"|"DESC"] with field one of id, customerName, customerLocation, rating, reviewText, customerImage, productType, ' +
        'orderReference, productId, isActive, isFeatured, displayOrder, adminNotes, dateSubmitted, createdAt, updatedAt',
    );
  });
});

describe('stats', () => {
  beforeEach(removeAllReviews);

  const stats = async () => (await shop.http.get('/api/admin/reviews/stats').set(auth).expect(200)).body;

  test('an empty shop: every count and the average are 0', async () => {
    expect(await stats()).toEqual({
      totalReviews: 0,
      activeReviews: 0,
      inactiveReviews: 0,
      featuredReviews: 0,
      averageRating: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  test('counts every review; the average has one decimal; the distribution is keyed 1 to 5', async () => {
    await createReview({ rating: 5, isFeatured: true });
    await createReview({ rating: 5 });
    await createReview({ rating: 4, isActive: false, isFeatured: true });
    await createReview({ rating: 3 });
    await createReview({ rating: 1, isActive: false });
    expect(await stats()).toEqual({
      totalReviews: 5,
      activeReviews: 3,
      inactiveReviews: 2,
      featuredReviews: 2,
      averageRating: 3.6,
      ratingDistribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 2 },
    });
  });

  test('the average is rounded to one decimal', async () => {
    for (const rating of [5, 4, 4]) await createReview({ rating });
    expect((await stats()).averageRating).toBe(4.3);
    await createReview({ rating: 5 });
    expect((await stats()).averageRating).toBe(4.5);
  });
});

describe('GET /api/customer-reviews/active (public)', () => {
  beforeAll(async () => {
    await removeAllReviews();
    await createReview({
      customerName: 'Old featured',
      isFeatured: true,
      adminNotes: 'secret note',
      orderReference: 'ORD-9',
      customerImage: '/media/ab/face.webp',
    });
    await createReview({ customerName: 'Hidden', isFeatured: true, isActive: false, adminNotes: 'never public' });
    await createReview({ customerName: 'Plain', customerImage: 'https://cdn.example/p.jpg' });
    await createReview({ customerName: 'Newest featured', isFeatured: true });
  });

  const active = async (query: Record<string, string> = {}) =>
    (await shop.http.get('/api/customer-reviews/active').query(query).expect(200)).body;

  test('answers the spec’s shape: active reviews only, top of the staff order first', async () => {
    const body = await active();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data)).toEqual(['reviews']);
    expect(body.data.reviews.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Newest featured',
      'Plain',
      'Old featured',
    ]);
  });

  test('never answers staff fields: every review has exactly the public keys', async () => {
    const response = await shop.http.get('/api/customer-reviews/active').query({ limit: '50' }).expect(200);
    for (const row of response.body.data.reviews) expect(Object.keys(row).sort()).toEqual(PUBLIC_KEYS);
    expect(response.text).not.toMatch(/adminNotes|orderReference|secret note|ORD-9|never public|Hidden/);
  });

  test('customer images: the shop’s own root-relative (any host name works), other sites’ absolute', async () => {
    const byName = Object.fromEntries(
      (await active()).data.reviews.map((row: { customerName: string }) => [row.customerName, row]),
    );
    expect(byName['Old featured'].customerImage).toBe('/media/ab/face.webp');
    expect(byName.Plain.customerImage).toBe('https://cdn.example/p.jpg');
    expect(byName['Newest featured'].customerImage).toBeNull();
  });

  test('featured=true answers featured ones only; featured=false all active ones; limit caps the list', async () => {
    const featured = await active({ featured: 'true' });
    expect(featured.data.reviews.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Newest featured',
      'Old featured',
    ]);
    expect((await active({ featured: 'false' })).data.reviews).toHaveLength(3);
    expect(
      (await active({ limit: '1' })).data.reviews.map((row: { customerName: string }) => row.customerName),
    ).toEqual(['Newest featured']);
  });

  test('the default limit is 10', async () => {
    for (let index = 0; index < 9; index += 1) await createReview({ customerName: `Extra ${index}` });
    expect((await active()).data.reviews).toHaveLength(10);
    expect((await active({ limit: '50' })).data.reviews).toHaveLength(12);
  });

  test('limit 1 to 50 and featured true|false, else 400', async () => {
    const message = async (query: Record<string, string>) =>
      (await shop.http.get('/api/customer-reviews/active').query(query).expect(400)).body.message;
    for (const limit of ['0', '51', 'ten', '2.5'])
      expect(await message({ limit })).toBe('limit: must be a whole number from 1 to 50');
    expect(await message({ featured: 'yes' })).toBe('featured: must be true or false');
  });
});

describe('demo reviews', () => {
  test('an empty shop gets the demo reviews once; a shop with reviews is left alone', async () => {
    await removeAllReviews();
    const em = () => shop.app.get(EntityManager).fork();
    const quiet = { log: () => undefined };
    expect(await loadDemoReviews(reviewRepositories(em()), quiet)).toBe(DEMO_REVIEWS.length);
    expect(await loadDemoReviews(reviewRepositories(em()), quiet)).toBe(0);
    expect(await em().count(CustomerReview, {})).toBe(DEMO_REVIEWS.length);

    const shown = (await shop.http.get('/api/customer-reviews/active').expect(200)).body.data.reviews;
    expect(shown.map((row: { customerName: string }) => row.customerName)).toEqual(
      DEMO_REVIEWS.filter((row) => row.isActive !== false).map((row) => row.customerName),
    );
    expect(
      (await shop.http.get('/api/customer-reviews/active?featured=true').expect(200)).body.data.reviews.length,
    ).toBeGreaterThan(0);
  });

  test('the shop adds them at start when DEMO_DATA is on, not when off, and never twice', async () => {
    const own = await createOwnDatabase('reviews_demo_start');
    const count = async () => {
      const orm = await MikroORM.init(ormConfig(own.url));
      try {
        return await orm.em.fork().count(CustomerReview, {});
      } finally {
        await orm.close();
      }
    };
    try {
      const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-secret-1' };
      await prepareDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...admin }), own.url);
      expect(await count()).toBe(0);
      await prepareDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'true' }), own.url);
      expect(await count()).toBe(DEMO_REVIEWS.length);
      await prepareDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'true' }), own.url);
      expect(await count()).toBe(DEMO_REVIEWS.length);
      // Demo reviews name demo pieces, so a few show real stars: only the approved reviews count.
      const orm = await MikroORM.init(ormConfig(own.url));
      try {
        const stars = await orm.em
          .fork()
          .execute<Array<{ stock_number: string; review_rating: string; review_count: number }>>(
            'select stock_number, review_rating, review_count from products where review_count > 0 order by stock_number',
          );
        expect(stars.map((row) => [row.stock_number, Number(row.review_rating), row.review_count])).toEqual([
          ['JW-000004', 5, 1],
          ['JW-000006', 5, 1],
          ['JW-000008', 4, 1],
          ['LG-000001', 5, 1],
          ['ND-000001', 5, 1],
        ]);
      } finally {
        await orm.close();
      }
    } finally {
      await own.drop();
    }
  }, 120_000);
});
