import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from './support/accounts';

// Issue 29, point 1: a shopper reads prices in pounds: on a product page, in a list sorted and filtered by
// price, and in the order request that staff then see.
const RATE = 0.79;

/** The demo administrator's bearer token, as request headers for the staff API. */
async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

async function putSettings(request: APIRequestContext, headers: Record<string, string>, settings: object) {
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...document } = settings as Record<string, unknown>;
  const answer = await request.put('/api/admin/settings', { headers, data: document });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Pounds as the shop writes them: whole units of round(USD × rate), in the shop's locale. */
function pounds(usd: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
  return format.format(Math.round(usd * RATE));
}

/** '£1,936' → 1936 */
const units = (text: string) => Number(text.replace(/[^\d]/g, ''));

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: prices in GBP on a product page, a list sorted and filtered in GBP, and an order that records GBP`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = await staffHeaders(request);
    const before = await (await request.get('/api/admin/settings', { headers })).json();
    await page.setViewportSize(viewport);
    const phone = viewport.width < 1024;

    try {
      await putSettings(request, headers, {
        ...before,
        currencies: [{ code: 'GBP', rate: RATE, languages: ['en-GB'] }],
      });
      const { locale } = await (await request.get('/api/shop')).json();
      const found = await (await request.get('/api/diamonds?type=lab-grown&limit=100&facets=false')).json();
      const diamond = (found.items as { id: string; price: number; availability: { canOrder: boolean } }[]).find(
        (item) => item.availability.canOrder && item.price > 0,
      )!;

      // The product page, in dollars until the shopper chooses pounds in the header (the menu on a phone).
      await page.goto(`/diamonds/${diamond.id}`);
      const price = page.locator('.product__price .price').first();
      const usd = (await price.textContent())!;
      expect(usd).toMatch(/^\$/);
      if (phone) await page.getByRole('button', { name: 'Menu' }).click();
      const where = page.getByRole('navigation', { name: phone ? 'Menu' : 'Main' }).locator('..');
      const select = where.getByRole('combobox', { name: 'Currency' });
      await expect(select).toBeVisible();
      await select.focus();
      await select.selectOption('GBP');
      const paid = units(usd) / (usd.includes('.') ? 100 : 1);
      await expect(price).toHaveText(pounds(paid, locale));
      await expect(
        page.getByText(`Approximate price in GBP at ${RATE} per US dollar; the shop's price is ${usd}.`),
      ).toBeVisible();
      if (phone) await page.keyboard.press('Escape');

      // The list, sorted by price and filtered on £1,000 - £3,000: every card within, in ascending order.
      await page.goto('/diamonds?sortBy=price-asc');
      await expect(page.getByText(/Approximate prices in GBP at 0\.79 per US dollar/)).toBeVisible();
      if (phone) await page.getByRole('button', { name: 'Filters' }).click();
      const band = page.getByRole('button', { name: '£1,000 - £3,000' });
      await band.click();
      await expect(band).toHaveAttribute('aria-pressed', 'true');
      if (phone) await page.getByRole('button', { name: 'Apply Filters' }).click();
      // The address keeps the exact dollar bounds, so a shared link shows the same stones in any currency.
      await expect(page).toHaveURL(/priceRange=1265\.19-3798\.1(&|$)/);
      await expect(page.getByText(/^[\d,]+ diamonds? found$/)).toBeVisible();
      const shown = (await page.locator('.gem-card__now').allTextContents()).map((text) => {
        expect(text).toMatch(/^£/);
        return units(text);
      });
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((value) => value >= 1000 && value <= 3000)).toBe(true);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));

      // An order request from the product page: the dialog shows pounds, and staff see GBP recorded.
      const shopper = `E2E Pounds ${viewport.width} ${Date.now().toString(36)}`;
      await page.goto(`/diamonds/${diamond.id}`);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
      await expect(dialog.getByText(pounds(paid, locale), { exact: true })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0000');
      await dialog.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeVisible({ timeout: 15_000 });

      const filter = encodeURIComponent(JSON.stringify({ q: shopper }));
      const orders = await (await request.get(`/api/admin/orders?filter=${filter}`, { headers })).json();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        fullName: shopper,
        productPrice: paid,
        shownCurrency: 'GBP',
        shownRate: RATE,
        shownPrice: Math.round(paid * RATE),
      });
    } finally {
      // Put the settings back for the other specs.
      await putSettings(request, headers, before);
    }
  });
}
