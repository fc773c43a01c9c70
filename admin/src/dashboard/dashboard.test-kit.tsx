import { jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminContext, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { dataProvider } from '../dataProvider';
import { forgetShopTimeZone } from '../leads/shopTime';
import Dashboard from './Dashboard';
import type { DashboardData } from './types';

// Test support for the dashboard: an answer as the contract describes it, fetch and ResizeObserver
// mocks, and the screen rendered inside the console's contexts with stand-in routes for its links.

/** Every section: what an Owner or a Manager gets. */
export const dashboardAnswer = (): Required<DashboardData> => ({
  generatedAt: '2026-11-20T12:00:00.000Z',
  products: { total: 42, jewelry: 20, rings: 10, diamonds: 8, labGrown: 3, naturalDiamonds: 1, previousMonthTotal: 37 },
  appointments: { total: 33, pending: 4, previousMonthTotal: 34, previousMonthPending: 4 },
  orders: {
    total: 12,
    byStatus: { new: 3, contacted: 2, processing: 2, completed: 4, cancelled: 1 },
    previousMonthTotal: 9,
  },
  messages: { total: 7, byStatus: { new: 2, read: 2, replied: 2, resolved: 1 }, previousMonthTotal: 5 },
  customers: { total: 1250, previousMonthTotal: 1000 },
  cards: [
    {
      key: 'products',
      label: 'Total Products',
      value: 42,
      previous: 37,
      trendPercent: 13.5,
      trendText: '+13.5% from last month',
    },
    {
      key: 'appointments',
      label: 'Total Appointments',
      value: 33,
      previous: 34,
      trendPercent: -2.9,
      trendText: '-2.9% from last month',
    },
    {
      key: 'pendingAppointments',
      label: 'Pending Appointments',
      value: 4,
      previous: 4,
      trendPercent: 0,
      trendText: '+0% from last month',
    },
    {
      key: 'newOrders',
      label: 'New Orders',
      value: 3,
      previous: 0,
      trendPercent: 100,
      trendText: 'New this month',
    },
    {
      key: 'newMessages',
      label: 'New Messages',
      value: 2,
      previous: 1,
      trendPercent: 100,
      trendText: '+100.0% from last month',
    },
    {
      key: 'users',
      label: 'Total Users',
      value: 1250,
      previous: 1000,
      trendPercent: 25,
      trendText: '+25.0% from last month',
    },
  ],
  recentProducts: [
    {
      id: 'p1',
      name: 'Solitaire Engagement Ring',
      price: 4250,
      productType: 'ring',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
    {
      id: 'p2',
      name: 'Oval Lab Diamond 1.20ct',
      price: 1899.5,
      productType: 'lab-grown',
      createdAt: '2026-11-18T10:00:00.000Z',
    },
    { id: 'p3', name: 'Tennis Bracelet', price: 12500, productType: 'jewelry', createdAt: '2026-11-17T10:00:00.000Z' },
  ],
  recentAppointments: [
    {
      id: 'a1',
      fullName: 'Ada Lovelace',
      assistanceType: 'Engagement Rings',
      consultationDateTime: '2026-11-24T14:30:00.000Z',
      status: 'confirmed',
    },
    {
      id: 'a2',
      fullName: 'Grace Hopper',
      assistanceType: 'Custom Jewelry',
      consultationDateTime: '2026-11-25T11:00:00.000Z',
      status: 'pending',
    },
  ],
  recentOrders: [
    {
      id: 'o1',
      fullName: 'Mary Anning',
      productName: 'Oval Lab Diamond 1.20ct',
      status: 'new',
      createdAt: '2026-11-20T09:15:00.000Z',
    },
    {
      id: 'o2',
      fullName: 'Alan Turing',
      productName: 'Tennis Bracelet',
      status: 'contacted',
      createdAt: '2026-11-19T16:00:00.000Z',
    },
  ],
  weekly: Array.from({ length: 12 }, (_, index) => {
    const monday = new Date(Date.UTC(2026, 7, 31) + index * 7 * 86_400_000).toISOString().slice(0, 10);
    return { weekStart: monday, orders: index % 3, appointments: index % 4, messages: index === 11 ? 5 : 0 };
  }),
  leadsBySource: [
    { source: 'widget', origin: 'https://partner.example', count: 9 },
    { source: 'storefront', origin: null, count: 30 },
    { source: 'widget', origin: 'https://rings.example.org', count: 4 },
  ],
  topProducts: [
    { productId: 'p9', productName: 'Classic Diamond Stud Earrings in 18k White Gold', orders: 3 },
    { productId: 'p1', productName: 'Solitaire Engagement Ring', orders: 5 },
  ],
  heldFeedRuns: [],
});

export type DashboardReply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * GET /api/shop answers London; GET /api/admin/dashboard answers what `reply` gives (a promise lets the
 * test hold the answer). Returns the fetch mock.
 */
export function mockDashboardFetch(reply: () => DashboardReply) {
  forgetShopTimeZone();
  const fetchMock = jest.fn<typeof fetch>().mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/shop') return Response.json({ timeZone: 'Europe/London' });
    if (url === '/api/admin/dashboard') {
      const { status, body } = await reply();
      return Response.json(body ?? {}, { status });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

export const dashboardCalls = (fetchMock: ReturnType<typeof mockDashboardFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/admin/dashboard');

/**
 * jsdom lays nothing out, so Recharts' ResponsiveContainer would measure 0 × 0 and draw nothing: every
 * observed element reports `width` × 300 px (375 px is a phone).
 */
export function mockResizeObserver(width = 800) {
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, contentRect: { width, height: 300 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** Where each of the dashboard's links leads, as a stand-in page the test can look for. */
export const destinations = ['/products', '/products/create', '/appointments', '/orders', '/imports/run-7/show'];

/** The dashboard as the signed-in role sees it (`authProvider`; without one, everything is allowed). */
export function renderDashboard(authProvider?: AuthProvider) {
  let pathname = '/';
  const view = render(
    <TestMemoryRouter initialEntries={['/']} locationCallback={(location) => (pathname = location.pathname)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route path="/" element={<Dashboard />} />
          {destinations.map((path) => (
            <Route key={path} path={path} element={<p>Page {path}</p>} />
          ))}
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, location: () => pathname };
}
