import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type ApiClient = ReturnType<typeof createApiClient>;
export type Shop = paths['/api/shop']['get']['responses'][200]['content']['application/json'];

export function createApiClient(baseUrl: string) {
  // The API authenticates with bearer tokens, never cookies. Omitting credentials lets partner pages on
  // other origins call it with a plain `Access-Control-Allow-Origin` answer.
  // `fetch` is looked up per call, not captured now, so wrappers installed later (tests, monitoring) apply.
  return createClient<paths>({ baseUrl, credentials: 'omit', fetch: (request) => globalThis.fetch(request) });
}

export * from './vocabulary';
