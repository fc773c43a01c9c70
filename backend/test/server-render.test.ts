import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { repoRoot, webAppDirs } from '../src/config/paths.js';
import { CACHE } from '../src/common/cache-policy.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The shell: index.html's root as the build has it, empty (the browser renders the page itself). */
const EMPTY_ROOT = '<div id="root"></div>';
/** A rendered page's label (a shell may carry Express's hash of its body, which names no revision). */
const PAGE_LABEL = /^W\/"h\d+-/;

/**
 * A server build of our own (storefront/src/entry-server.tsx's exports), to drive each way a render can go:
 * well, with a hostile answer in the carried state; throwing; never finishing; and asking the API it is
 * pointed at, as the real one does.
 */
const FAKE_ENTRY = `
let origin = '';
export const QUERY_STATE_ID = 'query-state';
export function setApiOrigin(value) { origin = value; }
export async function renderPage(url, signal) {
  if (url.startsWith('/about-us')) throw new Error('render failed at AboutPage.tsx:12');
  if (url.startsWith('/contact')) {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    throw new Error('aborted');
  }
  const shop = await (await fetch(origin + '/api/shop')).json();
  return {
    html: '<h1>Rendered ' + url.replaceAll('<', '&lt;') + ' for ' + shop.name + '</h1>',
    queryState: JSON.stringify({ queries: [{ name: '</script><script>alert(1)</script>\\u2028' }] }),
  };
}
`;

describe('server rendering: answers, caching and failures (issue 30)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let webApps: string;

  beforeAll(async () => {
    webApps = mkdtempSync(join(tmpdir(), 'ssr-web-'));
    mkdirSync(join(webApps, 'storefront'));
    mkdirSync(join(webApps, 'storefront-server'));
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    writeFileSync(join(webApps, 'storefront-server/entry-server.js'), FAKE_ENTRY);
    database = await createOwnDatabase('ssr');
    shop = await createTestApp({ SERVER_RENDER_TIMEOUT: '300ms' }, database.url, {
      serveWebApps: true,
      webAppDirs: {
        storefront: join(webApps, 'storefront'),
        storefrontServer: join(webApps, 'storefront-server'),
        admin: join(webApps, 'admin'),
        widgets: join(webApps, 'widgets'),
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
    rmSync(webApps, { recursive: true, force: true });
  });

  test('a page arrives rendered, with what it read from the API, the answers it carries made safe, and its timing', async () => {
    const response = await shop.http.get('/diamonds?shape=oval').expect(200);
    expect(response.text).toContain('<div id="root"><h1>Rendered /diamonds?shape=oval for Lumen Jewelers</h1></div>');
    const state = /<script id="query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(response.text)?.[1];
    expect(state).toBeDefined();
    // Nothing in the carried answers can close its script element; JSON reads them back unchanged.
    expect(state).not.toMatch(/<\/script|<script|\u2028/i);
    expect(JSON.parse(state!)).toEqual({ queries: [{ name: '</script><script>alert(1)</script>\u2028' }] });
    expect(response.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?, cache;desc=miss$/);
  });

  test('the same for every visitor: labelled with the catalogue revision, kept by shared caches, 304 when unchanged', async () => {
    const first = await shop.http.get('/diamonds').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(PAGE_LABEL);
    expect(etag).toMatch(/^W\/"h\d+-d\d+s\d+-[\w-]{8}-[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe(CACHE.storefrontPage);
    expect(first.headers['cache-control']).toContain('s-maxage=');

    // Rendered once per label: the next visitor gets the page as it was rendered.
    const next = await shop.http.get('/diamonds').expect(200);
    expect(next.text).toBe(first.text);
    expect(next.headers['server-timing']).toMatch(/cache;desc=hit$/);

    const again = await shop.http.get('/diamonds').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another address is another label.
    const other = await shop.http.get('/diamonds?shape=oval').set('If-None-Match', etag).expect(200);
    expect(other.headers.etag).not.toBe(etag);

    // Any change to the catalogue (or the home page's content, the settings, the legal pages) moves it.
    const em = shop.app.get(EntityManager).fork();
    await sql`update catalog_revision set revision = revision + 1`.execute(em.getKysely());
    const changed = await shop.http.get('/diamonds').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['server-timing']).toMatch(/cache;desc=miss$/);
  });

  test('a legal page saved by staff moves the label too (the one public content that did not)', async () => {
    const em = shop.app.get(EntityManager).fork();
    const before = (await shop.http.get('/privacy-policy').expect(200)).headers.etag;
    await sql`insert into legal_pages (slug, markdown, html, saved_at) values ('privacy-policy', '# P', '<h1>P</h1>', now())
      on conflict (slug) do update set markdown = excluded.markdown`.execute(em.getKysely());
    const after = (await shop.http.get('/privacy-policy').set('If-None-Match', before).expect(200)).headers.etag;
    expect(after).not.toBe(before);
  });

  test("a form posted before its page's script ran goes back to its page: its fields never in an address, never off the site", async () => {
    const login = await shop.http
      .post('/login?from=%2Fmy-account')
      .type('form')
      .send({ email: 'shopper@example.com', password: 'secret-pass' })
      .expect(303);
    expect(login.headers.location).toBe('/login?from=%2Fmy-account');
    expect(login.headers.location).not.toContain('secret');
    for (const path of ['//evil.example/login', '/\\evil.example/login', '///evil.example'])
      expect((await shop.http.post(path).expect(303)).headers.location).toMatch(/^\/evil\.example/);
    // The API is not a page: a POST there is the API's to answer.
    await shop.http.post('/api/no-such-route').expect(404);
  });

  test('an address that is no page is a 404 rendered by the storefront (its Not Found page)', async () => {
    const response = await shop.http.get('/no-such-page').expect(404);
    expect(response.text).toContain('<h1>Rendered /no-such-page for Lumen Jewelers</h1>');
  });

  test('a render that fails sends the shell with a 500: never a blank page nor a stack trace, never cached', async () => {
    const response = await shop.http.get('/about-us').expect(500);
    expect(response.text).toContain(EMPTY_ROOT);
    // The shell still loads the storefront, which renders the page (or its error page with a retry) itself.
    expect(response.text).toMatch(/<script type="module"[^>]*src="[^"]+"/);
    expect(response.text).not.toMatch(/AboutPage\.tsx|render failed|at \w+ \(/);
    expect(response.headers['cache-control']).toBe(CACHE.page);
    expect(response.headers.etag ?? '').not.toMatch(PAGE_LABEL);
  });

  test('a render that takes too long is stopped and the shell sent in its place, unlabelled', async () => {
    const started = Date.now();
    const response = await shop.http.get('/contact').expect(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.text).toContain(EMPTY_ROOT);
    expect(response.headers['cache-control']).toBe(CACHE.page);
    expect(response.headers.etag ?? '').not.toMatch(PAGE_LABEL);
  });
});

/** Texts the first HTML must hold for each page: what a crawler or a shopper without JavaScript reads. */
const PAGE_TEXTS: Record<string, string[]> = {
  '/': ['<h1', 'Skip to content'],
  '/diamonds?shape=oval&sort=price-asc': ['Diamonds', 'Oval Moon 1.20', '$1,850'],
  '/jewelry': ['Jewelry Collection'],
  '/engagement': ['Engagement Rings'],
  '/about-us': ['About Us'],
  '/privacy-policy': ['Privacy Policy'],
  '/login': ['Sign In'],
};

describe('server rendering: the storefront as built (issue 30)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  const ids: Record<string, string> = {};
  const built = existsSync(join(webAppDirs.storefrontServer, 'entry-server.js'));

  beforeAll(async () => {
    if (!built) return;
    database = await createOwnDatabase('ssr_built');
    shop = await createTestApp({}, database.url, { serveWebApps: true });
    const em = shop.app.get(EntityManager).fork();
    const rows = [
      {
        stockNumber: 'OV-1',
        productType: ProductType.LabGrown,
        name: 'Oval Moon 1.20',
        shape: 'Oval',
        carat: 1.2,
        price: 1850,
      },
      {
        stockNumber: 'OV-2',
        productType: ProductType.LabGrown,
        name: 'Oval Sun 2.10',
        shape: 'Oval',
        carat: 2.1,
        price: 4200,
      },
      {
        stockNumber: 'RD-1',
        productType: ProductType.LabGrown,
        name: 'Round Star 1.00',
        shape: 'Round',
        carat: 1,
        price: 990,
      },
      {
        stockNumber: 'GONE-1',
        productType: ProductType.LabGrown,
        name: 'Deleted Pear',
        shape: 'Pear',
        carat: 1,
        price: 700,
      },
    ].map((row) => em.create(Product, { description: 'A fine piece.', availability: 'Available', ...row }));
    await em.flush();
    for (const product of rows) ids[product.stockNumber] = product.id;
    await createDemoAdmin(shop);
    await shop.http
      .delete(`/api/admin/products/${ids['GONE-1']}`)
      .set(await shop.adminAuth())
      .expect(200);
  });
  afterAll(async () => {
    if (!built) return;
    await shop.close();
    await database.drop();
  });

  test('the storefront has a server build (npm run build -w storefront makes it)', () => {
    expect(built).toBe(true);
  });

  test.each(Object.entries(PAGE_TEXTS))('%s arrives with its content in the first HTML', async (path, texts) => {
    const response = await shop.http.get(path).expect(200);
    const root = response.text.slice(response.text.indexOf('<div id="root">'));
    expect(root.startsWith('<div id="root"></div>')).toBe(false);
    for (const text of texts) expect(root).toContain(text);
  });

  test('the catalogue in the first HTML is the filtered list, in the order asked for', async () => {
    const { text } = await shop.http.get('/diamonds?shape=oval&sort=price-asc').expect(200);
    const moon = text.indexOf('Oval Moon 1.20');
    const sun = text.indexOf('Oval Sun 2.10');
    expect(moon).toBeGreaterThan(0);
    expect(sun).toBeGreaterThan(moon);
    expect(text).not.toContain('Round Star 1.00');
    // Its own title in the first HTML, not the shop's generic one.
    expect(text).toContain('<title>Lab-Grown Diamonds | Lumen Jewelers</title>');
  });

  test('a product page arrives with the product, and its answer for the browser to start from', async () => {
    const { text } = await shop.http.get(`/diamonds/${ids['OV-1']}`).expect(200);
    const root = text.slice(text.indexOf('<div id="root">'));
    expect(root).toContain('<h1');
    expect(root).toContain('Oval Moon 1.20');
    expect(root).toContain('$1,850');
    // The title the page declares (usePageMeta) is the head's, once.
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain('<title>Oval Moon 1.20 | Lumen Jewelers</title>');
    expect(text).toMatch(new RegExp(`"queryKey":\\["product","${ids['OV-1']}"\\]`));
  });

  test('an unknown product is a 404 and a deleted one a 410, both rendered as the Not Found page', async () => {
    const unknown = await shop.http.get('/diamonds/00000000-0000-0000-0000-000000000000').expect(404);
    expect(unknown.text).toContain('Product Not Found');
    const deleted = await shop.http.get(`/diamonds/${ids['GONE-1']}`).expect(410);
    expect(deleted.text).toContain('Product Not Found');
  });

  test('nothing personal in the first HTML: the same page for a signed-in shopper', async () => {
    const anonymous = await shop.http.get('/my-account').expect(200);
    expect(anonymous.text).toContain('Loading...');
    expect(anonymous.text).not.toMatch(/"queryKey":\["session"\]/);
  });
});

// A test of this file's own fixture: the shell it compares with is the build's.
test('the shell this file compares with is the storefront index.html root', () => {
  expect(readFileSync(resolve(repoRoot, 'storefront/index.html'), 'utf8')).toContain(EMPTY_ROOT);
});
