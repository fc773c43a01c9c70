import { expect, test } from '@playwright/test';
import { latestMailTo } from './support/outbox';

test('a customer registers, signs out, resets the password from the e-mail and signs in with the new one', async ({ page }) => {
  const unique = Date.now();
  const email = `ada-${unique}@example.com`;

  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(`ada${unique}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('first-secret');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('shop.customerToken'))).toBeNull();

  const requestedAt = Date.now() - 1000;
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we have sent a password reset link/i).first()).toBeVisible();

  const mail = await latestMailTo(email, requestedAt);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'New Password' }).fill('second-secret');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('second-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('first-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill('second-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('The password reset link is invalid or has expired.')).toBeVisible();
});

test('/my-account sends visitors to sign in first, then back', async ({ page, request }) => {
  const email = `guarded-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { username: `g${Date.now()}`, email, password: 'secret-123', firstName: 'Gus', lastName: 'Guarded', phoneNumber: '+44 20 7946 0000' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Gus Guarded').first()).toBeVisible();
});
