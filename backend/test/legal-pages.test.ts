import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const SLUGS = ['returns', 'shipping', 'privacy-policy', 'terms', 'cookie-policy'];

/** The settings document with `overrides` (a PUT replaces the whole document). */
async function saveSettings(shop: TestApp, auth: { Authorization: string }, overrides: Record<string, unknown>) {
  const { body } = await shop.http.get('/api/admin/settings').set(auth).expect(200);
  const { updatedAt: _at, updatedBy: _by, ...settings } = body as Record<string, unknown>;
  await shop.http
    .put('/api/admin/settings')
    .set(auth)
    .send({ ...settings, ...overrides })
    .expect(200);
}

/** Markdown that tries every way of running script in the page it is shown on. */
const HOSTILE = [
  '# Returns',
  '<script>document.title = "pwned"</script>',
  '<img src=x onerror="alert(1)"> <svg onload="alert(2)"></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">also</a> <a href="data:text/html,<script>x</script>">data</a>',
  '<p onclick="alert(5)" style="position:fixed">styled</p>',
  '<form action="https://evil.example"><input name="card"></form>',
  '[shop](https://shop.example/returns) and [mail](mailto:care@shop.example)',
].join('\n\n');

describe('legal pages (issue 29, point 2)', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let webApps: string;
  let auth: { Authorization: string };

  beforeAll(async () => {
    // The storefront's index.html and page list, as its build puts them beside each other.
    webApps = mkdtempSync(join(tmpdir(), 'legal-web-'));
    mkdirSync(join(webApps, 'storefront'));
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    database = await createOwnDatabase('legal');
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url, {
      serveWebApps: true,
      webAppDirs: {
        storefront: join(webApps, 'storefront'),
        admin: join(webApps, 'admin'),
        widgets: join(webApps, 'widgets'),
      },
    });
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
    rmSync(webApps, { recursive: true, force: true });
  });

  test('staff routes: anonymous callers get 401, customers 403', async () => {
    const customer = await registerCustomer(shop);
    for (const [method, path] of [
      ['get', '/api/admin/legal-pages'],
      ['get', '/api/admin/legal-pages/privacy-policy'],
      ['put', '/api/admin/legal-pages/privacy-policy'],
      ['post', '/api/admin/legal-pages/preview'],
    ] as const) {
      await shop.http[method](path).send({ markdown: 'x' }).expect(401);
      await shop.http[method](path).set(customer.auth).send({ markdown: 'x' }).expect(403);
    }
    const { body } = await shop.http.get('/api/legal-pages/privacy-policy').expect(200);
    expect(body.title).toBe('Privacy Policy');
  });

  test('until staff save them, the five pages are drafts written from the settings, and follow them', async () => {
    const list = await shop.http.get('/api/admin/legal-pages').set(auth).expect(200);
    expect(list.headers['content-range']).toBe('legal-pages 0-4/5');
    expect(list.body.map((page: { id: string; draft: boolean }) => [page.id, page.draft])).toEqual(
      SLUGS.map((slug) => [slug, true]),
    );
    expect(list.body.map((page: { title: string }) => page.title)).toEqual([
      'Returns & Exchanges',
      'Shipping Info',
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
    ]);

    const returns = (await shop.http.get('/api/legal-pages/returns').expect(200)).body;
    expect(returns).toEqual({
      slug: 'returns',
      title: 'Returns & Exchanges',
      html: expect.any(String),
      updatedAt: null,
    });
    expect(returns.html).toContain('<strong>30 days</strong>');
    expect(returns.html).toContain('href="mailto:hello@lumenjewelers.example"');
    const privacy = (await shop.http.get('/api/legal-pages/privacy-policy').expect(200)).body.html as string;
    for (const words of [
      'Lumen Jewelers (12 Hatton Garden, London, EC1N 8AN, United Kingdom)',
      'your name, e-mail address, phone number',
      'Your account',
      'How long we keep it',
      'ask for a copy of the data we hold about you',
      'erased',
      'never receive your card or bank details',
      'href="/cookie-policy"',
    ])
      expect(privacy).toContain(words);
    const shipping = (await shop.http.get('/api/legal-pages/shipping').expect(200)).body.html as string;
    expect(shipping).toContain('<strong>Free worldwide shipping, insured and tracked.</strong>');
    expect(shipping).toContain('no payment is taken online');

    // A settings change shows in the drafts at once; a name with Markdown and HTML in it stays text.
    await saveSettings(shop, auth, {
      name: 'Aurora <b>*Diamonds*</b>',
      email: 'care@aurora.example',
      returnDays: 14,
      shippingPromise: 'Free shipping within the UK',
    });
    const after = (await shop.http.get('/api/legal-pages/returns').expect(200)).body.html as string;
    expect(after).toContain('<strong>14 days</strong>');
    expect(after).toContain('href="mailto:care@aurora.example"');
    expect((await shop.http.get('/api/legal-pages/shipping').expect(200)).body.html).toContain(
      'Free shipping within the UK.',
    );
    const terms = (await shop.http.get('/api/legal-pages/terms').expect(200)).body.html as string;
    expect(terms).toContain('run by Aurora &lt;b&gt;*Diamonds*&lt;/b&gt;');
    const draft = (await shop.http.get('/api/admin/legal-pages/returns').set(auth).expect(200)).body;
    expect(draft).toMatchObject({ id: 'returns', draft: true, savedAt: null, savedBy: null, path: '/returns' });
    expect(draft.markdown).toContain('**14 days**');
  });

  test('a save stores the sanitised page, ends the draft and outlives settings changes', async () => {
    const markdown = '# Our returns\n\nWithin **21 days**, gladly.';
    const saved = await shop.http.put('/api/admin/legal-pages/returns').set(auth).send({ markdown }).expect(200);
    expect(saved.body).toMatchObject({
      id: 'returns',
      markdown,
      html: '<h2>Our returns</h2>\n<p>Within <strong>21 days</strong>, gladly.</p>',
      draft: false,
      savedBy: { name: expect.any(String), email: expect.any(String) },
    });
    const savedAt = saved.body.savedAt as string;
    expect(Date.parse(savedAt)).not.toBeNaN();

    await saveSettings(shop, auth, { returnDays: 60 });
    const page = (await shop.http.get('/api/legal-pages/returns').expect(200)).body;
    expect(page).toEqual({ slug: 'returns', title: 'Returns & Exchanges', html: saved.body.html, updatedAt: savedAt });
    const list = (await shop.http.get('/api/admin/legal-pages').set(auth).expect(200)).body as Array<{
      id: string;
      draft: boolean;
    }>;
    expect(list.filter((entry) => !entry.draft).map((entry) => entry.id)).toEqual(['returns']);
    // The other pages still follow the settings.
    expect((await shop.http.get('/api/legal-pages/terms').expect(200)).body.updatedAt).toBeNull();
  });

  test('hostile Markdown is sanitised on the server, in the preview and in what is saved', async () => {
    const preview = await shop.http
      .post('/api/admin/legal-pages/preview')
      .set(auth)
      .send({ markdown: HOSTILE })
      .expect(200);
    const html = preview.body.html as string;
    for (const bad of [
      /<script/i,
      /onerror/i,
      /onload/i,
      /onclick/i,
      /<iframe/i,
      /javascript:/i,
      /data:/i,
      /<svg/i,
      /<form/i,
      /<input/i,
      /style=/i,
      /<img/i,
      /pwned/,
    ])
      expect({ bad: String(bad), html }).toEqual({ bad: String(bad), html: expect.not.stringMatching(bad) });
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('<a href="https://shop.example/returns" rel="noopener noreferrer">shop</a>');
    expect(html).toContain('<a href="mailto:care@shop.example">mail</a>');
    expect(html).toContain('<p>styled</p>');

    const saved = await shop.http.put('/api/admin/legal-pages/terms').set(auth).send({ markdown: HOSTILE }).expect(200);
    expect(saved.body.html).toBe(html);
    expect(saved.body.markdown).toBe(HOSTILE);
    expect((await shop.http.get('/api/legal-pages/terms').expect(200)).body.html).toBe(html);
  });

  test('bad input: a clear 400 that changes nothing; unknown pages are 404', async () => {
    const before = (await shop.http.get('/api/legal-pages/shipping').expect(200)).body;
    const tooLong = await shop.http
      .put('/api/admin/legal-pages/shipping')
      .set(auth)
      .send({ markdown: 'x'.repeat(30_001) })
      .expect(400);
    expect(tooLong.body).toMatchObject({ message: 'Page text must be at most 30000 characters' });
    for (const body of [{}, { markdown: '' }, { markdown: 42 }, { markdown: 'ok', extra: 1 }])
      await shop.http.put('/api/admin/legal-pages/shipping').set(auth).send(body).expect(400);
    await shop.http
      .post('/api/admin/legal-pages/preview')
      .set(auth)
      .send({ markdown: 'x'.repeat(30_001) })
      .expect(400);
    expect((await shop.http.get('/api/legal-pages/shipping').expect(200)).body).toEqual(before);

    for (const slug of ['refunds', 'privacy', '..%2Fshop'])
      expect((await shop.http.get(`/api/legal-pages/${slug}`).expect(404)).body).toMatchObject({ statusCode: 404 });
    await shop.http.get('/api/admin/legal-pages/refunds').set(auth).expect(404);
    await shop.http.put('/api/admin/legal-pages/refunds').set(auth).send({ markdown: 'x' }).expect(404);
  });

  test('the sitemap lists the five pages, and each arrives with its own title, description and canonical address', async () => {
    const sitemap = (await shop.http.get('/sitemap-pages.xml').expect(200)).text;
    for (const slug of SLUGS) expect(sitemap).toContain(`<loc>https://shop.example/${slug}</loc>`);

    const page = (await shop.http.get('/privacy-policy').expect(200)).text;
    expect(page).toContain('<title>Privacy Policy | ');
    expect(page).toMatch(/<meta name="description" content="What [^"]+ stores about you, why, for how long/);
    expect(page).toContain('<link rel="canonical" href="https://shop.example/privacy-policy" />');
    expect(page.match(/<title>/g)).toHaveLength(1);
    const cookies = (await shop.http.get('/Cookie-Policy/').expect(200)).text;
    expect(cookies).toContain('<title>Cookie Policy | ');
    const encoded = (await shop.http.get('/privacy%2Dpolicy').expect(200)).text;
    expect(encoded).toContain('<title>Privacy Policy | ');
    expect(readFileSync(join(webApps, 'storefront/index.html'), 'utf8')).not.toContain('Cookie Policy');
  });
});
