import { createApiClient, type ApiClient } from '@gem-shop/widgets/api';
import { expireSession, preferredToken } from './account/tokens';

/** A 401 here means a wrong e-mail or password, not an ended session. */
const SIGN_IN_PATH = '/api/auth/login';

/**
 * Every storefront call carries the preferred token as a bearer token; a 401 on a call that carried
 * one ends the session, a 403 is only logged (spec 1 §6, §7).
 */
const sessionMiddleware: Parameters<ApiClient['use']>[0] = {
  onRequest({ request }) {
    const token = preferredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  },
  onResponse({ request, response, schemaPath }) {
    const authenticated = request.headers.has('Authorization');
    if (response.status === 401 && authenticated && schemaPath !== SIGN_IN_PATH) expireSession();
    if (response.status === 403) console.warn('Access forbidden', request.method, new URL(request.url).pathname);
  },
};

/** The client for every storefront call (same origin). */
export const api: ApiClient = createApiClient('');
api.use(sessionMiddleware);
