import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Appointment } from '../src/modules/appointments/entities/appointment.entity.js';
import { ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { ContactMessage } from '../src/modules/contacts/entities/contact-message.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import {
  appointmentBody,
  contactBody,
  createDemoAdmin,
  createProduct,
  orderBody,
  REFERENCE,
  setNow,
} from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Staff resources on a database of their own, so totals are exact. */
describe('staff API for leads', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const ids: Record<string, string> = {};
  const em = () => shop.app.get(EntityManager).fork();
  const get = (path: string, query: Record<string, unknown> = {}) =>
    shop.http
      .get(path)
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set(auth);

  beforeAll(async () => {
    database = await createOwnDatabase('leads_staff');
    shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '100000/1h' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    setNow(shop, '2026-11-20T09:00:00Z');
    const ring = await createProduct(shop, {
      productType: ProductType.Jewelry,
      name: 'Halo Ring',
      stockNumber: 'RING-77',
      countInStock: 4,
      price: 1500,
    });
    const stone = await createProduct(shop, { name: 'Round Brilliant', stockNumber: 'STONE-1', price: 4200 });
    const orders: Array<[string, string, Record<string, unknown>, string]> = [
      ['ada', stone.id, { fullName: 'Ada Lovelace', email: 'ada@example.com' }, '2026-11-18T10:00:00Z'],
      [
        'grace',
        ring.id,
        { fullName: 'Grace Hopper', email: 'grace@navy.example', message: 'Size 6 please' },
        '2026-11-01T00:30:00Z',
      ],
      ['alan', stone.id, { fullName: 'Alan Turing', phone: '0161 496 0000', email: undefined }, '2026-10-31T23:30:00Z'],
      ['july', ring.id, { fullName: 'July Summer', email: 'july@example.com' }, '2026-06-30T23:30:00Z'],
      ['widget', ring.id, { fullName: 'Wanda Widget', source: 'widget' }, '2026-09-10T12:00:00Z'],
      ['spam', ring.id, { fullName: 'Spam Bot', website: 'http://spam.example' }, '2026-11-19T12:00:00Z'],
    ];
    for (const [key, productId, overrides, createdAt] of orders) {
      const request = shop.http.post('/api/orders').send(orderBody(productId, overrides));
      if (key === 'widget') request.set('Origin', 'https://partner.example');
      ids[key] = (await request.expect(201)).body.id;
      await em().nativeUpdate(Order, { id: ids[key] }, { createdAt: new Date(createdAt) });
    }
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  describe('orders', () => {
    const names = (body: Array<{ fullName: string }>) => body.map((order) => order.fullName);

    test('list: newest first, spam hidden, Content-Range, paging', async () => {
      const all = await get('/api/admin/orders').expect(200);
      expect(names(all.body)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Wanda Widget', 'July Summer']);
      expect(all.headers['content-range']).toBe('orders 0-4/5');
      const page = await get('/api/admin/orders', { range: [1, 2] }).expect(200);
      expect(names(page.body)).toEqual(['Grace Hopper', 'Alan Turing']);
      expect(page.headers['content-range']).toBe('orders 1-2/5');
      const past = await get('/api/admin/orders', { range: [10, 19] }).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe('orders 10-10/5');
      expect(all.body[0]).toEqual({
        id: ids.ada,
        reference: expect.stringMatching(REFERENCE),
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        email: 'ada@example.com',
        message: 'Is it still available?',
        productId: expect.any(String),
        productName: 'Round Brilliant',
        productPrice: 4200,
        shownCurrency: 'USD',
        shownRate: 1,
        shownPrice: 4200,
        productImage: '/catalog/diamond-round.svg',
        stockNumber: 'STONE-1',
        productType: 'Diamond',
        supplierOffer: null,
        status: 'new',
        priority: 'medium',
        adminNotes: null,
        source: 'storefront',
        sourceOrigin: null,
        spam: false,
        createdAt: '2026-11-18T10:00:00.000Z',
        contactedAt: null,
      });
    });

    test('sort by any listed field; unknown fields are refused', async () => {
      const byName = await get('/api/admin/orders', { sort: ['fullName', 'ASC'] }).expect(200);
      expect(names(byName.body)).toEqual([
        'Ada Lovelace',
        'Alan Turing',
        'Grace Hopper',
        'July Summer',
        'Wanda Widget',
      ]);
      const byPrice = await get('/api/admin/orders', { sort: ['productPrice', 'DESC'], range: [0, 1] }).expect(200);
      expect(byPrice.body.map((order: { productPrice: number }) => order.productPrice)).toEqual([4200, 4200]);
      await get('/api/admin/orders', { sort: ['mood', 'ASC'] }).expect(400);
    });

    test('filters: q, status, priority, productType, source, sourceOrigin, spam, id', async () => {
      const filtered = async (filter: Record<string, unknown>) =>
        names((await get('/api/admin/orders', { filter }).expect(200)).body);
      expect(await filtered({ q: 'grace' })).toEqual(['Grace Hopper']);
      expect(await filtered({ q: 'NAVY.example' })).toEqual(['Grace Hopper']);
      expect(await filtered({ q: '0161 496' })).toEqual(['Alan Turing']);
      expect(await filtered({ q: 'halo' })).toEqual(['Grace Hopper', 'Wanda Widget', 'July Summer']);
      expect(await filtered({ q: 'ring-77' })).toEqual(['Grace Hopper', 'Wanda Widget', 'July Summer']);
      expect(await filtered({ q: 'size 6' })).toEqual(['Grace Hopper']);
      expect(await filtered({ q: '100%_' })).toEqual([]);
      const grace = (await get('/api/admin/orders', { filter: { q: 'grace' } }).expect(200)).body[0];
      const typed = ` ${grace.reference.toLowerCase().replace('-', ' ')} `;
      expect(await filtered({ q: typed })).toEqual(['Grace Hopper']);
      expect(await filtered({ q: grace.reference.slice(3) })).toEqual(['Grace Hopper']);
      expect(await filtered({ productType: 'Diamond' })).toEqual(['Ada Lovelace', 'Alan Turing']);
      expect(await filtered({ status: 'new', priority: 'medium' })).toHaveLength(5);
      expect(await filtered({ status: 'completed' })).toEqual([]);
      expect(await filtered({ source: 'widget' })).toEqual(['Wanda Widget']);
      expect(await filtered({ sourceOrigin: 'https://partner.example' })).toEqual(['Wanda Widget']);
      expect(await filtered({ spam: true })).toEqual(['Spam Bot']);
      expect(await filtered({ id: [ids.alan, ids.ada, 'junk'] })).toEqual(['Ada Lovelace', 'Alan Turing']);
      const bad = await get('/api/admin/orders', { filter: { status: 'shipped' } }).expect(400);
      expect(bad.body.message).toBe('filter.status must be one of new, contacted, processing, completed, cancelled');
      await get('/api/admin/orders', { filter: { createdFrom: '2026-13-01' } }).expect(400);
    });

    test('createdFrom / createdTo are whole days in the shop’s time zone', async () => {
      const filtered = async (filter: Record<string, unknown>) =>
        names((await get('/api/admin/orders', { filter }).expect(200)).body);
      // 2026-06-30T23:30Z is 1 July 00:30 in London (summer time).
      expect(await filtered({ createdFrom: '2026-07-01', createdTo: '2026-07-01' })).toEqual(['July Summer']);
      expect(await filtered({ createdTo: '2026-06-30' })).toEqual([]);
      // 2026-10-31T23:30Z is still 31 October in London (winter time), 2026-11-01T00:30Z is 1 November.
      expect(await filtered({ createdFrom: '2026-11-01' })).toEqual(['Ada Lovelace', 'Grace Hopper']);
      expect(await filtered({ createdFrom: '2026-10-31', createdTo: '2026-10-31' })).toEqual(['Alan Turing']);
    });

    test('show, and 404 for unknown or malformed ids', async () => {
      expect((await get(`/api/admin/orders/${ids.grace}`).expect(200)).body).toMatchObject({
        id: ids.grace,
        fullName: 'Grace Hopper',
      });
      expect((await get(`/api/admin/orders/${ids.spam}`).expect(200)).body).toMatchObject({ spam: true });
      const missing = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Order not found' });
      await get('/api/admin/orders/nope').expect(404);
    });

    test('update changes only what is sent; contactedAt is set the first time the status becomes contacted', async () => {
      const put = (body: object) => shop.http.put(`/api/admin/orders/${ids.alan}`).set(auth).send(body);
      setNow(shop, '2026-11-20T10:00:00Z');
      const noted = await put({ adminNotes: '  Called, no answer  ', priority: 'high' }).expect(200);
      expect(noted.body).toMatchObject({
        adminNotes: 'Called, no answer',
        priority: 'high',
        status: 'new',
        contactedAt: null,
      });
      const contacted = await put({ status: 'contacted' }).expect(200);
      expect(contacted.body).toMatchObject({
        status: 'contacted',
        contactedAt: '2026-11-20T10:00:00.000Z',
        priority: 'high',
        adminNotes: 'Called, no answer',
      });
      setNow(shop, '2026-11-21T15:00:00Z');
      await put({ status: 'processing' }).expect(200);
      const again = await put({ status: 'contacted' }).expect(200);
      expect(again.body.contactedAt).toBe('2026-11-20T10:00:00.000Z');
      expect((await put({ adminNotes: '' }).expect(200)).body.adminNotes).toBeNull();
      const invalid = await put({ status: 'shipped' }).expect(400);
      expect(invalid.body.errors).toEqual({
        status: 'Status must be one of new, contacted, processing, completed, cancelled',
      });
      const unknown = await put({ mood: 'Changed' }).expect(400);
      expect(unknown.body.errors).toHaveProperty('mood');
      // What the customer wrote is read-only: sent back with the record, it is ignored.
      expect((await put({ fullName: 'Changed', status: 'contacted' }).expect(200)).body.fullName).not.toBe('Changed');
      await shop.http
        .put('/api/admin/orders/00000000-0000-4000-8000-000000000000')
        .set(auth)
        .send({ status: 'new' })
        .expect(404);
      setNow(shop, '2026-11-20T09:00:00Z');
    });

    test('stats: total, every status, this and the previous month in the shop’s zone; spam left out', async () => {
      setNow(shop, '2026-11-20T09:00:00Z');
      const stats = await get('/api/admin/orders/stats').expect(200);
      expect(stats.body).toEqual({
        total: 5,
        byStatus: { new: 4, contacted: 1, processing: 0, completed: 0, cancelled: 0 },
        // November (London): Ada, Grace. October: Alan (31 Oct 23:30 London).
        thisMonth: 2,
        previousMonth: 1,
      });
      setNow(shop, '2026-12-01T00:30:00Z');
      expect((await get('/api/admin/orders/stats').expect(200)).body).toMatchObject({ thisMonth: 0, previousMonth: 2 });
      setNow(shop, '2026-11-20T09:00:00Z');
    });

    test('export.csv: the filtered, sorted list with formula cells neutralised', async () => {
      const tricky = await createProduct(shop, {
        name: '=HYPERLINK("http://evil.example","click")',
        stockNumber: '@STOCK',
        price: 10,
      });
      const { body } = await shop.http
        .post('/api/orders')
        .send(
          orderBody(tricky.id, {
            fullName: '-Minus, "Quoted"',
            message: '+SUM(A1)\nsecond line',
            email: 'x@example.com',
          }),
        )
        .expect(201);
      await shop.http.put(`/api/admin/orders/${body.id}`).set(auth).send({ adminNotes: '=1+1' }).expect(200);
      const csv = await get('/api/admin/orders/export.csv', { filter: { q: 'evil.example' } }).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''orders-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe(
        'id,createdAt,status,priority,fullName,phone,email,message,productName,stockNumber,productType,productPrice,shownCurrency,shownRate,shownPrice,productId,productImage,adminNotes,contactedAt,source,sourceOrigin,spam',
      );
      expect(csv.text).toContain(`"'-Minus, ""Quoted"""`);
      expect(csv.text).toContain(`'+44 20 7946 0000`);
      expect(csv.text).toContain(`"'+SUM(A1)\nsecond line"`);
      expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(csv.text).toContain(`,'@STOCK,`);
      expect(csv.text).toContain(`,'=1+1,`);
      expect(csv.text.endsWith('\r\n')).toBe(true);
      const all = await get('/api/admin/orders/export.csv', { sort: ['fullName', 'ASC'] }).expect(200);
      const rows = all.text.trim().split('\r\n');
      expect(rows).toHaveLength(1 + 6);
      expect(rows[1]).toContain('Minus'); // '-' sorts before letters
      expect(rows[2]).toContain(',Ada Lovelace,');
      expect(all.text).not.toContain('Spam Bot');
      await em().nativeDelete(Order, { id: body.id });
    });

    test('delete answers the deleted order; it is gone afterwards', async () => {
      const deleted = await shop.http.delete(`/api/admin/orders/${ids.july}`).set(auth).expect(200);
      expect(deleted.body).toMatchObject({ id: ids.july, fullName: 'July Summer' });
      await get(`/api/admin/orders/${ids.july}`).expect(404);
      await shop.http.delete(`/api/admin/orders/${ids.july}`).set(auth).expect(404);
      expect(await em().count(Order, {})).toBe(5);
    });
  });

  describe('appointments', () => {
    beforeAll(async () => {
      setNow(shop, '2026-11-20T09:00:00Z');
      const bookings: Array<[string, Record<string, unknown>]> = [
        ['mary', { fullName: 'Mary Somerville', consultationDateTime: '2026-11-23T10:30:00Z', productIds: [] }],
        [
          'emmy',
          { fullName: 'Emmy Noether', email: 'emmy@example.com', consultationDateTime: '2026-11-24T03:30:00+09:00' },
        ],
        [
          'late',
          {
            fullName: 'Lise Meitner',
            email: undefined,
            consultationDateTime: '2026-11-28T12:30:00-05:00',
            budget: undefined,
          },
        ],
        ['bot', { fullName: 'Bot', website: 'x' }],
      ];
      for (const [key, overrides] of bookings)
        ids[key] = (await shop.http.post('/api/appointments').send(appointmentBody(overrides)).expect(201)).body.id;
    });

    test('list: latest consultation first, spam hidden, date filter on the shop’s calendar', async () => {
      const list = await get('/api/admin/appointments').expect(200);
      expect(list.body.map((a: { fullName: string }) => a.fullName)).toEqual([
        'Lise Meitner',
        'Emmy Noether',
        'Mary Somerville',
      ]);
      expect(list.headers['content-range']).toBe('appointments 0-2/3');
      expect(list.body[0]).toMatchObject({
        budget: null,
        email: null,
        status: 'pending',
        items: [],
        notes: null,
        consultationDateTime: '2026-11-28T17:30:00.000Z',
      });
      const monday = await get('/api/admin/appointments', { filter: { date: '2026-11-23' } }).expect(200);
      expect(monday.body.map((a: { fullName: string }) => a.fullName)).toEqual(['Emmy Noether', 'Mary Somerville']);
      const search = await get('/api/admin/appointments', { filter: { q: 'emmy@' } }).expect(200);
      expect(search.body).toHaveLength(1);
      await get('/api/admin/appointments', { filter: { date: '23/11/2026' } }).expect(400);
      const sorted = await get('/api/admin/appointments', { sort: ['fullName', 'ASC'] }).expect(200);
      expect(sorted.body[0].fullName).toBe('Emmy Noether');
    });

    test('update status and notes, stats, export, delete', async () => {
      const updated = await shop.http
        .put(`/api/admin/appointments/${ids.emmy}`)
        .set(auth)
        .send({ status: 'confirmed', notes: 'Bring the ring' })
        .expect(200);
      expect(updated.body).toMatchObject({ status: 'confirmed', notes: 'Bring the ring' });
      await shop.http.put(`/api/admin/appointments/${ids.emmy}`).set(auth).send({ adminNotes: 'x' }).expect(400);
      expect((await get('/api/admin/appointments/stats').expect(200)).body).toEqual({
        total: 3,
        byStatus: { pending: 2, confirmed: 1, cancelled: 0, completed: 0 },
        thisMonth: 3,
        previousMonth: 0,
      });
      const csv = await get('/api/admin/appointments/export.csv').expect(200);
      expect(csv.text.split('\r\n')[0]).toBe(
        'id,consultationDateTime,status,fullName,phone,email,city,state,assistanceType,budget,additionalDetails,items,shownCurrency,shownRate,notes,meetingMode,videoLink,createdAt,source,sourceOrigin,spam',
      );
      expect(csv.text.trim().split('\r\n')).toHaveLength(4);
      expect((await shop.http.delete(`/api/admin/appointments/${ids.late}`).set(auth).expect(200)).body.fullName).toBe(
        'Lise Meitner',
      );
      expect(await em().count(Appointment, { id: ids.late })).toBe(0);
    });
  });

  describe('contacts', () => {
    test('list, search, status filter, update, stats, export, delete', async () => {
      const first = (
        await shop.http
          .post('/api/contact')
          .send(contactBody({ message: 'Do you engrave?' }))
          .expect(201)
      ).body.id;
      const second = (
        await shop.http
          .post('/api/contact')
          .send(contactBody({ fullName: 'Hedy Lamarr', message: '@everyone =cmd' }))
          .expect(201)
      ).body.id;
      await shop.http
        .post('/api/contact')
        .send(contactBody({ website: 'spam' }))
        .expect(201);
      const list = await get('/api/admin/contacts').expect(200);
      expect(list.headers['content-range']).toBe('contacts 0-1/2');
      expect(list.body[0]).toEqual({
        id: second,
        reference: expect.stringMatching(REFERENCE),
        fullName: 'Hedy Lamarr',
        phone: '+1 (555) 010-9999',
        email: 'grace@example.com',
        message: '@everyone =cmd',
        status: 'new',
        adminNotes: null,
        source: 'storefront',
        sourceOrigin: null,
        spam: false,
        createdAt: expect.any(String),
      });
      expect(
        (await get('/api/admin/contacts', { filter: { q: 'ENGRAVE' } }).expect(200)).body.map(
          (c: { id: string }) => c.id,
        ),
      ).toEqual([first]);
      await shop.http
        .put(`/api/admin/contacts/${first}`)
        .set(auth)
        .send({ status: 'replied', adminNotes: 'Yes we do' })
        .expect(200);
      expect(
        (await get('/api/admin/contacts', { filter: { status: ['replied', 'resolved'] } }).expect(200)).body,
      ).toHaveLength(1);
      expect((await get('/api/admin/contacts/stats').expect(200)).body).toEqual({
        total: 2,
        byStatus: { new: 1, read: 0, replied: 1, resolved: 0 },
        thisMonth: 2,
        previousMonth: 0,
      });
      const csv = await get('/api/admin/contacts/export.csv').expect(200);
      expect(csv.text).toContain(`,'@everyone =cmd,`);
      await shop.http.delete(`/api/admin/contacts/${first}`).set(auth).expect(200);
      expect(await em().count(ContactMessage, { id: first })).toBe(0);
    });
  });
});
