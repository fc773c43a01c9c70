import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { signInToConsole } from './support/accounts';
import { E2E_OUTBOX } from './support/outbox';

/** A weekday (Mon–Fri) at least two days ahead, as the date input wants it. */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The calendar invitations e-mailed to `to` since `since`, decoded (mailparser), unfolded. */
async function invitationsTo(to: string, since: number): Promise<Array<{ subject: string; ics: string }>> {
  const files = readdirSync(E2E_OUTBOX)
    .map((name) => join(E2E_OUTBOX, name))
    .filter((file) => file.endsWith('.eml') && statSync(file).mtimeMs >= since);
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(file))));
  return mails
    .filter((mail) => !Array.isArray(mail.to) && mail.to?.text === to)
    .map((mail) => ({
      subject: mail.subject ?? '',
      ics: (mail.attachments.find((part) => part.contentType === 'text/calendar')?.content.toString() ?? '').replace(
        /\r\n /g,
        '',
      ),
    }));
}

for (const width of [360, 1280]) {
  test(`at ${width} px a shopper books a video consultation from the home page, staff confirm it, the customer gets the confirmed invitation`, async ({
    page,
  }) => {
    // Two sites and the customer's mailbox: a journey's time.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const since = Date.now() - 1000;
    const run = `${width}-${Date.now().toString(36)}`;
    const shopper = `Video Shopper ${run}`;
    const email = `video-${run}@example.com`;

    await page.goto('/');
    await page.getByRole('link', { name: 'Book Your Virtual Appointment' }).click();
    await expect(page).toHaveURL(/\/book-appointment\?meeting=video$/);
    const meeting = page.getByRole('group', { name: 'How would you like to meet?' });
    await expect(meeting.getByRole('radio', { name: 'By video call' })).toBeChecked();
    await meeting.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`appointment-form-${width}.png`) });

    await page.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0003');
    await page.getByLabel('Date').fill(nextWeekday());
    const time = page.getByLabel('Time');
    await expect(time).toBeEnabled();
    await time.selectOption('11:00');
    await page.getByLabel('What can we help you with?').selectOption({ label: 'Engagement Ring' });
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    const requested = page.getByRole('status').filter({ hasText: 'Requested time' });
    await expect(requested).toBeVisible();
    await expect(requested).toContainText(/at 11:00\sAM \(London time\)/);
    await expect(requested).toContainText('By video call');
    const reference = (await requested.textContent())!.match(/LJ-[2-9A-HJ-NP-Z]{6}/)![0];
    await expect(requested.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Appointment' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`appointment-requested-${width}.png`), fullPage: true });

    await signInToConsole(page);
    await expect(page).not.toHaveURL(/\/admin\/login/);
    await page.goto('/admin/appointments');
    await page.getByRole('textbox', { name: 'Search appointments' }).fill(reference);
    const record =
      width < 600
        ? page.getByRole('listitem').filter({ hasText: shopper })
        : page.getByRole('row').filter({ hasText: shopper });
    await expect(record).toContainText('Video call');
    await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: 'Video Shopper' })).toHaveCount(
      1,
    );
    await page.screenshot({ path: test.info().outputPath(`appointment-list-${width}.png`) });
    await record.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await expect(details).toContainText(reference);
    await page.screenshot({ path: test.info().outputPath(`appointment-details-${width}.png`) });
    await details.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Appointment confirmed. The customer is told by e-mail.')).toBeVisible();
    await expect(page.getByLabel(`Status of ${shopper}'s appointment`)).toHaveValue('confirmed');

    let invitations: Array<{ subject: string; ics: string }> = [];
    await expect
      .poll(async () => (invitations = await invitationsTo(email, since)).length, { timeout: 20_000 })
      .toBe(2);
    const first = invitations.find((mail) => mail.subject.startsWith('Your consultation request'))!;
    const confirmed = invitations.find((mail) => mail.subject === `Your consultation is confirmed (${reference})`)!;
    expect(first.ics).toContain('STATUS:TENTATIVE');
    expect(confirmed.ics).toContain('STATUS:CONFIRMED');
    expect(confirmed.ics).toContain('SEQUENCE:1');
    expect(confirmed.ics).toContain('METHOD:REQUEST');
    const uid = first.ics.match(/UID:\S+/)![0];
    expect(confirmed.ics).toContain(uid);
  });
}
