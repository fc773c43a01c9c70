import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';

test('an Owner creates a member of staff with a role, who can then sign in', async ({ page }) => {
  const email = `second-admin-${Date.now()}@lumenjewelers.example`;
  await signInToConsole(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByRole('menuitem', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await page.getByRole('link', { name: 'Add Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Create Staff Account' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long password');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a different one');
  await page.getByRole('button', { name: 'Create Staff' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await expect(page.getByText('Choose a role').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a long password');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await page.getByRole('button', { name: 'Create Staff' }).click();
  await expect(page.getByText('Staff account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByText(email)).toBeVisible();

  // The Owner gives her another role from the list.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Manager')).toBeVisible();
  await row.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Grace Hopper’s role' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Grace Hopper is now Sales')).toBeVisible();
  await expect(row.getByText('Sales')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signInToConsole(page, email, 'a long password');
  await expect(page.getByText('Welcome, Grace Hopper')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
});

test('a customer’s credentials at the console get “Not authorized as admin”', async ({ page, request }) => {
  const email = `console-customer-${Date.now()}@example.com`;
  await request.post('/api/auth/register', {
    data: {
      username: `cc${Date.now()}`,
      email,
      password: 'secret-123',
      firstName: 'Cy',
      lastName: 'Customer',
      phoneNumber: '+44 20 7946 0000',
    },
  });
  await signInToConsole(page, email, 'secret-123');
  await expect(page.getByRole('alert').filter({ hasText: 'Not authorized as admin' }).first()).toBeVisible();
});
