import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { StaffRole } from '../src/common/staff-permissions.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
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
import { createTestApp, registerCustomer, signInStaff, type TestApp } from './support/test-app.js';

/**
 * Issue 33 §4: customers' data on request (GDPR articles 15, 17 and 20), by the customer from My Account
 * and by staff for a person who asks by e-mail or phone. After an erasure, the person's name, address
 * and phone are found nowhere: not in any table (the lead e-mail outbox and the audit trail included)
 * and not in Redis.
 */
let database: OwnDatabase;
let shop: TestApp;
let owner: { Authorization: string };

beforeAll(async () => {
  database = await createOwnDatabase('privacy');
  shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '100000/1h' }, database.url);
  await createDemoAdmin(shop);
  owner = await shop.adminAuth();
  setNow(shop, '2026-11-20T09:00:00Z');
});
afterAll(async () => {
  await closeAfterRelay(shop);
  await database.drop();
});

/** A person no other test row mentions: a unique name, address and phone number. */
function somebody() {
  const tag = randomUUID().slice(0, 8);
  const digits = String(randomInt(10_000_000, 99_999_999));
  return {
    firstName: `Zebulon${tag}`,
    lastName: 'Quixote',
    email: `zq-${tag}@example.com`,
    phone: `+44 20 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    phoneDigits: `4420${digits}`,
  };
}

/** Where any of these texts still appears: every table of the database, and every key and value in Redis. */
async function tracesOf(texts: string[]): Promise<string[]> {
  const found: string[] = [];
  const connection = shop.app.get(EntityManager).fork().getConnection();
  const tables = (await connection.execute(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as { table_name: string }[];
  const patterns = texts.map((text) => `%${text}%`);
  for (const { table_name: table } of tables) {
    const [row] = (await connection.execute(
      `select count(*)::int as count from "${table}" t where t::text ilike any(array[${patterns.map(() => '?').join(', ')}])`,
      patterns,
    )) as { count: number }[];
    if (row.count) found.push(`table ${table}: ${row.count} row(s)`);
  }
  const redis = new Redis(shop.config.redisUrl);
  try {
    for (const key of await redis.keys('*')) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'list'
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : type === 'set'
                ? JSON.stringify(await redis.smembers(key))
                : type === 'zset'
                  ? JSON.stringify(await redis.zrange(key, 0, -1))
                  : '';
      const haystack = `${key} ${value}`.toLowerCase();
      if (texts.some((text) => haystack.includes(text.toLowerCase()))) found.push(`redis ${key}`);
    }
  } finally {
    redis.disconnect();
  }
  return found;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

describe('a customer, from My Account', () => {
  test('downloads everything: account, requests (guest ones once the address is proven), reviews, consents', async () => {
    const me = somebody();
    const customer = await registerCustomer(shop, {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      phoneNumber: me.phone,
    });
    const stone = await createProduct(shop);
    const order = (
      await shop.http
        .post('/api/orders')
        .set(customer.auth)
        .send(orderBody(stone.id, { fullName: `${me.firstName} Quixote`, email: me.email, phone: me.phone }))
        .expect(201)
    ).body;
    // Sent as a guest with the same address: theirs once they proved the address.
    await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ fullName: `${me.firstName} Q.`, email: me.email, phone: me.phone }))
      .expect(201);
    // Someone else typing their phone number proves nothing.
    await shop.http
      .post('/api/contact')
      .send(contactBody({ fullName: 'Not Them', email: 'other@example.com', phone: me.phone }))
      .expect(201);
    await shop.http
      .post('/api/admin/reviews')
      .set(owner)
      .send({ customerName: `${me.firstName} Q.`, reviewText: 'Lovely.', orderReference: order.reference })
      .expect(201);

    const before = (await shop.http.get('/api/account/data').set(customer.auth).expect(200)).body;
    expect(before.appointments).toEqual([]);
    expect(before.consents).toEqual([]);
    await shop.app.get(UsersRepository).proveEmail(customer.user.id, me.email);

    const download = await shop.http.get('/api/account/data').set(customer.auth).expect(200);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = download.body;
    expect(data.accounts).toEqual([expect.objectContaining({ id: customer.user.id, email: me.email })]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);
    expect(data.orders).toEqual([expect.objectContaining({ id: order.id, productId: stone.id })]);
    expect(data.appointments).toHaveLength(1);
    expect(data.messages).toEqual([]);
    expect(data.reviews).toEqual([expect.objectContaining({ orderReference: order.reference })]);
    expect(data.consents).toEqual([expect.objectContaining({ account: customer.user.id, address: me.email })]);
  });

  test('deletes the account: the person is found nowhere, the order stays without them', async () => {
    const me = somebody();
    const customer = await registerCustomer(shop, {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      phoneNumber: me.phone,
    });
    const stone = await createProduct(shop, { price: 3100 });
    const order = (
      await shop.http
        .post('/api/orders')
        .set(customer.auth)
        .send(orderBody(stone.id, { fullName: `${me.firstName} Quixote`, email: me.email, phone: me.phone }))
        .expect(201)
    ).body;
    await shop.http
      .post('/api/contact')
      .set(customer.auth)
      .send(contactBody({ fullName: `${me.firstName} Quixote`, email: me.email, phone: me.phone }))
      .expect(201);
    expect((await tracesOf([me.firstName, me.email])).length).toBeGreaterThan(0);

    const wrong = await shop.http.delete('/api/account').set(customer.auth).send({ password: 'not it' }).expect(401);
    expect(wrong.body.errors).toEqual({ password: 'not right' });
    await shop.http.delete('/api/account').set(customer.auth).send({ password: customer.input.password }).expect(204);

    await shop.http.get('/api/account/data').set(customer.auth).expect(401);
    expect(await tracesOf([me.firstName, me.email, me.phone, me.phoneDigits])).toEqual([]);
    const kept = await shop.app.get(EntityManager).fork().findOneOrFail(Order, order.id);
    expect(kept).toMatchObject({ productId: stone.id, productPrice: 3100, fullName: 'Erased on request', email: null });
    expect(kept.createdAt).toBeInstanceOf(Date);
  });

  test('staff accounts are not deleted from My Account', async () => {
    const { auth, input } = await signInStaff(shop, StaffRole.Sales);
    await shop.http.delete('/api/account').set(auth).send({ password: input.password }).expect(403);
    await shop.http.get('/api/account/data').set(auth).expect(403);
  });
});

describe('staff, for a person who asks by e-mail or phone', () => {
  test('find, export and erase a guest by the phone number however it is typed; each recorded in the audit trail', async () => {
    const guest = somebody();
    const stone = await createProduct(shop);
    await shop.http
      .post('/api/orders')
      .send(orderBody(stone.id, { fullName: `${guest.firstName} Quixote`, email: guest.email, phone: guest.phone }))
      .expect(201);
    await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ fullName: `${guest.firstName} Quixote`, email: null, phone: guest.phone }))
      .expect(201);
    const manager = (await signInStaff(shop, StaffRole.Manager)).auth;
    const typedOtherwise = `(${digitsOf(guest.phone).slice(0, 4)}) ${digitsOf(guest.phone).slice(4)}`;

    const found = await shop.http
      .get('/api/admin/privacy/people')
      .query({ phone: typedOtherwise })
      .set(manager)
      .expect(200);
    expect(found.body).toEqual({ accounts: 0, staffAccounts: 0, orders: 1, appointments: 1, messages: 0, reviews: 0 });
    const exported = await shop.http
      .post('/api/admin/privacy/export')
      .set(manager)
      .send({ phone: guest.phone })
      .expect(200);
    expect(exported.body.orders[0]).toMatchObject({ email: guest.email, productId: stone.id });
    const erased = await shop.http
      .post('/api/admin/privacy/erase')
      .set(manager)
      .send({ email: guest.email, phone: guest.phone });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ orders: 1, appointments: 1 });

    expect(await tracesOf([guest.firstName, guest.email, guest.phone, guest.phoneDigits])).toEqual([]);
    const again = await shop.http
      .get('/api/admin/privacy/people')
      .query({ phone: guest.phone })
      .set(manager)
      .expect(200);
    expect(again.body).toMatchObject({ orders: 0, appointments: 0 });
    const trail = await shop.http
      .get('/api/admin/audit-events')
      .query({ filter: JSON.stringify({ entity: 'privacy' }) })
      .set(owner)
      .expect(200);
    expect(trail.body.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['exportPerson', 'erasePerson']),
    );
  });

  test('clear answers to what cannot be meant; staff accounts are not erased here; Sales may not', async () => {
    const manager = (await signInStaff(shop, StaffRole.Manager)).auth;
    const ask = (query: Record<string, string>) => shop.http.get('/api/admin/privacy/people').query(query).set(manager);
    expect((await ask({}).expect(400)).body.message).toBe('Give the person’s e-mail address or phone number');
    expect((await ask({ phone: '12-34' }).expect(400)).body.errors).toEqual({ phone: 'too few digits' });
    const staffMember = await signInStaff(shop, StaffRole.Catalogue);
    const refused = await shop.http
      .post('/api/admin/privacy/erase')
      .set(manager)
      .send({ email: staffMember.input.email })
      .expect(409);
    expect(refused.body.message).toMatch(/staff account/);
    const sales = (await signInStaff(shop, StaffRole.Sales)).auth;
    await shop.http.get('/api/admin/privacy/people').query({ email: 'x@example.com' }).set(sales).expect(403);
  });
});
