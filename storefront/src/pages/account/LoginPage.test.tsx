import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, admin, customer } from '../../test/accountFixtures';
import { deferred, mockApi } from '../../test/mockApi';
import { jsonResponse, renderLoadedRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login', () => {
  test('success stores the customer token, says so and opens My Account', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'POST /api/auth/login': () => answer.promise });
    const { router } = await renderLoadedRoute('/login');

    signIn(' ada@example.com ', 'secret-1');
    const busyButton = screen.getByRole('button', { name: 'Signing In...' });
    expect(busyButton).toBeDisabled();

    answer.resolve(jsonResponse({ token: 'customer-jwt', user: customer }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('customer-jwt');
    expect(within(toasts()).getByText('Login successful!')).toBeInTheDocument();
    expect(await api.requestsTo('POST /api/auth/login')[0].json()).toEqual({
      email: 'ada@example.com',
      password: 'secret-1',
    });
  });

  test('signing in replaces a staff session, whose token would otherwise win', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    mockApi({
      'GET /api/admin/profile': () => jsonResponse(admin),
      'POST /api/auth/login': () => jsonResponse({ token: 'customer-jwt', user: customer }),
    });
    await renderLoadedRoute('/login');

    signIn('ada@example.com', 'secret-1');
    expect(await screen.findByText('Welcome back, Ada.')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('customer-jwt');
  });

  test('a refused sign-in shows the server message as a banner and a toast, and stores nothing', async () => {
    mockApi({
      'POST /api/auth/login': () => jsonResponse({ statusCode: 401, message: 'Invalid email or password' }, 401),
    });
    const { router } = await renderLoadedRoute('/login');

    signIn('ada@example.com', 'wrong-password');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid email or password');
    expect(banner).toHaveFocus();
    expect(within(toasts()).getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a wrong password does not end the session this browser already has', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'POST /api/auth/login': () => jsonResponse({ statusCode: 401, message: 'Invalid email or password' }, 401),
    });
    const { router } = await renderLoadedRoute('/login');

    signIn('someone@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('customer-jwt');
    expect(router.state.location.pathname).toBe('/login');
  });

  test('without an answer from the server the spec fallback is shown', async () => {
    mockApi({});
    await renderLoadedRoute('/login');
    signIn('ada@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  test('empty fields are reported next to them, focus goes to the first, and nothing is sent', async () => {
    const api = mockApi({});
    await renderLoadedRoute('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    // Only the page's own reads (the shop's details for header and footer) went out: no form was sent.
    expect(api.requests().filter((request) => request.method !== 'GET')).toEqual([]);

    fireEvent.input(email, { target: { value: 'ada@' } });
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('links to password help, registration and the staff console', async () => {
    mockApi({});
    await renderLoadedRoute('/login');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(main).getByRole('link', { name: 'Sign in to the staff console' })).toHaveAttribute('href', '/admin');
  });
});
