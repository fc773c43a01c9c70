import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../src/modules/contacts/entities/contact-message.entity.js';
import {
  appointmentBody,
  closeAfterRelay,
  contactBody,
  createDemoAdmin,
  createProduct,
  orderBody,
  REFERENCE,
  setNow,
} from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

type Auth = { Authorization: string };

/** My Account's list: the leads a customer sent while signed in, and only theirs. */
describe('a customer’s own requests', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let staff: Auth;
  const em = () => shop.app.get(EntityManager).fork();
  const requestsOf = (auth?: Auth) => shop.http.get('/api/account/requests').set(auth ?? {});

  beforeAll(async () => {
    database = await createOwnDatabase('my_requests');
    shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '100000/1h' }, database.url);
    await createDemoAdmin(shop);
    staff = await shop.adminAuth();
    setNow(shop, '2026-11-20T09:00:00Z');
  });
  afterAll(async () => {
    await closeAfterRelay(shop);
    await database.drop();
  });

  test('lists what the customer sent signed in, newest first, with the status staff set; nobody else’s', async () => {
    const ada = await registerCustomer(shop, { firstName: 'Ada' });
    const bob = await registerCustomer(shop, { firstName: 'Bob' });
    const stone = await createProduct(shop, {
      name: 'Oval 1.20 ct Lab-Grown Diamond',
      stockNumber: `OV-${Date.now()}`,
    });
    const send = async (path: string, body: object, auth?: Auth) =>
      (
        await shop.http
          .post(path)
          .set(auth ?? {})
          .send(body)
          .expect(201)
      ).body.id as string;

    const adaOrder = await send('/api/orders', orderBody(stone.id), ada.auth);
    const bobOrder = await send('/api/orders', orderBody(stone.id, { fullName: 'Bob Builder' }), bob.auth);
    const adaBooking = await send('/api/appointments', appointmentBody({ fullName: 'Ada Lovelace' }), ada.auth);
    await send('/api/contact', contactBody({ message: 'Sent without signing in' }));
    await send('/api/contact', contactBody({ message: 'Sent by a member of staff' }), staff);
    await send('/api/contact', contactBody({ message: 'Honeypot filled', website: 'http://bot.example' }), ada.auth);
    const adaMessage = await send(
      '/api/contact',
      contactBody({
        message: '  Could you   resize my grandmother’s ring – size 6½ to 7? ' + 'It is a thin band. '.repeat(8),
      }),
      ada.auth,
    );

    await shop.http.put(`/api/admin/orders/${adaOrder}`).set(staff).send({ status: 'contacted' }).expect(200);
    await shop.http.put(`/api/admin/appointments/${adaBooking}`).set(staff).send({ status: 'confirmed' }).expect(200);

    const mine = await requestsOf(ada.auth).expect(200);
    expect(mine.body.data).toEqual([
      {
        kind: 'message',
        id: adaMessage,
        reference: expect.stringMatching(REFERENCE),
        createdAt: expect.any(String),
        status: 'new',
        summary: 'Could you resize my grandmother’s ring – size 6½ to 7? It is a thin band. It is…',
      },
      {
        kind: 'appointment',
        id: adaBooking,
        reference: expect.stringMatching(REFERENCE),
        createdAt: expect.any(String),
        status: 'confirmed',
        summary: 'Engagement Ring consultation, Monday, November 23, 2026 at 2:00 PM',
      },
      {
        kind: 'order',
        id: adaOrder,
        reference: expect.stringMatching(REFERENCE),
        createdAt: expect.any(String),
        status: 'contacted',
        summary: `Oval 1.20 ct Lab-Grown Diamond (${stone.stockNumber})`,
      },
    ]);
    const times = mine.body.data.map((request: { createdAt: string }) => Date.parse(request.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const bobs = await requestsOf(bob.auth).expect(200);
    expect(bobs.body.data.map((request: { id: string; status: string }) => [request.id, request.status])).toEqual([
      [bobOrder, 'new'],
    ]);

    // The anonymous and the staff messages belong to nobody's account.
    const unowned = await em().find(ContactMessage, {
      message: { $in: ['Sent without signing in', 'Sent by a member of staff'] },
    });
    expect(unowned.map((contact) => contact.customerId)).toEqual([null, null]);
  });

  test('a new customer has an empty list; a member of staff too', async () => {
    const newcomer = await registerCustomer(shop);
    expect((await requestsOf(newcomer.auth).expect(200)).body).toEqual({ data: [], emailConfirmed: false });
    expect((await requestsOf(staff).expect(200)).body).toEqual({ data: [], emailConfirmed: false });
  });

  test('anonymous callers and ended sessions get 401', async () => {
    expect((await requestsOf().expect(401)).body).toMatchObject({
      statusCode: 401,
      message: 'Please sign in to continue',
    });
    await requestsOf({ Authorization: 'Bearer not-a-token' }).expect(401);
  });

  test('a form sent with a token that is no longer valid is still taken, as an anonymous one', async () => {
    const id = (
      await shop.http
        .post('/api/contact')
        .set({ Authorization: 'Bearer expired.or.forged' })
        .send(contactBody())
        .expect(201)
    ).body.id;
    expect((await em().findOneOrFail(ContactMessage, { id })).customerId).toBeNull();
  });

  test('deleting the account keeps its requests for staff', async () => {
    const leaving = await registerCustomer(shop);
    const id = (await shop.http.post('/api/contact').set(leaving.auth).send(contactBody()).expect(201)).body.id;
    await shop.http.delete(`/api/admin/users/${leaving.user.id}`).set(staff).expect(200);
    expect((await em().findOneOrFail(ContactMessage, { id })).customerId).toBeNull();
    await shop.http.get(`/api/admin/contacts/${id}`).set(staff).expect(200);
  });
});
