import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

    const preflight = await shop.http
      .options('/api/shop')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  test('origins outside the allow-list get no CORS permission', async () => {
    const response = await shop.http.get('/api/shop').set('Origin', 'https://stranger.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the staff API never grants CORS, even to an allowed origin', async () => {
    const preflight = await shop.http
      .options('/api/admin/login')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST');
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

/**
 * Partner pages load the widget bundle from /widgets/v1 (its chunks through dynamic import(), which
 * the browser fetches in CORS mode) and post leads to the public API from their own origin.
 */
describe('partner pages across origins', () => {
  const PARTNER = 'https://partner.example';
  const STRANGER = 'https://stranger.example';
  let webApps: string;
  let open: TestApp;
  let allowList: TestApp;
  beforeAll(async () => {
    // A bundle of our own instead of a build of widgets/.
    webApps = mkdtempSync(join(tmpdir(), 'http-web-'));
    mkdirSync(join(webApps, 'widgets/v1/assets'), { recursive: true });
    writeFileSync(join(webApps, 'widgets/v1/widgets.js'), "import('./assets/card-abc123.js');\n");
    writeFileSync(join(webApps, 'widgets/v1/assets/card-abc123.js'), 'export const card = 1;\n');
    const options = {
      serveWebApps: true,
      webAppDirs: {
        storefront: join(webApps, 'storefront'),
        admin: join(webApps, 'admin'),
        widgets: join(webApps, 'widgets'),
      },
    };
    open = await createTestApp({}, undefined, options);
    allowList = await createTestApp(
      { PUBLIC_CORS_ORIGINS: `${PARTNER},https://other-partner.example` },
      undefined,
      options,
    );
  });
  afterAll(async () => {
    await open?.close();
    await allowList?.close();
    rmSync(webApps, { recursive: true, force: true });
  });

  const widgetFiles = ['/widgets/v1/widgets.js', '/widgets/v1/assets/card-abc123.js'];
  const preflight = (shop: TestApp, origin: string) =>
    shop.http
      .options('/api/contact')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');

  test('by default any page may load the widget files, module chunks included, without credentials', async () => {
    for (const path of widgetFiles) {
      const response = await open.http.get(path).set('Origin', PARTNER).expect(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  test('with an allow-list the widget files name the allowed page and nobody else', async () => {
    for (const path of widgetFiles) {
      const allowed = await allowList.http.get(path).set('Origin', PARTNER).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
      // The answer depends on the Origin header, so caches must keep one copy per origin.
      expect(allowed.headers.vary).toMatch(/\bOrigin\b/i);
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
      const other = await allowList.http.get(path).set('Origin', STRANGER).expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  test('the contact form preflight: any origin by default, only allowed origins with an allow-list, never credentials', async () => {
    const expectGranted = (response: Awaited<ReturnType<typeof preflight>>, origin: string) => {
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    };
    expectGranted(await preflight(open, PARTNER), '*');
    expectGranted(await preflight(open, STRANGER), '*');
    expectGranted(await preflight(allowList, PARTNER), PARTNER);

    const refused = await preflight(allowList, STRANGER);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
