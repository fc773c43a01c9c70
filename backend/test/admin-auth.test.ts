import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_ADMIN } from '../src/config/config.js';
import { ROLE_PERMISSIONS } from '../src/common/staff-permissions.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { TokenService } from '../src/modules/auth/token.service.js';
import { User, UserRole } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('staff sign-in', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  test('the demo admin signs in (e-mail case-insensitive) and gets a token for /api/admin', async () => {
    const login = await shop.http
      .post('/api/admin/login')
      .send({ email: DEMO_ADMIN.email.toUpperCase(), password: DEMO_ADMIN.password })
      .expect(200);
    expect(login.body).toMatchObject({
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      isAdmin: true,
      token: expect.any(String),
    });
    expect(login.body._id).toBe(login.body.id);
    expect(login.body).not.toHaveProperty('passwordHash');

    const profile = await shop.http
      .get('/api/admin/profile')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(profile.body).toEqual({
      id: login.body.id,
      _id: login.body.id,
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      isAdmin: true,
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
    });
  });

  test('a wrong password and an unknown address get the same 401', async () => {
    const wrong = await shop.http
      .post('/api/admin/login')
      .send({ email: DEMO_ADMIN.email, password: 'not-it' })
      .expect(401);
    const unknown = await shop.http
      .post('/api/admin/login')
      .send({ email: 'nobody@shop.example', password: 'not-it' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('bad input gets a 400 with per-field messages', async () => {
    const response = await shop.http.post('/api/admin/login').send({ email: 'not-an-address' }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
    });
  });

  test('malformed JSON gets a clear 400, not the parser’s text', async () => {
    const response = await shop.http
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
  });

  test('/api/admin routes answer 401 without a valid token and 403 to a non-admin', async () => {
    expect((await shop.http.get('/api/admin/profile').expect(401)).body).toEqual({
      statusCode: 401,
      message: 'Please sign in to continue',
    });
    await shop.http.get('/api/admin/profile').set('Authorization', 'Bearer not.a.token').expect(401);
    await shop.http.get('/API/ADMIN/profile').expect(401);

    const em = shop.app.get(EntityManager).fork();
    const customer = em.create(User, {
      email: 'shopper@example.com',
      name: 'Sam Shopper',
      role: UserRole.Customer,
      passwordHash: 'unused',
    });
    await em.flush();
    const token = await shop.app.get(TokenService).issue(customer);
    const response = await shop.http.get('/api/admin/profile').set('Authorization', `Bearer ${token}`).expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'This area is for shop staff only' });
  });

  test('unknown API routes get a JSON 404 that points to the docs', async () => {
    const response = await shop.http.get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'There is no API route GET /api/no-such-thing. The list is at /api/docs.',
    });
  });
});
