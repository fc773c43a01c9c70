import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { repoRoot } from '../src/config/paths.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const base = { price: 1000, description: 'A fine piece.' };
const catalogue = [
  {
    ...base,
    stockNumber: 'LG-1',
    productType: ProductType.LabGrown,
    name: '1.01 Carat Round Lab-Grown Diamond',
    description: `An ideal round brilliant, "eye clean" & bright.\n${'Graded by IGI. '.repeat(20)}`,
    mainImage: '/catalog/diamond-round.svg',
  },
  { ...base, stockNumber: 'JW-1', productType: ProductType.Jewelry, name: 'Halo <script>alert("x")</script> & Ring $\'', category: 'Engagement Ring' },
  { ...base, stockNumber: 'RG-1', productType: ProductType.Ring, name: 'Band', mainImage: 'https://cdn.example/band.jpg' },
];

describe('search engines and link previews', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let webApps: string;
  let plainIndex: string;
  const ids: Record<string, string> = {};
  const updated: Record<string, Date> = {};

  beforeAll(async () => {
    // The storefront's own index.html (the built one has the same head), without needing a build.
    webApps = mkdtempSync(join(tmpdir(), 'seo-web-'));
    mkdirSync(join(webApps, 'storefront'));
    copyFileSync(resolve(repoRoot, 'storefront/index.html'), join(webApps, 'storefront/index.html'));
    plainIndex = readFileSync(join(webApps, 'storefront/index.html'), 'utf8');
    const webAppDirs = { storefront: join(webApps, 'storefront'), admin: join(webApps, 'admin'), widgets: join(webApps, 'widgets') };

    database = await createOwnDatabase('seo');
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, database.url, { serveWebApps: true, webAppDirs });
    const em = shop.app.get(EntityManager).fork();
    const products = catalogue.map((row) => em.create(Product, row));
    await em.flush();
    for (const product of products) {
      ids[product.stockNumber] = product.id;
      updated[product.stockNumber] = product.updatedAt;
    }
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
    rmSync(webApps, { recursive: true, force: true });
  });

  const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  test('a product page arrives with its title, description, canonical address and share tags', async () => {
    const id = ids['LG-1'];
    const response = await shop.http.get(`/diamonds/${id}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    const api = (await shop.http.get(`/api/products/${id}`).expect(200)).body.data;

    // The storefront sets the same title and description once it runs (usePageMeta).
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>1.01 Carat Round Lab-Grown Diamond | Lumen Jewelers</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(api.metaDescription).toMatch(/^An ideal round brilliant, "eye clean" & bright\. Graded by IGI\. .*\.\.\.$/);
    expect(api.metaDescription.length).toBeLessThanOrEqual(155);
    const escapedDescription = api.metaDescription.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    expect(metaContent(html, 'description')).toBe(escapedDescription);
    expect(metaContent(html, 'og:description')).toBe(escapedDescription);

    expect(html).toContain(`<link rel="canonical" href="https://shop.example/diamonds/${id}" />`);
    expect(metaContent(html, 'og:url')).toBe(`https://shop.example/diamonds/${id}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('1.01 Carat Round Lab-Grown Diamond | Lumen Jewelers');
    expect(metaContent(html, 'og:image')).toBe('https://shop.example/catalog/diamond-round.svg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Still the single-page app.
    expect(html).toContain('<div id="root"></div>');
  });

  test('product names are escaped (and $\' stays text), paths ignore case, and the canonical address follows the product’s kind', async () => {
    const id = ids['JW-1'];
    const html = (await shop.http.get(`/ENGAGEMENT/${id}`).expect(200)).text;
    expect(html).toContain('<title>Halo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Ring $&#39; | Lumen Jewelers</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/jewelry/${id}" />`);
    // No image: no og:image, and the small card.
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'description')).toBe('A fine piece.');
  });

  test('unknown and malformed ids, and other pages, get the plain index.html', async () => {
    for (const path of ['/diamonds/5f0c1d2e-0000-4000-8000-000000000000', '/jewelry/not-an-id', '/diamonds', '/about-us']) {
      const response = await shop.http.get(path).expect(200);
      expect(response.text).toBe(plainIndex);
    }
  });

  test('GET /sitemap.xml lists the pages file and the product files', async () => {
    const response = await shop.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products-1.xml']);

    const pages = (await shop.http.get('/sitemap-pages.xml').expect(200)).text;
    for (const path of ['/', '/diamonds', '/jewelry', '/engagement', '/wedding', '/about-us', '/contact']) {
      expect(pages).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    expect(pages).not.toContain('/login');
  });

  test('a product sitemap lists every product at its own page, with its last change', async () => {
    const response = await shop.http.get('/sitemap-products-1.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entry = (stockNumber: string, list: string) =>
      `<url><loc>https://shop.example/${list}/${ids[stockNumber]}</loc><lastmod>${updated[stockNumber].toISOString()}</lastmod></url>`;
    expect(response.text).toContain(entry('LG-1', 'diamonds'));
    expect(response.text).toContain(entry('JW-1', 'jewelry'));
    expect(response.text).toContain(entry('RG-1', 'rings'));
    expect(response.text.match(/<url>/g)).toHaveLength(3);
    await shop.http.get('/sitemap-products-2.xml').expect(404);
    await shop.http.get('/sitemap-products-0.xml').expect(404);
  });

  test('GET /robots.txt keeps crawlers out of the console, the API and account pages, and names the sitemap', async () => {
    const response = await shop.http.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api', '/my-account', '/login', '/register']) expect(lines).toContain(`Disallow: ${path}`);
    // What the storefront renders from stays readable for crawlers that run JavaScript.
    expect(lines).toContain('Allow: /api/products/');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});
