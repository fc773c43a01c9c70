import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { LAYOUT_VIEWPORTS, expectNoHorizontalScroll, findClippedText } from './support/layout';

// The console's navigation at both ends of the range (issue 16). Every console screen and dialog is held to
// 360–1440 px, no clipped label and axe by layout-sweep.spec.ts; here, what only the menu does.

const [phone, , desktop, wide] = LAYOUT_VIEWPORTS;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInToConsole(page);
  // Password hashing is slow on purpose, and slower on a busy machine.
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });
});

test('on desktops the sidebar stays open beside the page', async ({ page }) => {
  for (const viewport of [desktop, wide]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
    await expect(page.getByText('Admin Panel', { exact: true }), `the sidebar at ${viewport.width} px`).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test('on a phone the menu opens over the page and every entry reads in full', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  for (const group of ['Home Page', 'Products', 'Users']) await page.getByRole('menuitem', { name: group }).click();
  await expect(page.getByRole('menuitem', { name: 'Customer Reviews' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the open menu at 360 px');
  expect(await findClippedText(page)).toEqual([]);
});
