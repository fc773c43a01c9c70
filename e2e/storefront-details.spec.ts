import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerForeignImages } from './support/foreign-images';

/** Details of issue 28 seen on the way (points 13 and 15), met as a shopper meets them. */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
/** An id of the products' form that no product has (ids are random UUIDs). */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

interface Box {
  x: number;
  width: number;
}
const right = (box: Box) => box.x + box.width;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** Puts the first three orderable lab-grown diamonds on the shortlist with each page's button, as a shopper does. */
async function shortlistThreeDiamonds(page: Page) {
  const answer = await page.request.get('/api/diamonds?type=lab-grown&limit=3&facets=false');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Array<{ id: string }> };
  expect(items).toHaveLength(3);
  for (const { id } of items) {
    await page.goto(`/diamonds/${id}`);
    await page.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerForeignImages(context, baseURL!);
});

test.describe('the shortlist compares pieces side by side (issue 28.13)', () => {
  test('at 360 px: narrow pinned labels, two pieces side by side, and the table says it scrolls', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await shortlistThreeDiamonds(page);
    await page.goto('/shortlist');
    const region = page.getByRole('region', { name: 'Comparison of your shortlisted pieces' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAccessibleDescription('Scroll sideways to compare all 3 pieces');
    await expect(page.getByText('Scroll sideways to compare all 3 pieces')).toBeVisible();

    const frame = await box(region);
    const pieces = region.getByRole('columnheader');
    await expect(pieces).toHaveCount(3);
    const label = region.getByRole('rowheader', { name: 'Price' });
    const labelBox = await box(label);
    expect(labelBox.width, 'the labels column is narrow').toBeLessThanOrEqual(120);
    // Two pieces whole beside the labels, inside the region's box.
    for (const index of [0, 1]) {
      const piece = await box(pieces.nth(index));
      expect(piece.x, `piece ${index + 1} starts after the labels`).toBeGreaterThanOrEqual(right(labelBox) - 1);
      expect(right(piece), `piece ${index + 1} ends inside the table's box`).toBeLessThanOrEqual(right(frame) + 1);
    }
    await page.screenshot({ path: testInfo.outputPath('shortlist-360.png'), fullPage: true });

    // The keyboard scrolls the region sideways; the labels stay in view, and the third piece comes in.
    await region.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
    const scrolledLabel = await box(label);
    expect(Math.abs(scrolledLabel.x - labelBox.x), 'the labels column stays where it was').toBeLessThanOrEqual(1);
    await expect(label).toBeInViewport();
    await expect(pieces.nth(2)).toBeInViewport();
  });

  test('at 1280 px: every piece in view, nothing to scroll, no hint', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await shortlistThreeDiamonds(page);
    await page.goto('/shortlist');
    const region = page.getByRole('region', { name: 'Comparison of your shortlisted pieces' });
    const pieces = region.getByRole('columnheader');
    await expect(pieces).toHaveCount(3);
    const frame = await box(region);
    expect(right(await box(pieces.nth(2)))).toBeLessThanOrEqual(right(frame) + 1);
    await expect(page.getByText(/Scroll sideways to compare/)).toHaveCount(0);
  });
});

test.describe('an unknown product says it does not exist (issue 28.15)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of [`/diamonds/${NO_SUCH_ID}`, '/diamonds/no-such-diamond', '/jewelry/no-such-ring']) {
      test(`${path} at ${viewport.width} px: 404, 'Product Not Found', and it stays`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const answer = await page.goto(path);
        expect(answer?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
        await expect(page.getByText(/does not exist, or is no longer in our collection\./)).toBeVisible();
        await expect(page.getByText(/try again later/i)).toHaveCount(0);
        await expect(page).toHaveTitle(/^Product Not Found/);
        // A failed load goes back to the list after 3 s; an unknown product stays to say so.
        await page.waitForTimeout(3500);
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
  }
});

test('the home page centres its featured rows at 1440 px (issue 28.15)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const rows = page.locator('.featured-grid');
  await expect(rows).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const row of await rows.all()) {
    await row.scrollIntoViewIfNeeded();
    const cards = row.getByRole('article');
    await expect(cards).toHaveCount(4);
    const first = await box(cards.first());
    const last = await box(cards.last());
    const [leftMargin, rightMargin] = [first.x, width - right(last)];
    expect(Math.abs(leftMargin - rightMargin), `margins ${leftMargin} and ${rightMargin} px`).toBeLessThanOrEqual(3);
  }
  await page.screenshot({ path: testInfo.outputPath('home-1440.png'), fullPage: true });
});
