import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_ADMIN } from '../src/config/config.js';
import { DiamondIndexService } from '../src/modules/catalog/search/diamond-index.service.js';
import { validateProductInput } from '../src/modules/catalog/admin/product-rules.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const labGrown = (overrides: Record<string, unknown> = {}, specifications: Record<string, unknown> = {}) => ({
  productType: 'lab-grown',
  name: '1.51 Carat Round Lab-Grown Diamond',
  description: 'A bright round stone.',
  price: 2450,
  mainImage: '/media/products/lg.webp',
  ...overrides,
  specifications: { stockNumber: 'LG-T1', shape: 'Round', weight: 1.51, color: 'F', clarity: 'VS1', ...specifications },
});
const natural = (overrides: Record<string, unknown> = {}, specifications: Record<string, unknown> = {}) => ({
  ...labGrown({ productType: 'natural-diamond', name: '0.90 Carat Oval Natural Diamond', ...overrides }),
  specifications: {
    stockNumber: 'ND-T1',
    shape: 'Oval',
    weight: 0.9,
    color: 'G',
    clarity: 'SI1',
    lab: 'GIA',
    ...specifications,
  },
});
const jewelry = (overrides: Record<string, unknown> = {}, specifications: Record<string, unknown> = {}) => ({
  productType: 'jewelry',
  name: 'Oval Halo Engagement Ring in 18K White Gold',
  description: 'A halo ring.',
  price: 5200,
  imageLinks: ['https://cdn.example/ring.jpg'],
  ...overrides,
  specifications: {
    stockNumber: 'JW-T1',
    jewelryClassification: 'Lab Grown Diamond',
    jewelryCategory: 'Engagement Ring',
    metal: '18K White Gold',
    ...specifications,
  },
});

describe('validation rules (plain functions, shared with the CSV import)', () => {
  const errorsOf = (type: string | undefined, input: Record<string, unknown>) =>
    validateProductInput(type, input).errors;

  test('lab-grown: every message of the add form', () => {
    expect(errorsOf('lab-grown', {})).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Valid price is required',
      mainImage: 'At least one image (file or URL) is required',
      'specifications.stockNumber': 'Stock number is required',
      'specifications.shape': 'Shape is required',
      'specifications.weight': 'Weight is required',
      'specifications.clarity': 'Clarity is required',
      'specifications.color': 'Either Color or Fancy Color is required',
      'specifications.fancyColor': 'Either Color or Fancy Color is required',
    });
  });

  test('natural: its own stock number and carat messages', () => {
    const errors = errorsOf('natural-diamond', {
      name: 'x',
      description: 'y',
      price: 1,
      mainImage: '/a.jpg',
      specifications: { shape: 'Round', clarity: 'VS1', color: 'D' },
    });
    expect(errors).toEqual({
      'specifications.stockNumber': 'Stock number is required (VDB mandatory)',
      'specifications.weight': 'Valid carat weight is required',
    });
  });

  test('jewelry: every message of the add form; names are trimmed before the check', () => {
    expect(errorsOf('jewelry', { name: '   ', description: ' \n ', price: '0' })).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Valid price is required',
      mainImage: 'At least one image (file or URL) is required',
      'specifications.stockNumber': 'Stock number is required',
      'specifications.jewelryClassification': 'Jewelry classification is required',
      'specifications.jewelryCategory': 'Jewelry category is required',
      'specifications.metal': 'Metal is required',
    });
    expect(errorsOf(undefined, jewelry())).toEqual({});
    expect(errorsOf(undefined, jewelry({ productType: 'ring' }))).toEqual({});
  });

  test('boundaries: price and weight must be above 0; fancy colour stands in for colour', () => {
    expect(errorsOf(undefined, labGrown({ price: 0 }))).toEqual({ price: 'Valid price is required' });
    expect(errorsOf(undefined, labGrown({ price: -1 }))).toEqual({ price: 'Valid price is required' });
    expect(errorsOf(undefined, labGrown({ price: 'abc' }))).toEqual({ price: 'Valid price is required' });
    expect(errorsOf(undefined, labGrown({ price: '0.01' }))).toEqual({});
    expect(errorsOf(undefined, labGrown({}, { weight: 0 }))).toEqual({ 'specifications.weight': 'Weight is required' });
    expect(errorsOf(undefined, natural({}, { weight: '0' }))).toEqual({
      'specifications.weight': 'Valid carat weight is required',
    });
    expect(errorsOf(undefined, labGrown({}, { weight: '0.01' }))).toEqual({});
    expect(errorsOf(undefined, labGrown({}, { color: '', fancyColor: 'Yellow' }))).toEqual({});
    expect(errorsOf(undefined, natural({}, { color: undefined, fancyColor: 'Pink' }))).toEqual({});
    expect(errorsOf(undefined, labGrown({ mainImage: '', galleryImages: ['/a.jpg'] }))).toEqual({});
    expect(errorsOf(undefined, labGrown({ galleryImages: ['1', '2', '3', '4', '5', '6'] }))).toEqual({
      galleryImages: 'A gallery holds at most 5 images',
    });
    expect(errorsOf(undefined, labGrown({ imageLinks: ['1', '2', '3', '4', '5', '6', '7'] }))).toEqual({
      imageLinks: 'At most 6 image links',
    });
    expect(errorsOf(undefined, labGrown({ countInStock: -1, rating: 5.1 }))).toEqual({
      countInStock: 'Stock count must be a whole number of 0 or more',
      rating: 'Rating must be between 0 and 5 in steps of 0.1',
    });
    expect(errorsOf(undefined, labGrown({ countInStock: 0, rating: 5 }))).toEqual({});
  });

  test('types, unknown fields and values outside the lists are refused', () => {
    expect(errorsOf(undefined, {})).toEqual({ productType: 'Product type is required' });
    expect(errorsOf('gadget', {})).toEqual({
      productType: 'Product type must be one of lab-grown, natural-diamond, diamond, jewelry, ring',
    });
    expect(errorsOf(undefined, labGrown({ colour: 'F' }, { sparkle: 'lots' }))).toEqual({
      colour: 'Unknown field',
      'specifications.sparkle': 'Unknown field',
    });
    expect(errorsOf(undefined, labGrown({}, { shape: 'Blob', depthPercent: 'deep', arrivalDate: 'soon' }))).toEqual({
      'specifications.shape': expect.stringMatching(/^Shape must be one of Round, Princess/),
      'specifications.depthPercent': 'Depth Percent must be a number',
      'specifications.arrivalDate': 'Arrival Date must be a valid date',
    });
    expect(
      errorsOf(undefined, jewelry({}, { metal: 'Bronze', centerStone: { caratWeight: 'big', totalStones: 1.5 } })),
    ).toEqual({
      'specifications.metal': expect.stringMatching(/^Metal must be one of 10K White Gold/),
      'specifications.centerStone.caratWeight': 'Carat Weight must be a number',
      'specifications.centerStone.totalStones': 'Total Stones must be a whole number of 0 or more',
    });
  });

  test('numbers are parsed, empty values dropped, lists split, spellings made canonical, defaults filled', () => {
    const { value } = validateProductInput(undefined, {
      ...labGrown({
        price: '$2,450.50',
        tags: 'round, ideal , ,lab-grown',
        salePrice: '',
        brand: null,
        type: 'lab-grown',
      }),
      productType: undefined,
      specifications: {
        stockNumber: ' LG-X ',
        shape: 'round',
        carat: '1.51',
        color: 'f',
        clarity: 'vvs1',
        cut: 'very-good',
        lab: 'igi',
        polish: 'excellent',
        depthPercent: '61.5',
        certComment: '  ',
        city: 'New York',
        country: 'USA',
      },
    });
    expect(value).toEqual({
      productType: 'lab-grown',
      name: '1.51 Carat Round Lab-Grown Diamond',
      description: 'A bright round stone.',
      price: 2450.5,
      tags: ['round', 'ideal', 'lab-grown'],
      mainImage: '/media/products/lg.webp',
      specifications: {
        stockNumber: 'LG-X',
        shape: 'Round',
        weight: 1.51,
        color: 'F',
        clarity: 'VVS1',
        cutGrade: 'Very Good',
        lab: 'IGI',
        polish: 'Excellent',
        depthPercent: 61.5,
        location: { city: 'New York', country: 'USA' },
        availability: 'Available',
        pair: 'Single',
        shareAccess: 'Yes',
      },
    });
    const jewel = validateProductInput(
      undefined,
      jewelry(
        { materials: '18K White Gold, Diamond' },
        {
          jewelryClassification: 'lab-grown diamond',
          jewelryCategory: 'engagement ring',
          supportedShapes: 'oval, round',
          totalNumberOfStones: '33',
        },
      ),
    ).value!;
    expect(jewel.materials).toEqual(['18K White Gold', 'Diamond']);
    expect(jewel.specifications).toMatchObject({
      jewelryClassification: 'Lab Grown Diamond',
      jewelryCategory: 'Engagement Ring',
      supportedShapes: ['Oval', 'Round'],
      totalNumberOfStones: 33,
    });
  });
});

describe('staff product API', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createOwnDatabase('admin_products');
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const create = (body: object) => shop.http.post('/api/admin/products').set(auth).send(body);
  const list = (query: Record<string, unknown> = {}) =>
    shop.http
      .get('/api/admin/products')
      .set(auth)
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])));

  test('create: 201 with the staff record; a 400 lists every field', async () => {
    const created = await create(
      labGrown(
        {
          tags: 'round, excellent',
          salePrice: '',
          galleryImages: ['https://shop.example/media/products/lg-2.webp'],
          zoomImages: ['https://shop.example/media/products/lg-zoom.webp'],
          countInStock: '3',
        },
        {
          stockNumber: 'LG-100',
          shape: 'round',
          weight: '1.51',
          cut: 'excellent',
          lab: 'IGI',
          certificateNumber: 'LG123',
          polish: '',
          growthType: 'cvd',
        },
      ),
    ).expect(201);
    ids.lab = created.body.id;
    expect(created.body).toMatchObject({
      id: ids.lab,
      _id: ids.lab,
      productType: 'lab-grown',
      stockNumber: 'LG-100',
      shape: 'Round',
      carat: 1.51,
      cut: 'Excellent',
      lab: 'IGI',
      labAvailability: 'Available',
      salePrice: null,
      countInStock: 3,
      tags: ['round', 'excellent'],
      // Answered root-relative (any host name works); our own absolute URLs sent in are stored relative.
      mainImage: '/media/products/lg.webp',
      galleryImages: ['/media/products/lg-2.webp'],
      zoomImages: ['/media/products/lg-zoom.webp'],
      media: {
        mainImage: '/media/products/lg.webp',
        galleryImages: ['/media/products/lg-2.webp'],
        imageLinks: [],
        videoUrl: null,
        rotationImages: [],
        zoomImages: ['/media/products/lg-zoom.webp'],
      },
      updatedAt: expect.any(String),
    });
    expect(created.body.specifications).toEqual({
      stockNumber: 'LG-100',
      shape: 'Round',
      weight: 1.51,
      color: 'F',
      clarity: 'VS1',
      cutGrade: 'Excellent',
      lab: 'IGI',
      certificateNumber: 'LG123',
      availability: 'Available',
      growthType: 'CVD',
      pair: 'Single',
      shareAccess: 'Yes',
    });
    expect(created.body.specs).not.toHaveProperty('polish');

    const refused = await create({
      productType: 'natural-diamond',
      name: 'x',
      price: 'free',
      specifications: { shape: 'Round' },
    }).expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'Please fix the validation errors',
      errors: {
        description: 'Description is required',
        price: 'Valid price is required',
        mainImage: 'At least one image (file or URL) is required',
        'specifications.stockNumber': 'Stock number is required (VDB mandatory)',
        'specifications.weight': 'Valid carat weight is required',
        'specifications.clarity': 'Clarity is required',
        'specifications.color': 'Either Color or Fancy Color is required',
        'specifications.fancyColor': 'Either Color or Fancy Color is required',
      },
    });
  });

  test('a stock number that already exists is a 409', async () => {
    const again = await create(natural({}, { stockNumber: 'LG-100' })).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'A product with stock number LG-100 already exists',
      errors: { 'specifications.stockNumber': 'A product with stock number LG-100 already exists' },
    });
  });

  test('a created diamond is found by the public diamond search', async () => {
    await shop.app.get(DiamondIndexService).whenCurrent();
    const found = await shop.http
      .get('/api/diamonds')
      .query({ type: 'lab-grown', shape: 'round', facets: false })
      .expect(200);
    expect(found.body.items.map((item: { id: string }) => item.id)).toContain(ids.lab);
  });

  test('jewelry and rings map onto the searched columns', async () => {
    const piece = await create(
      jewelry(
        { brand: '', category: 'Pendant' },
        {
          jewelryClassification: 'Lab-Grown Diamond',
          jewelrySubCategory: 'halo ring',
          brand: 'Lumen',
          centerStone: { type: 'lab grown diamond', shape: 'oval', caratWeight: '1.2', gemType: 'Diamond' },
          location: { city: 'London', state: '' },
        },
      ),
    ).expect(201);
    ids.jewel = piece.body.id;
    expect(piece.body).toMatchObject({
      category: 'Engagement Ring',
      subCategory: 'Halo Ring',
      classification: 'Lab Grown Diamond',
      metal: '18K White Gold',
      brand: 'Lumen',
      stoneType: 'Lab Grown Diamond',
      stoneShape: 'Oval',
      gemType: 'Diamond',
      imageLinks: ['https://cdn.example/ring.jpg'],
    });
    expect(piece.body.specifications).toEqual({
      stockNumber: 'JW-T1',
      jewelryClassification: 'Lab Grown Diamond',
      jewelryCategory: 'Engagement Ring',
      jewelrySubCategory: 'Halo Ring',
      metal: '18K White Gold',
      centerStone: { type: 'Lab Grown Diamond', shape: 'Oval', caratWeight: 1.2, gemType: 'Diamond' },
      location: { city: 'London' },
    });
    ids.ring = (
      await create(
        jewelry(
          { productType: 'ring', name: 'Court Band', price: 900 },
          {
            stockNumber: 'RG-T1',
            jewelryClassification: 'Wedding Band',
            jewelryCategory: 'Wedding Band',
            metal: 'Platinum',
            width: '3 mm',
            size: 'N',
          },
        ),
      ).expect(201)
    ).body.id;
    ids.natural = (await create(natural({ name: 'Zircon-free Oval', price: 7000 })).expect(201)).body.id;
  });

  test('list: tabs, search, sort, paging, Content-Range, counts, getMany', async () => {
    const all = await list({ sort: ['price', 'ASC'], range: [0, 9] }).expect(200);
    expect(all.body.map((p: { stockNumber: string }) => p.stockNumber)).toEqual(['RG-T1', 'LG-100', 'JW-T1', 'ND-T1']);
    expect(all.headers['content-range']).toBe('products 0-3/4');
    const page = await list({ sort: ['price', 'DESC'], range: [1, 2] }).expect(200);
    expect(page.body.map((p: { stockNumber: string }) => p.stockNumber)).toEqual(['JW-T1', 'LG-100']);
    expect(page.headers['content-range']).toBe('products 1-2/4');
    const tab = async (productType: string) =>
      (await list({ filter: { productType }, sort: ['stockNumber', 'ASC'] }).expect(200)).body.map(
        (p: { stockNumber: string }) => p.stockNumber,
      );
    expect(await tab('diamonds')).toEqual(['LG-100', 'ND-T1']);
    expect(await tab('lab-grown')).toEqual(['LG-100']);
    expect(await tab('natural-diamond')).toEqual(['ND-T1']);
    expect(await tab('jewelry')).toEqual(['JW-T1']);
    expect(await tab('ring')).toEqual(['RG-T1']);
    expect(await tab('all')).toHaveLength(4);
    const search = async (q: string) =>
      (await list({ filter: { q } }).expect(200)).body.map((p: { stockNumber: string }) => p.stockNumber);
    expect(await search('lg-1')).toEqual(['LG-100']);
    expect(await search('COURT')).toEqual(['RG-T1']);
    expect(await search('100%')).toEqual([]);
    const counts = await shop.http.get('/api/admin/products/counts').set(auth).expect(200);
    expect(counts.body).toEqual({ jewelry: 1, ring: 1, diamonds: 2, 'lab-grown': 1, 'natural-diamond': 1, all: 4 });
    const many = await list({ filter: { id: [ids.lab, ids.ring, 'nope'] } }).expect(200);
    expect(many.body.map((p: { id: string }) => p.id).sort()).toEqual([ids.lab, ids.ring].sort());
    await list({ filter: { productType: 'gadgets' } }).expect(400);
    await list({ filter: { colour: 'red' } }).expect(400);
    await list({ sort: ['specs', 'ASC'] }).expect(400);
    const shown = await shop.http.get(`/api/admin/products/${ids.lab}`).set(auth).expect(200);
    expect(shown.body.id).toBe(ids.lab);
    await shop.http.get('/api/admin/products/not-an-id').set(auth).expect(404);
  });

  test('update: partial, validated as a whole, audited with before and after and who did it', async () => {
    const updated = await shop.http
      .put(`/api/admin/products/${ids.lab}`)
      .set(auth)
      .send({
        price: '2600',
        salePrice: 2400,
        onSale: true,
        countInStock: 0,
        specifications: { availability: 'unavailable', certificateNumber: '' },
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      price: 2600,
      salePrice: 2400,
      onSale: true,
      countInStock: 0,
      labAvailability: 'Unavailable',
      certificate: { number: null },
      name: '1.51 Carat Round Lab-Grown Diamond',
      shape: 'Round',
      tags: ['round', 'excellent'],
    });
    expect(updated.body.specifications).not.toHaveProperty('certificateNumber');

    const bad = await shop.http
      .put(`/api/admin/products/${ids.lab}`)
      .set(auth)
      .send({ name: ' ', specifications: { weight: 0 } })
      .expect(400);
    expect(bad.body.errors).toEqual({ name: 'Name is required', 'specifications.weight': 'Weight is required' });
    const taken = await shop.http
      .put(`/api/admin/products/${ids.lab}`)
      .set(auth)
      .send({ specifications: { stockNumber: 'ND-T1' } })
      .expect(409);
    expect(taken.body.message).toBe('A product with stock number ND-T1 already exists');
    await shop.http
      .put('/api/admin/products/00000000-0000-4000-8000-000000000000')
      .set(auth)
      .send({ price: 1 })
      .expect(404);

    const history = await shop.http.get(`/api/admin/products/${ids.lab}/history`).set(auth).expect(200);
    expect(history.headers['content-range']).toBe('product-history 0-1/2');
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    const [change, creation] = history.body;
    expect(change).toMatchObject({
      productId: ids.lab,
      stockNumber: 'LG-100',
      productName: '1.51 Carat Round Lab-Grown Diamond',
      actor: { id: expect.any(String), name: expect.any(String), email: DEMO_ADMIN.email },
      createdAt: expect.any(String),
    });
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 2450, after: 2600 },
        { field: 'salePrice', before: null, after: 2400 },
        { field: 'onSale', before: false, after: true },
        { field: 'countInStock', before: 3, after: 0 },
        { field: 'specifications.availability', before: 'Available', after: 'Unavailable' },
        { field: 'specifications.certificateNumber', before: 'LG123', after: null },
      ]),
    );
    expect(change.changes).toHaveLength(6);
    expect(creation.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: '1.51 Carat Round Lab-Grown Diamond' },
        { field: 'price', before: null, after: 2450 },
      ]),
    );

    const resource = await shop.http
      .get('/api/admin/product-history')
      .set(auth)
      .query({ filter: JSON.stringify({ productId: ids.lab }), range: '[0,0]' })
      .expect(200);
    expect(resource.headers['content-range']).toBe('product-history 0-0/2');
    expect(resource.body.map((entry: { id: string }) => entry.id)).toEqual([change.id]);
    await shop.http.get('/api/admin/product-history').set(auth).expect(400);

    // Nothing changed: no entry.
    await shop.http.put(`/api/admin/products/${ids.lab}`).set(auth).send({ price: 2600 }).expect(200);
    expect((await shop.http.get(`/api/admin/products/${ids.lab}/history`).set(auth).expect(200)).body).toHaveLength(2);
  });

  test('delete and bulk delete: gone, counted, and recorded', async () => {
    const deleted = await shop.http.delete(`/api/admin/products/${ids.jewel}`).set(auth).expect(200);
    expect(deleted.body.id).toBe(ids.jewel);
    await shop.http.get(`/api/admin/products/${ids.jewel}`).set(auth).expect(404);
    await shop.http.delete(`/api/admin/products/${ids.jewel}`).set(auth).expect(404);

    const bulk = await shop.http
      .post('/api/admin/products/bulk-delete')
      .set(auth)
      .send({ ids: [ids.ring, ids.natural, '00000000-0000-4000-8000-000000000000', 'junk'] })
      .expect(200);
    expect(bulk.body.ids.sort()).toEqual([ids.ring, ids.natural].sort());
    await shop.http.post('/api/admin/products/bulk-delete').set(auth).send({ ids: [] }).expect(400);
    expect((await shop.http.get('/api/admin/products/counts').set(auth).expect(200)).body).toMatchObject({
      all: 1,
      jewelry: 0,
      ring: 0,
    });

    for (const id of [ids.jewel, ids.ring, ids.natural]) {
      const history = (await shop.http.get(`/api/admin/products/${id}/history`).set(auth).expect(200)).body;
      expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
      expect(history[0].actor.email).toBe(DEMO_ADMIN.email);
      expect(history[0].changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'name', after: null })]),
      );
    }
  });

  test('the staff record says whether shoppers can order the product and, when not, why', async () => {
    const stocked = await create(jewelry({ countInStock: 2 }, { stockNumber: 'JW-ORD-1' })).expect(201);
    expect(stocked.body).toMatchObject({ countInStock: 2, availability: { canOrder: true }, unorderableReason: null });
    const shopper = await shop.http.get(`/api/products/${stocked.body.id}`).expect(200);
    expect(shopper.body.data.availability).toMatchObject({ label: 'Limited Stock (2 remaining)', canOrder: true });

    const soldOut = await shop.http
      .put(`/api/admin/products/${stocked.body.id}`)
      .set(auth)
      .send({ countInStock: 0 })
      .expect(200);
    expect(soldOut.body).toMatchObject({
      availability: { canOrder: false },
      unorderableReason: 'its stock count is 0',
    });

    const uncounted = await create(jewelry({}, { stockNumber: 'JW-ORD-2' })).expect(201);
    expect(uncounted.body).toMatchObject({
      countInStock: null,
      availability: { canOrder: false },
      unorderableReason: 'it has no stock count',
    });

    const unavailable = await create(natural({}, { stockNumber: 'ND-ORD-1', availability: 'Unavailable' })).expect(201);
    expect(unavailable.body).toMatchObject({
      availability: { canOrder: false },
      unorderableReason: 'its availability is Unavailable',
    });
    const available = await create(
      natural({}, { stockNumber: 'ND-ORD-2', availability: 'Guaranteed Available' }),
    ).expect(201);
    expect(available.body).toMatchObject({ availability: { canOrder: true }, unorderableReason: null });
  });
});
