import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled (still encoded). */
  body: Buffer;
}

/** A GET over real HTTP that sends only the headers given (no Accept-Encoding unless asked) and keeps the bytes as sent. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

function decoded({ headers, body }: RawAnswer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  expect(headers['content-encoding']).toBeUndefined();
  return body;
}

const varyList = (headers: IncomingHttpHeaders) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

// Browsers list gzip first, all at the same weight; brotli is the smaller, so it wins the tie.
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const GZIP_ONLY = { 'Accept-Encoding': 'br;q=0, gzip' };
const IDENTITY = { 'Accept-Encoding': 'identity' };

/** A script the size of a real chunk, varied enough that compression has work to do. */
const script = (name: string) =>
  Array.from(
    { length: 400 },
    (_, i) => `export function ${name}${i}(value) { return value * ${i} + "${name}-${(i * 7919) % 1000}"; }\n`,
  ).join('');

describe('compression, caching and security headers over HTTP', () => {
  let webApps: string;
  let shop: TestApp;
  let behindProxy: TestApp;
  let base: string;
  let proxiedBase: string;
  const file = (path: string) => join(webApps, path);
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(file(path)), { recursive: true });
    writeFileSync(file(path), content);
  };

  beforeAll(async () => {
    // Front ends of our own instead of builds (the storefront's real index.html and art), precompressed
    // by the real build step.
    webApps = mkdtempSync(join(tmpdir(), 'http-delivery-'));
    write('storefront/index.html', readFileSync(resolve(repoRoot, 'storefront/index.html')));
    write('storefront/page-paths.json', readFileSync(resolve(repoRoot, 'storefront/src/page-paths.json')));
    write('storefront/assets/index-abc123.js', script('shop'));
    write(
      'storefront/catalog/diamond-round.svg',
      readFileSync(resolve(repoRoot, 'storefront/public/catalog/diamond-round.svg')),
    );
    // A photo's bytes: PNG's signature, then noise that no coding would shrink.
    write(
      'storefront/home/photo.png',
      Buffer.concat([
        Buffer.from('89504e470d0a1a0a', 'hex'),
        Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 2654435761) % 251)),
      ]),
    );
    write('admin/index.html', readFileSync(resolve(repoRoot, 'admin/index.html')));
    write('admin/assets/index-def456.js', script('console'));
    write('widgets/v1/widgets.js', script('widget'));
    execFileSync(process.execPath, [
      resolve(repoRoot, 'scripts/precompress.mjs'),
      file('storefront'),
      file('admin'),
      file('widgets'),
    ]);
    // Built without the step: compressed on the fly instead.
    write('storefront/assets/late-xyz789.js', script('late'));

    const webAppDirs = { storefront: file('storefront'), admin: file('admin'), widgets: file('widgets') };
    shop = await createTestApp({}, undefined, { serveWebApps: true, webAppDirs });
    behindProxy = await createTestApp({ TRUST_PROXY: 'loopback' }, undefined, { serveWebApps: true, webAppDirs });
    base = await listen(shop);
    proxiedBase = await listen(behindProxy);
  });
  afterAll(async () => {
    await shop?.close();
    await behindProxy?.close();
    rmSync(webApps, { recursive: true, force: true });
  });

  async function listen(app: TestApp): Promise<string> {
    await app.app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  }

  test('the build step writes a brotli and a gzip copy beside each text file, none beside pictures', () => {
    for (const path of [
      'storefront/assets/index-abc123.js',
      'storefront/catalog/diamond-round.svg',
      'admin/assets/index-def456.js',
      'widgets/v1/widgets.js',
    ]) {
      expect(brotliDecompressSync(readFileSync(file(`${path}.br`)))).toEqual(readFileSync(file(path)));
      expect(gunzipSync(readFileSync(file(`${path}.gz`)))).toEqual(readFileSync(file(path)));
    }
    expect(existsSync(file('storefront/home/photo.png.br'))).toBe(false);
  });

  test.each([
    [
      'the storefront',
      '/assets/index-abc123.js',
      'storefront/assets/index-abc123.js',
      'public, max-age=31536000, immutable',
    ],
    [
      'the console',
      '/admin/assets/index-def456.js',
      'admin/assets/index-def456.js',
      'public, max-age=31536000, immutable',
    ],
    ['the partner widgets', '/widgets/v1/widgets.js', 'widgets/v1/widgets.js', 'public, max-age=300'],
  ])(
    'a script of %s travels as its precompressed copy: brotli when accepted, else gzip, else as it is',
    async (_app, url, path, cacheControl) => {
      const original = readFileSync(file(path));
      const brotli = await rawGet(base, url, BROWSER);
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toEqual(readFileSync(file(`${path}.br`)));
      expect(decoded(brotli)).toEqual(original);
      expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(brotli.headers['cache-control']).toBe(cacheControl);
      expect(varyList(brotli.headers)).toContain('accept-encoding');

      const gzip = await rawGet(base, url, GZIP_ONLY);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toEqual(readFileSync(file(`${path}.gz`)));
      expect(decoded(gzip)).toEqual(original);
      expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(varyList(gzip.headers)).toContain('accept-encoding');

      for (const headers of [IDENTITY, {}]) {
        const plain = await rawGet(base, url, headers);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toEqual(original);
        expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(plain.headers['cache-control']).toBe(cacheControl);
        expect(varyList(plain.headers)).toContain('accept-encoding');
      }
      // Each coding is its own representation: its own validator, and a revalidation answers 304 for it.
      expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
      const again = await rawGet(base, url, { ...BROWSER, 'If-None-Match': brotli.headers.etag! });
      expect(again.status).toBe(304);
    },
  );

  test('a script without copies is compressed on the fly', async () => {
    const original = readFileSync(file('storefront/assets/late-xyz789.js'));
    const brotli = await rawGet(base, '/assets/late-xyz789.js', BROWSER);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toEqual(original);
    expect(brotli.body.length).toBeLessThan(original.length / 3);
    const gzip = await rawGet(base, '/assets/late-xyz789.js', GZIP_ONLY);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(original);
  });

  test('the storefront HTML is compressed, and always revalidated', async () => {
    const { body } = await rawGet(base, '/api/products/type/diamonds?limit=1', IDENTITY);
    const [diamond] = JSON.parse(body.toString()).products;
    const page = `/diamonds/${diamond.id}`;
    const plain = await rawGet(base, page, IDENTITY);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [headers, coding] of [
      [BROWSER, 'br'],
      [GZIP_ONLY, 'gzip'],
    ] as const) {
      const answer = await rawGet(base, page, headers);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(decoded(answer).toString()).toBe(plain.body.toString());
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(varyList(answer.headers)).toContain('accept-encoding');
    }
    // Asked for by name, from the folder whose other files are kept for a week, it is still a page.
    expect((await rawGet(base, '/index.html')).headers['cache-control']).toBe('no-cache');
  });

  test('JSON lists are compressed on the fly; identity gets them as they are', async () => {
    const url = '/api/products?limit=24';
    const plain = await rawGet(base, url, IDENTITY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(varyList(plain.headers)).toContain('accept-encoding');
    for (const [headers, coding] of [
      [BROWSER, 'br'],
      [GZIP_ONLY, 'gzip'],
    ] as const) {
      const answer = await rawGet(base, url, headers);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  test('small answers and pictures travel as they are', async () => {
    const health = await rawGet(base, '/api/health', BROWSER);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const photo = await rawGet(base, '/home/photo.png', BROWSER);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body).toEqual(readFileSync(file('storefront/home/photo.png')));
  });

  test('catalogue reads may be cached a minute by anyone (one product: by shared caches only); personal and staff answers never', async () => {
    const CATALOGUE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
    const list = await shop.http.get('/api/products?limit=1').expect(200);
    expect(list.headers['cache-control']).toBe(CATALOGUE);
    const product = list.body.products[0];
    for (const url of [
      `/api/products/${product.id}`,
      `/api/products/stock-number/${encodeURIComponent(product.stockNumber)}`,
    ]) {
      const answer = await shop.http.get(url);
      expect([url, answer.status, answer.headers['cache-control']]).toEqual([
        url,
        200,
        'public, max-age=0, s-maxage=60',
      ]);
      // The browser's check costs no body while the product is unchanged.
      await shop.http.get(url).set('If-None-Match', answer.headers.etag).expect(304);
    }
    for (const url of [
      '/api/products/type/diamonds?limit=1',
      '/api/diamonds?limit=1',
      '/api/jewelry?limit=1',
      '/api/products/lookup?q=ring',
      '/api/featured-images/current',
      '/api/shop-categories/active',
      '/api/customer-reviews/active',
    ]) {
      const answer = await shop.http.get(url);
      expect([url, answer.status, answer.headers['cache-control']]).toEqual([url, 200, CATALOGUE]);
    }

    const customer = await registerCustomer(shop);
    const admin = await shop.adminAuth();
    const personal: Array<[string, Record<string, string>, number]> = [
      ['/api/auth/me', customer.auth, 200],
      ['/api/auth/me', {}, 401],
      ['/api/account/requests', customer.auth, 200],
      ['/api/admin/products', admin, 200],
      ['/api/admin/dashboard', admin, 200],
      ['/api/admin/products', customer.auth, 403],
      ['/api/admin/queues', admin, 200],
    ];
    for (const [url, auth, status] of personal) {
      const answer = await shop.http.get(url).set(auth);
      expect([url, answer.status, answer.headers['cache-control']]).toEqual([url, status, 'no-store']);
    }
    const signIn = await shop.http
      .post('/api/auth/login')
      .send({ email: customer.input.email, password: customer.input.password })
      .expect(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  test('art is cached long: demo drawings for good (their address is their content), the storefront’s art for a week', async () => {
    const { body } = await shop.http.get('/api/products?limit=24').expect(200);
    const drawing = (body.products as Array<{ mainImage: string | null }>)
      .map((product) => product.mainImage)
      .find((image) => image?.startsWith('/api/demo-art/'));
    expect(drawing).toBeDefined();
    const art = await rawGet(base, drawing!, BROWSER);
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(art.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(decoded(art).toString()).toContain('<svg');

    const svg = await rawGet(base, '/catalog/diamond-round.svg', BROWSER);
    expect(svg.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-encoding']).toBe('br');
  });

  test('a Permissions-Policy switches off what the shop never uses, and leaves fullscreen to the 360° viewer', async () => {
    for (const url of ['/', '/api/shop', '/admin']) {
      const policy = String((await rawGet(base, url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
      expect(policy).not.toContain('fullscreen');
    }
  });

  test('HSTS only over HTTPS: never over plain HTTP, and X-Forwarded-Proto counts only with TRUST_PROXY', async () => {
    expect((await rawGet(base, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await rawGet(base, '/', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await rawGet(proxiedBase, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await rawGet(proxiedBase, '/api/shop', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
  });
});
