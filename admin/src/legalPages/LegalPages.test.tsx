import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, memoryStore } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18nProvider';
import { setScreenWidth } from '../test-support/screenWidth';
import LegalPageEdit from './LegalPageEdit';
import LegalPageList from './LegalPageList';
import type { LegalPage } from './types';

jest.setTimeout(30_000);

const page = (overrides: Partial<LegalPage> = {}): LegalPage => ({
  id: 'privacy-policy',
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  path: '/privacy-policy',
  markdown: '## What we store\n\nYour name.',
  html: '<h2>What we store</h2>\n<p>Your name.</p>',
  draft: true,
  savedAt: null,
  savedBy: null,
  ...overrides,
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;
const fetchMock = jest.fn<typeof fetch>();
/** Answers by 'METHOD /path' (query string ignored); anything else fails as if the network were down. */
function serve(routes: Record<string, Route>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!route) throw new TypeError(`Failed to fetch ${url.pathname}`);
    return route(init);
  });
}
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).startsWith(path))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  localStorage.setItem('shop.adminToken', 'jwt-1');
});

/** The console's data provider over the fetch mock, at `path`, with the list and edit routes App.tsx registers. */
function renderConsole(path: string) {
  let pathname = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (pathname = location.pathname)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="legal-pages">
          <Routes>
            <Route path="/legal-pages" element={<LegalPageList />} />
            <Route path="/legal-pages/:id" element={<LegalPageEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
}

const FIVE = [
  page({
    id: 'returns',
    slug: 'returns',
    title: 'Returns & Exchanges',
    path: '/returns',
    draft: false,
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: { name: 'Ada Admin', email: 'ada@shop.test' },
  }),
  page({ id: 'shipping', slug: 'shipping', title: 'Shipping Info', path: '/shipping' }),
  page(),
  page({ id: 'terms', slug: 'terms', title: 'Terms of Service', path: '/terms' }),
  page({ id: 'cookie-policy', slug: 'cookie-policy', title: 'Cookie Policy', path: '/cookie-policy' }),
];
const listRoutes = {
  'GET /api/admin/legal-pages': () => json(FIVE, 200, { 'Content-Range': 'legal-pages 0-4/5' }),
  'GET /api/shop': () => json({ timeZone: 'Europe/London' }),
};

describe('/admin/legal-pages', () => {
  test.each([1280, 360])('at %i px: the five pages, each with its draft or reviewed chip', async (width) => {
    setScreenWidth(width);
    serve(listRoutes);
    renderConsole('/legal-pages');
    expect(await screen.findByText('Returns & Exchanges')).toBeInTheDocument();
    for (const title of ['Shipping Info', 'Privacy Policy', 'Terms of Service', 'Cookie Policy'])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByText('Draft, to be reviewed')).toHaveLength(4);
    expect(screen.getAllByText('Reviewed')).toHaveLength(1);
    expect(await screen.findByText(/by Ada Admin/)).toBeInTheDocument();
    expect(screen.getAllByText('Written from your settings; follows them until saved')).toHaveLength(4);
  });

  test('editing a draft: Markdown, a preview rendered by the server, and Save marks it reviewed', async () => {
    const typed = '## Hello\n\n<script>alert(1)</script>Kept **safe**.';
    serve({
      ...listRoutes,
      'GET /api/admin/legal-pages/privacy-policy': () => json(page()),
      'POST /api/admin/legal-pages/preview': () => json({ html: '<h2>Hello</h2>\n<p>Kept <strong>safe</strong>.</p>' }),
      'PUT /api/admin/legal-pages/privacy-policy': () =>
        json(page({ markdown: typed, draft: false, savedAt: '2026-11-29T10:00:00.000Z' })),
    });
    const { location } = renderConsole('/legal-pages/privacy-policy');

    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Draft, to be reviewed')).toBeInTheDocument();
    expect(screen.getByText(/This is the starting text, written from your settings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View \/privacy-policy on the shop/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const text = screen.getByRole('textbox', { name: 'Page text (Markdown)' });
    expect(text).toHaveValue('## What we store\n\nYour name.');
    fireEvent.change(text, { target: { value: typed } });

    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading preview...');
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(sent('POST', '/api/admin/legal-pages/preview')).toEqual([{ markdown: typed }]);

    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and mark reviewed' }));
    await waitFor(() => expect(location()).toBe('/legal-pages'));
    // Only the text is sent: the rest of the record is the server's.
    expect(sent('PUT', '/api/admin/legal-pages/privacy-policy')).toEqual([{ markdown: typed }]);
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
  });

  test('a preview the server refuses says so', async () => {
    serve({
      'GET /api/admin/legal-pages/privacy-policy': () =>
        json(page({ draft: false, savedAt: '2026-11-20T10:00:00.000Z' })),
      'POST /api/admin/legal-pages/preview': () =>
        json({ statusCode: 400, message: 'Page text is required', errors: { markdown: 'Page text is required' } }, 400),
    });
    renderConsole('/legal-pages/privacy-policy');
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Page text (Markdown)' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be made: the page has no text.');
  });
});
