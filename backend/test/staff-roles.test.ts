import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { Migration20261130050000_staff_roles } from '../src/database/migrations/Migration20261130050000_staff_roles.js';
import { ROLE_PERMISSIONS, STAFF_ROLES, StaffRole } from '../src/common/staff-permissions.js';
import { DEMO_ADMIN } from '../src/config/config.js';
import { Product } from '../src/modules/catalog/entities/product.entity.js';
import { createDemoAdmin, createProduct } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, signInStaff, type TestApp } from './support/test-app.js';

/**
 * Issue 33 §1: what each role may see and change beyond the route sweep (admin-access.test.ts): fields
 * that follow roles, staff accounts and the last Owner, supplier secrets, the dashboard's sections.
 * A database of its own, so the demo Owner is the shop's only Owner.
 */
let database: OwnDatabase;
let shop: TestApp;
let owner: { Authorization: string };
const staff = {} as Record<StaffRole, Awaited<ReturnType<typeof signInStaff>>>;

beforeAll(async () => {
  database = await createOwnDatabase('staff_roles');
  shop = await createTestApp({ FEED_ALLOW_PRIVATE_HOSTS: 'true' }, database.url);
  await createDemoAdmin(shop);
  owner = await shop.adminAuth();
  for (const role of STAFF_ROLES) staff[role] = await signInStaff(shop, role);
});
afterAll(async () => {
  await shop?.close();
  await database?.drop();
});

const as = (role: StaffRole) => staff[role].auth;
const SUPPLY_FIELDS = ['supplier', 'supplierCost', 'margin', 'marginPercent', 'offers', 'priceHistory'];

test('each role’s profile says its role and the permissions of the table', async () => {
  for (const role of STAFF_ROLES) {
    const profile = (await shop.http.get('/api/admin/profile').set(as(role)).expect(200)).body;
    expect(profile).toMatchObject({ role, isAdmin: true, permissions: [...ROLE_PERMISSIONS[role]] });
  }
  const { email, password } = DEMO_ADMIN;
  const demo = (await shop.http.post('/api/admin/login').send({ email, password }).expect(200)).body;
  expect(demo.role).toBe('owner');
});

describe('fields follow roles', () => {
  let product: Product;
  beforeAll(async () => {
    const supplier = await shop.http
      .post('/api/admin/suppliers')
      .set(owner)
      .send({
        name: 'Roles Gems',
        category: 'lab-grown',
        sourceKind: 'http',
        http: { url: 'http://127.0.0.1:9/f.csv' },
      })
      .expect(201);
    product = await createProduct(shop, { price: 2000, supplierId: supplier.body.id, supplierCost: 1500 });
  });

  test('Sales read products without supplier, cost, margin or offers; Catalogue and Owners see them', async () => {
    const one = (role: StaffRole) => shop.http.get(`/api/admin/products/${product.id}`).set(as(role)).expect(200);
    const sales = (await one(StaffRole.Sales)).body;
    expect(sales).toMatchObject({ id: product.id, price: 2000 });
    for (const field of SUPPLY_FIELDS) expect(Object.keys(sales)).not.toContain(field);
    const listed = (await shop.http.get('/api/admin/products').set(as(StaffRole.Sales)).expect(200)).body;
    expect(listed.length).toBeGreaterThan(0);
    for (const record of listed) for (const field of SUPPLY_FIELDS) expect(Object.keys(record)).not.toContain(field);

    for (const role of [StaffRole.Catalogue, StaffRole.Manager, StaffRole.Owner])
      expect((await one(role)).body).toMatchObject({
        supplierCost: 1500,
        margin: 500,
        supplier: { name: 'Roles Gems' },
      });
  });

  test('Sales cannot learn costs by sorting or filtering on them', async () => {
    const list = (query: Record<string, string>) =>
      shop.http.get('/api/admin/products').query(query).set(as(StaffRole.Sales));
    for (const sort of ['supplierCost', 'margin', 'marginPercent']) {
      const refused = await list({ sort: JSON.stringify([sort, 'ASC']) }).expect(403);
      expect(refused.body.message).toContain('catalogue:costs');
    }
    await list({ filter: JSON.stringify({ supplierId: product.supplierId }) }).expect(403);
    await list({ sort: '["price","ASC"]' }).expect(200);
    await shop.http
      .get('/api/admin/products')
      .query({ sort: '["margin","ASC"]' })
      .set(as(StaffRole.Catalogue))
      .expect(200);
  });

  test('Catalogue cannot open customers’ requests or accounts; Sales cannot change the catalogue', async () => {
    const orders = await shop.http.get('/api/admin/orders').set(as(StaffRole.Catalogue)).expect(403);
    expect(orders.body.message).toBe('Your role (Catalogue) does not allow this: it needs the permission leads:manage');
    await shop.http.get('/api/admin/users').set(as(StaffRole.Catalogue)).expect(403);
    await shop.http.put(`/api/admin/products/${product.id}`).set(as(StaffRole.Sales)).send({ price: 1 }).expect(403);
    const unchanged = await shop.app.get(EntityManager).fork().findOneOrFail(Product, product.id);
    expect(unchanged.price).toBe(2000);
  });
});

describe('staff accounts are the Owner’s', () => {
  test('a Manager sees customers only, cannot open, create or change staff accounts', async () => {
    const { user: customer } = await registerCustomer(shop);
    const manager = as(StaffRole.Manager);
    const listed = (await shop.http.get('/api/admin/users').query({ range: '[0,99]' }).set(manager).expect(200)).body;
    expect(listed.map((u: { id: string }) => u.id)).toContain(customer.id);
    expect(listed.every((u: { role: string }) => u.role === 'customer')).toBe(true);
    const asked = await shop.http
      .get('/api/admin/users')
      .query({ filter: '{"role":"staff"}' })
      .set(manager)
      .expect(200);
    expect(asked.body).toEqual([]);
    expect(asked.headers['content-range']).toBe('users 0-0/0');

    const sales = staff[StaffRole.Sales].user;
    await shop.http.get(`/api/admin/users/${sales.id}`).set(manager).expect(403);
    await shop.http.put(`/api/admin/users/${sales.id}`).set(manager).send({ isDisabled: true }).expect(403);
    await shop.http.delete(`/api/admin/users/${sales.id}`).set(manager).expect(403);
    // Not even their own role.
    const self = staff[StaffRole.Manager].user;
    await shop.http.put(`/api/admin/users/${self.id}`).set(manager).send({ role: 'owner' }).expect(403);
    const body = {
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
    };
    await shop.http
      .post('/api/admin/users')
      .set(manager)
      .send({ ...body, role: 'owner' })
      .expect(403);
    // Customers' accounts stay theirs to manage.
    await shop.http.put(`/api/admin/users/${customer.id}`).set(manager).send({ isDisabled: true }).expect(200);
  });

  test('an Owner changes a role, which holds from the next request; customers stay customers', async () => {
    const member = await signInStaff(shop, StaffRole.Manager);
    await shop.http.get('/api/admin/settings').set(member.auth).expect(200);
    const changed = await shop.http
      .put(`/api/admin/users/${member.user.id}`)
      .set(owner)
      .send({ role: 'sales' })
      .expect(200);
    expect(changed.body).toMatchObject({ role: 'sales', isAdmin: true });
    await shop.http.get('/api/admin/settings').set(member.auth).expect(403);
    expect((await shop.http.get('/api/admin/profile').set(member.auth).expect(200)).body.role).toBe('sales');

    const { user: customer } = await registerCustomer(shop);
    const refused = await shop.http.put(`/api/admin/users/${customer.id}`).set(owner).send({ role: 'manager' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ role: 'cannot change between customer and staff' });
    await shop.http.put(`/api/admin/users/${member.user.id}`).set(owner).send({ role: 'customer' }).expect(400);
    // react-admin sends the record back whole: a customer's own role is no change.
    await shop.http
      .put(`/api/admin/users/${customer.id}`)
      .set(owner)
      .send({ role: 'customer', isDisabled: false })
      .expect(200);
    await shop.http.put(`/api/admin/users/${member.user.id}`).set(owner).send({ role: 'admin' }).expect(400);
  });

  test('the last Owner cannot be demoted, disabled or deleted; with a second Owner, one can step down', async () => {
    const me = (await shop.http.get('/api/admin/profile').set(owner).expect(200)).body;
    const second = staff[StaffRole.Owner];
    // Only two Owners: the second demotes the first, then cannot demote themselves.
    await shop.http.put(`/api/admin/users/${me.id}`).set(second.auth).send({ role: 'manager' }).expect(200);
    const last = await shop.http.put(`/api/admin/users/${second.user.id}`).set(second.auth).send({ role: 'sales' });
    expect([last.status, last.body.message]).toEqual([409, 'The last Owner cannot be demoted']);
    // The demo account is a Manager now: it may no longer manage staff.
    await shop.http.put(`/api/admin/users/${second.user.id}`).set(owner).send({ role: 'sales' }).expect(403);
    // Back as it was, by the Owner.
    await shop.http.put(`/api/admin/users/${me.id}`).set(second.auth).send({ role: 'owner' }).expect(200);
    await shop.http.put(`/api/admin/users/${second.user.id}`).set(second.auth).send({ role: 'manager' }).expect(200);
    const demoOwner = await shop.http.put(`/api/admin/users/${me.id}`).set(owner).send({ role: 'sales' });
    expect([demoOwner.status, demoOwner.body.message]).toEqual([409, 'The last Owner cannot be demoted']);
  });
});

describe('supplier secrets are the Owner’s', () => {
  const supplier = (auth: { Authorization: string }, http: Record<string, unknown>) =>
    shop.http
      .post('/api/admin/suppliers')
      .set(auth)
      .send({ name: `Secret Gems ${Math.random()}`, category: 'lab-grown', sourceKind: 'http', http });

  test('a Manager adds a supplier without secrets, but cannot set, change or drop one', async () => {
    const manager = as(StaffRole.Manager);
    const basic = { url: 'http://127.0.0.1:9/feed.csv', auth: 'basic', username: 'shop', password: 'pw-1' };
    const refused = await supplier(manager, basic).expect(403);
    expect(refused.body.message).toMatch(/^Only an Owner may set, change or remove a supplier’s passwords/);
    await supplier(as(StaffRole.Catalogue), basic).expect(403);

    const saved = (await supplier(owner, basic).expect(201)).body;
    expect(saved.http.hasPassword).toBe(true);
    const put = (body: Record<string, unknown>) =>
      shop.http.put(`/api/admin/suppliers/${saved.id}`).set(manager).send(body);
    // Unrelated changes are fine; the secret stays.
    await put({ retireLimitPercent: 30 }).expect(200);
    await put({ http: { password: 'pw-2' } }).expect(403);
    await put({ http: { password: null } }).expect(403);
    // A new host would drop the saved password.
    await put({ http: { url: 'http://127.0.0.2:9/feed.csv' } }).expect(403);
    const after = (await shop.http.get(`/api/admin/suppliers/${saved.id}`).set(owner).expect(200)).body;
    expect(after).toMatchObject({ retireLimitPercent: 30, http: { url: basic.url, hasPassword: true } });

    await supplier(manager, { url: 'http://127.0.0.1:9/open.csv' }).expect(201);
  });
});

describe('the dashboard shows each role its own part', () => {
  const dashboard = async (role: StaffRole) =>
    (await shop.http.get('/api/admin/dashboard').set(as(role)).expect(200)).body;
  const LEAD_SECTIONS = ['appointments', 'orders', 'messages', 'recentAppointments', 'recentOrders', 'weekly'];

  test('Catalogue: products and supplier runs, no leads or customers', async () => {
    const seen = await dashboard(StaffRole.Catalogue);
    expect(seen).toHaveProperty('products');
    expect(seen).toHaveProperty('heldFeedRuns');
    for (const section of [...LEAD_SECTIONS, 'customers', 'leadsBySource', 'topProducts'])
      expect(Object.keys(seen)).not.toContain(section);
    expect(seen.cards.map((card: { key: string }) => card.key)).toEqual(['products']);
  });

  test('Sales: leads and customers, no supplier runs; Owners and Managers everything', async () => {
    const sales = await dashboard(StaffRole.Sales);
    for (const section of [...LEAD_SECTIONS, 'customers']) expect(sales).toHaveProperty(section);
    expect(Object.keys(sales)).not.toContain('heldFeedRuns');
    expect(sales.cards).toHaveLength(6);
    for (const role of [StaffRole.Owner, StaffRole.Manager]) {
      const all = await dashboard(role);
      for (const section of [...LEAD_SECTIONS, 'customers', 'heldFeedRuns']) expect(all).toHaveProperty(section);
    }
  });
});

test('the migration makes every administrator an Owner and leaves customers as they were', async () => {
  const own = await createOwnDatabase('staff_roles_migration');
  const orm = await MikroORM.init(ormConfig(own.url));
  try {
    const connection = orm.em.getConnection();
    const migration = new Migration20261130050000_staff_roles(orm.em.getDriver(), orm.config);
    // The migration queues its statements (addSql); the migrator would run them in order.
    const run = async (step: () => void) => {
      migration.reset();
      step();
      for (const statement of migration.getQueries()) await connection.execute(statement as string);
    };
    await run(() => migration.down());
    const [admin, customer] = [randomUUID(), randomUUID()];
    for (const [id, role] of [
      [admin, 'admin'],
      [customer, 'customer'],
    ])
      await connection.execute(
        `insert into "users" ("id", "email", "name", "password_hash", "role", "created_at", "updated_at")
         values (?, ?, 'Someone', 'x', ?, now(), now())`,
        [id, `${id}@example.com`, role],
      );
    await run(() => migration.up());
    const rows = (await connection.execute(`select "id", "role" from "users" order by "role"`)) as {
      id: string;
      role: string;
    }[];
    expect(rows).toEqual([
      { id: admin, role: 'owner' },
      { id: customer, role: 'customer' },
    ]);
  } finally {
    await orm.close();
    await own.drop();
  }
});
