import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CUSTOMER_TOKEN_KEY, customer } from '../../test/accountFixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderLoadedRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

const details: [string, string][] = [
  ['Username', 'ada.l'],
  ['Email', 'ada@example.com'],
  ['Password', 'secret-1'],
  ['First Name', 'Ada'],
  ['Last Name', 'Lovelace'],
  ['Phone Number', '+44 20 7946 0000'],
];

function fillIn(values: [string, string][]) {
  for (const [label, value] of values) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('/register', () => {
  test('a password shorter than 6 characters is refused before anything is sent', async () => {
    const api = mockApi({});
    await renderLoadedRoute('/register');

    fillIn(details.map(([label, value]) => [label, label === 'Password' ? 'abc12' : value]));
    createAccount();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters');
    expect(password).toHaveFocus();
    // Only the page's own reads (the shop's details for header and footer) went out: no form was sent.
    expect(api.requests().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test('every field is required', async () => {
    mockApi({});
    await renderLoadedRoute('/register');
    createAccount();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    for (const message of [
      'Username is required',
      'Email is required',
      'Password is required',
      'First name is required',
      'Last name is required',
      'Phone number is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  test('success stores the token and opens My Account with the new profile', async () => {
    const api = mockApi({
      'POST /api/auth/register': () => jsonResponse({ token: 'new-customer-jwt', user: customer }, 201),
    });
    const { router } = await renderLoadedRoute('/register');

    fillIn(details);
    createAccount();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('new-customer-jwt');
    expect(await api.requestsTo('POST /api/auth/register')[0].json()).toEqual({
      username: 'ada.l',
      email: 'ada@example.com',
      password: 'secret-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+44 20 7946 0000',
    });
  });

  test("the server's per-field error is shown next to its field, with the message as banner and toast", async () => {
    const message = 'An account with this email already exists';
    mockApi({
      'POST /api/auth/register': () => jsonResponse({ statusCode: 409, message, errors: { email: message } }, 409),
    });
    await renderLoadedRoute('/register');

    fillIn(details);
    createAccount();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveFocus();
    expect(within(screen.getByRole('status', { name: 'Notifications' })).getByText(message)).toBeInTheDocument();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
  });

  test("without the server's message the spec fallback is shown", async () => {
    mockApi({ 'POST /api/auth/register': () => new Response('Bad gateway', { status: 502 }) });
    await renderLoadedRoute('/register');
    fillIn(details);
    createAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
