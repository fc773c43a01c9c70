import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { expectPageFits } from './support/layout';

// Issue 29, point 2: the pages a shop must publish, linked from the footer and edited by staff in the console.

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page), `axe on ${page.url()}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the footer’s Privacy Policy opens the privacy page, written from the settings; Natural Diamonds opens natural stones', async ({
      page,
    }) => {
      test.slow(); // axe and the layout checks on a shared machine
      await page.goto('/about-us');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'What we store, and why' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
      await expect(page).toHaveTitle(/^Privacy Policy \| /);
      await expectPageFits(page);
      await expectAccessible(page);

      // The server's HTML already names the page, for crawlers and link previews.
      const html = await (await page.request.get('/privacy-policy')).text();
      expect(html).toContain('<title>Privacy Policy | ');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Natural Diamonds' }).click();
      await expect(page).toHaveURL(/\/diamonds\?type=natural$/);
      await expect(page.getByRole('button', { name: 'Natural Diamonds' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Lab-Grown Diamonds' })).toHaveAttribute('aria-pressed', 'false');
    });
  });
}

test('staff edit a page in the console (360 and 1280 px); the storefront shows the edit', async ({ page }) => {
  // Two widths of the console with axe on each, a save, the storefront: minutes on a shared machine.
  test.setTimeout(240_000);
  const words = `Parcels leave our showroom within two working days (${Date.now()}).`;
  // Signed in at a desktop's width, where the app bar shows the welcome.
  await page.setViewportSize(VIEWPORTS[1]);
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/legal-pages');
    // The console's code loads on demand: slow on a shared machine.
    await expect(page.getByText('Shipping Info')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Draft, to be reviewed').first()).toBeVisible();
    await expectPageFits(page);
    await expectAccessible(page);
  }

  // At a phone's width: the page's card, its Edit, the editor and its preview.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/admin/legal-pages/shipping');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Info' })).toBeVisible({ timeout: 20_000 });
  const text = page.getByRole('textbox', { name: 'Page text (Markdown)' });
  await expect(text).toHaveValue(/Free worldwide shipping, insured and tracked/);
  await text.fill(`## Delivery\n\n${words}\n\n<script>window.hacked = true</script>`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
  await expect(preview.getByText(words)).toBeVisible();
  await expectPageFits(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and mark reviewed' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/legal-pages$/);

  await page.goto('/shipping');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shipping Info' })).toBeVisible();
  await expect(main.getByText(words)).toBeVisible();
  await expect(main.getByText(/^Last updated /)).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expectAccessible(page);
});
