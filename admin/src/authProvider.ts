import type { components } from '@gem-shop/widgets/api';
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { allows, type ScreenAction } from './access/screenPermissions';
import {
  API_URL,
  clearSession,
  endServerSession,
  getAdminToken,
  getSavedIdentity,
  httpClient,
  saveIdentity,
  saveSession,
  type AdminIdentity,
} from './api';

// The answers' shapes come from openapi.json (generated types), never written by hand.
type AdminAccount = components['schemas']['AdminProfileDto'];
type LoginAnswer = components['schemas']['AdminSessionDto'];

const toIdentity = ({ id, name, email, role, permissions }: AdminAccount): AdminIdentity => ({
  id,
  name,
  email,
  role,
  permissions,
});

const toUserIdentity = ({ id, name, email, role }: AdminIdentity): UserIdentity => ({
  id,
  fullName: name,
  email,
  role,
});

async function readProfile(): Promise<AdminIdentity> {
  const { json } = await httpClient(`${API_URL}/admin/profile`);
  const identity = toIdentity(json as AdminAccount);
  saveIdentity(identity);
  return identity;
}

const isAuthFailure = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const { json } = await httpClient(`${API_URL}/admin/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const answer = json as LoginAnswer;
    if (!answer.isAdmin) throw new Error('Not authorized as admin');
    saveSession(answer.token, toIdentity(answer));
  },

  /** Ends the session on the server first (best effort: the browser signs out whatever it answers). */
  async logout() {
    await endServerSession();
    clearSession();
  },

  async checkAuth() {
    // message: false skips the "Please login to continue" toast on a plain visit to the console.
    if (!getAdminToken()) return Promise.reject({ message: false });
  },

  async checkError(error: { status?: number }) {
    // A 403 means "not this action", not "not signed in": the admin stays.
    if (error?.status === 401) {
      clearSession();
      throw error;
    }
  },

  async getIdentity() {
    try {
      return toUserIdentity(await readProfile());
    } catch (error) {
      // While the server is briefly unreachable the shell keeps greeting the admin from the login answer.
      const saved = getSavedIdentity();
      if (isAuthFailure(error) || !saved) throw error;
      return toUserIdentity(saved);
    }
  },

  /**
   * Whether the signed-in role may open a screen or use a part of it (react-admin hides the menu's entries,
   * buttons and pages it may not). Read from the kept permissions, which every profile read refreshes, so a
   * role changed meanwhile follows within minutes; the server checks every call anyway.
   */
  async canAccess({ resource, action }) {
    const { permissions } = getSavedIdentity() ?? (await readProfile());
    // react-admin asks with its own words too ('list', 'delete', ...): the map names the same.
    return allows(permissions, { resource, action: action as ScreenAction });
  },
};
