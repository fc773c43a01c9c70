import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Appointment } from '../src/modules/appointments/entities/appointment.entity.js';
import { LeadNotification } from '../src/modules/leads/entities/lead-notification.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { loadDemoCurrencies } from '../src/modules/shop/demo-currencies.js';
import { ShopSettingsRepository } from '../src/modules/shop/shop-settings.repository.js';
import { ShopSettingsService } from '../src/modules/shop/shop-settings.service.js';
import { appointmentBody, createDemoAdmin, createProduct, orderBody, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 29, point 1: a request says which currency its shopper read prices in; the server records the
 * rate in force and the prices as shown beside the USD ones, e-mails and staff see both, and a currency
 * the shop does not show is refused with nothing stored.
 */
describe('requests record the price in US dollars and as the shopper read it', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const em = () => shop.app.get(EntityManager).fork();
  const mailsOf = async (leadId: string) =>
    (await em().find(LeadNotification, { leadId }, { orderBy: { audience: 'ASC' } })).map((row) => row.message);

  beforeAll(async () => {
    database = await createOwnDatabase('shown_prices');
    shop = await createTestApp(
      { LEAD_RATE_LIMIT_PER_IP: '100000/1h', LEAD_NOTIFY_EMAILS: 'owner@shop.test' },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    setNow(shop, '2026-11-20T09:00:00Z');
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...settings
    } = (await shop.http.get('/api/admin/settings').set(auth).expect(200)).body;
    await shop.http
      .put('/api/admin/settings')
      .set(auth)
      .send({
        ...settings,
        locale: 'en-GB',
        currencies: [
          { code: 'GBP', rate: 0.79, languages: ['en-GB'] },
          { code: 'EUR', rate: 0.92, languages: ['fr'] },
        ],
      })
      .expect(200);
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  test('an order in GBP records both prices; its e-mails and the console show both', async () => {
    const product = await createProduct(shop, { name: 'Oval 1.2ct', price: 2450 });
    const { body } = await shop.http
      .post('/api/orders')
      .send(orderBody(product.id, { currency: 'GBP', productPrice: 1 }))
      .expect(201);

    const order = await em().findOneOrFail(Order, body.id);
    // 2450 × 0.79 = 1935.5, rounded to whole pounds; the client's stale productPrice is ignored.
    expect([order.productPrice, order.shownCurrency, order.shownRate, order.shownPrice]).toEqual([
      2450,
      'GBP',
      0.79,
      1936,
    ]);

    const [staff, visitor] = await mailsOf(body.id);
    for (const mail of [staff, visitor]) {
      expect(mail.text).toContain("Price: £1,936 (US$2,450, the shop's price)");
      expect(mail.html).toContain('£1,936 (US$2,450, the shop&#39;s price)');
    }

    const { body: staffView } = await shop.http.get(`/api/admin/orders/${body.id}`).set(auth).expect(200);
    expect(staffView).toMatchObject({ productPrice: 2450, shownCurrency: 'GBP', shownRate: 0.79, shownPrice: 1936 });
  });

  test('without a currency the order was shown in US dollars, cents and all', async () => {
    const product = await createProduct(shop, { price: 1002.5 });
    const { body } = await shop.http.post('/api/orders').send(orderBody(product.id)).expect(201);
    const order = await em().findOneOrFail(Order, body.id);
    expect([order.shownCurrency, order.shownRate, order.shownPrice]).toEqual(['USD', 1, 1002.5]);
    const [staff] = await mailsOf(body.id);
    expect(staff.text).toContain('Price: US$1,002.50\n');
    expect(staff.text).not.toContain("the shop's price");
  });

  test('a currency the shop does not show is refused, naming it, and nothing is stored', async () => {
    const product = await createProduct(shop);
    const before = await em().count(Order, {});
    const notices = await em().count(LeadNotification, {});
    for (const currency of ['CHF', 'XYZ']) {
      const { body } = await shop.http.post('/api/orders').send(orderBody(product.id, { currency })).expect(400);
      const message = `Prices are not shown in ${currency}: choose one of USD, GBP, EUR`;
      expect(body).toMatchObject({ message, errors: { currency: message } });
    }
    await shop.http
      .post('/api/orders')
      .send(orderBody(product.id, { currency: 7 }))
      .expect(400);
    expect(await em().count(Order, {})).toBe(before);
    expect(await em().count(LeadNotification, {})).toBe(notices);
  });

  test('an appointment in EUR records each item in both currencies; a disabled one is refused', async () => {
    const ring = await createProduct(shop, { name: 'Solitaire ring', price: 2450 });
    const stone = await createProduct(shop, { name: 'Round 0.5ct', price: 999.5 });
    const before = await em().count(Appointment, {});
    const refused = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ productIds: [ring.id], currency: 'JPY' }))
      .expect(400);
    expect(refused.body.errors).toEqual({ currency: 'Prices are not shown in JPY: choose one of USD, GBP, EUR' });
    expect(await em().count(Appointment, {})).toBe(before);

    const { body } = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ productIds: [ring.id, stone.id], currency: 'eur' }))
      .expect(201);
    const appointment = await em().findOneOrFail(Appointment, body.id);
    expect([appointment.shownCurrency, appointment.shownRate]).toEqual(['EUR', 0.92]);
    expect(appointment.items.map((item) => [item.price, item.shownPrice])).toEqual([
      [2450, 2254],
      [999.5, 920],
    ]);

    const [staff, visitor] = await mailsOf(body.id);
    for (const mail of [staff, visitor]) {
      expect(mail.text).toContain("€2,254 (US$2,450, the shop's price)");
      expect(mail.text).toContain("€920 (US$999.50, the shop's price)");
    }

    const { body: staffView } = await shop.http.get(`/api/admin/appointments/${body.id}`).set(auth).expect(200);
    expect(staffView).toMatchObject({ shownCurrency: 'EUR', shownRate: 0.92 });
    expect(staffView.items.map((item: any) => [item.price, item.shownPrice])).toEqual([
      [2450, 2254],
      [999.5, 920],
    ]);
  });
});

describe('the demo shop', () => {
  let shop: TestApp;
  let database: OwnDatabase;

  beforeAll(async () => {
    database = await createOwnDatabase('demo_currencies');
    shop = await createTestApp({}, database.url);
    await createDemoAdmin(shop);
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  test('shows pounds, euros, Canadian and Australian dollars until staff save their own settings', async () => {
    const stored = shop.app.get(ShopSettingsRepository);
    await loadDemoCurrencies(stored, new Date('2026-11-20T09:00:00Z'));
    shop.app.get(ShopSettingsService).invalidate();
    const { body } = await shop.http.get('/api/shop').expect(200);
    expect(body.currencies).toEqual([
      { code: 'GBP', rate: 0.79, rateSetAt: '2026-11-20T09:00:00.000Z', languages: ['en-GB'] },
      { code: 'EUR', rate: 0.92, rateSetAt: '2026-11-20T09:00:00.000Z', languages: ['fr', 'de', 'es', 'it', 'nl'] },
      { code: 'CAD', rate: 1.39, rateSetAt: '2026-11-20T09:00:00.000Z', languages: ['en-CA'] },
      { code: 'AUD', rate: 1.53, rateSetAt: '2026-11-20T09:00:00.000Z', languages: ['en-AU'] },
    ]);
    // The other fields still follow the defaults and the configuration.
    expect(body).toMatchObject({ locale: 'en-US', timeZone: 'Europe/London', returnDays: 30 });

    // Staff's own choice survives the next start.
    const auth = await shop.adminAuth();
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...settings
    } = (await shop.http.get('/api/admin/settings').set(auth).expect(200)).body;
    await shop.http
      .put('/api/admin/settings')
      .set(auth)
      .send({ ...settings, currencies: [] })
      .expect(200);
    await loadDemoCurrencies(stored);
    shop.app.get(ShopSettingsService).invalidate();
    expect((await shop.http.get('/api/shop').expect(200)).body.currencies).toEqual([]);
  });
});
