import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { StaffRole } from '@gem-shop/widgets/api';
import { authProvider } from './authProvider';
import { permissionsOf, signInAs, staffProfile } from './test-support/staffRoles';

const fetchMock = jest.fn<typeof fetch>();

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, method: init?.method ?? 'GET', body: init?.body, headers: new Headers(init?.headers) };
};

const admin = staffProfile('owner', 'Ada Stone');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => localStorage.clear());

describe('login', () => {
  test('posts the credentials to /api/admin/login and keeps the token', async () => {
    answer(200, { ...admin, token: 'jwt-1' });

    await authProvider.login({ email: 'ada@shop.test', password: 'secret' });

    const request = sentRequest();
    expect(request.url).toBe('/api/admin/login');
    expect(request.method).toBe('POST');
    expect(JSON.parse(String(request.body))).toEqual({ email: 'ada@shop.test', password: 'secret' });
    expect(localStorage.getItem('shop.adminToken')).toBe('jwt-1');
  });

  test.each(['owner', 'manager', 'sales', 'catalogue'] as StaffRole[])(
    'a member of staff with the role %s signs in, their role and permissions kept',
    async (role) => {
      answer(200, { ...staffProfile(role), token: 'jwt-1' });

      await authProvider.login({ email: `${role}@shop.test`, password: 'secret' });

      expect(localStorage.getItem('shop.adminToken')).toBe('jwt-1');
      expect(JSON.parse(localStorage.getItem('shop.adminIdentity')!)).toMatchObject({
        role,
        permissions: permissionsOf(role),
      });
    },
  );

  test("rejects with the server's message and keeps no token", async () => {
    answer(401, { statusCode: 401, message: 'Invalid email or password' });

    await expect(authProvider.login({ email: 'ada@shop.test', password: 'wrong' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });

  test("a customer's valid credentials: rejects with the server's 403 message and keeps no token", async () => {
    answer(403, { statusCode: 403, message: 'Not authorized as admin' });

    await expect(authProvider.login({ email: 'cy@shop.test', password: 'secret' })).rejects.toMatchObject({
      status: 403,
      message: 'Not authorized as admin',
    });
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });

  test('refuses an answer without isAdmin', async () => {
    answer(200, { ...admin, isAdmin: false, token: 'jwt-customer' });

    await expect(authProvider.login({ email: 'ada@shop.test', password: 'secret' })).rejects.toThrow(
      'Not authorized as admin',
    );
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });
});

describe('checkAuth', () => {
  test('passes only with an admin token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    localStorage.setItem('shop.adminToken', 'jwt-1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  beforeEach(() => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    localStorage.setItem('shop.customerToken', 'jwt-customer');
  });

  test('a 401 clears both tokens and rejects, so react-admin returns to the login page', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
    expect(localStorage.getItem('shop.customerToken')).toBeNull();
  });

  test('a 403 keeps the session', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('shop.adminToken')).toBe('jwt-1');
  });
});

describe('getIdentity', () => {
  test('reads the profile with the bearer token and maps name to fullName', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    answer(200, admin);

    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'staff-owner',
      fullName: 'Ada Stone',
      email: 'owner@shop.test',
      role: 'owner',
    });
    const request = sentRequest();
    expect(request.url).toBe('/api/admin/profile');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  test('a rejected token is not papered over by the identity kept at login', async () => {
    answer(200, { ...admin, token: 'jwt-1' });
    await authProvider.login({ email: 'ada@shop.test', password: 'secret' });
    fetchMock.mockReset();
    answer(401, { statusCode: 401, message: 'Unauthorized' });

    await expect(authProvider.getIdentity!()).rejects.toMatchObject({ status: 401 });
  });

  test('an unreachable server still greets the admin kept at login', async () => {
    answer(200, { ...admin, token: 'jwt-1' });
    await authProvider.login({ email: 'ada@shop.test', password: 'secret' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'Ada Stone' });
  });
});

describe('canAccess', () => {
  test('answers from the permissions kept at sign-in, without asking the server', async () => {
    signInAs('sales');

    await expect(authProvider.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'products', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'products', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'settings', action: 'edit' })).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a role changed since: the next profile read decides', async () => {
    signInAs('manager');
    answer(200, staffProfile('catalogue'));

    await authProvider.getIdentity!();

    await expect(authProvider.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(false);
  });

  test('a session kept by a console without roles reads the profile first', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    localStorage.setItem('shop.adminIdentity', JSON.stringify({ id: 7, name: 'Ada Stone', email: 'ada@shop.test' }));
    answer(200, staffProfile('catalogue'));

    await expect(authProvider.canAccess!({ resource: 'suppliers', action: 'list' })).resolves.toBe(true);
    expect(sentRequest().url).toBe('/api/admin/profile');
  });
});

describe('logout', () => {
  test('ends the session on the server, then clears it in the browser', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    localStorage.setItem('shop.customerToken', 'jwt-customer');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    await authProvider.logout({});

    const request = sentRequest();
    expect(request.url).toBe('/api/admin/logout');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
    expect(localStorage.getItem('shop.customerToken')).toBeNull();
  });

  test('signs out in the browser even when the server cannot be reached', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await authProvider.logout({});

    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });

  test('calls nobody without a token', async () => {
    await authProvider.logout({});

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
