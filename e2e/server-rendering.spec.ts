import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerForeignImages } from './support/foreign-images';
import { watchPageProblems } from './support/page-problems';

/**
 * Issue 30: the storefront's pages arrive rendered by the server. Without JavaScript a shopper (or a crawler)
 * reads the home page, a filtered and sorted list and the products, and follows links between them; with
 * JavaScript the same HTML hydrates without an error and then reacts; page answers can be cached and revalidated.
 */

const WIDTHS = [360, 1280];
/** Cards on one page of a catalogue (storefront/src/catalog/diamondFilters.ts). */
const PAGE_SIZE = 24;
/** The list the price order is read from: oval stones, cheapest first. */
const OVALS_BY_PRICE = '/diamonds?shape=oval&sort=price-asc';
/** An id of the products' form that no product has. */
const UNKNOWN_DIAMOND = '/diamonds/00000000-0000-0000-0000-000000000000';

/** A shown price ('$1,234', '£980.50') as a number. */
function amount(price: string): number {
  const digits = price.replace(/[^\d.]/g, '');
  expect(digits, `a price in '${price}'`).not.toBe('');
  return Number(digits);
}

/** The catalogue's cards in the main content. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The first card's product: its name (from its View Details link) and its address. */
async function firstCard(page: Page): Promise<{ name: string; path: string; price: string }> {
  const card = cards(page).first();
  const details = card.getByRole('link', { name: /^View Details: / });
  const label = (await details.getAttribute('aria-label')) ?? '';
  return {
    name: label.replace(/^View Details: /, ''),
    path: (await details.getAttribute('href')) ?? '',
    price: (await card.locator('.gem-card__now').textContent()) ?? '',
  };
}

/** The total of a catalogue's count line ('414 diamonds found'). */
async function foundCount(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: /found$/ });
  await expect(line).toHaveText(/^[\d,]+ diamonds? found$/);
  return amount((await line.textContent()) ?? '');
}

/** Every picture in `pictures` was fetched and decoded (a broken or never-loaded one is 0 wide). */
async function expectPicturesLoaded(pictures: Locator) {
  expect(await pictures.count(), 'pictures').toBeGreaterThan(0);
  for (const picture of await pictures.all()) {
    const src = await picture.getAttribute('src');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        message: `${src} loaded`,
      })
      .toBeGreaterThan(0);
  }
}

/** A product page as the server rendered it: its name, the price paid, availability, specifications and pictures. */
async function expectProductPage(page: Page, name: string, price?: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
  const paid = main.locator('.product__price .price:not(.price--was)');
  await expect(paid).toHaveText(/^\D*\d[\d,.]*$/);
  if (price) await expect(paid).toHaveText(price);
  await expect(main.locator('.product__availability')).toHaveText(/\w/);
  await expect(main.getByRole('button', { name: 'Specifications' })).toBeVisible();
  await expect(main.locator('.spec-list dt').first()).toBeVisible();
  await expectPicturesLoaded(main.locator('.gallery img'));
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerForeignImages(context, baseURL!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the home page shows its hero, the category tiles and the customer reviews', async ({ page }) => {
        await page.goto('/');
        const main = page.getByRole('main');
        const hero = main.locator('section.hero');
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Brilliance, ethically made.');
        const slide = hero.locator('.hero-slide--current');
        await expect(slide.getByRole('heading', { level: 2 })).toBeVisible();
        await expect(slide.locator('.hero-slide__subtitle')).toHaveText(/\w/);
        await expect(slide.getByRole('link')).toBeVisible();

        // The shop's active categories, four to a page (its defaults while none is active): as many as staff
        // left active, since other specs change them on the same shop.
        const { categories: active } = (await (await page.request.get('/api/shop-categories/active')).json()) as {
          categories: unknown[];
        };
        const categories = main.getByRole('region', { name: 'Shop by Category' });
        await expect(categories.locator('a.category-tile')).toHaveCount(Math.min(4, active.length || 4));
        await expect(categories.locator('a.category-tile').first()).toBeVisible();

        const reviews = main.getByRole('group', { name: 'Client testimonials' });
        await expect(reviews).toBeVisible();
        const review = reviews.locator('.testimonial--current');
        await expect(review.locator('.testimonial__text')).toHaveText(/\w{3}/);
        await expect(review.locator('.testimonial__name')).toHaveText(/\w/);
      });

      test(`${OVALS_BY_PRICE} lists the first page of ovals, cheapest first, with their prices`, async ({ page }) => {
        await page.goto(OVALS_BY_PRICE);
        const total = await foundCount(page);
        expect(total).toBeGreaterThan(0);
        await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total));

        const titles = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
        for (const title of titles) expect(title, 'every card is an oval').toMatch(/\bOval$/);
        const prices = (await cards(page).locator('.gem-card__now').allTextContents()).map(amount);
        expect(prices).toHaveLength(titles.length);
        expect(prices, 'cheapest first').toEqual([...prices].sort((a, b) => a - b));
      });

      test('a diamond and a jewelry piece show their name, price, availability, specifications and pictures', async ({
        page,
      }) => {
        await page.goto('/diamonds');
        const diamond = await firstCard(page);
        await page.goto('/jewelry');
        const piece = await firstCard(page);
        expect(piece.path).toMatch(/^\/jewelry\//);

        await page.goto(diamond.path);
        await expectProductPage(page, diamond.name, diamond.price);
        await page.goto(piece.path);
        await expectProductPage(page, piece.name, piece.price);
      });

      test("links work: a card leads to its product, the header's Jewelry to the jewelry", async ({ page }) => {
        await page.goto('/diamonds');
        const diamond = await firstCard(page);
        await cards(page)
          .first()
          .getByRole('link', { name: /^View Details: / })
          .click();
        await expect(page).toHaveURL(diamond.path);
        await expectProductPage(page, diamond.name, diamond.price);

        // On phones the header's links are in a menu a script opens; without one they show under the bar (index.html).
        const jewelry = page.getByRole('banner').getByRole('link', { name: 'Jewelry', exact: true });
        await expect(jewelry).toBeVisible();
        await jewelry.click();
        await expect(page).toHaveURL(/\/jewelry$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jewelry Collection');
        await expect(cards(page).first()).toBeVisible();
      });

      test('an unknown product and an unknown address answer 404 with their Not Found page', async ({ page }) => {
        const product = await page.goto(UNKNOWN_DIAMOND);
        expect(product?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
        expect(await product?.text()).toContain('Product Not Found');

        const address = await page.goto('/no-such-page');
        expect(address?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
        await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
      });
    });
  }
});

/** Waits until React DOM has taken over the server's HTML: the main heading carries React's fiber. */
async function expectHydrated(page: Page) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect
    .poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the server-rendered heading is hydrated',
    })
    .toBe(true);
  // What hydration schedules (effects, the session, the currency) has run.
  await page.waitForLoadState('networkidle');
}

test.describe('with JavaScript', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the pages hydrate without an error', async ({ page, request }) => {
        test.slow(); // six pages, each to its network's rest, on a shared machine
        const diamonds = await (await request.get('/api/diamonds?limit=1&facets=false')).json();
        const jewelry = await (await request.get('/api/jewelry?limit=1&facets=false')).json();
        const pages = [
          { path: '/' },
          { path: '/diamonds' },
          { path: OVALS_BY_PRICE },
          { path: `/diamonds/${diamonds.items[0].id}` },
          { path: `/jewelry/${jewelry.items[0].id}` },
          { path: UNKNOWN_DIAMOND, status: 404 },
          { path: '/no-such-page', status: 404 },
        ];
        // The Not Found pages' own 404 is no problem; every page's status is checked on its own.
        const problems = watchPageProblems(page, { documentStatus: 404 });
        for (const { path, status } of pages) {
          await test.step(path, async () => {
            const answer = await page.goto(path);
            expect(answer?.status()).toBe(status ?? 200);
            await expectHydrated(page);
            expect(problems.take(), `errors on ${path}`).toEqual([]);
          });
        }
      });

      test('after hydration the diamond list reacts: the sort and the filter panel', async ({ page }) => {
        await page.goto(OVALS_BY_PRICE);
        await expectHydrated(page);
        const cheapest = await cards(page).locator('.gem-card__now').allTextContents();

        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
        await expect(page).toHaveURL(/sortBy=price-desc/);
        await expect.poll(() => cards(page).locator('.gem-card__now').allTextContents()).not.toEqual(cheapest);
        const prices = (await cards(page).locator('.gem-card__now').allTextContents()).map(amount);
        expect(prices, 'dearest first').toEqual([...prices].sort((a, b) => b - a));
        for (const title of await cards(page).getByRole('heading', { level: 3 }).allTextContents())
          expect(title).toMatch(/\bOval$/);

        const panel = page.getByRole('complementary', { name: 'Diamond filters' });
        const filters = page.getByRole('button', { name: 'Filters', exact: true });
        if (await filters.isVisible()) {
          // Phones: the panel opens over the list.
          await expect(panel).toBeHidden();
          await filters.click();
        }
        await expect(panel).toBeVisible();
        await panel.getByText('Round', { exact: true }).click();
        await expect(page).toHaveURL(/shape=[^&]*Round/i);
        await expect
          .poll(() => cards(page).getByRole('heading', { level: 3 }).allTextContents())
          .toContainEqual(expect.stringMatching(/\bRound$/));
      });
    });
  }
});

test("a product page's HTML carries the product before any script runs", async ({ request }) => {
  const { items } = await (await request.get('/api/diamonds?limit=1&facets=false')).json();
  const [diamond] = items as Array<{ id: string; name: string }>;
  const answer = await request.get(`/diamonds/${diamond.id}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/html/);
  const html = await answer.text();
  const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="query-state"'));
  expect(rendered).toContain(`<h1 class="product__title">${diamond.name}</h1>`);
});

test('the HTML of /diamonds can be cached and revalidated', async ({ request }) => {
  const first = await request.get('/diamonds');
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag, 'ETag').toBeTruthy();
  expect(first.headers()['cache-control']).toMatch(/(^|,\s*)s-maxage=\d+/);

  const again = await request.get('/diamonds', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});
