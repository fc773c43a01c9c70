import { fetchAdminProfile, fetchCustomerProfile, type AdminProfile, type User } from './api';
import { removeAdminToken, removeCustomerToken, storedAdminToken, storedCustomerToken } from './tokens';

/** Who is signed in on this browser; null for an anonymous visitor. */
export type Session = { kind: 'admin'; admin: AdminProfile } | { kind: 'customer'; user: User };

/**
 * Spec 2 §4: the admin token is tried first, then the customer token; a token the server refuses
 * (401/403) is removed. A failure that says nothing about the token (network, 5xx) throws and keeps it.
 */
export async function checkStoredSession(): Promise<Session | null> {
  const adminToken = storedAdminToken();
  if (adminToken) {
    const admin = await fetchAdminProfile(adminToken);
    if (admin) return { kind: 'admin', admin };
    removeAdminToken();
  }
  const customerToken = storedCustomerToken();
  if (customerToken) {
    const user = await fetchCustomerProfile(customerToken);
    if (user) return { kind: 'customer', user };
    removeCustomerToken();
  }
  return null;
}
