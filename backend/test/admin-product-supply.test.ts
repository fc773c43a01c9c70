import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { fetchUtils, HttpError, type DataProvider, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { appointmentBody, closeAfterRelay, createDemoAdmin, orderBody, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { SupplierStones } from './support/supplier-stones.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Staff product answers know where a supplier's stone comes from (issue 21): the supplier, its cost and
 * the margin; one product also every supplier's offer of the stone and their price history. Orders and
 * bookings keep the offer shown when the shopper asked, whatever the stone shows later.
 * Through the HTTP API, lists read with react-admin's own ra-data-simple-rest client.
 */

let database: OwnDatabase;
let shop: TestApp;
let client: DataProvider;
let feeds: SupplierStones;
let staff: { Authorization: string };
const ids = { alpha: '', beta: '', stone: '', own: '', cheap: '', alphaOffer: '', betaOffer: '' };

async function createProduct(fields: Partial<Product> & Pick<Product, 'stockNumber' | 'price'>): Promise<string> {
  const em = shop.app.get(EntityManager).fork();
  const product = em.create(Product, {
    productType: ProductType.LabGrown,
    name: `Stone ${fields.stockNumber}`,
    description: 'A stone.',
    shape: 'Round',
    carat: 1.5,
    color: 'F',
    clarity: 'VS1',
    availability: 'Available',
    mainImage: '/catalog/diamond-round.svg',
    ...fields,
  });
  await em.flush();
  return product.id;
}

beforeAll(async () => {
  database = await createOwnDatabase('admin_supply');
  shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '1000/1h' }, database.url);
  await createDemoAdmin(shop);
  staff = await shop.adminAuth();
  const token = staff.Authorization.replace(/^Bearer /, '');
  const server = await shop.app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  client = simpleRestProvider(`${baseUrl}/api/admin`, (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
  );
  setNow(shop, '2026-11-20T09:00:00Z');

  feeds = new SupplierStones(shop);
  ids.alpha = await feeds.supplier('Alpha Gems');
  ids.beta = await feeds.supplier('Beta Stones');
  // One stone (IGI LG123) offered by both suppliers: Alpha's is the cheaper, so it is shown.
  ids.stone = await createProduct({ stockNumber: 'A-100', price: 1, lab: 'IGI', certificateNumber: 'LG123' });
  ids.alphaOffer = await feeds.offer({
    supplierId: ids.alpha,
    productId: ids.stone,
    stockNumber: 'A-100',
    certificateKey: 'IGI:LG123',
    cost: 4000,
    retail: 5200,
    seenAt: '2026-11-18T08:00:00Z',
  });
  ids.betaOffer = await feeds.offer({
    supplierId: ids.beta,
    productId: ids.stone,
    stockNumber: 'B-7',
    certificateKey: 'IGI:LG123',
    cost: 4100,
    retail: 5330,
    seenAt: '2026-11-19T08:00:00Z',
  });
  await feeds.show(ids.stone, ids.alphaOffer);
  // Alpha's price moved every hour for a while (more changes than an answer lists); Beta's once.
  for (let hour = 0; hour < 110; hour++) {
    const at = new Date(Date.UTC(2026, 10, 14, hour)).toISOString();
    await feeds.priceChange(ids.alphaOffer, at, 3000 + hour, 3900 + hour);
  }
  await feeds.priceChange(ids.betaOffer, '2026-11-19T08:00:00Z', 4100, 5330);

  ids.own = await createProduct({ stockNumber: 'OWN-1', price: 3000 });
  ids.cheap = await createProduct({ stockNumber: 'B-CHEAP', price: 1 });
  const cheapOffer = await feeds.offer({
    supplierId: ids.beta,
    productId: ids.cheap,
    stockNumber: 'B-CHEAP',
    certificateKey: `offer:${ids.beta}:B-CHEAP`,
    cost: 900,
    retail: 1000,
  });
  await feeds.show(ids.cheap, cheapOffer);
}, 60_000);

afterAll(async () => {
  if (shop) await closeAfterRelay(shop);
  await database?.drop();
});

describe('staff product answers', () => {
  test('one product: its supplier, cost and margin, every supplier’s offer of the stone and their price history', async () => {
    const { data: record } = await client.getOne('products', { id: ids.stone });
    expect(record).toMatchObject({
      price: 5200,
      supplier: { id: ids.alpha, name: 'Alpha Gems' },
      supplierCost: 4000,
      margin: 1200,
      // 1200 / 5200 = 23.08 %
      marginPercent: 23.1,
    });
    expect(record.offers).toEqual([
      {
        supplierId: ids.alpha,
        supplierName: 'Alpha Gems',
        stockNumber: 'A-100',
        cost: 4000,
        retail: 5200,
        live: true,
        shown: true,
        firstSeenAt: '2026-11-18T08:00:00.000Z',
        lastSeenAt: '2026-11-18T08:00:00.000Z',
      },
      {
        supplierId: ids.beta,
        supplierName: 'Beta Stones',
        stockNumber: 'B-7',
        cost: 4100,
        retail: 5330,
        live: true,
        shown: false,
        firstSeenAt: '2026-11-19T08:00:00.000Z',
        lastSeenAt: '2026-11-19T08:00:00.000Z',
      },
    ]);
    // Newest first, at most 100: Beta's change, then Alpha's latest 99.
    expect(record.priceHistory).toHaveLength(100);
    expect(record.priceHistory[0]).toEqual({
      at: '2026-11-19T08:00:00.000Z',
      cost: 4100,
      retail: 5330,
      supplierName: 'Beta Stones',
    });
    expect(record.priceHistory[1]).toEqual({
      at: '2026-11-18T13:00:00.000Z',
      cost: 3109,
      retail: 4009,
      supplierName: 'Alpha Gems',
    });
    const times = record.priceHistory.map((change: { at: string }) => change.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('the shop’s own piece: no supplier, cost or margin, no offers', async () => {
    const { data: record } = await client.getOne('products', { id: ids.own });
    expect(record).toMatchObject({
      supplier: null,
      supplierCost: null,
      margin: null,
      marginPercent: null,
      offers: [],
      priceHistory: [],
    });
  });

  test('the list: supplier, cost and margin on each row (offers only on one product); filtered by supplier, sorted by cost', async () => {
    const { data: all, total } = await client.getList('products', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'supplierCost', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(3);
    // Cheapest cost first; the own piece (no cost) last.
    expect(all.map((row) => [row.stockNumber, row.supplierCost, row.margin, row.supplier?.name ?? null])).toEqual([
      ['B-CHEAP', 900, 100, 'Beta Stones'],
      ['A-100', 4000, 1200, 'Alpha Gems'],
      ['OWN-1', null, null, null],
    ]);
    expect(all[0].marginPercent).toBe(10);
    for (const row of all) expect(row).not.toHaveProperty('offers');

    const { data: betas } = await client.getList('products', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'margin', order: 'DESC' },
      filter: { supplierId: ids.beta },
    });
    expect(betas.map((row) => row.stockNumber)).toEqual(['B-CHEAP']);
    const { data: alphas } = await client.getList('products', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'marginPercent', order: 'DESC' },
      filter: { supplierId: ids.alpha, productType: 'diamonds' },
    });
    expect(alphas.map((row) => row.stockNumber)).toEqual(['A-100']);
  });

  test('a supplier filter that is no id is refused with a clear message', async () => {
    for (const supplierId of ['alpha', 42]) {
      const error = await client
        .getList('products', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'id', order: 'ASC' },
          filter: { supplierId },
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).body).toMatchObject({
        message: 'filter.supplierId must be a supplier id (a UUID)',
        errors: { supplierId: 'must be a supplier id' },
      });
    }
  });

  test('saving the whole record back (as react-admin does) ignores the supply fields and keeps them', async () => {
    const { data: record } = await client.getOne('products', { id: ids.stone });
    const changed = { ...record, name: 'Renamed stone', supplierCost: 1, margin: 99, supplier: null } as RaRecord;
    const { data: saved } = await client.update('products', { id: ids.stone, data: changed, previousData: record });
    expect(saved).toMatchObject({
      name: 'Renamed stone',
      supplierCost: 4000,
      margin: 1200,
      supplier: { id: ids.alpha },
    });
    expect(saved.offers).toHaveLength(2);
  });
});

describe('orders and bookings keep the offer shown when the shopper asked', () => {
  const alphaSnapshot = () => ({
    supplierId: ids.alpha,
    supplierName: 'Alpha Gems',
    offerId: ids.alphaOffer,
    stockNumber: 'A-100',
    cost: 4000,
    retail: 5200,
  });

  test('an order keeps Alpha’s offer after the stone switches to Beta’s; a new order gets Beta’s', async () => {
    const placed = await shop.http.post('/api/orders').send(orderBody(ids.stone)).expect(201);
    expect(placed.text).not.toMatch(/supplier|4000/);
    const own = await shop.http.post('/api/orders').send(orderBody(ids.own)).expect(201);

    // Alpha's offer goes: Beta's takes the stone's place, at its price (as settling writes it).
    await feeds.show(ids.stone, ids.betaOffer);

    const { data: order } = await client.getOne('orders', { id: placed.body.id });
    expect(order.supplierOffer).toEqual(alphaSnapshot());
    expect(order.productPrice).toBe(5200);
    expect((await client.getOne('orders', { id: own.body.id })).data.supplierOffer).toBeNull();

    const later = await shop.http.post('/api/orders').send(orderBody(ids.stone)).expect(201);
    const { data: laterOrder } = await client.getOne('orders', { id: later.body.id });
    expect(laterOrder.supplierOffer).toEqual({
      supplierId: ids.beta,
      supplierName: 'Beta Stones',
      offerId: ids.betaOffer,
      stockNumber: 'B-7',
      cost: 4100,
      retail: 5330,
    });
    // The staff list shows it too, and a saved order keeps it.
    const { data: orders } = await client.getList('orders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { productId: ids.stone },
    });
    expect(orders.map((row) => row.supplierOffer?.supplierName)).toEqual(['Alpha Gems', 'Beta Stones']);
    const { data: saved } = await client.update('orders', {
      id: order.id,
      data: { ...order, status: 'contacted', supplierOffer: null },
      previousData: order,
    });
    expect(saved.supplierOffer).toEqual(alphaSnapshot());
    await feeds.show(ids.stone, ids.alphaOffer);
  });

  test('a booking keeps each shortlisted stone’s offer; the shop’s own piece has none', async () => {
    const booked = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ productIds: [ids.stone, ids.own] }))
      .expect(201);
    expect(booked.text).not.toMatch(/supplier|4000/);
    await feeds.show(ids.stone, ids.betaOffer);
    const { data: appointment } = await client.getOne('appointments', { id: booked.body.id });
    expect(appointment.items.map((item: RaRecord) => [item.stockNumber, item.supplierOffer])).toEqual([
      ['A-100', alphaSnapshot()],
      ['OWN-1', null],
    ]);
    await feeds.show(ids.stone, ids.alphaOffer);
  });
});
