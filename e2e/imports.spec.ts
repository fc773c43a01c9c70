import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { staffApi } from './support/staff-api';

/** A 2,000-row lab-grown feed with about 2% broken rows, and the rows the generator broke. */
function generatedFeed() {
  const tool = resolve(import.meta.dirname, '../scripts/gen-inventory.mjs');
  const run = spawnSync(
    process.execPath,
    [tool, '--kind', 'lab-grown', '--rows', '2000', '--seed', '21', '--bad-rate', '0.02'],
    { encoding: 'utf8' },
  );
  return { csv: run.stdout, brokenRows: JSON.parse(run.stderr).brokenRows as number[] };
}

test('staff download the template, upload a supplier feed, follow it, see and download the refused rows, and find the diamonds in the shop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const feed = generatedFeed();
  const imported = 2000 - feed.brokenRows.length;
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await page.goto('/admin/imports/create');
  await page.getByRole('button', { name: /Lab-Grown Diamonds/ }).click();

  // The template: the spec's file name, its header first.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Template' }).first().click();
  const templateFile = await template;
  expect(templateFile.suggestedFilename()).toBe('lab-grown-diamond-template.csv');
  expect(readFileSync(await templateFile.path(), 'utf8')).toMatch(/^Stock #,Availability,Shape,Weight,/);

  // The feed: chosen, named, sent; the import page follows it to the end.
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Choose/i })
    .first()
    .click();
  await (await chooser).setFiles({ name: 'supplier-feed.csv', mimeType: 'text/csv', buffer: Buffer.from(feed.csv) });
  await expect(page.getByText('supplier-feed.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Start Bulk Upload' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\/[0-9a-f-]+\/show$/);
  await expect(page.getByText(`Successfully uploaded ${imported} items!`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${feed.brokenRows.length} items failed to upload. Check details below.`)).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await expect(page.getByText('2,000', { exact: true })).toBeVisible();

  // The refused rows, each with its reason; the error file holds them as they were, plus why.
  await page.getByRole('button', { name: 'Show Details' }).click();
  const failed = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Remove/ }) });
  await expect(failed).toHaveCount(feed.brokenRows.length);
  const errors = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error file' }).click();
  const errorFile = readFileSync(await (await errors).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(errorFile[0]).toMatch(/^Stock #,.*,Error$/);
  expect(errorFile).toHaveLength(feed.brokenRows.length + 1);

  // An imported diamond is in the shop.
  const good = [...Array(2000).keys()].map((i) => i + 1).find((row) => !feed.brokenRows.includes(row))!;
  const stockNumber = `LG-${String(good).padStart(7, '0')}`;
  const diamond = await (await staffApi(page, request)).find(stockNumber);
  await page.goto(`/diamonds/${diamond.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lab-Grown Diamond');
  await expect(page.getByText(stockNumber).first()).toBeVisible();
});
