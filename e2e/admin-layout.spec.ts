import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { LAYOUT_VIEWPORTS, expectNoHorizontalScroll, findClippedText } from './support/layout';

// Every console screen, and each create/edit form or details dialog, fits a 360 px phone up to a 1440 px
// desktop with the sidebar open: the page never scrolls sideways and no control clips its words (issue 16).

// One shopper with long, non-ASCII names: the rows must wrap them, not widen the page or clip them. Seeded once
// per database (see beforeAll), so a worker started after a failure finds the same rows.
const shopper = 'Anne-Sophie Østergaard-Villanueva';
const email = 'anne-sophie.ostergaard-villanueva@example.com';

/** A weekday at 14:00 in London (the shop's zone, open 10:30–17:30 at least), two or more days ahead. */
function consultationTime(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T13:00:00Z`;
}

/** An order, an appointment and a message from the shopper, through the public API as the forms send them. */
async function seedLeads(request: APIRequestContext) {
  const diamonds = await (await request.get('/api/diamonds?type=lab-grown&limit=50&facets=false')).json();
  const diamond = (diamonds.items as { id: string; availability: { canOrder: boolean } }[]).find((item) => item.availability.canOrder)!;
  const lead = { fullName: shopper, email, phone: '+44 20 7946 0000' };
  const answers = await Promise.all([
    request.post('/api/orders', { data: { ...lead, productId: diamond.id, message: 'Could the ring be ready before the 14th? '.repeat(8) } }),
    request.post('/api/appointments', {
      data: { ...lead, consultationDateTime: consultationTime(), assistanceType: 'Engagement Ring', budget: 10000, city: 'Saint-Rémy-de-Provence' },
    }),
    request.post('/api/contact', { data: { ...lead, message: 'Bonjour ! Do you resize rings bought elsewhere? '.repeat(10) } }),
  ]);
  for (const answer of answers) expect(answer.status(), await answer.text()).toBe(201);
}

// A supplier feed whose one row is refused: the import history has a row and the import page its failure list.
// One long unbroken file name, which the history's cells must wrap.
const feedName = 'supplier-feed-2026-autumn-collection-lab-grown-diamonds-full-export.csv';

async function seedImport(request: APIRequestContext, headers: Record<string, string>) {
  const template = await (await request.get('/api/admin/imports/templates/lab-grown', { headers })).text();
  const header = template.trim().split(/\r?\n/)[0];
  const refusedRow = header.split(',').map((_, column) => (column === 0 ? 'LAYOUT-1' : 'not a value')).join(',');
  const answer = await request.post('/api/admin/imports', {
    headers,
    multipart: { category: 'lab-grown', mode: 'upsert', dryRun: 'true', file: { name: feedName, mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${refusedRow}\n`) } },
  });
  expect(answer.status(), await answer.text()).toBe(202);
}

interface Screen {
  name: string;
  /** A function for an address known only once the data is seeded. */
  path: string | (() => string);
  /** Shown once the screen has its data. */
  ready: (page: Page) => Locator;
  /** The dialogs opened over the screen, each checked in turn at the same width and closed with Escape. */
  dialogs?: { name: string; open: (page: Page) => Promise<Locator> }[];
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const shopperShown = (page: Page) => page.getByText(shopper).first();
const productShown = (page: Page) => page.getByText(/^SKU: /).first();
const dialogFrom = (name: string, button: string) => ({
  name,
  open: async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  },
});

const screens: Screen[] = [
  { name: 'dashboard', path: '/admin', ready: heading(/Welcome/) },
  { name: 'settings', path: '/admin/settings', ready: heading('Shop details') },
  { name: 'orders', path: '/admin/orders', ready: shopperShown, dialogs: [dialogFrom('order details', 'View')] },
  {
    name: 'appointments',
    path: '/admin/appointments',
    ready: shopperShown,
    dialogs: [dialogFrom('appointment details', 'View'), dialogFrom('appointment status', 'Edit')],
  },
  { name: 'contacts', path: '/admin/contacts', ready: shopperShown, dialogs: [dialogFrom('contact details', 'View')] },
  {
    name: 'products',
    path: '/admin/products',
    ready: productShown,
    dialogs: [dialogFrom('product edit', 'Edit'), dialogFrom('product history', 'History')],
  },
  { name: 'add product', path: '/admin/products/create', ready: heading(/Add|Product/) },
  { name: 'reviews', path: '/admin/reviews', ready: (page) => page.getByRole('article').first(), dialogs: [dialogFrom('add review', 'Add Review')] },
  { name: 'featured images', path: '/admin/featured-images', ready: heading('Featured Images'), dialogs: [dialogFrom('add featured image', 'Add Image')] },
  { name: 'shop categories', path: '/admin/shop-categories', ready: heading('Shop Categories'), dialogs: [dialogFrom('add shop category', 'Add Category')] },
  { name: 'users', path: '/admin/users', ready: (page) => page.getByText(DEMO_ADMIN.email).first() },
  { name: 'add admin', path: '/admin/users/create', ready: heading('Create Admin Account') },
  { name: 'bulk uploads', path: '/admin/imports', ready: (page) => page.getByText(feedName).first() },
  { name: 'bulk upload results', path: () => `/admin/imports/${importId}/show`, ready: (page) => page.getByText(feedName).first() },
  { name: 'new bulk upload', path: '/admin/imports/create', ready: (page) => page.getByRole('button', { name: /Lab-Grown Diamonds/ }) },
];

// A failed test starts a new worker, which runs beforeAll again; sign-ins and lead forms are rate limited per
// address, so the console session is kept in a file and reused while the server still accepts it, and the
// leads are sent only when the database has none from the shopper yet.
const session = join(tmpdir(), 'admin-layout-session.json');
let importId: string;
test.use({ storageState: session });

const savedToken = () => {
  try {
    const state = JSON.parse(readFileSync(session, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
    return state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'shop.adminToken')?.value;
  } catch {
    return undefined;
  }
};

test.beforeAll(async ({ browser, playwright }) => {
  // Fresh contexts: the test's own `request` and pages would load the session file, which may not exist yet.
  const fresh = { baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } };
  const request = await playwright.request.newContext(fresh);
  const staff = () => ({ headers: { Authorization: `Bearer ${savedToken()}` } });
  if (!(await request.get('/api/admin/profile', staff())).ok()) {
    const page = await browser.newPage(fresh);
    await signInToConsole(page);
    // Password hashing is slow on purpose, and slower on a busy machine.
    await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });
    await page.context().storageState({ path: session });
    await page.close();
  }
  const filter = encodeURIComponent(JSON.stringify({ q: email }));
  const orders = (await (await request.get(`/api/admin/orders?filter=${filter}`, staff())).json()) as unknown[];
  if (orders.length === 0) await seedLeads(request);
  const findImport = async () =>
    ((await (await request.get('/api/admin/imports', staff())).json()) as { id: string; fileName: string }[]).find((record) => record.fileName === feedName);
  if (!(await findImport())) await seedImport(request, staff().headers);
  importId = (await findImport())!.id;
  await request.dispose();
});

/** Both checks, and a screenshot kept for review. */
async function checkFits(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await expectNoHorizontalScroll(page, name, { soft: true });
  expect.soft(await findClippedText(page), `clipped text on ${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name.replace(/\s+/g, '-')}-${width}.png`), fullPage: true });
}

/** Opens the screen afresh at each width and checks it, then each of its dialogs. */
async function checkScreen(page: Page, screen: Screen) {
  for (const viewport of LAYOUT_VIEWPORTS) {
    const where = `${screen.name} at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    await page.goto(typeof screen.path === 'string' ? screen.path : screen.path());
    await expect(screen.ready(page), where).toBeVisible({ timeout: 30_000 });
    // Every answer in (the dashboard draws its charts after its first heading), and on a desktop the sidebar open.
    await page.waitForLoadState('networkidle');
    if (viewport.width >= 1280) await expect(page.getByText('Admin Panel', { exact: true }), `${where}: the sidebar is open`).toBeVisible();
    await checkFits(page, screen.name, viewport.width);
    for (const { name, open } of screen.dialogs ?? []) {
      const dialog = await open(page);
      // A dialog has finished opening once it stops fading in.
      await expect(dialog).toHaveCSS('opacity', '1');
      await checkFits(page, name, viewport.width);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
}

for (const screen of screens) {
  test(`${screen.name}${screen.dialogs ? ' and its dialogs fit' : ' fits'} every width without clipping a label`, async ({ page }) => {
    // Four widths, each a fresh load of the screen.
    test.setTimeout(240_000);
    await checkScreen(page, screen);
  });
}

test('on a phone the menu opens over the page and every entry reads in full', async ({ page }) => {
  await page.setViewportSize(LAYOUT_VIEWPORTS[0]);
  await page.goto('/admin/orders');
  await expect(shopperShown(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /open menu|menu/i }).first().click();
  for (const group of ['Home Page', 'Products', 'Users']) await page.getByRole('menuitem', { name: group }).click();
  await expect(page.getByRole('menuitem', { name: 'Customer Reviews' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the open menu at 360 px');
  expect(await findClippedText(page)).toEqual([]);
});
