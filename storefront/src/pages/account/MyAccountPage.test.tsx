import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, admin, customer } from '../../test/accountFixtures';
import { deferred, mockApi as mockApiRoutes } from '../../test/mockApi';
import { defaultShop } from '@gem-shop/widgets/shop';
import { jsonResponse, renderRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

/** The profile's facts as 'term: value' lines. */
function profileFacts() {
  return Array.from(document.querySelectorAll('.profile__fact')).map(
    (fact) => `${fact.querySelector('dt')!.textContent}: ${fact.querySelector('dd')!.textContent}`,
  );
}

function signedInCustomer(routes: Parameters<typeof mockApiRoutes>[0] = {}) {
  localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
  return mockApiRoutes({ 'GET /api/auth/me': () => jsonResponse({ user: customer }), ...routes });
}

describe('/my-account', () => {
  test("shows the customer's profile", async () => {
    signedInCustomer();
    renderRoute('/my-account');

    expect(await screen.findByText('Welcome back, Ada.')).toBeInTheDocument();
    expect(profileFacts()).toEqual([
      'Name: Ada Lovelace',
      'Username: ada.l',
      'Email: ada@example.com',
      'Phone: +44 20 7946 0000',
      'Member since: March 5, 2025',
    ]);
    expect(document.title).toBe('My Account | Lumen Jewelers');
  });

  test('edits first name, last name and phone', async () => {
    const updated = { ...customer, firstName: 'Augusta', name: 'Augusta Lovelace', phoneNumber: '+44 20 7946 0999' };
    const api = signedInCustomer({ 'PATCH /api/auth/me': () => jsonResponse({ user: updated }) });
    renderRoute('/my-account');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveValue('Ada');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    fireEvent.change(firstName, { target: { value: 'Augusta ' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '+44 20 7946 0999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
    expect(profileFacts()).toContain('Phone: +44 20 7946 0999');
    expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Your details have been saved.'),
    ).toBeInTheDocument();
    const [patch] = api.requestsTo('PATCH /api/auth/me');
    expect(patch.headers.get('Authorization')).toBe('Bearer customer-jwt');
    expect(await patch.json()).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0999' });
  });

  test('an invalid phone number is refused next to the field', async () => {
    const api = signedInCustomer();
    renderRoute('/my-account');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(api.requestsTo('PATCH /api/auth/me')).toHaveLength(0);
  });

  test('a member of staff sees their name and a way to the console', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    mockApiRoutes({ 'GET /api/admin/profile': () => jsonResponse(admin) });
    renderRoute('/my-account');

    expect(await screen.findByText('You are signed in with a staff account.')).toBeInTheDocument();
    expect(profileFacts()).toEqual(['Name: Demo Admin', 'Email: admin@lumenjewelers.example']);
    expect(screen.getByRole('link', { name: 'Open the Staff Console' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('/my-account requests', () => {
  const requests = [
    {
      kind: 'message',
      id: 'c1',
      reference: 'LJ-C2M4P6',
      createdAt: '2026-07-01T23:30:00.000Z',
      status: 'replied',
      summary: 'Could you resize my ring to size 6½?',
    },
    {
      kind: 'appointment',
      id: 'a1',
      reference: 'LJ-A7K9Q3',
      createdAt: '2026-06-20T09:00:00.000Z',
      status: 'confirmed',
      summary: 'Engagement Ring consultation, Monday, June 22, 2026 at 2:00 PM',
    },
    {
      kind: 'order',
      id: 'o1',
      reference: 'LJ-7K4M9P',
      createdAt: '2026-06-18T10:05:00.000Z',
      status: 'cancelled',
      summary: 'Oval 1.20 ct Lab-Grown Diamond (LG-1042)',
    },
  ];

  /** Each listed request as 'kind | status | summary | sent'. */
  function listedRequests() {
    return within(within(screen.getByRole('region', { name: 'Your Requests' })).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) =>
        [
          item.querySelector('.request__kind')!.textContent,
          item.querySelector('.request__status')!.textContent,
          item.querySelector('.request__summary')!.textContent,
          item.querySelector('.request__sent')!.textContent,
        ].join(' | '),
      );
  }

  test('lists the requests as the API orders them, with status badges and times on the shop’s clock', async () => {
    const api = signedInCustomer({ 'GET /api/account/requests': () => jsonResponse({ data: requests }) });
    renderRoute('/my-account');

    expect(await screen.findByRole('heading', { name: 'Your Requests' })).toBeInTheDocument();
    await screen.findByText('Could you resize my ring to size 6½?');
    expect(listedRequests()).toEqual([
      // 23:30 UTC on 1 July is already 2 July in London (the shop's default zone).
      'Message | Status: Replied | Could you resize my ring to size 6½? | Sent Jul 2, 2026, 12:30 AM',
      'Appointment | Status: Confirmed | Engagement Ring consultation, Monday, June 22, 2026 at 2:00 PM | Sent Jun 20, 2026, 10:00 AM',
      'Order request | Status: Cancelled | Oval 1.20 ct Lab-Grown Diamond (LG-1042) | Sent Jun 18, 2026, 11:05 AM',
    ]);
    const [call] = api.requestsTo('GET /api/account/requests');
    expect(call.headers.get('Authorization')).toBe('Bearer customer-jwt');
  });

  test('dates follow the shop’s locale: en-GB writes the day before the month and a 24-hour clock', async () => {
    signedInCustomer({
      'GET /api/shop': () => jsonResponse({ ...defaultShop, locale: 'en-GB' }),
      'GET /api/account/requests': () => jsonResponse({ data: requests.slice(0, 1) }),
    });
    renderRoute('/my-account');

    await screen.findByText('Could you resize my ring to size 6½?');
    await waitFor(() => expect(profileFacts()).toContain('Member since: 5 March 2025'));
    expect(listedRequests()).toEqual([
      'Message | Status: Replied | Could you resize my ring to size 6½? | Sent 2 Jul 2026, 00:30',
    ]);
  });

  test('shows a loading line, then the empty state with ways to start', async () => {
    const answer = deferred<Response>();
    signedInCustomer({ 'GET /api/account/requests': () => answer.promise });
    renderRoute('/my-account');

    expect(await screen.findByText('Loading your requests…')).toHaveAttribute('role', 'status');
    answer.resolve(jsonResponse({ data: [] }));
    expect(await screen.findByText('You have not sent any requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(screen.getByRole('link', { name: 'Browse jewelry' })).toHaveAttribute('href', '/jewelry');
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/book-appointment');
  });

  test('a failed load says so and Retry asks again', async () => {
    let calls = 0;
    signedInCustomer({
      'GET /api/account/requests': () =>
        ++calls === 1
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse({ data: requests.slice(2) }),
    });
    renderRoute('/my-account');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your requests. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Oval 1.20 ct Lab-Grown Diamond (LG-1042)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('each request shows its reference; an address not yet confirmed is offered the confirmation link', async () => {
    const api = signedInCustomer({
      'GET /api/account/requests': () => jsonResponse({ data: requests, emailConfirmed: false }),
      'POST /api/account/email-proof': () =>
        jsonResponse({ message: 'We have sent a confirmation link to your e-mail address. It works for 24 hours.' }),
    });
    renderRoute('/my-account');
    await screen.findByText('Could you resize my ring to size 6½?');
    const references = Array.from(document.querySelectorAll('.request__reference')).map((line) => line.textContent);
    expect(references).toEqual(requests.map((request) => `Reference ${request.reference}`));

    const region = within(screen.getByRole('region', { name: 'Your Requests' }));
    expect(region.getByText('Confirm your e-mail to see requests you sent before signing in.')).toBeInTheDocument();
    fireEvent.click(region.getByRole('button', { name: 'Send confirmation link' }));
    expect(await region.findByRole('status')).toHaveTextContent(
      'We have sent a confirmation link to your e-mail address. It works for 24 hours.',
    );
    const [post] = api.requestsTo('POST /api/account/email-proof');
    expect(post.headers.get('Authorization')).toBe('Bearer customer-jwt');
  });

  test('a confirmed address is not offered the link again', async () => {
    signedInCustomer({ 'GET /api/account/requests': () => jsonResponse({ data: requests, emailConfirmed: true }) });
    renderRoute('/my-account');
    await screen.findByText('Could you resize my ring to size 6½?');
    expect(screen.queryByRole('button', { name: 'Send confirmation link' })).not.toBeInTheDocument();
  });

  test('a member of staff has no request list', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    const api = mockApiRoutes({ 'GET /api/admin/profile': () => jsonResponse(admin) });
    renderRoute('/my-account');

    expect(await screen.findByText('You are signed in with a staff account.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Requests' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/account/requests')).toHaveLength(0);
  });
});

describe('/confirm-email/:token', () => {
  const token = 'a'.repeat(43);

  test('confirms the address with the link’s token, once, and leads to the requests', async () => {
    const api = signedInCustomer({
      'POST /api/account/email-proof/confirm': () =>
        jsonResponse({ message: 'Your e-mail address is confirmed. Requests you sent with it are in your account.' }),
    });
    renderRoute(`/confirm-email/${token}`);
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(
      screen.getByText('Your e-mail address is confirmed. Requests you sent with it are in your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your requests' })).toHaveAttribute('href', '/my-account');
    const calls = api.requestsTo('POST /api/account/email-proof/confirm');
    expect(calls).toHaveLength(1);
    expect(await calls[0].json()).toEqual({ token });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer customer-jwt');
  });

  test('a used, expired or other account’s link says why, with the way back', async () => {
    signedInCustomer({
      'POST /api/account/email-proof/confirm': () =>
        jsonResponse(
          {
            statusCode: 400,
            message:
              'This confirmation link is invalid, has expired or was already used. Ask for a new one in My Account.',
          },
          400,
        ),
    });
    renderRoute(`/confirm-email/${token}`);
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This confirmation link is invalid, has expired or was already used. Ask for a new one in My Account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/my-account');
  });

  test('signed out, the link asks to sign in first', async () => {
    mockApiRoutes({});
    renderRoute(`/confirm-email/${token}`);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
