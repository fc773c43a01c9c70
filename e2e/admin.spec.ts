import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';

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

/** The shop's own count of what waits for staff, to compare the console with. */
async function unhandled(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('shop.adminToken'));
  const answer = await request.get('/api/admin/leads/unhandled', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { orders: number; appointments: number; messages: number };
}

/** A card of the dashboard's figures: its value, as the card shows it. */
const cardValue = async (page: Page, label: string) =>
  Number((await page.getByRole('group', { name: label }).locator('p').first().textContent())!.replace(/,/g, ''));

// Issue 28, point 9: new requests are seen first. A shopper orders on the storefront and writes; staff's dashboard
// counts both on its New Orders and New Messages cards, lists the order first among the recent orders, and the menu
// counts what waits on Orders (inside Users, on Users while that group is closed) and Contact Us.
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: after a storefront order and a message, the dashboard and the menu show what is new`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const shopper = `E2E Desk ${viewport.width} ${Date.now().toString(36)}`;
    await signInToConsole(page);
    // The dashboard's figures, loaded (a phone's app bar leaves the welcome out).
    await expect(page.getByRole('group', { name: 'New Orders' })).not.toHaveAttribute('aria-busy', 'true', {
      timeout: 20_000,
    });
    const before = await unhandled(page, request);
    const newOrdersBefore = await cardValue(page, 'New Orders');
    const newMessagesBefore = await cardValue(page, 'New Messages');

    // The shopper: an order from a diamond's page, then a message from the contact page.
    const found = await (await request.get('/api/diamonds?type=lab-grown&limit=100&facets=false')).json();
    const diamond = (found.items as { id: string; availability: { canOrder: boolean } }[]).find(
      (item) => item.availability.canOrder,
    )!;
    await page.goto(`/diamonds/${diamond.id}`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0000');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('desk-shopper@example.com');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0002');
    await page.getByRole('textbox', { name: 'Message' }).fill('Is the oval still available?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for contacting us! We will get back to you soon.')).toBeVisible();

    // Staff open the console: one more new order and one more new message, on the cards and in the menu.
    await page.goto('/admin');
    await expect(page.getByRole('group', { name: 'New Orders' })).not.toHaveAttribute('aria-busy', 'true');
    const now = await unhandled(page, request);
    expect(now).toMatchObject({ orders: before.orders + 1, messages: before.messages + 1 });
    await expect.poll(() => cardValue(page, 'New Orders')).toBe(newOrdersBefore + 1);
    expect(await cardValue(page, 'New Messages')).toBe(newMessagesBefore + 1);
    const recentOrders = page.getByRole('list', { name: 'Recent orders' });
    await expect(recentOrders.getByRole('listitem').first()).toContainText(shopper);
    await expect(recentOrders.getByRole('listitem').first()).toContainText('New');

    if (viewport.width < 600)
      await page
        .getByRole('button', { name: /open menu|menu/i })
        .first()
        .click();
    const menu = page.getByRole('menu');
    const users = menu.getByRole('menuitem', { name: `Users (${now.orders + now.messages} new)`, exact: true });
    await expect(users).toBeVisible();
    if (now.appointments)
      await expect(
        menu.getByRole('menuitem', { name: `Appointments (${now.appointments} new)`, exact: true }),
      ).toBeVisible();
    await users.click();
    const orders = menu.getByRole('menuitem', { name: `Orders (${now.orders} new)`, exact: true });
    await expect(orders).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: `Contact Us (${now.messages} new)`, exact: true })).toBeVisible();
    // The badge shows the number on the entry's icon.
    await expect(orders.locator('.MuiBadge-badge')).toHaveText(now.orders > 99 ? '99+' : String(now.orders));
    await page.screenshot({ path: `test-results/desk-menu-${viewport.width}.png` });
  });
}
