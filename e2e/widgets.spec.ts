import { expect, test } from '@playwright/test';

test('the partner demo page loads the widget script and renders the shop card in its shadow DOM', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/widgets/v1/demo.html');
  const card = page.locator('gem-shop-info').first();
  // Playwright's locators pierce open shadow roots.
  await expect(card.getByText('Lumen Jewelers').first()).toBeVisible();
  await expect(card.getByRole('link', { name: /\+44 20 7946 0958/ })).toHaveAttribute('href', /^tel:/);
  await expect(card).toContainText('10:30 AM');
  // The element the partner's own script adds a second later renders too.
  const late = page.locator('#late-widget-slot gem-shop-info');
  await expect(late.getByText('Lumen Jewelers').first()).toBeVisible();
  expect(await card.evaluate((element) => element.shadowRoot !== null)).toBe(true);
  expect(errors).toEqual([]);
});
