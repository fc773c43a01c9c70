import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { expectPageFits } from './support/layout';

/**
 * The header search finds pieces by their words (issue 28, point 10): a shopper types "oval ring" or
 * "platinum ring" and sees those rings, each with its availability, in ranked, numbered pages. The demo
 * catalogue has oval and platinum engagement rings, and earrings, which "ring" must not bring first.
 */

const SEARCH_BOX = 'Search by stock number, certificate number or name';

/** Types into the header's search box (in the menu on a phone) and submits it. */
async function searchFromHeader(page: Page, typed: string) {
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  const box = header.getByRole('searchbox', { name: SEARCH_BOX }).filter({ visible: true });
  await box.fill(typed);
  await box.press('Enter');
}

const cards = (page: Page) => page.getByRole('main').locator('.catalog__grid > li');

for (const width of [360, 1280]) {
  test(`at ${width} px “oval ring” in the header lists oval rings first, each saying whether it is available`, async ({
    page,
  }) => {
    test.slow(); // a shared, busy machine
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await searchFromHeader(page, 'oval ring');
    await expect(page).toHaveURL(/\/search\?q=oval\+ring$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /pieces? match(es)? “oval ring”/ })).toBeVisible();

    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles[0]).toMatch(/\boval\b.*\bring\b/i);
    for (const title of titles) expect(title).not.toMatch(/earring/i);
    for (const card of await cards(page).all()) {
      await expect(card.locator('.gem-card__availability')).toHaveText(
        /In Stock|Limited Stock|Available|Currently Unavailable|Availability Unknown/,
      );
    }
    await expectPageFits(page, `search results for “oval ring” at ${width} px`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`oval-ring-${width}.png`), fullPage: false });
  });

  test(`at ${width} px “platinum ring” lists platinum rings, “ring” no earrings first, and the pages lead on`, async ({
    page,
  }) => {
    test.slow(); // a shared, busy machine
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await searchFromHeader(page, 'platinum ring');
    await expect(page).toHaveURL(/\/search\?q=platinum\+ring$/);
    await expect(cards(page).first()).toBeVisible();
    const platinum = await cards(page).getByRole('heading').allInnerTexts();
    expect(platinum[0]).toMatch(/\bring\b.*\bplatinum\b/i);
    for (const title of platinum) expect(title).not.toMatch(/earring/i);

    await searchFromHeader(page, 'ring');
    await expect(page).toHaveURL(/\/search\?q=ring$/);
    const status = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /pieces match “ring”/ });
    await expect(status).toContainText('1–24 shown, page 1 of');
    const rings = await cards(page).getByRole('heading').allInnerTexts();
    expect(rings).toHaveLength(24);
    for (const title of rings) expect(title).not.toMatch(/earring/i);

    const paging = page.getByRole('navigation', { name: 'Search result pages' });
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=ring&page=2$/);
    await expect(status).toContainText('25–48 shown, page 2 of');
    await expect(paging.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await cards(page).getByRole('heading').allInnerTexts();
    expect(secondPage.filter((title) => rings.includes(title)).length).toBeLessThan(secondPage.length);
    await expectPageFits(page, `search results for “ring”, page 2, at ${width} px`);
  });
}
