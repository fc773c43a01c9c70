// Test support for the supplier screens' tests (not used by the console itself): the console's real data
// provider (ra-data-simple-rest and the custom methods) over a routed fetch mock.
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
} from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18nProvider';
import type { Supplier } from './types';

export const supplierRecord = (fields: Partial<Supplier> = {}): Supplier => ({
  id: 'sup-1',
  name: 'Nivoda lab',
  category: 'lab-grown',
  sourceKind: 'http',
  feedKind: 'full',
  http: {
    url: 'https://feeds.example/lab.csv',
    auth: 'none',
    username: null,
    headerName: null,
    hasPassword: false,
    hasToken: false,
  },
  sftp: null,
  schedule: { kind: 'hours', hours: 6, cron: null },
  columnAliases: {},
  markup: null,
  retireLimitPercent: 20,
  liveStones: 1234,
  lastRun: null,
  nextRunAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  ...fields,
});

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * Installs a fetch answering `routes` by 'METHOD /path' (the query left off; the first matching answers), the
 * shop's zone for GET /api/shop, and 404 for anything else. `sent()` lists the requests, their JSON bodies parsed.
 */
export function routeFetch(routes: Record<string, Answer | ((request: SentRequest) => Answer)>) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request = { method, url, body };
    sent.push(request);
    if (url === '/api/shop') return Response.json({ timeZone: 'America/New_York' });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) return Response.json({ statusCode: 404, message: `No route ${method} ${url}` }, { status: 404 });
    const answer = typeof route === 'function' ? route(request) : route;
    return Response.json(answer.body, { status: answer.status ?? 200, headers: answer.headers });
  });
  globalThis.fetch = fetchMock;
  localStorage.setItem('shop.adminToken', 'jwt-1');
  return { sent: () => sent.filter((request) => request.url !== '/api/shop'), fetchMock };
}

/** A simple-rest list answer: the records and their Content-Range. */
export const listAnswer = (resource: string, records: unknown[]): Answer => ({
  body: records,
  headers: { 'Content-Range': `${resource} 0-${Math.max(records.length - 1, 0)}/${records.length}` },
});

/**
 * `screen` at `path` among stand-ins for the supplier and import routes, with the console's data provider, as the
 * signed-in role sees it (`authProvider`; without one everything is allowed).
 */
export function renderSupplierScreen(screen: ReactElement, route: string, path: string, authProvider?: AuthProvider) {
  let pathname = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (pathname = location.pathname)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {/* The default markup page is a custom route: no resource, as in the console. */}
        <ResourceContextProvider value={route.startsWith('/suppliers') ? 'suppliers' : undefined}>
          <Routes>
            <Route path={route} element={screen} />
            {['/suppliers', '/suppliers/:id', '/imports/:id/show', '/default-markup']
              .filter((other) => other !== route)
              .map((other) => (
                <Route key={other} path={other} element={<p>Stand-in for {other}</p>} />
              ))}
          </Routes>
        </ResourceContextProvider>
        <Notification autoHideDuration={300} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
}
