import { expect, test, type Page } from '@playwright/test';

const AVAILABILITY = /In Stock|Limited Stock|Available|Currently Unavailable|Availability Unknown/;

async function filterDiamonds(page: Page, openFilters: () => Promise<void>, applyFilters: () => Promise<void>) {
  await openFilters();
  // The filters live in the address, so a click checks the box once the address has changed.
  for (const option of ['Round', 'D', 'E', 'F']) {
    const box = page.getByRole('checkbox', { name: option, exact: true });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: '$1,000 - $3,000' }).click();
  await applyFilters();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/shape=round/);
  await expect(page).toHaveURL(/color=D%2CE%2CF|color=D,E,F/);
  await expect(page).toHaveURL(/sortBy=price-asc/);
}

async function checkResultsSurviveReloadAndOpenOne(page: Page) {
  const count = page.getByText(/^[\d,]+ diamonds? found$/);
  await expect(count).toBeVisible();
  const before = await count.textContent();
  const prices = await page.locator('[class*="price"]').allTextContents();
  await page.reload();
  await expect(page.getByText(/^[\d,]+ diamonds? found$/)).toHaveText(before!);
  expect(await page.locator('[class*="price"]').allTextContents()).toEqual(prices);

  await page
    .getByRole('link', { name: /^View Details:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/diamonds\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByText(AVAILABILITY).first()).toBeVisible();
}

test('a shopper filters diamonds by shape, colours and price, sorts by price, reloads and opens one', async ({
  page,
}) => {
  await page.goto('/diamonds');
  await filterDiamonds(
    page,
    async () => undefined,
    async () => undefined,
  );
  await checkResultsSurviveReloadAndOpenOne(page);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the same search works through the filter drawer', async ({ page }) => {
    await page.goto('/diamonds');
    await filterDiamonds(
      page,
      () => page.getByRole('button', { name: 'Filters' }).click(),
      () => page.getByRole('button', { name: 'Apply Filters' }).click(),
    );
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription(/active filter/);
    await checkResultsSurviveReloadAndOpenOne(page);
  });
});
