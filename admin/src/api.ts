import type { components } from '@gem-shop/widgets/api';
import { fetchUtils } from 'react-admin';

// Same origin as the console; the Vite dev server proxies /api to the backend.
export const API_URL = '/api';

const ADMIN_TOKEN_KEY = 'shop.adminToken';
const CUSTOMER_TOKEN_KEY = 'shop.customerToken';
const ADMIN_IDENTITY_KEY = 'shop.adminIdentity';

/**
 * What the console keeps of the signed-in member of staff (from the login and profile answers): who they are,
 * their role and what it may do (the screens, columns and buttons the console shows).
 */
export type AdminIdentity = Pick<
  components['schemas']['AdminProfileDto'],
  'id' | 'name' | 'email' | 'role' | 'permissions'
>;

export const getAdminToken = () => localStorage.getItem(ADMIN_TOKEN_KEY);

export function saveSession(token: string, identity: AdminIdentity) {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  saveIdentity(identity);
}

export function saveIdentity(identity: AdminIdentity) {
  localStorage.setItem(ADMIN_IDENTITY_KEY, JSON.stringify(identity));
}

/** The kept identity; one kept by a console without roles (no permissions) is not used. */
export function getSavedIdentity(): AdminIdentity | null {
  const saved = localStorage.getItem(ADMIN_IDENTITY_KEY);
  const identity = saved ? (JSON.parse(saved) as Partial<AdminIdentity>) : null;
  return Array.isArray(identity?.permissions) ? (identity as AdminIdentity) : null;
}

/** Ends the session in this browser: both tokens go, as the spec asks on logout and on any 401. */
export function clearSession() {
  for (const key of [ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, ADMIN_IDENTITY_KEY]) {
    localStorage.removeItem(key);
  }
}

/**
 * Asks the server to end this browser's session (`logout`) or every session of the account
 * (`logout-everywhere`), so the token stops working there too. Answers whether the server confirmed;
 * never throws, so signing out in the browser goes on even when the server cannot be reached.
 */
export async function endServerSession(scope: 'logout' | 'logout-everywhere' = 'logout'): Promise<boolean> {
  const token = getAdminToken();
  if (!token) return false;
  try {
    const response = await fetch(`${API_URL}/admin/${scope}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** fetchJson carrying the admin's bearer token: every call the console makes goes through it. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getAdminToken();
  return fetchUtils.fetchJson(
    url,
    token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
  );
}
