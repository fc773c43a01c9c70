import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, admin, customer } from '../../test/accountFixtures';
import { deferred, mockApi as mockApiRoutes } from '../../test/mockApi';
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
      createdAt: '2026-07-01T23:30:00.000Z',
      status: 'replied',
      summary: 'Could you resize my ring to size 6½?',
    },
    {
      kind: 'appointment',
      id: 'a1',
      createdAt: '2026-06-20T09:00:00.000Z',
      status: 'confirmed',
      summary: 'Engagement Ring consultation, Monday, June 22, 2026 at 2:00 PM',
    },
    {
      kind: 'order',
      id: 'o1',
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

  test('a member of staff has no request list', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    const api = mockApiRoutes({ 'GET /api/admin/profile': () => jsonResponse(admin) });
    renderRoute('/my-account');

    expect(await screen.findByText('You are signed in with a staff account.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Requests' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/account/requests')).toHaveLength(0);
  });
});
