import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { findClippedText, LAYOUT_VIEWPORTS, pageWidth } from './support/layout';
import { watchPageProblems } from './support/page-problems';
import { openSweep, type Sweep, type SweepData, type SweepSession } from './support/sweep-data';

/**
 * The layout sweep (issue 16): every storefront page and every console screen at a phone, a tablet and two
 * desktop widths. On each it collects everything a visitor would meet that is wrong — the page scrolling
 * sideways, words cut off, console errors and failed requests, serious or critical axe-core findings — and
 * keeps a full-page screenshot under test-results/layout-sweep/ for review. One test per page, so its
 * failure lists all that is wrong with that page at every width at once.
 */

interface SweepPage {
  /** Names the test and the screenshots (<name>-<width>.png). */
  name: string;
  session: SweepSession;
  path: string | ((data: SweepData) => string);
  /** What the visitor does once the page has loaded (opens a dialog, picks a category), before the checks. */
  open?: (page: Page) => Promise<void>;
  /** The status the page's own document may answer with. */
  documentStatus?: number;
}

const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};

const clickTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
};

/** Opens a row's dialog and waits for it, so the checks see the dialog, not the list behind it. */
const openDialog = (button: string | RegExp) => async (page: Page) => {
  await clickButton(button)(page);
  await expect(page.getByRole('dialog').first()).toBeVisible();
};

const STOREFRONT: SweepPage[] = [
  { name: 'home', session: 'visitor', path: '/' },
  { name: 'diamonds-lab-grown', session: 'visitor', path: '/diamonds' },
  { name: 'diamonds-natural', session: 'visitor', path: '/diamonds?type=natural' },
  {
    name: 'diamonds-filtered',
    session: 'visitor',
    path: '/diamonds?shape=round,oval&priceRange=1000-3000&sortBy=price-asc',
  },
  { name: 'diamond', session: 'visitor', path: (data) => data.diamondPath },
  {
    name: 'diamond-order-dialog',
    session: 'visitor',
    path: (data) => data.diamondPath,
    open: openDialog('Confirm Order'),
  },
  // Every picture link of this diamond is dead: the placeholders must be named (issue 28.12).
  { name: 'diamond-dead-pictures', session: 'visitor', path: (data) => data.deadPicturesPath },
  { name: 'diamonds-dead-pictures', session: 'visitor', path: (data) => data.deadPicturesListPath },
  { name: 'jewelry', session: 'visitor', path: '/jewelry' },
  { name: 'jewelry-piece', session: 'visitor', path: (data) => data.jewelryPath },
  { name: 'engagement', session: 'visitor', path: '/engagement' },
  { name: 'wedding', session: 'visitor', path: '/wedding' },
  { name: 'custom-jewelry', session: 'visitor', path: '/custom-jewelry' },
  { name: 'about', session: 'visitor', path: '/about-us' },
  { name: 'contact', session: 'visitor', path: '/contact' },
  // The five legal pages share one component (issue 29.2): the longest, the privacy notice, stands for them.
  { name: 'privacy-policy', session: 'visitor', path: '/privacy-policy' },
  { name: 'book-appointment', session: 'visitor', path: '/book-appointment' },
  { name: 'shortlist', session: 'visitor', path: '/shortlist' },
  { name: 'login', session: 'visitor', path: '/login' },
  { name: 'register', session: 'visitor', path: '/register' },
  { name: 'forgot-password', session: 'visitor', path: '/forgot-password' },
  { name: 'reset-password', session: 'visitor', path: (data) => `/reset-password/${data.resetToken}` },
  { name: 'my-account', session: 'customer', path: '/my-account' },
  { name: 'not-found', session: 'visitor', path: '/no-such-page/anywhere', documentStatus: 404 },
];

const CONSOLE: SweepPage[] = [
  { name: 'console-login', session: 'stranger', path: '/admin/login' },
  { name: 'console-dashboard', session: 'staff', path: '/admin' },
  { name: 'console-products', session: 'staff', path: '/admin/products' },
  { name: 'console-product-edit', session: 'staff', path: '/admin/products', open: openDialog('Edit') },
  { name: 'console-product-history', session: 'staff', path: '/admin/products', open: openDialog('History') },
  { name: 'console-add-product', session: 'staff', path: '/admin/products/create' },
  {
    name: 'console-add-diamond',
    session: 'staff',
    path: '/admin/products/create',
    open: clickButton(/Natural diamond/),
  },
  { name: 'console-add-jewelry', session: 'staff', path: '/admin/products/create', open: clickButton(/Jewelry/) },
  { name: 'console-imports', session: 'staff', path: '/admin/imports' },
  { name: 'console-import-create', session: 'staff', path: '/admin/imports/create' },
  {
    name: 'console-import-upload',
    session: 'staff',
    path: '/admin/imports/create',
    open: clickButton(/Lab-Grown Diamonds/),
  },
  {
    name: 'console-import-show',
    session: 'staff',
    path: (data) => `/admin/imports/${data.importId}/show`,
    open: clickButton('Show Details'),
  },
  { name: 'console-suppliers', session: 'staff', path: '/admin/suppliers' },
  { name: 'console-supplier-create', session: 'staff', path: '/admin/suppliers/create' },
  { name: 'console-supplier-edit', session: 'staff', path: (data) => `/admin/suppliers/${data.supplierId}` },
  {
    name: 'console-supplier-columns',
    session: 'staff',
    path: (data) => `/admin/suppliers/${data.supplierId}`,
    open: clickTab('Columns'),
  },
  {
    name: 'console-supplier-markup',
    session: 'staff',
    path: (data) => `/admin/suppliers/${data.supplierId}`,
    open: clickTab('Markup'),
  },
  { name: 'console-default-markup', session: 'staff', path: '/admin/default-markup' },
  { name: 'console-orders', session: 'staff', path: '/admin/orders' },
  { name: 'console-order-details', session: 'staff', path: '/admin/orders', open: openDialog('View') },
  { name: 'console-appointments', session: 'staff', path: '/admin/appointments' },
  { name: 'console-appointment-details', session: 'staff', path: '/admin/appointments', open: openDialog('View') },
  { name: 'console-appointment-status', session: 'staff', path: '/admin/appointments', open: openDialog('Edit') },
  { name: 'console-contacts', session: 'staff', path: '/admin/contacts' },
  { name: 'console-contact-details', session: 'staff', path: '/admin/contacts', open: openDialog('View') },
  { name: 'console-featured-images', session: 'staff', path: '/admin/featured-images' },
  {
    name: 'console-featured-image-add',
    session: 'staff',
    path: '/admin/featured-images',
    open: openDialog('Add Image'),
  },
  { name: 'console-shop-categories', session: 'staff', path: '/admin/shop-categories' },
  {
    name: 'console-shop-category-add',
    session: 'staff',
    path: '/admin/shop-categories',
    open: openDialog('Add Category'),
  },
  { name: 'console-reviews', session: 'staff', path: '/admin/reviews' },
  { name: 'console-review-add', session: 'staff', path: '/admin/reviews', open: openDialog('Add Review') },
  { name: 'console-review-edit', session: 'staff', path: '/admin/reviews', open: openDialog('Edit') },
  { name: 'console-users', session: 'staff', path: '/admin/users' },
  { name: 'console-user-create', session: 'staff', path: '/admin/users/create' },
  { name: 'console-settings', session: 'staff', path: '/admin/settings' },
  { name: 'console-legal-pages', session: 'staff', path: '/admin/legal-pages' },
  { name: 'console-legal-page-edit', session: 'staff', path: '/admin/legal-pages/privacy-policy' },
  // What differs by role (issue 33): the dashboard's sections, the products without costs or edit buttons, and the
  // page a role may not open.
  { name: 'console-dashboard-sales', session: 'sales', path: '/admin' },
  { name: 'console-products-sales', session: 'sales', path: '/admin/products' },
  { name: 'console-not-allowed-sales', session: 'sales', path: '/admin/settings' },
  { name: 'console-dashboard-catalogue', session: 'catalogue', path: '/admin' },
  { name: 'console-products-catalogue', session: 'catalogue', path: '/admin/products' },
  { name: 'console-not-allowed-catalogue', session: 'catalogue', path: '/admin/orders' },
];

// The sessions are opened once per worker (the console is signed in to once per run, not per page).
const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use, workerInfo) => {
      const preparedFile = join(workerInfo.project.outputDir, 'layout-sweep', 'prepared.json');
      const sweep = await openSweep(browser, String(workerInfo.project.use.baseURL), preparedFile);
      await use(sweep);
      await sweep.close();
    },
    // Preparing visits six pages and signs in once: seconds on an idle machine, minutes on a busy CI runner.
    { scope: 'worker', timeout: 300_000 },
  ],
});

/** Loads the page and lets it settle: its data answered, its fonts in, its dialogs done opening. */
async function visit(page: Page, path: string, target: SweepPage) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (target.open) {
    await target.open(page);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => document.fonts.ready);
  // Dialogs, drawers and carousels animate in; the checks measure where things come to rest.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Everything wrong with the page as it is now, one line each. */
async function problemsOnScreen(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await pageWidth(page);
  if (overflow.scrollWidth > overflow.innerWidth) {
    problems.push(
      `scrolls sideways: ${overflow.scrollWidth} px wide in a ${overflow.innerWidth} px window (reaching past: ${overflow.widest.join(' | ')})`,
    );
  }
  for (const clipped of await findClippedText(page))
    problems.push(`clipped text "${clipped.text}" (${clipped.element})`);
  problems.push(...(await seriousAccessibilityViolations(page)));
  return problems;
}

for (const target of [...STOREFRONT, ...CONSOLE]) {
  test(`${target.name} fits 360 to 1440 px, loads cleanly and is accessible`, async ({ sweep }, testInfo) => {
    // Each width is a load, an axe run and a full-page screenshot: the time of one ordinary test each.
    test.setTimeout(testInfo.timeout * LAYOUT_VIEWPORTS.length);
    const page = await (await sweep.session(target.session)).newPage();
    const watcher = watchPageProblems(page, { documentStatus: target.documentStatus });
    const path = typeof target.path === 'string' ? target.path : target.path(sweep.data);
    const found: string[] = [];
    for (const viewport of LAYOUT_VIEWPORTS) {
      await page.setViewportSize(viewport);
      const seen: string[] = [];
      try {
        await visit(page, path, target);
        seen.push(...(await problemsOnScreen(page)));
      } catch (error) {
        seen.push(`could not open the page: ${(error as Error).message.split('\n')[0]}`);
      }
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'layout-sweep', `${target.name}-${viewport.width}.png`),
        fullPage: true,
      });
      seen.push(...watcher.take());
      found.push(...seen.map((problem) => `${viewport.width}px ${problem}`));
    }
    await page.close();
    expect(found, `${target.name} (${path})`).toEqual([]);
  });
}
