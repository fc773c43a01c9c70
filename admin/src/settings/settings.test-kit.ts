// Test support for the Settings screen's tests (not used by the console itself).
import { beforeEach, jest } from '@jest/globals';
import { defaultShop } from '@gem-shop/widgets/shop';

/** GET /api/admin/settings as a shop that never saved: the storefront's defaults, `overrides` on top. */
export const savedSettings = (overrides: Record<string, unknown> = {}) => ({
  ...defaultShop,
  leadNotifyEmails: [],
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The network, as the console's data provider calls it; reset, and a staff token stored, before each test. */
export const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  localStorage.setItem('shop.adminToken', 'jwt-1');
});

/** The PUT bodies sent, parsed. */
export const putBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
