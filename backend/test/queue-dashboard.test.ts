import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { User, UserRole } from '../src/modules/users/entities/user.entity.js';
import { createAdminAccount } from '../src/modules/users/users.service.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createDemoAdmin } from './support/leads.js';
import { QUEUES_JSON } from './support/shop-dump.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const DASHBOARD = '/api/admin/queues';

describe('queue dashboard (bull-board at /api/admin/queues)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };

  beforeAll(async () => {
    database = await createOwnDatabase('queue_dashboard');
    // X-Forwarded-Proto stands for a TLS proxy on this machine.
    shop = await createTestApp({ TRUST_PROXY: 'loopback' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  /** Asks for a ticket the way the console does; answers its address. */
  const ticketUrl = async (headers = auth) =>
    (await shop.http.post(`${DASHBOARD}/session`).set(headers).expect(200)).body.url as string;

  /** Redeems a ticket; answers the session cookie ("name=value") and the whole Set-Cookie line. */
  const redeem = async (url: string, headers: Record<string, string> = {}) => {
    const response = await shop.http.get(url).set(headers).expect(302);
    const line = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]!;
    return { response, line, cookie: line.split(';')[0]! };
  };

  test('without credentials: 401 in the house error shape, for the page, the JSON API and the session route', async () => {
    for (const path of [DASHBOARD, `${DASHBOARD}/`, QUEUES_JSON, `${DASHBOARD}/static/favicon-32x32.png`]) {
      const response = await shop.http.get(path).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });
    }
    await shop.http.put(`${DASHBOARD}/api/queues/imports/pause`).expect(401);
    await shop.http.post(`${DASHBOARD}/session`).expect(401);
    await shop.http.get(DASHBOARD).set({ Authorization: 'Bearer not-a-token' }).expect(401);
  });

  test('a customer is refused with 403, by bearer and when asking for a session', async () => {
    const customer = await registerCustomer(shop);
    expect((await shop.http.get(DASHBOARD).set(customer.auth).expect(403)).body).toEqual({
      statusCode: 403,
      message: 'This area is for shop staff only',
    });
    await shop.http.get(QUEUES_JSON).set(customer.auth).expect(403);
    await shop.http.post(`${DASHBOARD}/session`).set(customer.auth).expect(403);
  });

  test('an admin bearer token opens the page and the JSON API; the UI works under the app’s CSP', async () => {
    const page = await shop.http.get(DASHBOARD).set(auth).expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<base href="/api/admin/queues/" />');
    expect(page.text).toContain('Lumen Jewelers queues');
    // Every script the page loads is a same-origin file, which script-src 'self' allows.
    const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((src) => src.startsWith('static/'))).toBe(true);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    await shop.http
      .get(`${DASHBOARD}/${scripts[0]}`)
      .set(auth)
      .expect(200)
      .expect('Content-Type', /javascript/);

    const queues = await shop.http.get(QUEUES_JSON).set(auth).expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['imports', 'mail']);
  });

  test('session → ticket → 302 with a scoped HttpOnly cookie → the page and the JSON API', async () => {
    const url = await ticketUrl();
    expect(url).toMatch(/^\/api\/admin\/queues\?ticket=[\w.-]+$/);

    const { response, line, cookie } = await redeem(url);
    expect(response.headers.location).toBe(DASHBOARD);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(line).toMatch(/^queue_dashboard_session=[\w.-]+;/);
    expect(line).toContain('Path=/api/admin/queues');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain('Max-Age=3600');
    expect(line).not.toContain('Secure');

    const page = await shop.http.get(DASHBOARD).set('Cookie', cookie).expect(200);
    expect(page.text).toContain('__UI_CONFIG__');
    const queues = await shop.http.get(QUEUES_JSON).set('Cookie', cookie).expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['imports', 'mail']);
  });

  test('the redirect keeps the path and other parameters, drops the ticket; the cookie is Secure behind https', async () => {
    const ticket = new URL(await ticketUrl(), 'http://x').searchParams.get('ticket')!;
    const { response, line } = await redeem(`${DASHBOARD}/queue/imports?status=failed&ticket=${ticket}`, {
      'X-Forwarded-Proto': 'https',
    });
    expect(response.headers.location).toBe(`${DASHBOARD}/queue/imports?status=failed`);
    expect(line).toContain('Secure');
  });

  test('a ticket works once', async () => {
    const url = await ticketUrl();
    await redeem(url);
    const again = await shop.http.get(url).expect(401);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  test('a ticket is refused after 60 seconds', async () => {
    const url = await ticketUrl();
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow + 61_000);
    try {
      await shop.http.get(url).expect(401);
    } finally {
      clock.mockRestore();
    }
  });

  test('dashboard tokens and API tokens never stand in for each other', async () => {
    const url = await ticketUrl();
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const apiToken = auth.Authorization.slice('Bearer '.length);
    const { cookie } = await redeem(url);
    const session = cookie.split('=')[1]!;

    // Dashboard tokens as API bearer tokens.
    await shop.http
      .get('/api/admin/products')
      .set({ Authorization: `Bearer ${session}` })
      .expect(401);
    await shop.http
      .get('/api/admin/products')
      .set({ Authorization: `Bearer ${ticket}` })
      .expect(401);
    await shop.http
      .get(DASHBOARD)
      .set({ Authorization: `Bearer ${session}` })
      .expect(401);
    // An API token as a ticket or a session cookie; a session as a ticket; a ticket as a session.
    await shop.http.get(`${DASHBOARD}?ticket=${apiToken}`).expect(401);
    await shop.http.get(DASHBOARD).set('Cookie', `queue_dashboard_session=${apiToken}`).expect(401);
    await shop.http.get(`${DASHBOARD}?ticket=${session}`).expect(401);
    const unused = new URL(await ticketUrl(), 'http://x').searchParams.get('ticket')!;
    await shop.http.get(DASHBOARD).set('Cookie', `queue_dashboard_session=${unused}`).expect(401);
  });

  test('the account is checked when the session starts and on every request', async () => {
    const em = shop.app.get(EntityManager).fork();
    const staff = await createAdminAccount(shop.app.get(UsersRepository), {
      email: 'queues-staff@example.com',
      password: 'secret-123456',
      name: 'Queue Staff',
    });
    const staffAuth = {
      Authorization: `Bearer ${(await shop.http.post('/api/admin/login').send({ email: staff.email, password: 'secret-123456' }).expect(200)).body.token}`,
    };
    const setAccount = (changes: Partial<Pick<User, 'role' | 'isDisabled'>>) =>
      em.nativeUpdate(User, { id: staff.id }, changes);

    // Demoted between asking for the ticket and opening it.
    const ticket = await ticketUrl(staffAuth);
    await setAccount({ role: UserRole.Customer });
    await shop.http.get(ticket).expect(403);
    await setAccount({ role: UserRole.Owner });

    // Disabled during an open session.
    const { cookie } = await redeem(await ticketUrl(staffAuth));
    await shop.http.get(QUEUES_JSON).set('Cookie', cookie).expect(200);
    await setAccount({ isDisabled: true });
    await shop.http.get(QUEUES_JSON).set('Cookie', cookie).expect(401);
  });

  test('POST /api/admin/queues/session is in the OpenAPI document', async () => {
    const spec = await shop.http.get('/api/openapi.json').expect(200);
    expect(spec.body.paths['/api/admin/queues/session'].post.operationId).toBe('openSession');
  });
});
