import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerForeignImages } from './support/foreign-images';

/**
 * Issue 18.2 and 18.3, without timing: every storefront page is loaded with its code and its API answers
 * held back, so the content really arrives after the first paint, as on a slow phone. Layout shifts are
 * read from the browser's own Layout Instability API (the figure behind CLS) at a phone's and a desktop's
 * width, and the picture each page paints largest is checked to be fetched at once and first; then the
 * JavaScript each page really downloads is weighed (issue 18.4). How fast the pages are is measured, not
 * tested: `npm run bench:vitals` (docs/benchmarks.md).
 */

/** How long each script, style sheet, font and API answer is held back. */
const LATE_MS = 700;
/** The most layout shift a page may have: Core Web Vitals' 'good'. */
const MAX_CLS = 0.1;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

interface Shift {
  value: number;
  sources: string[];
}

interface Vitals {
  shifts: Shift[];
  /** The last largest-contentful-paint candidate: the page's LCP element. */
  lcp: { tag: string; loading: string | null; fetchPriority: string | null; src: string | null } | null;
}

/** Opens `path` with late content and returns its layout shifts and LCP element once everything has arrived. */
async function openLate(page: Page, path: string): Promise<Vitals> {
  await answerForeignImages(page, test.info().project.use.baseURL!);
  await page.route(/\/(api|assets)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const vitals: Vitals = { shifts: [], lcp: null };
    (window as unknown as { vitals: Vitals }).vitals = vitals;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null }>;
      }>) {
        if (!entry.hadRecentInput)
          vitals.shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const element = (list.getEntries().at(-1) as unknown as { element: Element | null }).element;
      vitals.lcp = element && {
        tag: element.tagName.toLowerCase(),
        loading: element.getAttribute('loading'),
        fetchPriority: element.getAttribute('fetchpriority'),
        src: element.getAttribute('src'),
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A last paint after the last answer.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { vitals: Vitals }).vitals);
}

/** A picture that is the page's largest paint must not wait for layout (lazy) and must be fetched first. */
function expectFetchedFirst(what: string, picture: { loading: string | null; fetchPriority: string | null }) {
  expect.soft(picture.loading, `${what}: loading`).not.toBe('lazy');
  expect.soft(picture.fetchPriority, `${what}: fetchpriority`).toBe('high');
}

async function firstId(request: APIRequestContext, list: string): Promise<string> {
  const answer = await request.get(`/api/${list}?limit=1&facets=false`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Array<{ id: string }> }).items[0].id;
}

const PAGES: Array<{ name: string; path: (request: APIRequestContext) => Promise<string> | string }> = [
  { name: 'home', path: '/' },
  { name: 'diamonds', path: '/diamonds' },
  { name: 'a diamond', path: async (request) => `/diamonds/${await firstId(request, 'diamonds')}` },
  { name: 'jewelry', path: '/jewelry' },
  { name: 'a piece of jewelry', path: async (request) => `/jewelry/${await firstId(request, 'jewelry')}` },
  { name: 'engagement', path: '/engagement' },
  { name: 'wedding', path: '/wedding' },
  { name: 'custom jewelry', path: '/custom-jewelry' },
  { name: 'about', path: '/about-us' },
  { name: 'contact', path: '/contact' },
  { name: 'book an appointment', path: '/book-appointment' },
  { name: 'shortlist', path: '/shortlist' },
  { name: 'search', path: '/search?q=ring' },
  { name: 'sign in', path: '/login' },
  { name: 'not found', path: '/no-such-page' },
];

test.describe('late content moves nothing (issue 18.2)', () => {
  for (const { name, path } of PAGES) {
    test(`${name}: layout shift at most ${MAX_CLS} at 360 and 1280 px`, async ({ browser, request, baseURL }) => {
      test.slow(); // two widths, each with every answer held back, on a shared machine
      const address = typeof path === 'string' ? path : await path(request);
      for (const viewport of VIEWPORTS) {
        const page = await browser.newPage({ viewport, baseURL });
        const { shifts } = await openLate(page, address);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const moved = shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(', ')}`).join('; ');
        expect.soft(total, `${address} at ${viewport.width} px shifted: ${moved}`).toBeLessThanOrEqual(MAX_CLS);
        await page.close();
      }
    });
  }
});

test.describe('the largest picture loads at once and first (issue 18.3)', () => {
  test('home: the first hero slide', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    const { lcp } = await openLate(page, '/');
    const first = page.locator('.hero-slide__image').first();
    expectFetchedFirst('first hero slide', {
      loading: await first.getAttribute('loading'),
      fetchPriority: await first.getAttribute('fetchpriority'),
    });
    if (lcp?.tag === 'img') expectFetchedFirst(`LCP picture ${lcp.src}`, lcp);
  });

  for (const path of ['/diamonds', '/jewelry']) {
    for (const viewport of VIEWPORTS) {
      test(`${path} at ${viewport.width} px: the first row of cards, and the LCP picture`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const { lcp } = await openLate(page, path);
        const pictures = page.locator('main .catalog__grid .gem-card__image');
        await expect(pictures.nth(4)).toBeAttached();
        const aboveTheFold = await pictures.evaluateAll((images) =>
          images
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .map((image) => ({
              src: image.getAttribute('src'),
              loading: image.getAttribute('loading'),
              fetchPriority: image.getAttribute('fetchpriority'),
            })),
        );
        expect(aboveTheFold.length, 'cards above the fold').toBeGreaterThan(0);
        for (const picture of aboveTheFold) expectFetchedFirst(`card picture ${picture.src} above the fold`, picture);
        // Further down the list, pictures still wait until they are scrolled near.
        expect(await pictures.last().getAttribute('loading')).toBe('lazy');
        if (lcp?.tag === 'img') expectFetchedFirst(`LCP picture ${lcp.src}`, lcp);
      });
    }
  }

  test("a diamond's page: its main picture", async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    const { lcp } = await openLate(page, `/diamonds/${await firstId(request, 'diamonds')}`);
    const main = page.locator('.gallery__main img');
    expectFetchedFirst('main picture', {
      loading: await main.getAttribute('loading'),
      fetchPriority: await main.getAttribute('fetchpriority'),
    });
    expect(lcp?.tag, 'the main picture is the largest paint').toBe('img');
    expectFetchedFirst(`LCP picture ${lcp?.src}`, lcp!);
  });
});

/** Issue 18.4, in kilobytes of 1,000 bytes gzipped at level 9, as `npm run bench:storefront` counts them. */
const MAX_JS_KB = 120;

test('each page downloads at most 120 KB of gzipped JavaScript (issue 18.4)', async ({ browser, request, baseURL }) => {
  test.slow(); // seven pages on a shared machine
  const paths = [
    '/',
    '/diamonds',
    `/diamonds/${await firstId(request, 'diamonds')}`,
    '/jewelry',
    '/book-appointment',
    '/contact',
    '/shortlist',
  ];
  for (const path of paths) {
    // A fresh browser context each time: a page's weight is everything it needs, not what the one before left in the cache.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; kb: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, kb: gzipSync(body, { level: 9 }).length / 1000 })),
      );
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    const total = files.reduce((sum, { kb }) => sum + kb, 0);
    const list = files.map(({ url, kb }) => `${url} ${kb.toFixed(1)}`).join(', ');
    expect(files.length, `${path} loads scripts`).toBeGreaterThan(0);
    expect.soft(total, `${path} downloads ${total.toFixed(1)} KB: ${list}`).toBeLessThanOrEqual(MAX_JS_KB);
    await context.close();
  }
});
