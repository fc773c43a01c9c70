import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { answerForeignImages } from './support/foreign-images';
import { staffApi } from './support/staff-api';

/**
 * Issue 21's journey: staff add a supplier whose feed is an HTTP address (served here, on 127.0.0.1: the shop
 * under test allows private feed hosts) with a markup band of 20 % + $50 rounded to $10, run it, read the run's
 * counts, see the retail price on the stone's page, then change the band and see the price follow.
 */

const run = Date.now().toString(36).toUpperCase();
const SUPPLIER = `E2E feeds ${run}`;
const stock = (n: number) => `E2E-SF-${run}-${n}`;
const cert = (n: number) => `SF${run}${n}`;

const HEADER = 'Stock #,Shape,Weight,Color,Clarity,Lab,Certificate #,Total Price,Image Link';
const row = (n: number, weight: string, cost: string) =>
  [stock(n), 'Round', weight, 'E', 'VS1', 'IGI', cert(n), cost, `https://img.example.com/${stock(n)}.jpg`].join(',');

/** Two good stones and one without its weight (refused). */
const FEED = [HEADER, row(1, '1.01', '1000.00'), row(2, '1.52', '2345.00'), row(3, '', '1500.00')].join('\n') + '\n';

/** Steps that wait on a queued run or a page of the shop: generous, for a busy machine. */
const SLOW = { timeout: 60_000 };

// A step that cannot happen fails in seconds, not at the test's end.
test.use({ actionTimeout: 20_000 });

let server: Server;
let feedUrl: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/feed.csv') return void response.writeHead(404).end('no such feed');
    response.writeHead(200, { 'content-type': 'text/csv' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The retail price on the stone's page, as a shopper sees it. */
async function shopPrice(page: Page, productId: string) {
  await page.goto(`/diamonds/${productId}`);
  const price = page.locator('.product__price .price').first();
  await expect(price).toBeVisible(SLOW);
  return price;
}

test('staff add an HTTP supplier with a markup band, run it, see its counts and the storefront price, and reprice it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await answerForeignImages(page, baseURL!);
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });

  // A new supplier: its name, the feed's address, no schedule (Run now only), its own band.
  await page.goto('/admin/suppliers');
  await page.getByRole('link', { name: 'New supplier' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(SUPPLIER);
  await expect(page.getByRole('radio', { name: 'HTTP(S) address' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Feed URL' }).fill(feedUrl);
  // A new supplier is not pulled on its own until staff choose a schedule.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('radio', { name: 'Off (Run now only)' })).toBeChecked();
  await page.getByRole('tab', { name: 'Markup' }).click();
  await page.getByLabel("Use the shop's default markup").uncheck();
  await page.getByRole('spinbutton', { name: 'Percent (%)' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Fixed ($)' }).fill('50');
  await page.getByRole('combobox', { name: 'Rounding' }).click();
  await page.getByRole('option', { name: 'Nearest $10', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers\/[0-9a-f-]+$/);
  const supplierPath = new URL(page.url()).pathname;

  // Run now from the list: the list follows the run to its end without a reload; its last run links to the run's page.
  await page.goto('/admin/suppliers');
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole('button', { name: `Run now: ${SUPPLIER}` }).click();
  await expect(page.getByText('Run queued')).toBeVisible();
  const listed = page.getByRole('row').filter({ hasText: SUPPLIER });
  await expect(listed.getByText('Done', { exact: true })).toBeVisible(SLOW);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await listed.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/imports\/[0-9a-f-]+\/show$/);
  await expect(page.getByText(`Supplier: ${SUPPLIER}`)).toBeVisible();
  await expect(page.getByText(/Started by: Run now/)).toBeVisible();
  // The page follows the queued run until it ends: then its results show.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('Created: 2', SLOW);
  await expect(page.getByRole('heading', { level: 2 }).locator('..').getByText('Done', { exact: true })).toBeVisible();
  await expect(results.getByText('Failed to Upload').locator('..')).toContainText('1');
  await page.getByRole('button', { name: 'Show Details' }).click();
  await expect(page.getByText(stock(3)).first()).toBeVisible();

  // On the storefront: 1,000 × 1.2 + 50 = $1,250; 2,345 × 1.2 + 50 = 2,864 → $2,860.
  const api = await staffApi(page, request);
  const first = await api.find(stock(1));
  const second = await api.find(stock(2));
  await expect(await shopPrice(page, first.id)).toHaveText('$1,250');
  await expect(await shopPrice(page, second.id)).toHaveText('$2,860');

  // Staff change the band to 30 %: the preview prices the supplier's stones before saving, saving reprices them.
  await page.goto(supplierPath);
  await page.getByRole('tab', { name: 'Markup' }).click();
  await page.getByRole('spinbutton', { name: 'Percent (%)' }).fill('30');
  await page.getByRole('button', { name: 'Preview prices' }).click();
  const sample = page
    .getByRole('table', { name: 'Price preview' })
    .getByRole('row')
    .filter({ hasText: stock(1) });
  await expect(sample).toContainText('$1,000');
  await expect(sample).toContainText('$1,250');
  await expect(sample).toContainText('$1,350');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier saved')).toBeVisible();

  // 1,000 × 1.3 + 50 = $1,350; 2,345 × 1.3 + 50 = 3,098.5 → $3,100.
  await expect(await shopPrice(page, first.id)).toHaveText('$1,350');
  await expect(await shopPrice(page, second.id)).toHaveText('$3,100');
});

// Issue 28, point 11, at a phone's width and a desktop's: a new supplier starts without a schedule; Run now is
// followed in the list to its end without a reload; a failed HTTP run is named by its supplier (no made-up file
// name) and offers Run again and Edit source, never another upload; deleting the supplier says "Supplier deleted".
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a new supplier's schedule is off, Run now ends in the list without a reload, a failed run offers Run again and Edit source`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const name = `E2E missing feed ${run} ${viewport.width}`;
    await signInToConsole(page);
    await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize(viewport);

    await page.goto('/admin/suppliers/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    // Nothing is served there: the run fails with the supplier's server's answer.
    await page
      .getByRole('textbox', { name: 'Feed URL' })
      .fill(feedUrl.replace('/feed.csv', `/missing-${viewport.width}.csv`));
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('radio', { name: 'Off (Run now only)' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Supplier created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/suppliers\/[0-9a-f-]+$/);
    const supplierPath = new URL(page.url()).pathname;
    const token = await page.evaluate(() => localStorage.getItem('shop.adminToken'));
    const staffGet = async (path: string) =>
      (await request.get(path, { headers: { Authorization: `Bearer ${token}` } })).json();
    const supplierId = supplierPath.split('/').pop()!;
    expect((await staffGet(`/api/admin/suppliers/${supplierId}`)).schedule).toEqual({
      kind: 'off',
      hours: null,
      cron: null,
    });

    // Run now from the list (a card on a phone, a row on a desktop): it ends there, Failed, without a reload.
    await page.goto('/admin/suppliers');
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await page.getByRole('button', { name: `Run now: ${name}` }).click();
    await expect(page.getByText('Run queued')).toBeVisible();
    const entry = page
      .locator(viewport.width < 600 ? '.MuiCard-root' : 'tr')
      .filter({ hasText: name })
      .first();
    await expect(entry.getByText('Failed', { exact: true })).toBeVisible(SLOW);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The run's page: named by its supplier, no file name, and what staff can do about a feed.
    const [failed] = await staffGet(`/api/admin/imports?filter=${encodeURIComponent(JSON.stringify({ supplierId }))}`);
    await page.goto(`/admin/imports/${failed.id}/show`);
    await expect(page.getByRole('heading', { level: 2, name: `${name} feed run` })).toBeVisible();
    await expect(page.getByText(failed.fileName)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /404/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload another file' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit source' })).toBeVisible();
    await page.screenshot({ path: `test-results/failed-feed-run-${viewport.width}.png` });

    // Run again: a new run, followed on its page to its end.
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/imports/${failed.id}/show$`));
    // The page's own alert (a toast may say it too).
    await expect(page.locator('#main-content').getByRole('alert').filter({ hasText: /404/ })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Run again' })).toBeVisible();

    // Edit source opens the supplier; deleting it (no stones) names what was deleted.
    await page.getByRole('link', { name: 'Edit source' }).click();
    await expect(page).toHaveURL(new RegExp(`${supplierPath}$`));
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Supplier deleted')).toBeVisible();
  });
}
