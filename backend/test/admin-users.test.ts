import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { User, UserRole } from '../src/modules/users/entities/user.entity.js';
import { AdminUsersService } from '../src/modules/users/admin-users.service.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

describe('staff: users resource', () => {
  let shop: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    shop = await createTestApp();
    admin = await shop.adminAuth();
  });
  afterAll(() => shop.close());

  const createAdmin = (body: object) => shop.http.post('/api/admin/users').set(admin).send(body);

  test('lists customers and staff for react-admin, with search, filters, sort and Content-Range', async () => {
    const { user } = await registerCustomer(shop, { firstName: 'Zelda', lastName: 'Quartz' });
    const page = await shop.http
      .get('/api/admin/users')
      .query({
        sort: '["createdAt","DESC"]',
        range: '[0,4]',
        filter: JSON.stringify({ q: 'zelda quartz'.split(' ')[0] }),
      })
      .set(admin)
      .expect(200);
    expect(page.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    expect(page.body.map((u: { id: string }) => u.id)).toContain(user.id);

    const admins = await shop.http
      .get('/api/admin/users')
      .query({ filter: '{"role":"staff"}', range: '[0,49]' })
      .set(admin)
      .expect(200);
    expect(admins.body.length).toBeGreaterThan(0);
    expect(admins.body.every((u: { role: string; isAdmin: boolean }) => u.role !== 'customer' && u.isAdmin)).toBe(true);

    const many = await shop.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ id: [user.id] }) })
      .set(admin)
      .expect(200);
    expect(many.body).toHaveLength(1);
    expect(many.headers['content-range']).toBe('users 0-0/1');
    await shop.http.get(`/api/admin/users/${user.id}`).set(admin).expect(200);
  });

  test('bad list queries get a 400 that says which part is wrong', async () => {
    const bad = async (query: Record<string, string>, message: RegExp) =>
      expect((await shop.http.get('/api/admin/users').query(query).set(admin).expect(400)).body.message).toMatch(
        message,
      );
    await bad({ sort: '["passwordHash","ASC"]' }, /sort must be/);
    await bad({ sort: 'name' }, /sort must be valid JSON/);
    await bad({ range: '[5,1]' }, /range must be/);
    await bad({ filter: '[1]' }, /filter must be a JSON object/);
    await shop.http.get('/api/admin/users/not-a-uuid').set(admin).expect(404);
  });

  test('an Owner creates a staff account with its role, who can then sign in', async () => {
    const email = `new-admin-${Date.now()}@lumenjewelers.example`;
    const created = await createAdmin({
      name: 'Grace Hopper',
      email,
      password: 'long enough',
      confirmPassword: 'long enough',
      role: 'manager',
    }).expect(201);
    expect(created.body).toMatchObject({ name: 'Grace Hopper', email, role: 'manager', isAdmin: true, username: null });
    await shop.http.post('/api/admin/login').send({ email, password: 'long enough' }).expect(200);
    const again = await createAdmin({
      name: 'Grace',
      email: email.toUpperCase(),
      password: 'long enough',
      confirmPassword: 'long enough',
      role: 'sales',
    }).expect(409);
    expect(again.body.errors).toEqual({ email: 'An account with this email already exists' });
  });

  test('creating an admin checks the spec’s rules', async () => {
    expect(
      (
        await createAdmin({
          name: 'A',
          email: 'a@shop.example',
          password: 'long enough',
          confirmPassword: 'different!',
          role: 'sales',
        }).expect(400)
      ).body,
    ).toEqual({
      statusCode: 400,
      message: 'Passwords do not match',
      errors: { confirmPassword: 'Passwords do not match' },
    });
    const empty = await createAdmin({ name: '', email: '', password: '', confirmPassword: '' }).expect(400);
    expect(empty.body.message).toBe('All fields are required');
    expect(Object.keys(empty.body.errors)).toEqual(['name', 'email', 'password', 'confirmPassword', 'role']);
    expect(empty.body.errors.role).toBe('Choose a role: owner, manager, sales, catalogue');
    await createAdmin({ name: 'A', email: 'a@shop.example', password: 'short', confirmPassword: 'short' }).expect(400);
  });

  test('an admin cannot disable or delete themselves', async () => {
    const me = (await shop.http.get('/api/admin/profile').set(admin).expect(200)).body;
    expect(
      (await shop.http.put(`/api/admin/users/${me.id}`).set(admin).send({ isDisabled: true }).expect(409)).body.message,
    ).toBe('You cannot disable your own account');
    expect((await shop.http.delete(`/api/admin/users/${me.id}`).set(admin).expect(409)).body.message).toBe(
      'You cannot delete your own account',
    );
  });

  test('the last active Owner cannot be disabled, deleted or demoted, whoever asks', async () => {
    // Through the API only an active admin can ask, so the target would be themselves; the service
    // still guards the rule for any other caller (scripts, future API keys).
    const service = shop.app.get(AdminUsersService);
    const em = shop.app.get(EntityManager).fork();
    const activeAdmins = await em.find(User, { role: UserRole.Owner, isDisabled: false });
    await em.nativeUpdate(User, { id: { $in: activeAdmins.slice(1).map((a) => a.id) } }, { isDisabled: true });
    try {
      const someoneElse = em.create(User, {
        email: 'script@shop.example',
        name: 'Script',
        passwordHash: 'unused',
        role: UserRole.Owner,
      });
      await expect(service.update(someoneElse, activeAdmins[0].id, { isDisabled: true })).rejects.toThrow(
        'The last Owner cannot be disabled',
      );
      await expect(service.update(someoneElse, activeAdmins[0].id, { role: UserRole.Manager })).rejects.toThrow(
        'The last Owner cannot be demoted',
      );
      await expect(service.delete(someoneElse, activeAdmins[0].id)).rejects.toThrow('The last Owner cannot be deleted');
    } finally {
      await em.nativeUpdate(User, { id: { $in: activeAdmins.map((a) => a.id) } }, { isDisabled: false });
    }
  });

  test('updates take only isDisabled; unknown fields are refused', async () => {
    const { user } = await registerCustomer(shop);
    await shop.http.put(`/api/admin/users/${user.id}`).set(admin).send({ role: 'admin' }).expect(400);
    await shop.http.put(`/api/admin/users/${user.id}`).set(admin).send({ isDisabled: 'yes' }).expect(400);
  });
});
