import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, admin, customer } from '../test/accountFixtures';
import { deferred, mockApi } from '../test/mockApi';
import { jsonResponse, renderRoute } from '../test/renderApp';

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
});

const unauthorized = () => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const authorization = (request: Request) => request.headers.get('Authorization');

describe('user guard (spec 2 §2)', () => {
  test("shows 'Loading...' while the stored token is checked", async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const answer = deferred<Response>();
    mockApi({ 'GET /api/auth/me': () => answer.promise });
    renderRoute('/my-account');

    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    answer.resolve(jsonResponse({ user: customer }));
    expect(await heading('My Account')).toBeInTheDocument();
  });

  test('sends an anonymous visitor to /login, and back to the page after signing in', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse({ token: 'customer-jwt', user: customer }) });
    const { router } = renderRoute('/my-account?section=details');

    expect(await heading('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await heading('My Account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(router.state.location.search).toBe('?section=details');
  });
});

describe('session at start (spec 2 §4)', () => {
  test('the admin token is tried first; when it is refused, the customer token is tried', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stale-admin-jwt');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const api = mockApi({
      'GET /api/admin/profile': unauthorized,
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
    });
    renderRoute('/my-account');

    expect(await heading('My Account')).toBeInTheDocument();
    expect(screen.getByText('ada.l')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/profile').map(authorization)).toEqual(['Bearer stale-admin-jwt']);
    expect(api.requestsTo('GET /api/auth/me').map(authorization)).toEqual(['Bearer customer-jwt']);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('customer-jwt');
  });

  test('a 401 from /api/auth/me clears both tokens and goes to /login', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stale-admin-jwt');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'expired-customer-jwt');
    mockApi({ 'GET /api/admin/profile': unauthorized, 'GET /api/auth/me': unauthorized });
    const { router } = renderRoute('/my-account');

    expect(await heading('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
  });

  test('on a public page a refused token is dropped quietly; the visitor stays', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'expired-customer-jwt');
    const api = mockApi({ 'GET /api/auth/me': unauthorized });
    const { router } = renderRoute('/about-us');

    await waitFor(() => expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull());
    expect(api.requestsTo('GET /api/auth/me')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/about-us');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('bearer token on every call (spec 1 §6)', () => {
  test('the admin token is preferred when both exist', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const api = mockApi({
      'GET /api/admin/profile': () => jsonResponse(admin),
      'GET /api/shop': () => jsonResponse({ statusCode: 404, message: 'Not Found' }, 404),
    });
    renderRoute('/');

    await waitFor(() => expect(api.requestsTo('GET /api/shop')).toHaveLength(1));
    expect(authorization(api.requestsTo('GET /api/shop')[0])).toBe('Bearer admin-jwt');
    await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    expect(api.requestsTo('GET /api/auth/me')).toHaveLength(0);
  });

  test('the customer token when it is the only one, and none for a visitor', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const signedIn = mockApi({ 'GET /api/auth/me': () => jsonResponse({ user: customer }) });
    const { unmount } = renderRoute('/');
    // The home page's own content (featured lists, slides, category tiles, reviews) is not part of the count.
    const homeContent = [
      '/api/products',
      '/api/featured-images/current',
      '/api/shop-categories/active',
      '/api/customer-reviews/active',
    ];
    const withoutProducts = (requests: Request[]) =>
      requests.filter((request) => !homeContent.includes(new URL(request.url).pathname));
    await waitFor(() => expect(withoutProducts(signedIn.requests())).toHaveLength(2));
    const shopCall = signedIn.requests().find((request) => request.url.endsWith('/api/shop'))!;
    expect(authorization(shopCall)).toBe('Bearer customer-jwt');
    unmount();

    localStorage.clear();
    const anonymous = mockApi({});
    renderRoute('/');
    await waitFor(() => expect(withoutProducts(anonymous.requests())).toHaveLength(1));
    expect(anonymous.requests().every((request) => authorization(request) === null)).toBe(true);
  });
});

describe('an ended session (spec 1 §7)', () => {
  test('a 401 on a later call clears both tokens and goes to /login; signing in leads back', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'PATCH /api/auth/me': unauthorized,
      'POST /api/auth/login': () => jsonResponse({ token: 'fresh-customer-jwt', user: customer }),
    });
    const { router } = renderRoute('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    // Staff signed in to the console in another tab meanwhile: that token must go too.
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await heading('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText(
        'Your session has ended. Please sign in again.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await heading('My Account')).toBeInTheDocument();
  });

  test('a 403 is only logged: the session stays', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/me': () => jsonResponse({ user: customer }),
      'GET /api/shop': () => jsonResponse({ statusCode: 403, message: 'Forbidden' }, 403),
    });
    const { router } = renderRoute('/');

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Access forbidden', 'GET', '/api/shop'));
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('customer-jwt');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sign out (spec 2 §4)', () => {
  test('clears both tokens and goes home, even when the server cannot be reached', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    mockApi({ 'GET /api/admin/profile': () => jsonResponse(admin) });
    const { router } = renderRoute('/my-account');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await heading('Brilliance, ethically made.')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    // Straight home: the account page's guard must not get to send the shopper to /login first.
    expect(visited).toEqual(['/']);
  });

  test('ends both sessions on the server too', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
    const { requestsTo } = mockApi({
      'GET /api/admin/profile': () => jsonResponse(admin),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderRoute('/my-account');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await heading('Brilliance, ethically made.')).toBeInTheDocument();
    expect(requestsTo('POST /api/auth/logout').map(authorization)).toEqual(['Bearer admin-jwt', 'Bearer customer-jwt']);
  });
});
