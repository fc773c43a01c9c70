import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { lastWeeks, trendPercent, trendText } from '../src/modules/dashboard/dashboard.service.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin, setNow } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('trend rule (spec 3 §7)', () => {
  test('(current − previous) / previous × 100, one decimal, halves away from zero', () => {
    expect(trendPercent(9, 8)).toBe(12.5);
    expect(trendPercent(97, 100)).toBe(-3);
    expect(trendPercent(8, 6)).toBe(33.3);
    expect(trendPercent(1, 3)).toBe(-66.7);
    expect(trendPercent(2, 3)).toBe(-33.3);
    expect(trendPercent(1001, 1000)).toBe(0.1);
    expect(trendPercent(20001, 20000)).toBe(0); // 0.005 %: rounds to 0, never -0
    expect(Object.is(trendPercent(19999, 20000), 0)).toBe(true);
    expect(trendPercent(5, 5)).toBe(0);
  });

  test('previous 0: +100% when there is something now, 0% when not; current 0: -100%', () => {
    expect(trendPercent(5, 0)).toBe(100);
    expect(trendPercent(0, 0)).toBe(0);
    expect(trendPercent(0, 4)).toBe(-100);
  });

  test('the text; a rise from 0 is new, not +100%', () => {
    expect(trendText(9, 8)).toBe('+12.5% from last month');
    expect(trendText(97, 100)).toBe('-3.0% from last month');
    expect(trendText(5, 5)).toBe('+0% from last month');
    expect(trendText(0, 0)).toBe('+0% from last month');
    expect(trendText(8, 4)).toBe('+100.0% from last month');
    expect(trendText(0, 4)).toBe('-100.0% from last month');
    expect(trendText(5, 0)).toBe('New this month');
  });

  test('weeks: 12 shop-local Mondays, oldest first, across a change of clocks', () => {
    // Sunday 1 Nov 2026 01:30 EST in New York (the clocks went back at 02:00 EDT): still the week of 26 Oct.
    const weeks = lastWeeks(new Date('2026-11-01T06:30:00Z'), 'America/New_York');
    expect(weeks.weekStarts).toHaveLength(12);
    expect(weeks.weekStarts[0]).toBe('2026-08-10');
    expect(weeks.weekStarts[11]).toBe('2026-10-26');
    expect(weeks.from.toISOString()).toBe('2026-08-10T04:00:00.000Z');
    expect(weeks.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Monday 00:00 in Tokyo is still Sunday in UTC.
    expect(lastWeeks(new Date('2026-11-15T16:00:00Z'), 'Asia/Tokyo').weekStarts[11]).toBe('2026-11-16');
  });
});

describe('GET /api/admin/dashboard', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  const sql = (statement: string, params: unknown[] = []) =>
    shop.app.get(EntityManager).fork().getConnection().execute(statement, params);
  const get = async () =>
    (
      await shop.http
        .get('/api/admin/dashboard')
        .set(await shop.adminAuth())
        .expect(200)
    ).body;

  // Ids written out, so the answers can be checked exactly.
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const J1 = id(1);
  const LG1 = id(3);
  const GONE = id(99);
  // Every request has a reference (unique across the three kinds).
  const reference = (n: number) => `LJ-T${String(n).padStart(5, '0')}`;

  beforeAll(async () => {
    database = await createOwnDatabase('dashboard');
    // New York: the month starts at 04:00 UTC (EDT) and late-November weeks at 05:00 UTC (EST).
    shop = await createTestApp({ SHOP_TIME_ZONE: 'America/New_York' }, database.url);
    await createDemoAdmin(shop);
    // Friday 20 Nov 2026, 12:00 in New York: this month began at 2026-11-01T04:00Z, this week at 2026-11-16T05:00Z.
    setNow(shop, '2026-11-20T17:00:00Z');
  });

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  test('staff only', async () => {
    await shop.http.get('/api/admin/dashboard').expect(401);
  });

  test('an empty shop: zeros, 0% trends, 12 empty weeks', async () => {
    const body = await get();
    expect(body.generatedAt).toBe('2026-11-20T17:00:00.000Z');
    expect(body.products).toEqual({
      total: 0,
      jewelry: 0,
      rings: 0,
      diamonds: 0,
      labGrown: 0,
      naturalDiamonds: 0,
      previousMonthTotal: 0,
    });
    expect(body.appointments).toEqual({ total: 0, pending: 0, previousMonthTotal: 0, previousMonthPending: 0 });
    expect(body.orders).toEqual({
      total: 0,
      byStatus: { new: 0, contacted: 0, processing: 0, completed: 0, cancelled: 0 },
      previousMonthTotal: 0,
    });
    expect(body.messages).toEqual({
      total: 0,
      byStatus: { new: 0, read: 0, replied: 0, resolved: 0 },
      previousMonthTotal: 0,
    });
    expect(body.customers).toEqual({ total: 0, previousMonthTotal: 0 });
    expect(body.cards).toEqual([
      {
        key: 'products',
        label: 'Total Products',
        value: 0,
        previous: 0,
        trendPercent: 0,
        trendText: '+0% from last month',
      },
      {
        key: 'appointments',
        label: 'Total Appointments',
        value: 0,
        previous: 0,
        trendPercent: 0,
        trendText: '+0% from last month',
      },
      {
        key: 'pendingAppointments',
        label: 'Pending Appointments',
        value: 0,
        previous: 0,
        trendPercent: 0,
        trendText: '+0% from last month',
      },
      {
        key: 'newOrders',
        label: 'New Orders',
        value: 0,
        previous: 0,
        trendPercent: 0,
        trendText: '+0% from last month',
      },
      {
        key: 'newMessages',
        label: 'New Messages',
        value: 0,
        previous: 0,
        trendPercent: 0,
        trendText: '+0% from last month',
      },
      { key: 'users', label: 'Total Users', value: 0, previous: 0, trendPercent: 0, trendText: '+0% from last month' },
    ]);
    expect(body.recentProducts).toEqual([]);
    expect(body.recentAppointments).toEqual([]);
    expect(body.recentOrders).toEqual([]);
    expect(body.weekly).toHaveLength(12);
    expect(
      body.weekly.every(
        (week: Record<string, unknown>) => week.orders === 0 && week.appointments === 0 && week.messages === 0,
      ),
    ).toBe(true);
    expect(body.leadsBySource).toEqual([]);
    expect(body.topProducts).toEqual([]);
  });

  describe('a seeded shop', () => {
    let body: Record<string, any>;

    beforeAll(async () => {
      const product = (n: number, type: string, name: string, price: number, createdAt: string) =>
        sql(
          `insert into products (id, product_type, stock_number, name, description, price, created_at, updated_at) values (?, ?, ?, ?, 'Seeded.', ?, ?, ?)`,
          [id(n), type, `DASH-${n}`, name, price, createdAt, createdAt],
        );
      // Before this month (< 2026-11-01T04:00Z): 6; this month: 2.
      await product(1, 'jewelry', 'Halo Ring', 5200, '2026-10-15T15:00:00Z');
      await product(2, 'ring', 'Solitaire', 3100, '2026-10-20T15:00:00Z');
      await product(3, 'lab-grown', 'Round LG', 2450.5, '2026-09-01T15:00:00Z');
      await product(4, 'lab-grown', 'Oval LG', 1800, '2026-11-01T03:30:00Z'); // 31 Oct 23:30 EDT: last month
      await product(5, 'natural-diamond', 'Old Natural', 9000, '2026-08-10T15:00:00Z');
      await product(6, 'natural-diamond', 'New Natural', 7000, '2026-11-01T04:30:00Z'); // 1 Nov 00:30 EDT: this month
      await product(7, 'diamond', 'Legacy Diamond', 4000, '2026-07-01T15:00:00Z');
      await product(8, 'jewelry', 'Pearl Studs', 450, '2026-11-05T15:00:00Z');

      const appointment = (
        n: number,
        status: string,
        createdAt: string,
        extra: { spam?: boolean; source?: string; origin?: string } = {},
      ) =>
        sql(
          `insert into appointments (id, reference, source, source_origin, spam, created_at, updated_at, full_name, phone, consultation_date_time, assistance_type, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, '+1 555 0100', ?, 'Engagement Ring', ?)`,
          [
            id(100 + n),
            reference(100 + n),
            extra.source ?? 'storefront',
            extra.origin ?? null,
            extra.spam ?? false,
            createdAt,
            createdAt,
            `Visitor ${n}`,
            '2026-12-01T15:00:00Z',
            status,
          ],
        );
      await appointment(0, 'completed', '2026-08-01T15:00:00Z'); // before the 12 weeks
      await appointment(1, 'confirmed', '2026-09-20T15:00:00Z'); // a Sunday: week of 14 Sep
      await appointment(2, 'confirmed', '2026-10-10T15:00:00Z');
      await appointment(3, 'completed', '2026-11-01T03:59:00Z'); // 31 Oct 23:59 EDT: last month, week of 26 Oct
      await appointment(4, 'pending', '2026-11-02T15:00:00Z', { source: 'widget', origin: 'https://a.example' });
      await appointment(5, 'pending', '2026-11-18T15:00:00Z');
      await appointment(6, 'pending', '2026-11-19T15:00:00Z');
      await appointment(7, 'pending', '2026-11-19T16:00:00Z', { spam: true });
      await appointment(8, 'pending', '2026-10-01T15:00:00Z', { spam: true });

      const order = (
        n: number,
        status: string,
        createdAt: string,
        productId: string,
        productName: string,
        extra: { spam?: boolean; source?: string; origin?: string } = {},
      ) =>
        sql(
          `insert into orders (id, reference, source, source_origin, spam, created_at, updated_at, full_name, phone, product_id, product_name, product_price, shown_price, product_type, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, '+1 555 0100', ?, ?, 100, 100, 'Jewelry', ?)`,
          [
            id(200 + n),
            reference(200 + n),
            extra.source ?? 'storefront',
            extra.origin ?? null,
            extra.spam ?? false,
            createdAt,
            createdAt,
            `Buyer ${n}`,
            productId,
            productName,
            status,
          ],
        );
      // A storefront lead that carries an origin still counts as the storefront.
      await order(1, 'new', '2026-10-05T15:00:00Z', J1, 'Halo Ring (old name)', { origin: 'https://shop.example' });
      await order(2, 'completed', '2026-10-25T15:00:00Z', J1, 'Halo Ring (old name)', {
        source: 'widget',
        origin: 'https://a.example',
      });
      await order(3, 'contacted', '2026-11-03T15:00:00Z', LG1, 'Round LG', {
        source: 'widget',
        origin: 'https://a.example',
      });
      await order(4, 'processing', '2026-11-16T04:59:00Z', J1, 'Halo Ring'); // Sun 15 Nov 23:59 EST: week of 9 Nov
      await order(5, 'cancelled', '2026-11-16T05:00:00Z', LG1, 'Round LG', {
        source: 'widget',
        origin: 'https://b.example',
      }); // Mon 16 Nov 00:00 EST
      await order(6, 'new', '2026-11-20T10:00:00Z', GONE, 'Gone Ring');
      await order(7, 'new', '2026-11-19T10:00:00Z', GONE, 'Gone Ring', {
        spam: true,
        source: 'widget',
        origin: 'https://spam.example',
      });
      await order(8, 'new', '2026-11-19T11:00:00Z', GONE, 'Gone Ring', {
        spam: true,
        source: 'widget',
        origin: 'https://spam.example',
      });

      const message = (
        n: number,
        status: string,
        createdAt: string,
        extra: { spam?: boolean; source?: string; origin?: string } = {},
      ) =>
        sql(
          `insert into contact_messages (id, reference, source, source_origin, spam, created_at, updated_at, full_name, phone, message, status)
           values (?, ?, ?, ?, ?, ?, ?, ?, '+1 555 0100', 'Hello', ?)`,
          [
            id(300 + n),
            reference(300 + n),
            extra.source ?? 'storefront',
            extra.origin ?? null,
            extra.spam ?? false,
            createdAt,
            createdAt,
            `Writer ${n}`,
            status,
          ],
        );
      await message(1, 'resolved', '2026-09-30T15:00:00Z');
      await message(2, 'new', '2026-11-05T15:00:00Z', { source: 'widget', origin: 'https://b.example' });
      await message(3, 'read', '2026-11-17T15:00:00Z');
      await message(4, 'new', '2026-11-17T16:00:00Z', { spam: true });

      const customer = (n: number, createdAt: string) =>
        sql(
          `insert into users (id, email, name, password_hash, role, created_at, updated_at) values (?, ?, ?, 'x', 'customer', ?, ?)`,
          [id(400 + n), `customer${n}@example.com`, `Customer ${n}`, createdAt, createdAt],
        );
      await customer(1, '2026-10-01T15:00:00Z');
      await customer(2, '2026-10-20T15:00:00Z');
      await customer(3, '2026-11-12T15:00:00Z');

      body = await get();
    });

    test('product counts by type, and as they stood when the month began (shop time zone)', () => {
      expect(body.products).toEqual({
        total: 8,
        jewelry: 2,
        rings: 1,
        diamonds: 5,
        labGrown: 2,
        naturalDiamonds: 2,
        previousMonthTotal: 6,
      });
    });

    test('appointments, orders and messages without spam', () => {
      expect(body.appointments).toEqual({ total: 7, pending: 3, previousMonthTotal: 4, previousMonthPending: 0 });
      expect(body.orders).toEqual({
        total: 6,
        byStatus: { new: 2, contacted: 1, processing: 1, completed: 1, cancelled: 1 },
        previousMonthTotal: 2,
      });
      expect(body.messages).toEqual({
        total: 3,
        byStatus: { new: 1, read: 1, replied: 0, resolved: 1 },
        previousMonthTotal: 1,
      });
    });

    test('customers are users with the customer role (the administrator is not one)', () => {
      expect(body.customers).toEqual({ total: 3, previousMonthTotal: 2 });
    });

    test('cards with their trends; previous 0 gives 100 and says New this month', () => {
      expect(body.cards).toEqual([
        {
          key: 'products',
          label: 'Total Products',
          value: 8,
          previous: 6,
          trendPercent: 33.3,
          trendText: '+33.3% from last month',
        },
        {
          key: 'appointments',
          label: 'Total Appointments',
          value: 7,
          previous: 4,
          trendPercent: 75,
          trendText: '+75.0% from last month',
        },
        {
          key: 'pendingAppointments',
          label: 'Pending Appointments',
          value: 3,
          previous: 0,
          trendPercent: 100,
          trendText: 'New this month',
        },
        // New orders: one from October still new, and one of this month.
        {
          key: 'newOrders',
          label: 'New Orders',
          value: 2,
          previous: 1,
          trendPercent: 100,
          trendText: '+100.0% from last month',
        },
        {
          key: 'newMessages',
          label: 'New Messages',
          value: 1,
          previous: 0,
          trendPercent: 100,
          trendText: 'New this month',
        },
        {
          key: 'users',
          label: 'Total Users',
          value: 3,
          previous: 2,
          trendPercent: 50,
          trendText: '+50.0% from last month',
        },
      ]);
    });

    test('the 5 newest products and the 5 newest appointments by creation (spam left out)', () => {
      expect(body.recentProducts).toEqual([
        { id: id(8), name: 'Pearl Studs', price: 450, productType: 'jewelry', createdAt: '2026-11-05T15:00:00.000Z' },
        {
          id: id(6),
          name: 'New Natural',
          price: 7000,
          productType: 'natural-diamond',
          createdAt: '2026-11-01T04:30:00.000Z',
        },
        { id: id(4), name: 'Oval LG', price: 1800, productType: 'lab-grown', createdAt: '2026-11-01T03:30:00.000Z' },
        { id: id(2), name: 'Solitaire', price: 3100, productType: 'ring', createdAt: '2026-10-20T15:00:00.000Z' },
        { id: id(1), name: 'Halo Ring', price: 5200, productType: 'jewelry', createdAt: '2026-10-15T15:00:00.000Z' },
      ]);
      expect(body.recentAppointments).toEqual(
        [6, 5, 4, 3, 2].map((n) => ({
          id: id(100 + n),
          fullName: `Visitor ${n}`,
          assistanceType: 'Engagement Ring',
          consultationDateTime: '2026-12-01T15:00:00.000Z',
          status: n >= 4 ? 'pending' : n === 3 ? 'completed' : 'confirmed',
        })),
      );
    });

    test('the 5 newest orders by creation (spam left out)', () => {
      const status = { 2: 'completed', 3: 'contacted', 4: 'processing', 5: 'cancelled', 6: 'new' } as const;
      const created = {
        2: '2026-10-25T15:00:00.000Z',
        3: '2026-11-03T15:00:00.000Z',
        4: '2026-11-16T04:59:00.000Z',
        5: '2026-11-16T05:00:00.000Z',
        6: '2026-11-20T10:00:00.000Z',
      } as const;
      const product = {
        2: 'Halo Ring (old name)',
        3: 'Round LG',
        4: 'Halo Ring',
        5: 'Round LG',
        6: 'Gone Ring',
      } as const;
      expect(body.recentOrders).toEqual(
        ([6, 5, 4, 3, 2] as const).map((n) => ({
          id: id(200 + n),
          fullName: `Buyer ${n}`,
          productName: product[n],
          status: status[n],
          createdAt: created[n],
        })),
      );
    });

    test('the menu counts what waits for staff: new orders, pending appointments, new messages (spam left out)', async () => {
      const { body: counts } = await shop.http
        .get('/api/admin/leads/unhandled')
        .set(await shop.adminAuth())
        .expect(200);
      expect(counts).toEqual({ orders: 2, appointments: 3, messages: 1 });
      await shop.http.get('/api/admin/leads/unhandled').expect(401);
    });

    test('12 weeks by shop-local Monday, oldest first, zero-filled, spam left out', () => {
      const week = (weekStart: string, orders = 0, appointments = 0, messages = 0) => ({
        weekStart,
        orders,
        appointments,
        messages,
      });
      expect(body.weekly).toEqual([
        week('2026-08-31'),
        week('2026-09-07'),
        week('2026-09-14', 0, 1),
        week('2026-09-21'),
        week('2026-09-28', 0, 0, 1),
        week('2026-10-05', 1, 1),
        week('2026-10-12'),
        week('2026-10-19', 1),
        week('2026-10-26', 0, 1),
        week('2026-11-02', 1, 1, 1),
        week('2026-11-09', 1),
        week('2026-11-16', 2, 2, 1),
      ]);
    });

    test('leads by source: the storefront as one, widgets by partner origin, spam left out', () => {
      expect(body.leadsBySource).toEqual([
        { source: 'storefront', origin: null, count: 11 },
        { source: 'widget', origin: 'https://a.example', count: 3 },
        { source: 'widget', origin: 'https://b.example', count: 2 },
      ]);
    });

    test('the most-ordered products: current name, or the ordered name once the product is gone; spam left out', () => {
      expect(body.topProducts).toEqual([
        { productId: J1, productName: 'Halo Ring', orders: 3 },
        { productId: LG1, productName: 'Round LG', orders: 2 },
        { productId: GONE, productName: 'Gone Ring', orders: 1 },
      ]);
    });

    test('product counts follow every catalogue change (they are kept only until catalog_revision moves)', async () => {
      await sql(
        `insert into products (id, product_type, stock_number, name, description, price, created_at, updated_at)
                 values (?, 'ring', 'DASH-9', 'Fresh Ring', 'Seeded.', 999, '2026-11-20T12:00:00Z', '2026-11-20T12:00:00Z')`,
        [id(9)],
      );
      expect((await get()).products).toEqual({
        total: 9,
        jewelry: 2,
        rings: 2,
        diamonds: 5,
        labGrown: 2,
        naturalDiamonds: 2,
        previousMonthTotal: 6,
      });
      await sql(`update products set product_type = 'natural-diamond' where id = ?`, [id(7)]);
      await sql(`delete from products where id = ?`, [id(5)]);
      const after = await get();
      expect(after.products).toEqual({
        total: 8,
        jewelry: 2,
        rings: 2,
        diamonds: 4,
        labGrown: 2,
        naturalDiamonds: 2,
        previousMonthTotal: 5,
      });
      expect(after.cards[0]).toEqual({
        key: 'products',
        label: 'Total Products',
        value: 8,
        previous: 5,
        trendPercent: 60,
        trendText: '+60.0% from last month',
      });
    });
  });
});
