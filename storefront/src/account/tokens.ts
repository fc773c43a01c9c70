/**
 * The sign-in tokens this browser keeps (spec 2 §4, decisions.md): one key for a customer, one for a
 * member of staff. The staff console reads and clears the same keys.
 */
const CUSTOMER_TOKEN_KEY = 'shop.customerToken';
const ADMIN_TOKEN_KEY = 'shop.adminToken';

export const storedAdminToken = () => localStorage.getItem(ADMIN_TOKEN_KEY);
export const storedCustomerToken = () => localStorage.getItem(CUSTOMER_TOKEN_KEY);

/** The token every API call carries: the admin's wins when both exist. */
export const preferredToken = () => storedAdminToken() ?? storedCustomerToken();

/**
 * Signing in on the storefront replaces the browser's session. The admin token goes too: it would
 * otherwise win, and the shopper who just signed in would be shown someone else's account.
 */
export function saveCustomerToken(token: string) {
  localStorage.setItem(CUSTOMER_TOKEN_KEY, token);
  localStorage.removeItem(ADMIN_TOKEN_KEY);
}

export const removeAdminToken = () => localStorage.removeItem(ADMIN_TOKEN_KEY);
export const removeCustomerToken = () => localStorage.removeItem(CUSTOMER_TOKEN_KEY);

export function clearTokens() {
  removeAdminToken();
  removeCustomerToken();
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Calls `listener` when the server ends the session; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener) {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

/** The server refused our token: forget both tokens (spec 1 §7) and tell the app once. */
export function expireSession() {
  const hadToken = preferredToken() !== null;
  clearTokens();
  // Several calls may fail together; only the first one should send the shopper to sign in.
  if (hadToken) sessionExpiredListeners.forEach((listener) => listener());
}
