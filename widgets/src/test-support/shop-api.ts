import { jest } from '@jest/globals';
// The `pure` entry leaves React's act() environment off: tests drive the widgets the way a partner page
// does, with plain DOM calls, and wait for React to render on its own schedule.
import { within } from '@testing-library/react/pure';
import type { Shop } from '../api/client';
import { defaultShop } from '../shop';

export const lumenShop: Shop = defaultShop;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces `fetch` with a mock; queue answers with `mockResolvedValueOnce(jsonResponse(...))`. */
export function installFetchMock() {
  const fetchMock = jest.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function requestedUrls(fetchMock: ReturnType<typeof installFetchMock>): string[] {
  return fetchMock.mock.calls.map(([request]) => request.url);
}

/** Testing Library queries scoped to the element's shadow root. */
export function shadowQueries(element: Element) {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return within(element.shadowRoot as unknown as HTMLElement);
}
