import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../test-support/renderScreen';
import {
  dashboardAnswer,
  dashboardCalls,
  mockDashboardFetch,
  mockResizeObserver,
  renderDashboard,
  type DashboardReply,
} from './dashboard.test-kit';
import { roleAuthProvider } from '../test-support/staffRoles';
import type { DashboardData } from './types';

const originalResizeObserver = globalThis.ResizeObserver;

beforeEach(() => mockResizeObserver());
afterEach(() => {
  globalThis.ResizeObserver = originalResizeObserver;
});

const answering = (data: DashboardData) => mockDashboardFetch(() => ({ status: 200, body: data }));

const card = (label: string) => screen.getByRole('group', { name: label });
const section = (name: string) => screen.getByRole('region', { name });
const figure = (caption: string) => screen.getByRole('figure', { name: caption });

/** The hidden table's rows as text, header row first: ['Source | Leads', 'Storefront | 30', ...]. */
const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).join(' | '));

describe('Dashboard', () => {
  it('asks GET /api/admin/dashboard once and shows the six cards with the server’s trends', async () => {
    const fetchMock = answering(dashboardAnswer());
    renderDashboard();

    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toHaveLength(1);

    const products = card('Total Products');
    expect(within(products).getByText('42')).toBeInTheDocument();
    expect(within(products).getByText('+13.5% from last month').closest('[data-trend]')).toHaveAttribute(
      'data-trend',
      'up',
    );
    // The direction is in words as well as in colour and arrow.
    expect(products).toHaveTextContent('Increase: +13.5% from last month');

    const appointments = card('Total Appointments');
    expect(within(appointments).getByText('33')).toBeInTheDocument();
    expect(appointments).toHaveTextContent('Decrease: -2.9% from last month');
    expect(within(appointments).getByText('-2.9% from last month').closest('[data-trend]')).toHaveAttribute(
      'data-trend',
      'down',
    );

    expect(card('Pending Appointments')).toHaveTextContent('No change: +0% from last month');
    // What waits at the desk, beside the appointments; a rise from 0 says so instead of '+100.0%'.
    expect(card('New Orders')).toHaveTextContent('3');
    expect(card('New Orders')).toHaveTextContent('Increase: New this month');
    expect(card('New Orders')).not.toHaveTextContent('%');
    expect(card('New Messages')).toHaveTextContent('2');
    expect(card('New Messages')).toHaveTextContent('Increase: +100.0% from last month');
    const labels = within(section('Shop figures'))
      .getAllByRole('group')
      .map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      );
    expect(labels).toEqual([
      'Total Products',
      'Total Appointments',
      'Pending Appointments',
      'New Orders',
      'New Messages',
      'Total Users',
    ]);
    expect(card('Total Users')).toHaveTextContent('1,250');
    expect(card('Total Users')).toHaveTextContent('Increase: +25.0% from last month');
  });

  it('shows a supplier feed held for review first, with its reason and a way to the run; none, no notice', async () => {
    answering({
      ...dashboardAnswer(),
      heldFeedRuns: [
        {
          id: 'run-7',
          supplierId: 's1',
          supplierName: 'Alpha Gems',
          heldReason: "Held for review: it would retire 6 of Alpha Gems's 9 live stones (66.7 %), over the 20 % limit.",
          heldAt: '2026-11-28T04:00:00.000Z',
        },
      ],
    });
    const { location } = renderDashboard();
    const notices = within(await screen.findByRole('region', { name: 'Supplier feeds held for review' }));
    expect(notices.getByText('Alpha Gems: feed held for review')).toBeInTheDocument();
    expect(notices.getByText(/retire 6 of Alpha Gems's 9 live stones/)).toBeInTheDocument();
    fireEvent.click(notices.getByRole('link', { name: 'Review' }));
    expect(await screen.findByText('Page /imports/run-7/show')).toBeInTheDocument();
    expect(location()).toBe('/imports/run-7/show');
  });

  it('shows no feed notice when nothing is held', async () => {
    answering(dashboardAnswer());
    renderDashboard();
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Supplier feeds held for review' })).not.toBeInTheDocument();
  });

  it('lists the recent products with USD price and type label, and links View All to /products', async () => {
    answering(dashboardAnswer());
    const { location } = renderDashboard();

    const products = within(await screen.findByRole('list', { name: 'Recent products' }));
    const rows = products.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Solitaire Engagement Ring');
    expect(rows[0]).toHaveTextContent('Ring');
    expect(rows[0]).toHaveTextContent('$4,250');
    expect(rows[1]).toHaveTextContent('Lab-Grown Diamond');
    expect(rows[1]).toHaveTextContent('$1,899.50');
    expect(rows[2]).toHaveTextContent('$12,500');

    const viewAll = within(section('Recent Products')).getByRole('link', { name: 'View All products' });
    expect(viewAll).toHaveAttribute('href', '/products');
    fireEvent.click(viewAll);
    expect(await screen.findByText('Page /products')).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  it('lists the recent appointments with type, shop-zone date-time and status badge; View All goes to /appointments', async () => {
    answering(dashboardAnswer());
    const { location } = renderDashboard();

    const list = within(await screen.findByRole('list', { name: 'Recent appointments' }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Engagement Rings');
    // 14:30 UTC on Nov 24 is 2:30 PM in London (GMT in November).
    expect(await within(rows[0]).findByText('Nov 24, 2026, 2:30 PM')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Confirmed')).toBeInTheDocument();
    // A missing status shows as pending (spec 3 §4).
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();

    fireEvent.click(within(section('Recent Appointments')).getByRole('link', { name: 'View All appointments' }));
    expect(await screen.findByText('Page /appointments')).toBeInTheDocument();
    expect(location()).toBe('/appointments');
  });

  it('lists the recent orders first, with the piece, shop-zone time and status; View All goes to /orders', async () => {
    answering(dashboardAnswer());
    const { location } = renderDashboard();

    const list = within(await screen.findByRole('list', { name: 'Recent orders' }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mary Anning');
    expect(rows[0]).toHaveTextContent('Oval Lab Diamond 1.20ct');
    expect(await within(rows[0]).findByText('Nov 20, 2026, 9:15 AM')).toBeInTheDocument();
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Contacted')).toBeInTheDocument();
    // The recent lists: orders, then appointments, then products.
    expect(
      screen.getAllByRole('heading', { level: 2, name: /^Recent / }).map((heading) => heading.textContent),
    ).toEqual(['Recent Orders', 'Recent Appointments', 'Recent Products']);

    fireEvent.click(within(section('Recent Orders')).getByRole('link', { name: 'View All orders' }));
    expect(await screen.findByText('Page /orders')).toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it.each([
    ['Add New Product', '/products/create'],
    ['View Appointments', '/appointments'],
    ['Manage Products', '/products'],
  ])('Quick Actions: %s goes to %s', async (name, path) => {
    answering(dashboardAnswer());
    const { location } = renderDashboard();
    const actions = within(section('Quick Actions'));
    fireEvent.click(actions.getByRole('link', { name }));
    expect(await screen.findByText(`Page ${path}`)).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('draws the weekly chart in a captioned figure, with every week in its hidden table and a summary', async () => {
    answering(dashboardAnswer());
    renderDashboard();
    const caption = 'Orders, appointments and messages per week (last 12 weeks)';
    await screen.findByRole('table', { name: caption });

    const weekly = figure(caption);
    expect(weekly).toHaveAccessibleDescription(
      '12 weeks from the week of Aug 31, 2026 to the week of Nov 16, 2026: 12 orders, 18 appointments, 5 messages in all.',
    );
    const rows = tableRows(caption);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('Week | Orders | Appointments | Messages');
    expect(rows[1]).toBe('Week of Aug 31, 2026 | 0 | 0 | 0');
    expect(rows[12]).toBe('Week of Nov 16, 2026 | 2 | 3 | 5');

    // The drawing is there (sized by the mocked ResizeObserver), with its legend, and hidden from screen readers.
    const drawing = within(weekly).getByTestId('chart-drawing');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(drawing.querySelectorAll('.recharts-line')).toHaveLength(3));
    for (const series of ['Orders', 'Appointments', 'Messages'])
      expect(within(drawing).getByText(series)).toBeInTheDocument();
  });

  it('draws leads by source (storefront and each partner origin) and the most-ordered products, largest first', async () => {
    answering(dashboardAnswer());
    renderDashboard();
    const leads = 'Leads by source (storefront and partner widgets)';
    await screen.findByRole('table', { name: leads });

    expect(tableRows(leads)).toEqual([
      'Source | Leads',
      'Storefront | 30',
      'Widget · partner.example | 9',
      'Widget · rings.example.org | 4',
    ]);
    expect(figure(leads)).toHaveAccessibleDescription(
      '43 leads in all: 30 from the storefront and 13 from 2 partner widgets.',
    );

    const top = 'Most-ordered products';
    expect(tableRows(top)).toEqual([
      'Product | Orders',
      'Solitaire Engagement Ring | 5',
      'Classic Diamond Stud Earrings in 18k White Gold | 3',
    ]);
    expect(figure(top)).toHaveAccessibleDescription('Most ordered: Solitaire Engagement Ring with 5 orders.');
    await waitFor(() =>
      expect(within(figure(top)).getByTestId('chart-drawing').querySelectorAll('.recharts-bar-rectangle')).toHaveLength(
        2,
      ),
    );
  });

  it('fits a 375 px phone: the charts draw at the width the container reports', async () => {
    mockResizeObserver(343);
    answering(dashboardAnswer());
    renderDashboard();
    const drawing = await within(screen.getByRole('figure', { name: 'Most-ordered products' })).findByTestId(
      'chart-drawing',
    );
    await waitFor(() => expect(drawing.querySelector('svg.recharts-surface')).toHaveAttribute('width', '343'));
    // Long names are shortened on the axis; the table keeps them whole.
    expect(within(drawing).getByText('Classic Diamond S…')).toBeInTheDocument();
  });

  it('shows skeletons and says it is loading until the answer arrives', async () => {
    const held = deferred<{ status: number; body?: unknown }>();
    mockDashboardFetch(() => held.promise);
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(card('Total Products')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('chart-skeleton')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The banner and the quick actions need no data.
    expect(screen.getByRole('link', { name: 'Add New Product' })).toBeInTheDocument();

    await act(async () => held.resolve({ status: 200, body: dashboardAnswer() }));
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.queryAllByTestId('chart-skeleton')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows an error with Try Again, which asks again and shows the figures', async () => {
    let replies: DashboardReply[] = [
      { status: 500, body: { message: 'boom' } },
      { status: 200, body: dashboardAnswer() },
    ];
    const fetchMock = mockDashboardFetch(() => replies.shift()!);
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the dashboard');
    expect(screen.queryByRole('group', { name: 'Total Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Products' })).toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toHaveLength(2);
    replies = [];
  });

  it('shows empty states for a new shop', async () => {
    const data = dashboardAnswer();
    answering({
      ...data,
      recentProducts: [],
      recentAppointments: [],
      weekly: data.weekly.map((week) => ({ ...week, orders: 0, appointments: 0, messages: 0 })),
      leadsBySource: [{ source: 'storefront', origin: null, count: 0 }],
      topProducts: [],
    });
    renderDashboard();

    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('No appointments yet')).toBeInTheDocument();
    expect(within(figure('Most-ordered products')).getByText('No orders yet')).toBeInTheDocument();
    expect(
      within(figure('Leads by source (storefront and partner widgets)')).getByText('No leads yet'),
    ).toBeInTheDocument();
    expect(
      within(figure('Orders, appointments and messages per week (last 12 weeks)')).getByText(
        'No orders, appointments or messages in the last 12 weeks',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart-drawing')).not.toBeInTheDocument();
  });

  describe('a role the answer leaves sections out for', () => {
    /** What the server answers Catalogue: no requests and no customers (no lead cards, no Total Users). */
    const catalogueAnswer = (): DashboardData => {
      const {
        appointments: _appointments,
        orders: _orders,
        messages: _messages,
        customers: _customers,
        recentAppointments: _recentAppointments,
        recentOrders: _recentOrders,
        weekly: _weekly,
        leadsBySource: _leadsBySource,
        topProducts: _topProducts,
        ...rest
      } = dashboardAnswer();
      return { ...rest, cards: rest.cards.filter((each) => each.key === 'products') };
    };

    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

    it('Catalogue: draws only what the answer holds, and the quick actions the role may use', async () => {
      answering(catalogueAnswer());
      renderDashboard(roleAuthProvider('catalogue'));

      expect(await screen.findByRole('list', { name: 'Recent products' })).toBeInTheDocument();
      expect(
        within(section('Shop figures'))
          .getAllByRole('group')
          .map((group) => group.textContent),
      ).toEqual([expect.stringMatching(/^Total Products42/)]);
      await waitFor(() =>
        expect(headings()).toEqual(['Welcome back, Catalogue Person', 'Quick Actions', 'Recent Products']),
      );
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
      expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
      const actions = within(section('Quick Actions')).getAllByRole('link');
      expect(actions.map((link) => link.textContent)).toEqual(['Add New Product', 'Manage Products']);
    });

    it('Catalogue: while the answer loads, only the places of what the role gets', async () => {
      const held = deferred<{ status: number; body?: unknown }>();
      mockDashboardFetch(() => held.promise);
      renderDashboard(roleAuthProvider('catalogue'));

      expect(await screen.findByRole('group', { name: 'Total Products' })).toHaveAttribute('aria-busy', 'true');
      expect(within(section('Shop figures')).getAllByRole('group')).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Recent Orders' })).not.toBeInTheDocument();
      expect(screen.queryAllByTestId('chart-skeleton')).toHaveLength(0);

      await act(async () => held.resolve({ status: 200, body: catalogueAnswer() }));
      expect(await screen.findByText('42')).toBeInTheDocument();
    });

    it('Sales: every request section, no held supplier runs, and no Add New Product', async () => {
      const { heldFeedRuns: _held, ...answer } = dashboardAnswer();
      answering(answer);
      renderDashboard(roleAuthProvider('sales'));

      expect(await screen.findByRole('list', { name: 'Recent orders' })).toBeInTheDocument();
      expect(section('Performance Overview')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(section('Quick Actions'))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['View Appointments', 'Manage Products']),
      );
    });
  });
});
