import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { repoRoot } from '../src/config/paths.js';
import { CACHE } from '../src/common/cache-policy.js';
import sharp from 'sharp';
import { artPath } from '../src/database/seeders/art/art-description.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { createDemoAdmin } from './support/leads.js';
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
  {
    ...base,
    stockNumber: 'JW-1',
    productType: ProductType.Jewelry,
    name: 'Halo <script>alert("x")</script> & Ring $\'',
    category: 'Engagement Ring',
  },
  {
    ...base,
    stockNumber: 'RG-1',
    productType: ProductType.Ring,
    name: 'Band',
    mainImage: 'https://cdn.example/band.jpg',
  },
  {
    stockNumber: 'LG-SALE',
    productType: ProductType.LabGrown,
    name: '1.51 Carat Oval Lab-Grown Diamond',
    // U+2028/U+2029 and a closing script tag must not end the JSON-LD's script element.
    description: 'Bright oval </script><script>alert(1)</script> \u2028line\u2029 & more',
    price: 2450,
    salePrice: 1999.5,
    onSale: true,
    shape: 'Oval',
    carat: 1.51,
    cut: 'Excellent',
    color: 'F',
    clarity: 'VS1',
    lab: 'IGI',
    certificateNumber: 'LG600123456',
    availability: 'Available',
    mainImage: artPath({
      piece: 'loose-stone',
      stone: { shape: 'oval', tint: 'white' },
      metal: null,
      variant: 'LG-SALE',
    }),
  },
  {
    ...base,
    stockNumber: 'ND-GONE-SOON',
    productType: ProductType.NaturalDiamond,
    name: 'Natural pear',
    carat: 0.9,
    availability: 'Unavailable',
  },
  {
    ...base,
    stockNumber: 'ND-OUT',
    productType: ProductType.NaturalDiamond,
    name: '0.90 Carat Pear Natural Diamond',
    carat: 0.9,
    cut: 'Very Good',
    color: 'G',
    clarity: 'SI1',
    lab: 'GIA',
    certificateNumber: '2141438171',
    availability: 'Unavailable',
  },
  {
    ...base,
    stockNumber: 'JW-BRAND',
    productType: ProductType.Jewelry,
    name: 'Tennis Bracelet',
    brand: 'Maison Lumen',
    category: 'Bracelet',
    countInStock: 12,
    description: '',
  },
];

/** What Vite writes to .vite/manifest.json, cut to what the server reads: the entry and two pages' chunks. */
const buildManifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'], css: ['assets/index-c1.css'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_forms-f1.js': { file: 'assets/forms-f1.js', imports: ['_react-r1.js'], css: ['assets/forms-s1.css'] },
  'src/pages/info/BookAppointmentPage.tsx': {
    file: 'assets/BookAppointmentPage-b1.js',
    isDynamicEntry: true,
    imports: ['_forms-f1.js', '_react-r1.js', 'index.html'],
  },
  'src/pages/catalog/ProductDetailPage.tsx': {
    file: 'assets/ProductDetailPage-p1.js',
    isDynamicEntry: true,
    imports: ['_react-r1.js', 'index.html'],
    css: ['assets/index-c1.css'],
  },
};

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
    // What the storefront's build puts beside its index.html: its page list and its public pictures.
    copyFileSync(resolve(repoRoot, 'storefront/src/page-paths.json'), join(webApps, 'storefront/page-paths.json'));
    cpSync(resolve(repoRoot, 'storefront/public'), join(webApps, 'storefront'), { recursive: true });
    // And its manifest: here two pages' modules (the keys page-paths.json names), the others unbuilt.
    mkdirSync(join(webApps, 'storefront/.vite'));
    writeFileSync(join(webApps, 'storefront/.vite/manifest.json'), JSON.stringify(buildManifest));
    plainIndex = readFileSync(join(webApps, 'storefront/index.html'), 'utf8');
    const webAppDirs = {
      storefront: join(webApps, 'storefront'),
      admin: join(webApps, 'admin'),
      widgets: join(webApps, 'widgets'),
    };

    database = await createOwnDatabase('seo');
    shop = await createTestApp(
      { PUBLIC_URL: 'https://shop.example', MEDIA_DIR: join(webApps, 'media') },
      database.url,
      { serveWebApps: true, webAppDirs },
    );
    await createDemoAdmin(shop);
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

  const metaContent = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

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
    // A JPEG share sites display (issue 18.5), not the product's SVG.
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^https://shop\\.example/share-images/products/${id}\\.jpg\\?v=[0-9a-f]+$`),
    );
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Still the single-page app.
    expect(html).toContain('<div id="root"></div>');
  });

  test("product names are escaped (and $' stays text), paths ignore case, and the canonical address follows the product’s kind", async () => {
    const id = ids['JW-1'];
    const html = (await shop.http.get(`/ENGAGEMENT/${id}`).expect(200)).text;
    expect(html).toContain(
      '<title>Halo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Ring $&#39; | Lumen Jewelers</title>',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/jewelry/${id}" />`);
    // No picture of its own: still a share image (the shop's), and the large card.
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^https://shop\\.example/share-images/products/${id}\\.jpg\\?v=`),
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toBe('A fine piece.');
  });

  test('the storefront’s other pages get the plain index.html with a 200', async () => {
    // Percent-encoded as browsers may send them: the storefront's router decodes them too.
    for (const path of [
      '/diamonds',
      '/DIAMONDS/',
      '/jewelry',
      '/about-us',
      '/about%2Dus',
      '/search',
      '/my-account',
      '/reset-password/some-token',
    ]) {
      const response = await shop.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.text).toBe(plainIndex);
    }
  });

  test('a page arrives asking for its own code and styles (what the entry does not load already); a 404 for nothing more', async () => {
    const page = (await shop.http.get('/Book-Appointment').expect(200)).text;
    const links = page.match(/<link rel="(?:modulepreload|preload|stylesheet)"[^>]*>/g);
    // Its styles linked, not only preloaded: the page arrives rendered and its first paint needs them (issue 30).
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/BookAppointmentPage-b1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/forms-f1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/forms-s1.css">',
    ]);
    expect(page.replace(/\s*<link rel="(?:modulepreload|preload|stylesheet)"[^>]*>/g, '')).toBe(plainIndex);
    // Every product page shares one module; its head is filled in as well.
    const product = (await shop.http.get(`/diamonds/${ids['LG-1']}`).expect(200)).text;
    expect(product).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-p1.js">');
    // And its opening picture, the first the gallery shows.
    expect(product).toContain(
      '<link rel="preload" as="image" href="/catalog/diamond-round.svg" fetchpriority="high" />',
    );
    expect(product).toContain('<script type="application/ld+json">');
    expect((await shop.http.get('/no-such-page').expect(404)).text).toBe(plainIndex);
  });

  test('unknown addresses, unknown and malformed product ids answer 404 with the storefront (its Not Found page), never 200', async () => {
    for (const path of [
      '/no-such-page/anywhere',
      '/diamond',
      '/about-us/extra',
      '/reset-password',
      '/diamonds/5f0c1d2e-0000-4000-8000-000000000000',
      '/jewelry/not-an-id',
      '/rings/%00',
      '/contact%2Fus',
      '/search/%E0%A4%A',
      `/diamonds/${ids['LG-1']}/extra`,
    ]) {
      const response = await shop.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toBe(plainIndex);
    }
    // HEAD says the same.
    await shop.http.head('/no-such-page').expect(404);
  });

  test('GET /sitemap.xml lists the pages file and the product files', async () => {
    const response = await shop.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
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
    expect(response.text.match(/<url>/g)).toHaveLength(catalogue.length);
    await shop.http.get('/sitemap-products-2.xml').expect(404);
    await shop.http.get('/sitemap-products-0.xml').expect(404);
  });

  test('GET /robots.txt keeps crawlers out of the console, the API and account pages, and names the sitemap', async () => {
    const response = await shop.http.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api', '/my-account', '/login', '/register', '/reset-password', '/confirm-email'])
      expect(lines).toContain(`Disallow: ${path}`);
    // What the storefront renders from stays readable for crawlers that run JavaScript.
    expect(lines).toContain('Allow: /api/products/');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });

  /** The page's one schema.org block, parsed. */
  const jsonLdOf = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    );
    expect(blocks).toHaveLength(1);
    return blocks[0];
  };
  const property = (
    data: { additionalProperty?: Array<{ '@type': string; name: string; value: unknown }> },
    name: string,
  ) => {
    const found = data.additionalProperty?.filter((entry) => entry.name === name) ?? [];
    expect(found.every((entry) => entry['@type'] === 'PropertyValue')).toBe(true);
    return found.length === 1 ? found[0].value : found.length ? found : undefined;
  };
  /** The share image a page names, fetched from this server. */
  const shareImageOf = async (html: string) => {
    const url = metaContent(html, 'og:image')!;
    expect(url).toMatch(/^https:\/\/shop\.example\/share-images\/.+\.jpg(\?v=[0-9a-f]+)?$/);
    const response = await shop.http.get(url.replace('https://shop.example', '')).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(CACHE.week);
    const bytes = response.body as Buffer;
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return bytes;
  };

  test('a diamond page carries its Product data: the sale price it is sold at, its availability and grading, lab-grown stated as such', async () => {
    const id = ids['LG-SALE'];
    const html = (await shop.http.get(`/diamonds/${id}`).expect(200)).text;
    // Nothing in the description closes the data's script element or breaks its lines.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const data = jsonLdOf(html);
    const api = (await shop.http.get(`/api/products/${id}`).expect(200)).body.data;

    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('1.51 Carat Oval Lab-Grown Diamond');
    expect(data.description).toBe('Bright oval </script><script>alert(1)</script> \u2028line\u2029 & more');
    expect(data.sku).toBe('LG-SALE');
    expect(data.url).toBe(`https://shop.example/diamonds/${id}`);
    // Its picture (an SVG drawing) and the JPEG drawn from it.
    expect(data.image).toEqual([`https://shop.example${api.mainImage}`, metaContent(html, 'og:image')]);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: `https://shop.example/diamonds/${id}`,
      // What the shopper pays: the sale price, not the list price.
      price: '1999.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Lumen Jewelers' },
    });
    expect(Number(data.offers.price)).toBe(api.salePrice);
    expect(property(data, 'Origin')).toBe('Lab-grown');
    expect(property(data, 'Carat')).toBe(1.51);
    expect(data.additionalProperty.find((entry: { name: string }) => entry.name === 'Carat').unitCode).toBe('CTM');
    expect(property(data, 'Shape')).toBe('Oval');
    expect(property(data, 'Cut')).toBe('Excellent');
    expect(property(data, 'Colour')).toBe('F');
    expect(property(data, 'Clarity')).toBe('VS1');
    expect(property(data, 'Grading lab')).toBe('IGI');
    expect(property(data, 'Certificate number')).toBe('LG600123456');
  });

  test('an unavailable natural diamond is OutOfStock and stated natural; jewelry carries its brand and no grading', async () => {
    const diamond = jsonLdOf((await shop.http.get(`/diamonds/${ids['ND-OUT']}`).expect(200)).text);
    // No picture: the shop's image stands in.
    expect(diamond.image).toEqual([expect.stringMatching(/^https:\/\/shop\.example\/share-images\/products\/.+\.jpg/)]);
    expect(diamond.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(diamond.offers.price).toBe('1000.00');
    expect(property(diamond, 'Origin')).toBe('Natural');
    expect(property(diamond, 'Grading lab')).toBe('GIA');
    expect(property(diamond, 'Certificate number')).toBe('2141438171');
    expect(diamond.brand).toBeUndefined();

    const id = ids['JW-BRAND'];
    const jewel = jsonLdOf((await shop.http.get(`/jewelry/${id}`).expect(200)).text);
    expect(jewel['@type']).toBe('Product');
    expect(jewel.brand).toEqual({ '@type': 'Brand', name: 'Maison Lumen' });
    expect(jewel.sku).toBe('JW-BRAND');
    // No description: the name stands in; no picture: the share image.
    expect(jewel.description).toBe('Tennis Bracelet');
    expect(jewel.image).toEqual([
      expect.stringMatching(new RegExp(`^https://shop\\.example/share-images/products/${id}\\.jpg`)),
    ]);
    expect(jewel.offers.availability).toBe('https://schema.org/InStock');
    expect(jewel.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(jewel.additionalProperty).toBeUndefined();
  });

  test('the home page has its canonical address, share tags and the shop as a JewelryStore with the settings’ address, phone and hours', async () => {
    const admin = await shop.adminAuth();
    const hours = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
      day,
      open: '09:00',
      close: '17:00',
    }));
    await shop.http
      .put('/api/admin/settings')
      .set(admin)
      .send({
        name: 'Lumen Jewelers',
        phone: '+44 20 7000 1234',
        email: 'showroom@lumen.example',
        address: {
          line1: '5 Greville Street',
          line2: 'Floor 2',
          city: 'London',
          region: 'Greater London',
          postcode: 'EC1N 8PQ',
          country: 'United Kingdom',
        },
        openingHours: [...hours, { day: 'saturday', open: '10:00', close: '16:00' }, { day: 'sunday', closed: true }],
        timeZone: 'Europe/London',
        bookingNoticeMinutes: 60,
        leadNotifyEmails: [],
      })
      .expect(200);

    const response = await shop.http.get('/').expect(200);
    const html = response.text;
    // The storefront's own title and description stay, once each.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Lumen Jewelers | Certified Diamonds &amp; Fine Jewelry</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/" />');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe('https://shop.example/');
    expect(metaContent(html, 'og:title')).toBe('Lumen Jewelers | Certified Diamonds &amp; Fine Jewelry');
    expect(metaContent(html, 'og:description')).toMatch(/^Certified natural and lab-grown diamonds/);
    expect(metaContent(html, 'og:image')).toBe('https://shop.example/share-images/home.jpg');
    // No slides of the shop's own yet: the storefront opens on its default slide, whose picture is asked for with the page.
    expect(html).toContain('<link rel="preload" as="image" href="/home/hero-diamonds.svg" fetchpriority="high" />');

    const store = jsonLdOf(html);
    expect(store['@context']).toBe('https://schema.org');
    expect(store['@type']).toBe('JewelryStore');
    expect(store.name).toBe('Lumen Jewelers');
    expect(store.url).toBe('https://shop.example/');
    expect(store.telephone).toBe('+44 20 7000 1234');
    expect(store.email).toBe('showroom@lumen.example');
    expect(store.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '5 Greville Street, Floor 2',
      addressLocality: 'London',
      addressRegion: 'Greater London',
      postalCode: 'EC1N 8PQ',
      addressCountry: 'United Kingdom',
    });
    expect(store.openingHoursSpecification).toHaveLength(6);
    expect(store.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '17:00',
    });
    expect(store.openingHoursSpecification[5]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '10:00',
      closes: '16:00',
    });
    await shareImageOf(html);
  });

  test('every product and the home page have a 1200×630 JPEG share image, drawn from the product’s own picture where the shop has it', async () => {
    const home = await shareImageOf((await shop.http.get('/').expect(200)).text);
    const pictures: Record<string, Buffer> = {};
    for (const [stockNumber, list] of [
      ['LG-SALE', 'diamonds'],
      ['LG-1', 'diamonds'],
      ['RG-1', 'rings'],
      ['JW-1', 'jewelry'],
      ['JW-BRAND', 'jewelry'],
    ]) {
      pictures[stockNumber] = await shareImageOf(
        (await shop.http.get(`/${list}/${ids[stockNumber]}`).expect(200)).text,
      );
    }
    // A demo drawing and a bundled picture are the product's own; a supplier's link (never fetched) and no picture give the shop's.
    expect(pictures['LG-SALE'].equals(home)).toBe(false);
    expect(pictures['LG-1'].equals(home)).toBe(false);
    expect(pictures['RG-1'].equals(home)).toBe(true);
    // The shop's image does not pose as the band in its data: the supplier's picture stands alone.
    expect(jsonLdOf((await shop.http.get(`/rings/${ids['RG-1']}`).expect(200)).text).image).toEqual([
      'https://cdn.example/band.jpg',
    ]);
    expect(pictures['JW-1'].equals(home)).toBe(true);

    // An upload: a red square sits whole in the middle of the page colour.
    const admin = await shop.adminAuth();
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d00000' } })
      .png()
      .toBuffer();
    const upload = (
      await shop.http
        .post('/api/admin/media')
        .set(admin)
        .field('kind', 'image')
        .attach('file', red, 'red.png')
        .expect(201)
    ).body;
    const em = shop.app.get(EntityManager).fork();
    const product = em.create(Product, {
      ...base,
      stockNumber: 'JW-UPLOAD',
      productType: ProductType.Jewelry,
      name: 'Ruby ring',
      mainImage: upload.path,
    });
    await em.flush();
    const jpeg = await shareImageOf((await shop.http.get(`/jewelry/${product.id}`).expect(200)).text);
    const pixel = async (left: number, top: number) => [
      ...(await sharp(jpeg).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    const [r, g, b] = await pixel(600, 315);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
    expect((await pixel(20, 315)).every((channel) => channel > 230)).toBe(true);

    await shop.http.get('/share-images/products/5f0c1d2e-0000-4000-8000-000000000000.jpg').expect(404);
    await shop.http.get('/share-images/products/not-an-id.jpg').expect(404);
  });

  test('a deleted product’s page is gone (410), its share image unknown; the API still says 404', async () => {
    const id = ids['ND-GONE-SOON'];
    await shop.http.get(`/diamonds/${id}`).expect(200);
    await shop.http
      .delete(`/api/admin/products/${id}`)
      .set(await shop.adminAuth())
      .expect(200);
    for (const path of [`/diamonds/${id}`, `/JEWELRY/${id}/`]) {
      const response = await shop.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 410 });
      expect(response.text).toBe(plainIndex);
    }
    await shop.http.get(`/share-images/products/${id}.jpg`).expect(404);
    await shop.http.get(`/api/products/${id}`).expect(404);
  });
});
