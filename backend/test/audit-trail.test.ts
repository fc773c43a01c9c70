import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { StaffRole } from '../src/common/staff-permissions.js';
import { AuditEventsRepository } from '../src/modules/audit/audit-events.repository.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { createDemoAdmin, createProduct, orderBody } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, signInStaff, type TestApp } from './support/test-app.js';

/**
 * Issue 33 §3: one append-only trail of staff writes, each written in the same transaction as its
 * change, with secrets and personal data masked. (audit-walk.test.ts walks every staff write of openapi.json.)
 */
let database: OwnDatabase;
let shop: TestApp;
let owner: { Authorization: string };
let ownerId: string;

beforeAll(async () => {
  database = await createOwnDatabase('audit_trail');
  shop = await createTestApp({ FEED_ALLOW_PRIVATE_HOSTS: 'true' }, database.url);
  await createDemoAdmin(shop);
  owner = await shop.adminAuth();
  ownerId = (await shop.http.get('/api/admin/profile').set(owner).expect(200)).body.id;
});
afterAll(async () => {
  await shop?.close();
  await database?.drop();
});

const sql = <T>(statement: string, params: unknown[] = []) =>
  shop.app.get(EntityManager).fork().getConnection().execute(statement, params) as Promise<T>;
const trail = async (filter: Record<string, unknown>, auth = owner) =>
  (
    await shop.http
      .get('/api/admin/audit-events')
      .query({ filter: JSON.stringify(filter) })
      .set(auth)
      .expect(200)
  ).body;

async function newOrder(): Promise<string> {
  const product = await createProduct(shop);
  return (await shop.http.post('/api/orders').send(orderBody(product.id)).expect(201)).body.id;
}

describe('a staff write and its event', () => {
  test('who, as what role, did what to which record, with each field before → after', async () => {
    const orderId = await newOrder();
    const answer = await shop.http
      .put(`/api/admin/orders/${orderId}`)
      .set(owner)
      .set('X-Request-Id', 'audit-test-1')
      .send({ status: 'contacted', priority: 'high' })
      .expect(200);
    expect(answer.headers['x-request-id']).toBe('audit-test-1');
    const [event] = await trail({ entity: 'orders', entityId: orderId });
    expect(event).toMatchObject({
      actorId: ownerId,
      actorName: 'Demo Admin',
      actorRole: 'owner',
      action: 'updateOrder',
      operation: 'PUT /api/admin/orders/{id}',
      entity: 'orders',
      entityId: orderId,
      requestId: 'audit-test-1',
    });
    expect(event.clientAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { record: 'Order', recordId: orderId, change: 'update', field: 'status', before: 'new', after: 'contacted' },
        { record: 'Order', recordId: orderId, change: 'update', field: 'priority', before: 'medium', after: 'high' },
      ]),
    );
  });

  test('personal data and secrets are masked: the trail says they changed, never to what', async () => {
    const orderId = await newOrder();
    await shop.http
      .put(`/api/admin/orders/${orderId}`)
      .set(owner)
      .send({ adminNotes: 'Ada rang from +44 20 7946 0999' })
      .expect(200);
    const [noted] = await trail({ entityId: orderId });
    expect(noted.changes).toContainEqual(expect.objectContaining({ field: 'adminNotes', after: '[personal data]' }));

    const email = `masked-${Date.now()}@lumenjewelers.example`;
    await shop.http
      .post('/api/admin/users')
      .set(owner)
      .send({
        name: 'Masked Person',
        email,
        password: 'a secret phrase',
        confirmPassword: 'a secret phrase',
        role: 'sales',
      })
      .expect(201);
    const [created] = await trail({ action: 'createAdmin' });
    const fields = Object.fromEntries(
      created.changes.map((c: { field: string; after: unknown }) => [c.field, c.after]),
    );
    expect(fields).toMatchObject({
      email: '[personal data]',
      name: '[personal data]',
      passwordHash: '[secret]',
      role: 'sales',
    });
    const stored = await sql<{ count: number }[]>(
      `select count(*)::int as count from audit_events where changes::text ~* ? or changes::text ~* ?`,
      ['masked person|masked-', 'argon2|7946 0999'],
    );
    expect(stored[0].count).toBe(0);
  });

  test('a refused write records nothing', async () => {
    const orderId = await newOrder();
    await shop.http.put(`/api/admin/orders/${orderId}`).set(owner).send({ status: 'teleported' }).expect(400);
    expect(await trail({ entityId: orderId })).toEqual([]);
  });

  test('the change and its event commit together: no event, no change', async () => {
    const orderId = await newOrder();
    const append = jest
      .spyOn(AuditEventsRepository.prototype, 'append')
      .mockRejectedValueOnce(new Error('the audit table is unreachable'));
    await shop.http.put(`/api/admin/orders/${orderId}`).set(owner).send({ status: 'completed' }).expect(500);
    append.mockRestore();
    const order = await shop.app.get(EntityManager).fork().findOneOrFail(Order, orderId);
    expect(order.status).toBe('new');
  });

  test('a write handed to a queue is recorded right after it, naming the record it created', async () => {
    const created = await shop.http
      .post('/api/admin/suppliers')
      .set(owner)
      .send({
        name: 'Audit Gems',
        category: 'lab-grown',
        sourceKind: 'http',
        http: { url: 'http://127.0.0.1:9/f.csv' },
      })
      .expect(201);
    const [event] = await trail({ action: 'createSupplier' });
    expect(event).toMatchObject({ entity: 'suppliers', entityId: created.body.id });
    expect(event.changes).toContainEqual(
      expect.objectContaining({ record: 'Supplier', field: 'name', after: 'Audit Gems' }),
    );
  });
});

describe('the trail itself', () => {
  test('is append-only: PostgreSQL refuses to change or remove an event', async () => {
    await expect(sql(`update audit_events set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_events`)).rejects.toThrow(/append-only/);
    await expect(sql(`truncate audit_events`)).rejects.toThrow(/append-only/);
  });

  test('filters by person, record, action and dates, pages for react-admin and exports CSV', async () => {
    const orderId = await newOrder();
    await shop.http.put(`/api/admin/orders/${orderId}`).set(owner).send({ status: 'processing' }).expect(200);
    const mine = await trail({ actorId: ownerId, entity: 'orders', entityId: orderId, action: 'updateOrder' });
    expect(mine).toHaveLength(1);
    expect(await trail({ entityId: orderId, from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).toEqual([]);
    const page = await shop.http.get('/api/admin/audit-events').query({ range: '[0,1]' }).set(owner).expect(200);
    expect(page.headers['content-range']).toMatch(/^audit-events 0-1\/\d+$/);

    const csv = await shop.http
      .get('/api/admin/audit-events/export.csv')
      .query({ filter: JSON.stringify({ entityId: orderId }) })
      .set(owner)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.text.trim().split('\r\n');
    expect(header).toBe(
      'occurredAt,actorName,actorRole,action,operation,entity,entityId,changes,requestId,clientAddress',
    );
    expect(row).toContain(`updateOrder,PUT /api/admin/orders/{id},orders,${orderId}`);

    for (const filter of [{ actorId: 'nobody' }, { from: 'yesterday' }, { colour: 'red' }]) {
      const refused = await shop.http
        .get('/api/admin/audit-events')
        .query({ filter: JSON.stringify(filter) })
        .set(owner)
        .expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(Object.keys(filter));
    }
  });

  test('Owners and Managers read it; Sales and Catalogue do not', async () => {
    for (const role of [StaffRole.Sales, StaffRole.Catalogue]) {
      const { auth } = await signInStaff(shop, role);
      await shop.http.get('/api/admin/audit-events').set(auth).expect(403);
      await shop.http.get('/api/admin/audit-events/export.csv').set(auth).expect(403);
    }
    const manager = await signInStaff(shop, StaffRole.Manager);
    expect((await trail({ action: 'createAdmin' }, manager.auth)).length).toBeGreaterThan(0);
  });
});
