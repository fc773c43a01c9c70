import type { Page } from '@playwright/test';

/** The demo administrator every development start creates (README). */
export const DEMO_ADMIN = { email: 'admin@lumenjewelers.example', password: 'demo-admin-password', name: 'Demo Admin' };

/** Signs in on the console's login page (the demo admin unless told otherwise); callers check where it lands. */
export async function signInToConsole(page: Page, email = DEMO_ADMIN.email, password = DEMO_ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
