import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { staffApi } from './support/staff-api';

// A light-blue 8×8 PNG: a real image for the upload (the server reads the bytes and makes WebP copies).
const STONE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4cec/VsQwtCQA4deowStn09cAAAAASUVORK5CYII=',
  'base64',
);
// Stock numbers of this run, so searches find only what it made.
const run = Date.now().toString(36).toUpperCase();

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchProducts(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search products' }).fill(text);
  await page.keyboard.press('Enter');
}

test('staff add a natural diamond with an uploaded image, edit its price, see it in the history and the shop, and bulk-delete two products', async ({
  page,
  request,
}) => {
  // The wizard, the list, the edit dialog, the history, the shop and a bulk delete: a journey's time.
  test.setTimeout(90_000);
  const stockNumber = `E2E-ND-${run}`;
  const name = `E2E ${run} Round Natural Diamond`;
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  // The wizard: the category cards, then the natural form; an empty form says what is missing.
  await page.goto('/admin/products/create');
  await page.getByRole('button', { name: /Natural diamond/ }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please fix the validation errors')).toBeVisible();
  await expect(page.getByText('Stock number is required (VDB mandatory)')).toBeVisible();

  await page.getByLabel('Name *').fill(name);
  await expect(page.getByText('Name is required')).toBeHidden();
  await page.getByLabel('Price *').fill('5400');
  await page.getByLabel('Description *').fill('A bright round stone, GIA graded.');
  await page.getByLabel('Stock Number *').fill(stockNumber);
  await page.getByLabel('Weight (carats) *').fill('1.01');
  await pick(page, 'Shape', 'Round');
  await pick(page, 'Color', 'G');
  await pick(page, 'Clarity', 'VS1');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'stone.png', mimeType: 'image/png', buffer: STONE_PNG });
  await expect(page.getByRole('button', { name: 'Remove main image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Natural diamond added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // Found by its stock number, with the uploaded image as its thumbnail.
  await searchProducts(page, stockNumber);
  const row = page.getByRole('row').filter({ hasText: stockNumber });
  await expect(row).toContainText(name);
  await expect(row).toContainText('$5,400');
  await expect(row.getByRole('img')).toHaveAttribute('src', /\/media\//);

  // Edit the price in the dialog; the history shows who changed it from what to what.
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Product/ });
  await dialog.getByLabel('Regular Price (USD) *').fill('4999');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$4,999');
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Product History' });
  await expect(history.getByRole('row').filter({ hasText: 'Updated' })).toContainText('price: 5400 → 4999');
  await expect(history.getByRole('row').filter({ hasText: 'Updated' })).toContainText(DEMO_ADMIN.name);
  await history.getByRole('button', { name: 'Close' }).click();

  // The shop shows the new price.
  const api = await staffApi(page, request);
  const created = await api.find(stockNumber);
  await page.goto(`/diamonds/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('$4,999').first()).toBeVisible();

  // Bulk delete: two products selected, the confirmation names both, then they are gone.
  await api.createJewelry(`E2E-BD-${run}-1`, `E2E ${run} Pendant One`);
  await api.createJewelry(`E2E-BD-${run}-2`, `E2E ${run} Pendant Two`);
  await page.goto('/admin/products');
  await searchProducts(page, `E2E-BD-${run}`);
  await expect(page.getByRole('row').filter({ hasText: 'Pendant' })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Selected Products' });
  await expect(confirm.getByRole('list', { name: 'Products to delete' })).toContainText(`E2E ${run} Pendant One`);
  await expect(confirm.getByRole('list', { name: 'Products to delete' })).toContainText(`E2E ${run} Pendant Two`);
  await confirm.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(page.getByText('2 products deleted')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
});

test('a jewelry piece added through the wizard with a stock count can be ordered; at stock 0 the console says why it cannot', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stockNumber = `E2E-JW-${run}`;
  const name = `E2E ${run} Oval Halo Ring`;
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await page.goto('/admin/products/create');
  await page.getByRole('button', { name: /Jewelry/ }).click();
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Price *').fill('3150');
  await page.getByLabel('Description *').fill('An oval halo ring in white gold.');
  await pick(page, 'Jewelry Classification', 'Lab Grown Diamond');
  await pick(page, 'Jewelry Category', 'Engagement Ring');
  await page.getByLabel('Stock Number *').fill(stockNumber);
  await pick(page, 'Metal', '18K White Gold');
  await page.getByLabel('Stock Count', { exact: true }).fill('2');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'ring.png', mimeType: 'image/png', buffer: STONE_PNG });
  await expect(page.getByRole('button', { name: 'Remove main image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Jewelry added successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Shoppers cannot order this piece/)).toHaveCount(0);

  // The shop offers it: two left, Confirm Order enabled.
  const created = await (await staffApi(page, request)).find(stockNumber);
  await page.goto(`/jewelry/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Limited Stock (2 remaining)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();

  // Sold out: the save warns with the reason, the dialog says it when opened again, the shop stops orders.
  await page.goto('/admin/products');
  await searchProducts(page, stockNumber);
  const row = page.getByRole('row').filter({ hasText: stockNumber });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Product/ });
  await dialog.getByLabel('Stock Count', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Product updated. Shoppers cannot order this piece: its stock count is 0.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Shoppers cannot order this piece: its stock count is 0.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/jewelry/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
});

// Issue 28, point 16: the add-product wizard's cards read as a person writes them, its jewelry form offers only the
// sub-categories of the chosen category, and its price fields say which price the shopper pays.
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: the wizard's cards, sub-categories by category and the price the shopper pays`, async ({
    page,
  }) => {
    await signInToConsole(page);
    await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize(viewport);
    await page.goto('/admin/products/create');
    for (const card of ['Natural diamond', 'Lab-grown diamond', 'Jewelry'])
      await expect(page.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();

    await page.getByRole('button', { name: /^Jewelry/ }).click();
    await expect(page.getByRole('heading', { name: 'Add jewelry' })).toBeVisible();
    await expect(page.getByText('What the shopper pays, unless a lower sale price is set later')).toBeVisible();
    await expect(page.getByText('Choose a Jewelry Category first')).toBeVisible();
    await pick(page, 'Jewelry Category', 'Earrings');
    await page.getByRole('combobox', { name: 'Jewelry Sub-Category', exact: true }).click();
    // The empty choice (no sub-category), then the category's own.
    await expect(page.getByRole('option')).toHaveText([/^\s*$/, 'Huggie Earrings', 'Stud Earrings', 'Drop Earrings']);
    await page.getByRole('option', { name: 'Stud Earrings', exact: true }).click();
    await pick(page, 'Jewelry Category', 'Engagement Ring');
    await page.getByRole('combobox', { name: 'Jewelry Sub-Category', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Halo Ring', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Stud Earrings', exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/wizard-sub-categories-${viewport.width}.png` });
  });
}
