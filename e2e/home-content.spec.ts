import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';

// A small warm-toned 8×8 PNG: a real image for the uploads (the server reads the bytes).
const SLIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4cec/VsQwtCQA4deowStn09cAAAAASUVORK5CYII=',
  'base64',
);
const run = Date.now().toString(36);

/** Fills and saves the add modal of Featured Images or Shop Categories. */
async function addContent(
  page: Page,
  button: string,
  title: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined,
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await fill(dialog);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose Image' }).click();
  await (await chooser).setFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: SLIDE_PNG });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Reorder ${title}` })).toBeVisible();
}

test('with nothing set up, the home page is complete with its default slides, tiles and words', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Brilliance, ethically made/ });
  await expect(hero.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Round/ }).first()).toHaveAttribute('href', '/diamonds?shape=round');
});

test('staff add two hero slides and move the second to the top, add a category tile and feature a review; the home page shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = `Autumn ${run}`;
  const second = `Winter ${run}`;
  const tile = `Pendants ${run}`;
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await page.goto('/admin/featured-images');
  await expect(page.getByText('Manage homepage slider images with automatic rotation')).toBeVisible();
  await addContent(page, 'Add Image', first);
  await addContent(page, 'Add Image', second, async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Our winter collection');
    await dialog.getByRole('textbox', { name: 'Link URL' }).fill('/jewelry?category=pendant');
  });
  // Keyboard drag: Space picks the row up, the arrows move it, Space drops it.
  const handle = page.getByRole('button', { name: `Reorder ${second}` });
  const rowsBefore = await page.getByTestId('sortable-row').count();
  await handle.focus();
  await page.keyboard.press('Space');
  // The list announces each step (for screen readers); waiting on it keeps the keys in step with the drag.
  await expect(page.getByText(`${second} is over position ${rowsBefore} of ${rowsBefore}.`)).toBeAttached();
  // The sensor may take a moment to listen for arrows: press until the row is over the top (more presses keep it there).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${second} is over position 1 of ${rowsBefore}.`)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(`Moved ${second} to position 1 of ${rowsBefore}.`)).toBeAttached();
  await expect(page.getByTestId('sortable-row').first()).toContainText(second);
  await page.reload();
  await expect(page.getByTestId('sortable-row').first()).toContainText(second);

  await page.goto('/admin/shop-categories');
  await addContent(page, 'Add Category', tile, async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Pendants for every day');
    await dialog.getByRole('combobox', { name: 'Link URL' }).selectOption('/jewelry?category=pendant');
  });

  await page.goto('/admin/reviews');
  const review = page.getByTestId('sortable-row').first();
  const reviewer = (await review.textContent()) ?? '';
  const featured = review
    .getByRole('switch', { name: 'Featured' })
    .or(review.getByRole('checkbox', { name: 'Featured' }));
  const wasFeatured = await featured.isChecked();
  await featured.click();
  await expect(
    page.getByText(wasFeatured ? 'Review removed from featured' : 'Review marked as featured'),
  ).toBeVisible();
  expect(reviewer.length).toBeGreaterThan(0);

  // The shop: the new top slide leads the hero, the tile is in the categories, the reviews are the shop's.
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Brilliance, ethically made/ });
  await expect(hero.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(hero.getByText('Our winter collection')).toBeVisible();
  await expect(hero.locator('img[srcset]').first()).toHaveAttribute('srcset', /\/media\/.+-card\.webp 600w/);
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  for (let pageTurn = 0; pageTurn < 5 && !(await categories.getByText(tile).isVisible()); pageTurn += 1) {
    await categories.getByRole('button', { name: /Next/ }).click();
  }
  await expect(categories.getByText(tile)).toBeVisible();
  // The shop has reviews (the demo ones), so the testimonials are theirs, not the shop's own promises.
  await expect(page.getByRole('group', { name: 'Client testimonials' }).getByText('Our promise')).toHaveCount(0);
});
