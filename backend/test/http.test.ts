import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('HTTP basics', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp({ PUBLIC_CORS_ORIGINS: 'https://partner.example' })));
  afterAll(() => shop.close());

  test('the public API answers allowed partner origins, without cookies', async () => {
    const response = await shop.http.get('/api/shop').set('Origin', 'https://partner.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.body).toMatchObject({ name: 'Lumen Jewelers', timeZone: 'Europe/London' });

    const preflight = await shop.http.options('/api/shop').set('Origin', 'https://partner.example').set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  test('origins outside the allow-list get no CORS permission', async () => {
    const response = await shop.http.get('/api/shop').set('Origin', 'https://stranger.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the staff API never grants CORS, even to an allowed origin', async () => {
    const preflight = await shop.http.options('/api/admin/login').set('Origin', 'https://partner.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('security headers are set and the server does not announce itself', async () => {
    const response = await shop.http.get('/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS by default', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  test('any origin may call the public API when no allow-list is configured', async () => {
    const response = await shop.http.get('/api/shop').set('Origin', 'https://any-partner.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
