import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './accounts';
import { MISSING_MEDIA_PICTURE, REFUSED_PICTURE } from './dead-pictures';
import { answerForeignImages } from './foreign-images';
import { latestMailWith } from './outbox';
import { createStaffMember } from './staff-members';

/** What the layout sweep's pages need to exist before they are opened. */
export interface SweepData {
  /** A lab-grown diamond on sale that can be ordered: its page shows a sale price and the Order button. */
  diamondPath: string;
  /** The first piece of the jewelry list, at the address its card links to. */
  jewelryPath: string;
  /** The registered customer's unused password-reset token, as the e-mail links to it. */
  resetToken: string;
  /** An import (a dry run) with refused rows, so its page shows the counters and the failed-items table. */
  importId: string;
  /** A supplier with every part of its form filled: a saved password, its own header name, two markup bands. */
  supplierId: string;
  /** The page of a diamond whose every picture link is dead (dead-pictures.ts), and a catalogue grid showing it. */
  deadPicturesPath: string;
  deadPicturesListPath: string;
}

/**
 * The browser sessions the sweep opens pages in, each an isolated context of the one browser:
 * - visitor: a shopper with three pieces on the shortlist (the header's fullest state);
 * - customer: the same shortlist, signed in as a customer who sent an order, an appointment and a message;
 * - staff: signed in to the console once (the demo Owner), for every console screen;
 * - sales, catalogue: signed in to the console as a member of staff with that role (issue 33), for the screens
 *   that differ by role;
 * - stranger: nobody signed in, nothing stored (the console's sign-in page).
 */
export type SweepSession = 'visitor' | 'customer' | 'staff' | 'sales' | 'catalogue' | 'stranger';

export interface Sweep {
  data: SweepData;
  /** The session's context, opened on first use (a worker restarted after a failure opens only what it needs). */
  session: (name: SweepSession) => Promise<BrowserContext>;
  close: () => Promise<void>;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What preparing leaves behind: the data, and what each signed-in session keeps in the browser. */
interface PreparedSweep {
  data: SweepData;
  states: Record<Exclude<SweepSession, 'stranger'>, StorageState>;
}

// Long names with accents and non-Latin letters: what a layout must hold without clipping.
const CUSTOMER = {
  firstName: 'Zoë-Amélie',
  lastName: 'Ångström-Łukasiewicz',
  phoneNumber: '+44 20 7946 0958',
  password: 'sweep-secret-1',
};

interface ListedProduct {
  id: string;
  onSale: boolean;
  availability: { canOrder: boolean };
}

async function json<T>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), `${response.url()} answered ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A weekday at least two days ahead, 12:00 UTC: 12:00 or 13:00 in London, inside the default opening hours. */
function weekdayNoon(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T12:00:00+00:00`;
}

/**
 * A supplier (issue 21) whose form is at its fullest: basic auth with a saved password, a header name of its own,
 * markup bands by carat. Its feed is never pulled (no schedule): the address only has to be accepted, which a
 * private one is in the shop under test (FEED_ALLOW_PRIVATE_HOSTS).
 */
const SWEEP_SUPPLIER = (unique: string) => ({
  name: `Sweep Supplier Wholesale Diamonds Ltd. ${unique}`,
  category: 'lab-grown',
  sourceKind: 'http',
  http: { url: 'http://127.0.0.1:9/feeds/sweep.csv', auth: 'basic', username: 'sweep', password: 'sweep-feed-secret' },
  schedule: { kind: 'off', hours: null, cron: null },
  columnAliases: { 'Stone ID': 'Stock #' },
  markup: {
    basis: 'carat',
    bands: [
      { from: 0, to: 1, percent: 25, fixed: 50 },
      { from: 1, to: null, percent: 18.5, fixed: 0 },
    ],
    rounding: 'nine',
  },
});

/**
 * A natural diamond whose pictures all fail to load (issue 28.12): its main picture a file missing from the
 * shop's media, its second on a host that refuses. Shoppers cannot order it, so the lists other tests read
 * first (orderable items) stay the demo's; its unusual weight makes a grid of its own in the catalogue.
 */
const DEAD_PICTURES_CARAT = 7.77;
const DEAD_PICTURES_DIAMOND = (unique: string) => ({
  productType: 'natural-diamond',
  name: `${DEAD_PICTURES_CARAT} Carat Oval Natural Diamond`,
  description: 'A stone whose photographs could not be loaded.',
  price: 98000,
  mainImage: MISSING_MEDIA_PICTURE,
  imageLinks: [REFUSED_PICTURE],
  specifications: {
    stockNumber: `SWEEP-DEAD-${unique}`,
    shape: 'Oval',
    weight: DEAD_PICTURES_CARAT,
    color: 'G',
    clarity: 'VS2',
    cutGrade: 'Excellent',
    lab: 'GIA',
    availability: 'Unavailable',
  },
});

/** A small lab-grown feed from the shared generator with a few rows broken on purpose. */
function feedWithRefusedRows(): Buffer {
  const tool = resolve(import.meta.dirname, '../../scripts/gen-inventory.mjs');
  const run = spawnSync(
    process.execPath,
    [tool, '--kind', 'lab-grown', '--rows', '40', '--seed', '16', '--bad-rate', '0.1'],
    { encoding: 'utf8' },
  );
  return Buffer.from(run.stdout);
}

/** Adds the pieces to the shortlist the way a shopper does: the button on each product page. */
async function shortlist(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  }
  await page.close();
}

/** The customer's requests, sent while signed in so My Account lists them. */
async function sendRequests(request: APIRequestContext, token: string, email: string, productId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const fullName = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;
  const contact = { fullName, email, phone: CUSTOMER.phoneNumber };
  await json(
    request.post('/api/orders', {
      headers,
      data: { ...contact, productId, message: 'Could the stone be set in platinum?' },
    }),
    201,
  );
  await json(
    request.post('/api/appointments', {
      headers,
      data: {
        ...contact,
        consultationDateTime: weekdayNoon(),
        assistanceType: 'Engagement Ring',
        budget: 10000,
        productIds: [productId],
      },
    }),
    201,
  );
  await json(
    request.post('/api/contact', {
      headers,
      data: { ...contact, message: 'Do you engrave inside the band? ✨ Ünïcödé welcome.' },
    }),
    201,
  );
}

/** Creates what the pages show (a customer with requests, a reset link, an import) through the API and the storefront. */
async function prepare(browser: Browser, baseURL: string): Promise<PreparedSweep> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;

  const diamonds = await json<{ items: ListedProduct[] }>(
    request.get('/api/diamonds?type=lab-grown&limit=100&facets=false'),
  );
  const orderable = diamonds.items.filter((item) => item.availability.canOrder);
  const onSale = orderable.find((item) => item.onSale) ?? orderable[0];
  const natural = await json<{ items: ListedProduct[] }>(
    request.get('/api/diamonds?type=natural&limit=1&facets=false'),
  );

  const jewelryList = await context.newPage();
  await jewelryList.goto('/jewelry');
  const firstPiece = jewelryList.locator('main a[href^="/jewelry/"], main a[href^="/rings/"]').first();
  const jewelryPath = (await firstPiece.getAttribute('href'))!;
  await jewelryList.close();
  const diamondPath = `/diamonds/${onSale.id}`;
  await shortlist(context, [diamondPath, `/diamonds/${natural.items[0].id}`, jewelryPath]);
  const visitor = await context.storageState();

  const unique = Date.now().toString(36);
  const email = `sweep-${unique}@example.com`;
  const session = await json<{ token: string }>(
    request.post('/api/auth/register', { data: { ...CUSTOMER, username: `sweep_${unique}`, email } }),
    201,
  );
  await sendRequests(request, session.token, email, onSale.id);
  const askedAt = Date.now() - 1000;
  await json(request.post('/api/auth/forgot-password', { data: { email } }), 200);
  // The welcome e-mail and the requests' confirmations may land after it: look for the one with the link.
  const resetMail = await latestMailWith([`To: ${email}`, '/reset-password/'], askedAt);
  const resetToken = resetMail.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
  const customer: StorageState = {
    cookies: visitor.cookies,
    origins: visitor.origins.map((origin) => ({
      ...origin,
      localStorage: [...origin.localStorage, { name: 'shop.customerToken', value: session.token }],
    })),
  };

  const staff = await consoleSession(browser, baseURL, DEMO_ADMIN);
  const adminToken = staff.token;
  const sales = await consoleSession(browser, baseURL, await createStaffMember(request, adminToken, 'sales'));
  const catalogue = await consoleSession(browser, baseURL, await createStaffMember(request, adminToken, 'catalogue'));
  const started = await json<{ id: string }>(
    request.post('/api/admin/imports', {
      headers: { Authorization: `Bearer ${adminToken}` },
      // A dry run: its page reports what the feed would do, and the catalogue the storefront pages show stays the demo's.
      multipart: {
        category: 'lab-grown',
        dryRun: 'true',
        file: { name: 'supplier-feed.csv', mimeType: 'text/csv', buffer: feedWithRefusedRows() },
      },
    }),
    202,
  );
  const supplier = await json<{ id: string }>(
    request.post('/api/admin/suppliers', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: SWEEP_SUPPLIER(unique),
    }),
    201,
  );
  const deadPictures = await json<{ id: string }>(
    request.post('/api/admin/products', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: DEAD_PICTURES_DIAMOND(unique),
    }),
    201,
  );
  await context.close();

  return {
    data: {
      diamondPath,
      jewelryPath,
      resetToken,
      importId: started.id,
      supplierId: supplier.id,
      deadPicturesPath: `/diamonds/${deadPictures.id}`,
      deadPicturesListPath: `/diamonds?type=natural&includeUnavailable=1&caratRange=${DEAD_PICTURES_CARAT}-${DEAD_PICTURES_CARAT}`,
    },
    states: { visitor, customer, staff: staff.state, sales: sales.state, catalogue: catalogue.state },
  };
}

/** Signs in on the console's login page, as a member of staff does, and keeps what the browser then holds. */
async function consoleSession(
  browser: Browser,
  baseURL: string,
  member: { name: string; email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToConsole(page, member.email, member.password);
  // The dashboard's first load is the slowest of the console (charts): give it time on a busy machine.
  await expect(page.getByText(`Welcome, ${member.name}`)).toBeVisible({ timeout: 30_000 });
  const token = (await page.evaluate(() => localStorage.getItem('shop.adminToken')))!;
  const state = await context.storageState();
  await context.close();
  return { state, token };
}

/** A browser context on the shop, with supplier-hosted pictures answered locally (see answerForeignImages). */
async function openContext(browser: Browser, baseURL: string, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState });
  await answerForeignImages(context, baseURL);
  return context;
}

/**
 * The sweep's data and sessions. Prepared once per run and kept in `preparedFile`: Playwright starts a new
 * worker after every failed test, and preparing again each time would multiply the sweep's run time.
 */
export async function openSweep(browser: Browser, baseURL: string, preparedFile: string): Promise<Sweep> {
  let prepared: PreparedSweep;
  if (existsSync(preparedFile)) {
    prepared = JSON.parse(readFileSync(preparedFile, 'utf8')) as PreparedSweep;
  } else {
    prepared = await prepare(browser, baseURL);
    mkdirSync(dirname(preparedFile), { recursive: true });
    writeFileSync(preparedFile, JSON.stringify(prepared));
  }
  const opened = new Map<SweepSession, Promise<BrowserContext>>();
  const session = (name: SweepSession) => {
    if (!opened.has(name))
      opened.set(name, openContext(browser, baseURL, name === 'stranger' ? undefined : prepared.states[name]));
    return opened.get(name)!;
  };
  const close = async () => {
    await Promise.all([...opened.values()].map(async (context) => (await context).close()));
  };
  return { data: prepared.data, session, close };
}
