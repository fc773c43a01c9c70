import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { expectPageFits } from './support/layout';

interface Product {
  id: string;
  productType: string;
  stockNumber: string;
  name: string;
  price: number;
  certificate: { number: string | null } | null;
}

/** Three real diamonds on the shortlist, stored the way the storefront stores it (shortlistStore.ts). */
async function shortlistThree(page: Page, request: APIRequestContext) {
  const { items } = (await (await request.get('/api/diamonds?limit=3')).json()) as { items: Product[] };
  const stored = items.map(({ id, productType, name, stockNumber, price }) => ({
    id,
    productType,
    name,
    stockNumber,
    price,
    path: `/diamonds/${id}`,
  }));
  await page.addInitScript((value) => window.localStorage.setItem('shop.shortlist', value), JSON.stringify(stored));
}

/** How many lines an element's words take: one box per line. */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

const banner = (page: Page) => page.getByRole('banner');

/** Every entry of the bar, in order: brand, the four links, Book Appointment, search, shortlist, sign-in. */
function barEntries(page: Page): Locator[] {
  const header = banner(page);
  const nav = header.getByRole('navigation', { name: 'Main' });
  return [
    header.getByRole('link', { name: 'Lumen Jewelers' }),
    ...['Diamonds', 'Jewelry', 'About Us', 'Contact', 'Book Appointment'].map((name) =>
      nav.getByRole('link', { name, exact: true }),
    ),
    header.getByRole('searchbox', { name: 'Search by stock number, certificate number or name' }),
    header.getByRole('link', { name: 'Shortlist, 3 items' }),
    header.getByRole('link', { name: 'Sign in' }),
  ];
}

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px with three pieces shortlisted, every header entry shows on one line`, async ({
    page,
    request,
  }) => {
    test.slow(); // a shared, busy machine
    await shortlistThree(page, request);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);

    const brandName = banner(page).locator('.brand__name');
    expect(await lineCount(brandName), 'the shop name takes one line').toBe(1);
    const { height, fontSize } = await brandName.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      fontSize: parseFloat(getComputedStyle(node).fontSize),
    }));
    expect(height, 'the brand is one line high (line-height 1)').toBeLessThanOrEqual(fontSize * 1.25);

    const boxes = [];
    for (const entry of barEntries(page)) {
      await expect(entry).toBeVisible();
      boxes.push((await entry.boundingBox())!);
    }
    // One row: every entry's middle on the bar's middle line, each after the one before, all inside the window.
    const middle = boxes[0].y + boxes[0].height / 2;
    for (const [index, box] of boxes.entries()) {
      expect(Math.abs(box.y + box.height / 2 - middle), `entry ${index} sits on the brand's line`).toBeLessThanOrEqual(
        4,
      );
      if (index > 0)
        expect(box.x, `entry ${index} starts after entry ${index - 1} ends`).toBeGreaterThanOrEqual(
          boxes[index - 1].x + boxes[index - 1].width,
        );
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(banner(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    await expectPageFits(page, `home with a shortlist`);
  });
}

for (const width of [768, 360]) {
  test(`at ${width} px the menu button reveals the navigation and the search`, async ({ page, request }) => {
    test.slow(); // a shared, busy machine
    await shortlistThree(page, request);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = banner(page);
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await lineCount(header.locator('.brand__name'))).toBe(1);
    await expect(header.getByRole('link', { name: 'Shortlist, 3 items' })).toBeVisible();

    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = header.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Diamonds', 'Jewelry', 'About Us', 'Contact', 'Sign in', 'Book Appointment']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      menu.getByRole('searchbox', { name: 'Search by stock number, certificate number or name' }),
    ).toBeVisible();
    await expectPageFits(page, 'home with the menu open');
    // The header and its open menu only: the page below is the layout sweep's.
    const { violations } = await new AxeBuilder({ page }).include('.site-header').analyze();
    expect(
      violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
}

test.describe('the header search', () => {
  test.slow(); // each search loads a second page, on a shared, busy machine
  let diamond: Product;
  test.beforeAll(async ({ request }) => {
    const { items } = (await (await request.get('/api/diamonds?limit=24')).json()) as { items: Product[] };
    diamond = items.find((item) => item.certificate?.number)!;
  });

  const search = async (page: Page, typed: string) => {
    const box = banner(page).getByRole('searchbox', { name: 'Search by stock number, certificate number or name' });
    await box.fill(typed);
    await box.press('Enter');
  };

  test('a stock number, in any case, opens that product’s page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/jewelry');
    await search(page, diamond.stockNumber.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`/diamonds/${diamond.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: diamond.name })).toBeVisible({ timeout: 15_000 });
  });

  test('a certificate number opens that product’s page', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await search(page, ` ${diamond.certificate!.number!} `);
    await expect(page).toHaveURL(new RegExp(`/diamonds/${diamond.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: diamond.name })).toBeVisible({ timeout: 15_000 });
  });

  test('part of a name lists the matching pieces as cards; nothing matching says so', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await search(page, 'oVaL');
    await expect(page).toHaveURL(/\/search\?q=oVaL$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    const cardTitles = main.locator('.catalog__grid > li').getByRole('heading');
    await expect(cardTitles.first()).toBeVisible();
    for (const title of await cardTitles.allInnerTexts()) expect(title).toMatch(/oval/i);
    await expectPageFits(page, 'search results');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await search(page, '100%_none');
    await expect(main.getByRole('heading', { level: 2, name: 'No pieces match “100%_none”' })).toBeVisible();
  });

  test('on a phone the search is in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Menu' }).click();
    const box = banner(page).getByRole('navigation', { name: 'Menu' }).getByRole('searchbox');
    await box.fill(diamond.stockNumber);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/diamonds/${diamond.id}$`));
    await expect(banner(page).getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });
});

test('the display serif is served from the shop itself and used', async ({ page }) => {
  const fontAnswers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontAnswers.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Cormorant Garamond')
      .map((face) => `${face.weight} ${face.style} ${face.status} ${face.display}`);
  });
  // Headings (500) and the brand (600) are on every page; both faces are declared with swap and have loaded.
  expect(faces).toEqual(expect.arrayContaining(['500 normal loaded swap', '600 normal loaded swap']));
  expect(await page.evaluate(() => document.fonts.check('500 1em "Cormorant Garamond"'))).toBe(true);
  expect(fontAnswers.length).toBeGreaterThan(0);
  for (const answer of fontAnswers) {
    expect(new URL(answer.url).origin).toBe(new URL(page.url()).origin);
    expect(answer.status).toBe(200);
  }
});
