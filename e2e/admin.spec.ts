import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from './support/accounts';

test('the demo admin signs in to the console, sees the frame and signs out', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed, .RaMenu-root')).first();
  for (const entry of ['Dashboard', 'Home Page', 'Products', 'Appointments', 'Users', 'Settings']) {
    await expect(menu.getByText(entry, { exact: true }).first()).toBeVisible();
  }
  await menu.getByText('Settings', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Shop details' })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await menu.getByText('Logout', { exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop.adminToken'))).toBeNull();
});
