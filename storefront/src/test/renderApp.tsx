import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appRoutes } from '../routes';

// jsdom has no scrolling; ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** A JSON answer, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces the global fetch; by default every call fails as if the network were down. The handler gets
 * the requested URL: openapi-fetch calls fetch with a Request, other code may pass a string or URL.
 */
export function mockFetch(
  handler: (url: string) => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch')),
) {
  const fetchMock = jest.fn((input: RequestInfo | URL, _init?: RequestInit) => handler(requestUrl(input)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** The URLs fetch was called with, in order. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => requestUrl(input));
}

interface RenderOptions {
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders the storefront (or other routes) at `path` inside the same providers as main.tsx. */
export function renderRoute(
  path: string,
  { routes = appRoutes, queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** renderRoute, once the page's code has loaded (every page loads on demand: routes.tsx). */
export async function renderLoadedRoute(path: string, options: RenderOptions = {}) {
  const view = renderRoute(path, options);
  await waitFor(() => {
    if (view.container.querySelector('.page-loading')) throw new Error(`${path} is still loading`);
  });
  return view;
}

/** Renders one component at `path`, with a router and a query client around it. */
export function renderWithProviders(element: ReactElement, path = '/', queryClient = createTestQueryClient()) {
  return renderRoute(path, { routes: [{ path: '*', element }], queryClient });
}
