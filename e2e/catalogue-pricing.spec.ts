import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/accounts';

/**
 * Issue 16: lists sort and filter on the price the shopper pays, and show what can be ordered unless
 * the shopper switches on Include unavailable. Three stones of colour Z (the demo catalogue has none)
 * make a list of their own: $1,002; $1,005 put on sale at $905; an unavailable $1,500.
 */

const run = Date.now().toString(36).toUpperCase();
const ROUND = `E2E ${run} Round at $1,002`;
const OVAL = `E2E ${run} Oval on sale`;
const PEAR = `E2E ${run} Pear, unavailable`;

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

async function addStone(
  request: APIRequestContext,
  token: string,
  name: string,
  price: number,
  shape: string,
  availability: string,
): Promise<string> {
  const specifications = {
    stockNumber: `E2E-PR-${run}-${shape}`,
    shape,
    weight: 1,
    color: 'Z',
    clarity: 'VS1',
    lab: 'IGI',
    availability,
  };
  const body = {
    productType: 'lab-grown',
    name,
    description: 'A stone for the price order test.',
    price,
    mainImage: '/favicon.svg',
    specifications,
  };
  const response = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** A step that waits for a search or a page to load: generous, for a busy machine. */
const SEARCH = { timeout: 30_000 };

/** The names of the listed cards, in order. */
const listed = (page: Page) =>
  page
    .getByRole('link', { name: /^View Details:/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!.replace('View Details: ', '')));

test('a stone on sale sorts and filters by its sale price; unavailable stones only with the switch, whose page still opens', async ({
  page,
  request,
}) => {
  // Many steps, each a search: more than one default timeout.
  test.slow();
  const token = await staffToken(request);
  await addStone(request, token, ROUND, 1002, 'Round', 'Available');
  const oval = await addStone(request, token, OVAL, 1005, 'Oval', 'Available');
  const pear = await addStone(request, token, PEAR, 1500, 'Pear', 'Unavailable');
  // Staff put the oval on sale: the shopper pays $905.
  const sale = await request.put(`/api/admin/products/${oval}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { onSale: true, salePrice: 905 },
  });
  expect(sale.status()).toBe(200);

  await page.goto('/diamonds?color=Z');
  await expect(page.getByText('2 diamonds found')).toBeVisible(SEARCH);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sortBy=price-asc/);
  await expect.poll(() => listed(page), SEARCH).toEqual([OVAL, ROUND]);
  const ovalCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: `View Details: ${OVAL}` }) });
  await expect(ovalCard.locator('.gem-card__price')).toHaveText('$905 Was $1,005');

  // $1,000 - $3,000: the stone sold at $905 is not in it.
  await page.getByRole('button', { name: '$1,000 - $3,000' }).click();
  await expect(page).toHaveURL(/priceRange=1000-3000/);
  await expect.poll(() => listed(page), SEARCH).toEqual([ROUND]);
  await expect(page.getByText('1 diamond found')).toBeVisible();

  // The switch lists the unavailable stone too, and the address keeps it.
  const includeUnavailable = page.getByRole('switch', { name: 'Include unavailable' });
  await expect(includeUnavailable).not.toBeChecked();
  await includeUnavailable.click();
  await expect(page).toHaveURL(/includeUnavailable=1/);
  await expect.poll(() => listed(page), SEARCH).toEqual([ROUND, PEAR]);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include unavailable' })).toBeChecked(SEARCH);
  await expect.poll(() => listed(page), SEARCH).toEqual([ROUND, PEAR]);

  // From the keyboard: Space turns it off again.
  await page.getByRole('switch', { name: 'Include unavailable' }).focus();
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/includeUnavailable/);
  await expect.poll(() => listed(page), SEARCH).toEqual([ROUND]);

  // A direct link to the unavailable stone still opens its page, saying so.
  await page.goto(`/diamonds/${pear}`);
  await expect(page.getByRole('heading', { level: 1, name: PEAR })).toBeVisible(SEARCH);
  await expect(page.getByText('Currently Unavailable').first()).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the toolbar with the switch fits without sideways scrolling', async ({ page }) => {
    test.slow();
    await page.goto('/diamonds');
    await expect(page.getByRole('switch', { name: 'Include unavailable' })).toBeVisible(SEARCH);
    await expect(page.getByText(/^[\d,]+ diamonds? found$/)).toBeVisible(SEARCH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
