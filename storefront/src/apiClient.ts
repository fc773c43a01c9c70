import { createApiClient, type ApiClient } from '@gem-shop/widgets/api';
import { expireSession, preferredToken } from './account/tokens';

/** A 401 here means a wrong e-mail or password, not an ended session. */
const SIGN_IN_PATH = '/api/auth/login';

/**
 * Every storefront call carries the preferred token as a bearer token; a 401 on a call that carried
 * one ends the session, a 403 is only logged (spec 1 §6, §7). The server render has no session.
 */
const sessionMiddleware: Parameters<ApiClient['use']>[0] = {
  onRequest({ request }) {
    if (onServer()) return void request.headers.set('Accept-Encoding', UNCOMPRESSED);
    const token = preferredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  },
  onResponse({ request, response, schemaPath }) {
    const authenticated = request.headers.has('Authorization');
    if (response.status === 401 && authenticated && schemaPath !== SIGN_IN_PATH) expireSession();
    if (response.status === 403) console.warn('Access forbidden', request.method, new URL(request.url).pathname);
  },
};

/**
 * Where the API answers: the page's own origin in the browser (root-relative addresses); on the server,
 * where Node's fetch needs absolute ones, the origin the server render is given (entry-server.tsx).
 */
let origin = '';
export function setApiOrigin(serverOrigin: string) {
  if (serverOrigin === origin) return;
  origin = serverOrigin;
  client = undefined;
}

const onServer = () => typeof window === 'undefined';
/** The server render reads the API of its own process: compressing the answer would cost both sides for nothing. */
const UNCOMPRESSED = 'identity';

/** A call made without the typed client (plain `fetch`), to the API's `path`. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (onServer()) headers.set('Accept-Encoding', UNCOMPRESSED);
  return fetch(`${origin}${path}`, { ...init, headers });
}

let client: ApiClient | undefined;
function currentClient(): ApiClient {
  if (!client) {
    client = createApiClient(origin);
    client.use(sessionMiddleware);
  }
  return client;
}

/** The client for every storefront call; built on first use, so the server render's origin applies. */
export const api: ApiClient = new Proxy({} as ApiClient, { get: (_target, key) => Reflect.get(currentClient(), key) });
