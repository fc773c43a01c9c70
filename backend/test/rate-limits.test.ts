import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

describe('brute-force protection', () => {
  let shop: TestApp;
  beforeAll(
    async () =>
      (shop = await createTestApp({ AUTH_RATE_LIMIT_PER_ADDRESS: '3/10m', AUTH_RATE_LIMIT_PER_IP: '30/10m' })),
  );
  afterAll(() => shop.close());

  test('failed sign-ins are limited per address and client, with a clear 429 and Retry-After', async () => {
    const { input } = await registerCustomer(shop);
    for (let attempt = 0; attempt < 3; attempt++) {
      await shop.http.post('/api/auth/login').send({ email: input.email, password: 'wrong' }).expect(401);
    }
    // Even the right password waits now, from this client: it is locked out of the address for the window.
    const locked = await shop.http
      .post('/api/auth/login')
      .send({ email: input.email.toUpperCase(), password: input.password })
      .expect(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      message: 'Too many sign-in attempts. Please try again in 10 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
    // The staff sign-in shares the counter for that address and client.
    await shop.http.post('/api/admin/login').send({ email: input.email, password: input.password }).expect(429);
    // Only failures count: other clients are not refused (test/attack-accounts.test.ts signs the owner in from one).
  });

  test('a successful sign-in forgets this client’s earlier failures for the address', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'wrong' }).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'wrong' }).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(200);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'wrong' }).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'wrong' }).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(200);
  });

  test('password-reset requests are limited per address too', async () => {
    const email = 'reset-target@example.com';
    for (let attempt = 0; attempt < 3; attempt++)
      await shop.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const locked = await shop.http.post('/api/auth/forgot-password').send({ email }).expect(429);
    expect(locked.body.message).toBe('Too many password reset requests. Please try again in 10 minutes.');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  test('one IP failing on many addresses is limited too', async () => {
    const other = await createTestApp({ AUTH_RATE_LIMIT_PER_ADDRESS: '100/10m', AUTH_RATE_LIMIT_PER_IP: '4/10m' });
    try {
      for (let attempt = 0; attempt < 4; attempt++) {
        await other.http
          .post('/api/auth/login')
          .send({ email: `guess-${attempt}@example.com`, password: 'x' })
          .expect(401);
      }
      await other.http.post('/api/auth/login').send({ email: 'guess-new@example.com', password: 'x' }).expect(429);
    } finally {
      await other.close();
    }
  });
});
