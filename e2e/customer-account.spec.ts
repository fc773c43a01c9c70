import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInToConsole } from './support/accounts';
import { latestMailWith } from './support/outbox';

test('a customer registers, signs out, resets the password from the e-mail and signs in with the new one', async ({
  page,
}) => {
  const unique = Date.now();
  const email = `ada-${unique}@example.com`;

  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(`ada${unique}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('first-secret');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('shop.customerToken'))).toBeNull();

  const requestedAt = Date.now() - 1000;
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we have sent a password reset link/i).first()).toBeVisible();

  const mail = await latestMailWith([`To: ${email}`, '/reset-password/'], requestedAt);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'New Password' }).fill('second-secret');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('second-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('first-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill('second-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('The password reset link is invalid or has expired.')).toBeVisible();
});

test('/my-account sends visitors to sign in first, then back', async ({ page, request }) => {
  const email = `guarded-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      username: `g${Date.now()}`,
      email,
      password: 'secret-123',
      firstName: 'Gus',
      lastName: 'Guarded',
      phoneNumber: '+44 20 7946 0000',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Gus Guarded').first()).toBeVisible();
});

test('a signed-in customer orders from a product page and follows the request in My Account', async ({
  page,
  request,
}) => {
  // Four pages and a staff change: a journey's time.
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const email = `orders-${unique}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      username: `orders${unique}`,
      email,
      password: 'secret-123',
      firstName: 'Olive',
      lastName: 'Orders',
      phoneNumber: '+44 20 7946 0456',
    },
  });
  expect(registered.status()).toBe(201);
  const diamonds = await (await request.get('/api/diamonds?type=lab-grown&limit=100&facets=false')).json();
  const diamond = (
    diamonds.items as { id: string; name: string; stockNumber: string; availability: { canOrder: boolean } }[]
  ).find((item) => item.availability.canOrder)!;

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('You have not sent any requests yet.')).toBeVisible();

  await page.goto(`/diamonds/${diamond.id}`);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Olive Orders');
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0456');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed.getByText('Thank you for your order!')).toBeVisible();

  await page.goto('/my-account');
  const requests = page.getByRole('region', { name: 'Your Requests' });
  const order = requests.getByRole('listitem').filter({ hasText: diamond.stockNumber });
  // The page first shows the list it had, then the one it fetches on opening.
  await expect(order).toContainText('Order request', { timeout: 15_000 });
  await expect(order).toContainText(diamond.name);
  await expect(order).toContainText('Status: New');

  // Staff take it up; the customer sees the status they set.
  const staffLogin = await request.post('/api/admin/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const staff = { Authorization: `Bearer ${(await staffLogin.json()).token}` };
  const mine = await (
    await request.get('/api/account/requests', {
      headers: { Authorization: `Bearer ${(await registered.json()).token}` },
    })
  ).json();
  expect(
    (
      await request.put(`/api/admin/orders/${mine.data[0].id}`, { headers: staff, data: { status: 'contacted' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(order).toContainText('Status: Contacted', { timeout: 15_000 });

  // The list fits a small phone without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(order).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
});

/** A diamond the shop takes orders for. */
async function orderableDiamond(request: APIRequestContext) {
  const diamonds = await (await request.get('/api/diamonds?type=lab-grown&limit=100&facets=false')).json();
  return (
    diamonds.items as { id: string; name: string; stockNumber: string; availability: { canOrder: boolean } }[]
  ).find((item) => item.availability.canOrder)!;
}

const REFERENCE = /LJ-[2-9A-HJ-NP-Z]{6}/;
const NO_PAYMENT =
  'No payment is taken: this is a request for us to contact you, and we will get in touch within one working day.';

for (const width of [360, 1280]) {
  test(`at ${width} px a guest's order joins the account only once its address is confirmed from the e-mail`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const unique = `${width}${Date.now().toString(36)}`;
    const email = `guest-${unique}@example.com`;
    const diamond = await orderableDiamond(request);

    // As a guest, with the address.
    await page.goto(`/diamonds/${diamond.id}`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
    await expect(dialog.getByText(NO_PAYMENT)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Gwen Guest');
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0789');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed!' });
    await expect(placed.getByText(NO_PAYMENT)).toBeVisible();
    const reference = (await placed.getByText('Your reference:').textContent())!.match(REFERENCE)![0];
    await page.screenshot({ path: test.info().outputPath(`order-placed-${width}.png`) });
    await placed.getByRole('button', { name: 'Close' }).last().click();

    // Registering with the address shows nothing of it.
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(`gwen${unique}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Gwen');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0789');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    const requests = page.getByRole('region', { name: 'Your Requests' });
    await expect(requests.getByText('You have not sent any requests yet.')).toBeVisible();
    await expect(requests.getByText('Confirm your e-mail to see requests you sent before signing in.')).toBeVisible();

    const askedAt = Date.now() - 1000;
    await requests.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(requests.getByRole('status')).toContainText('We have sent a confirmation link');
    const mail = await latestMailWith([`To: ${email}`, '/confirm-email/'], askedAt);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+/)![0];
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'See your requests' }).click();

    const order = requests.getByRole('listitem').filter({ hasText: diamond.stockNumber });
    await expect(order).toContainText('Order request', { timeout: 15_000 });
    await expect(order).toContainText(`Reference ${reference}`);
    await expect(order).toContainText('Status: New');
    await expect(requests.getByRole('button', { name: 'Send confirmation link' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`guest-requests-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    // The link worked once.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  });

  test(`at ${width} px a signed-in customer's order is pre-filled, its e-mails carry the reference, and the staff link opens it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const unique = `${width}${Date.now().toString(36)}`;
    const email = `prefill-${unique}@example.com`;
    const registered = await request.post('/api/auth/register', {
      data: {
        username: `pre${unique}`,
        email,
        password: 'secret-123',
        firstName: 'Pia',
        lastName: 'Prefilled',
        phoneNumber: '+44 20 7946 0321',
      },
    });
    expect(registered.status()).toBe(201);
    const diamond = await orderableDiamond(request);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/my-account$/);

    await page.goto(`/diamonds/${diamond.id}`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Order' });
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Pia Prefilled');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+44 20 7946 0321');
    await expect(dialog.getByText(NO_PAYMENT)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`order-prefilled-${width}.png`) });
    const orderedAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed!' });
    const reference = (await placed.getByText('Your reference:').textContent())!.match(REFERENCE)![0];

    await placed.getByRole('button', { name: 'Close' }).last().click();

    // The contact form is filled in too, and its thanks gives the message's reference.
    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Pia Prefilled');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByRole('textbox', { name: 'Message' }).fill('Could you set it in platinum?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Your reference:' });
    const messageReference = (await thanks.textContent())!.match(REFERENCE)![0];

    const subject = `Subject: We received your order request - Lumen Jewelers (${reference})`;
    const confirmation = await latestMailWith([`To: ${email}`, subject], orderedAt);
    expect(confirmation).toContain(NO_PAYMENT);
    expect(confirmation).toContain(`Reference: ${reference}`);

    // The staff notice (to the shop's address while Settings name no recipients) links to the order.
    const staffMail = await latestMailWith([`Subject: New order request`, `Reference: ${reference}`], orderedAt);
    const consoleLink = staffMail.match(/https?:\/\/[^\s"<>]+\/admin\/orders\/[0-9a-f-]{36}/)![0];
    await signInToConsole(page);
    await expect(page).not.toHaveURL(/\/admin\/login/);
    await page.goto(new URL(consoleLink).pathname);
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await expect(details).toContainText(reference);
    await expect(details).toContainText('Pia Prefilled');
    await expect(details).toContainText(diamond.name);
    await page.screenshot({ path: test.info().outputPath(`order-from-link-${width}.png`) });
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    // The message's staff notice opens that message.
    const messageMail = await latestMailWith(
      ['Subject: New message from', `Reference: ${messageReference}`],
      orderedAt,
    );
    const messageLink = messageMail.match(/https?:\/\/[^\s"<>]+\/admin\/contacts\/[0-9a-f-]{36}/)![0];
    await page.goto(new URL(messageLink).pathname);
    const message = page.getByRole('dialog', { name: 'Contact Message' });
    await expect(message).toContainText(messageReference);
    await expect(message).toContainText('Could you set it in platinum?');
  });
}
