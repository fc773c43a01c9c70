import { jest } from '@jest/globals';
import { jsonResponse, lumenShop } from './shop-api';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces fetch with answers keyed by 'METHOD /path'; GET /api/shop answers the Lumen shop unless a
 * test says otherwise. Any other call fails like a network error. `bodiesSentTo` reads the JSON bodies.
 */
export function mockLeadApi(routes: Record<string, Handler> = {}) {
  const bodies: Array<{ route: string; body: unknown; url: string }> = [];
  const all: Record<string, Handler> = { 'GET /api/shop': () => jsonResponse(lumenShop), ...routes };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (request.method !== 'GET') bodies.push({ route, body: await request.clone().json(), url: request.url });
    const handler = all[route];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    bodiesSentTo: (route: string) => bodies.filter((entry) => entry.route === route).map((entry) => entry.body),
    urlsSentTo: (route: string) => bodies.filter((entry) => entry.route === route).map((entry) => entry.url),
  };
}

export { jsonResponse };

/** A promise with its resolve function, to hold an answer back while a test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Fakes only the clock (Date), so Testing Library's waits and React's scheduler keep real timers. */
export function setClock(iso: string) {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(new Date(iso));
}

export const repeat = (length: number, character = 'a') => character.repeat(length);
