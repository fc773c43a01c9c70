import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  appointmentBody,
  closeAfterRelay,
  contactBody,
  createDemoAdmin,
  createProduct,
  orderBody,
  setNow,
} from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/** GET /api/admin/lead-origins on a database of its own, so the list is exactly this file's leads. */
describe('partner origins of leads (staff)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const origins = () => shop.http.get('/api/admin/lead-origins').set(auth);

  beforeAll(async () => {
    database = await createOwnDatabase('lead_origins');
    shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '100000/1h' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    setNow(shop, '2026-11-20T09:00:00Z');
  });
  afterAll(async () => {
    await closeAfterRelay(shop);
    await database.drop();
  });

  test('empty before any widget lead', async () => {
    expect((await origins().expect(200)).body).toEqual({ data: [] });
  });

  test('the distinct origins over orders, appointments and contact messages, sorted; spam and storefront leads add none', async () => {
    const product = await createProduct(shop);
    const send = (path: string, body: object, origin?: string) => {
      const request = shop.http.post(path).send(body);
      return (origin ? request.set('Origin', origin) : request).expect(201);
    };
    const widget = { source: 'widget' };
    await send('/api/orders', orderBody(product.id, widget), 'https://zeta.example');
    await send('/api/orders', orderBody(product.id, widget), 'https://partner.example');
    await send('/api/appointments', appointmentBody(widget), 'https://partner.example');
    await send('/api/appointments', appointmentBody(widget), 'http://localhost:8080');
    await send('/api/contact', contactBody(widget), 'https://Alpha.example');
    // A widget lead without an Origin header has no partner origin.
    await send('/api/contact', contactBody(widget));
    // Storefront leads never record one, whatever the header says.
    await send('/api/contact', contactBody(), 'https://storefront-header.example');
    // Spam (the honeypot filled) is left out.
    await send(
      '/api/orders',
      orderBody(product.id, { ...widget, website: 'http://spam.example' }),
      'https://bot.example',
    );
    await send('/api/contact', contactBody({ ...widget, website: 'x' }), 'https://bot.example');

    const answer = await origins().expect(200);
    expect(answer.body).toEqual({
      data: ['http://localhost:8080', 'https://alpha.example', 'https://partner.example', 'https://zeta.example'],
    });

    // Each one is a working sourceOrigin filter of the lists.
    const filtered = async (resource: string, origin: string) =>
      (
        await shop.http
          .get(`/api/admin/${resource}`)
          .query({ filter: JSON.stringify({ sourceOrigin: origin }) })
          .set(auth)
          .expect(200)
      ).body.length;
    expect(await filtered('orders', 'https://partner.example')).toBe(1);
    expect(await filtered('appointments', 'https://partner.example')).toBe(1);
    expect(await filtered('contacts', 'https://alpha.example')).toBe(1);
  });

  test('staff only: 401 anonymous, 403 customer, and no CORS grant', async () => {
    await shop.http.get('/api/admin/lead-origins').expect(401);
    const customer = await registerCustomer(shop);
    await shop.http.get('/api/admin/lead-origins').set(customer.auth).expect(403);
    const fromPartner = await origins().set('Origin', 'https://partner.example').expect(200);
    expect(fromPartner.headers['access-control-allow-origin']).toBeUndefined();
  });
});
