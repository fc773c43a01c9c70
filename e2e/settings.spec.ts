import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';

/** A Saturday at least three days ahead, as the date input wants it (no notice or zone edge can touch it). */
function nextSaturday(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** '+01:00' / '+00:00': the zone's offset at noon on `date`. */
function offsetOn(date: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

const booking = (consultationDateTime: string) => ({
  fullName: 'E2E Settings Shopper',
  phone: '02079460003',
  consultationDateTime,
  assistanceType: 'Engagement Ring',
});

async function saturdayHours(request: APIRequestContext) {
  const shop = await (await request.get('/api/shop')).json();
  return shop.openingHours.find((day: { day: string }) => day.day === 'saturday');
}

test('staff change Saturday’s closing time; the booking form offers the new last slot and the server refuses a later time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('shop.adminToken'));
  const auth = { Authorization: `Bearer ${token}` };
  const before = await (await request.get('/api/admin/settings', { headers: auth })).json();
  const saturday = nextSaturday();
  const offset = offsetOn(saturday, before.timeZone);

  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    const closing = page.getByLabel('Saturday closing time');
    await expect(closing).toHaveValue('17:30');
    await closing.fill('16:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    expect(await saturdayHours(request)).toEqual({ day: 'saturday', open: '10:30', close: '16:00' });

    // The storefront's booking form: Saturday's slots now end at the new closing time (both ends are bookable).
    await page.goto('/book-appointment');
    await expect(page.getByText(/Sat 10:30\sAM – 4:00\sPM/)).toBeVisible();
    await page.getByLabel('Date').fill(saturday);
    const time = page.getByLabel('Time');
    await expect(time).toBeEnabled();
    const slots = (
      await time
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).filter(Boolean);
    expect(slots[0]).toBe('10:30');
    expect(slots.at(-1)).toBe('16:00');
    expect(slots).toContain('15:30');
    expect(slots).not.toContain('16:30');

    // The server agrees, with no restart: 16:30 is refused, 15:30 accepted.
    const refused = await request.post('/api/appointments', { data: booking(`${saturday}T16:30:00${offset}`) });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors).toEqual({
      consultationDateTime: 'Saturday consultations are available from 10:30 AM to 4:00 PM',
    });
    const accepted = await request.post('/api/appointments', { data: booking(`${saturday}T15:30:00${offset}`) });
    expect(accepted.status()).toBe(201);
  } finally {
    // Put the settings back for the other specs.
    const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...document } = before;
    const restored = await request.put('/api/admin/settings', { headers: auth, data: document });
    expect(restored.status()).toBe(200);
  }
  expect(await saturdayHours(request)).toEqual({ day: 'saturday', open: '10:30', close: '17:30' });
});

// Issue 28, point 17: each day's switch reads "Open" and is on for an open day; switching Sunday on opens its times.
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: each day's opening-hours switch reads Open, on for an open day`, async ({ page }) => {
    await signInToConsole(page);
    await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize(viewport);
    await page.goto('/admin/settings');
    const saturday = page.getByRole('group', { name: 'Saturday hours' });
    await expect(saturday.getByRole('switch', { name: 'Saturday open' })).toBeChecked();
    await expect(saturday.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toHaveCount(0);
    const sunday = page.getByRole('group', { name: 'Sunday hours' });
    await expect(sunday.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
    await expect(page.getByLabel('Sunday opening time')).toBeDisabled();
    await sunday.getByRole('switch', { name: 'Sunday open' }).check();
    await expect(page.getByLabel('Sunday opening time')).toBeEnabled();
    await page.screenshot({ path: `test-results/opening-hours-${viewport.width}.png` });
  });
}
