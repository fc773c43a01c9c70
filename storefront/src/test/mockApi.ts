import { jest } from '@jest/globals';

type ApiHandler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces the global fetch with answers keyed by 'METHOD /path' (no query string); any other call
 * fails as if the network were down. `requests()` lists what was sent, for headers and bodies.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request.clone());
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  const requests = () => fetchMock.mock.calls.map(([input]) => input as Request);
  return {
    fetchMock,
    requests,
    /** The requests sent to one route, e.g. 'POST /api/auth/login'. */
    requestsTo: (route: string) =>
      requests().filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
  };
}

/** A promise with its resolve function, to hold an answer back while a test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
