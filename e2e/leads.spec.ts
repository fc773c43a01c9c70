import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';

// One shopper per run, so the console rows are this run's.
const shopper = `E2E Shopper ${Date.now().toString(36)}`;

/** A weekday (Mon–Fri) at least two days ahead, as the date input wants it. */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a shopper orders a diamond, books an appointment and writes; staff see all three and change their statuses', async ({
  page,
  request,
}) => {
  // Six pages and three console screens: a journey, not one page, so it gets a journey's time.
  test.setTimeout(90_000);
  // A diamond the shop can take an order for.
  const body = await (await request.get('/api/diamonds?type=lab-grown&limit=100&facets=false')).json();
  const diamond = (body.items as { id: string; name: string; availability: { canOrder: boolean } }[]).find(
    (item) => item.availability.canOrder,
  )!;
  await page.goto(`/diamonds/${diamond.id}`);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0000');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  // The dialog takes its heading's name: now the thank-you view.
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(
    placed.getByText('Thank you for your order! We will contact you soon to process your request.'),
  ).toBeVisible();
  await placed.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/book-appointment');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0001');
  await page.getByLabel('Date').fill(nextWeekday());
  const time = page.getByLabel('Time');
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 3 });
  await page.getByLabel('What can we help you with?').selectOption({ label: 'Engagement Ring' });
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(
    page.getByText('Your appointment has been booked! We will contact you shortly to confirm.'),
  ).toBeVisible();

  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(shopper);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0002');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you resize rings?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for contacting us! We will get back to you soon.')).toBeVisible();

  await signInToConsole(page);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();

  await page.goto('/admin/orders');
  const orderRow = page.getByRole('row').filter({ hasText: shopper });
  await expect(orderRow).toContainText(diamond.name);
  await orderRow.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog');
  await details.getByLabel('Status').selectOption('contacted');
  await expect(details.getByLabel('Status')).toHaveValue('contacted');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: shopper })).toContainText('Contacted');

  await page.goto('/admin/appointments');
  const appointmentStatus = page.getByLabel(`Status of ${shopper}'s appointment`);
  await appointmentStatus.selectOption('confirmed');
  await expect(page.getByText('Appointment status updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Status of ${shopper}'s appointment`)).toHaveValue('confirmed');

  await page.goto('/admin/contacts');
  const contactStatus = page.getByLabel(`Status of the message from ${shopper}`);
  await contactStatus.selectOption('read');
  await expect(contactStatus).toHaveValue('read');
  await page.reload();
  await expect(page.getByLabel(`Status of the message from ${shopper}`)).toHaveValue('read');
});
