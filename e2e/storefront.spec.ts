import { expect, test } from '@playwright/test';

test('the home page shows the navigation, the home sections and the footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  // Written in normal case and shown in capitals by CSS, so screen readers read words, not letters.
  for (const link of ['Diamonds', 'Jewelry', 'About Us', 'Contact', 'Book Appointment']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Diamonds', exact: true })).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByRole('heading', { name: /shop diamonds by shape/i })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('10:30 AM');
  expect(errors).toEqual([]);
});

test('unknown paths show Page Not Found with a way home; paths ignore case', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  // The server answers 404 with the storefront, which shows its own Not Found page (issue 18.6).
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/ABOUT-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i);

  await page.goto('/ADMIN');
  await expect(page).toHaveURL(/\/admin\/?/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Swagger UI renders the API under the content security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Lumen Jewelers API').first()).toBeVisible();
  // Swagger UI renders the operations as they scroll into view: the first tag's show that it runs.
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/account/' }).first()).toBeVisible();
});
