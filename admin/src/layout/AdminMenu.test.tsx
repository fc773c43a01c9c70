import { describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  TestMemoryRouter,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import type { StaffRole } from '@gem-shop/widgets/api';
import { roleAuthProvider } from '../test-support/staffRoles';
import { AdminMenu } from './AdminMenu';
import type { UnhandledLeads } from './useUnhandledLeads';

const renderMenu = ({
  path = '/',
  sidebarOpen = true,
  authProvider = undefined as AuthProvider | undefined,
  dataProvider = undefined as DataProvider | undefined,
  queryClient = new QueryClient(),
} = {}) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={defaultI18nProvider}
        store={memoryStore({ 'sidebar.open': sidebarOpen })}
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
      >
        <AdminMenu />
      </AdminContext>
    </TestMemoryRouter>,
  );

const item = (name: string) => screen.getByRole('menuitem', { name });

/** Every entry, each group opened, top to bottom. */
async function wholeMenu() {
  await screen.findByRole('menuitem', { name: 'Dashboard' });
  for (const group of screen.getAllByRole('menuitem', { expanded: false })) fireEvent.click(group);
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);
}

const signOut = ['Logout', 'Sign out everywhere'];
const everything = [
  'Dashboard',
  'Home Page',
  'Featured Images',
  'Shop Categories',
  'Products',
  'Add Product',
  'Bulk Uploads',
  'Supplier Feeds',
  'Manage Products',
  'Customer Reviews',
  'Appointments',
  'Users',
  'User Management',
  'Orders',
  'Contact Us',
  'Legal Pages',
  'Settings',
  ...signOut,
];

describe('AdminMenu', () => {
  test('shows the brand and the top level of spec 3 §2.1 in order', () => {
    renderMenu();

    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    const topLevel = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((entry) => entry.textContent);
    expect(topLevel).toEqual([
      'Dashboard',
      'Home Page',
      'Products',
      'Appointments',
      'Users',
      'Legal Pages',
      'Settings',
      'Logout',
      'Sign out everywhere',
    ]);
    expect(item('Dashboard')).toHaveAttribute('href', '/');
    expect(item('Appointments')).toHaveAttribute('href', '/appointments');
    expect(item('Legal Pages')).toHaveAttribute('href', '/legal-pages');
    expect(item('Settings')).toHaveAttribute('href', '/settings');
  });

  test.each([
    [
      'Home Page',
      [
        ['Featured Images', '/featured-images'],
        ['Shop Categories', '/shop-categories'],
      ],
    ],
    [
      'Products',
      [
        ['Add Product', '/products/create'],
        ['Bulk Uploads', '/imports'],
        ['Supplier Feeds', '/suppliers'],
        ['Manage Products', '/products'],
        ['Customer Reviews', '/reviews'],
      ],
    ],
    [
      'Users',
      [
        ['User Management', '/users'],
        ['Orders', '/orders'],
        ['Contact Us', '/contacts'],
      ],
    ],
  ])('the %s group opens from the keyboard onto its screens', (group, entries) => {
    renderMenu();
    const header = item(group);
    expect(header).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(header, { key: 'Enter' });

    expect(header).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('group', { name: group })).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
  });

  test('the group holding the current screen starts open', () => {
    renderMenu({ path: '/orders' });

    expect(item('Users')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Orders')).toHaveClass('RaMenuItemLink-active');
  });

  test('"Sign out everywhere" ends every session on the server, then signs this browser out', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock;
    const logout = jest.fn(async () => undefined);
    renderMenu({
      authProvider: {
        logout,
        login: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
      },
    });

    fireEvent.click(item('Sign out everywhere'));

    await waitFor(() => expect(logout).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/logout-everywhere');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
    localStorage.clear();
  });

  test('new requests are counted on Appointments, Orders and Contact Us (on Users while it is closed), and follow the lists', async () => {
    const answers: UnhandledLeads[] = [
      { orders: 3, appointments: 2, messages: 0 },
      { orders: 4, appointments: 2, messages: 1 },
    ];
    const getUnhandledLeads = jest.fn(async () => ({
      data: answers.shift() ?? { orders: 4, appointments: 2, messages: 1 },
    }));
    const queryClient = new QueryClient();
    renderMenu({ dataProvider: testDataProvider({ getUnhandledLeads } as Partial<DataProvider>), queryClient });

    expect(await screen.findByRole('menuitem', { name: 'Appointments (2 new)' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    // Orders sit in the closed Users group: the group carries the count.
    const users = item('Users (3 new)');
    expect(users).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(users);
    expect(item('Users')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Orders (3 new)')).toHaveAttribute('href', '/orders');
    // Nothing waiting: no badge, no words.
    expect(item('Contact Us')).toHaveAttribute('href', '/contacts');
    // The number is drawn on the icon but spoken only as words.
    expect(within(item('Orders (3 new)')).getByText('3')).toHaveAttribute('aria-hidden', 'true');

    // A lead list gets a new answer (its refresh, a status changed there): the counts are asked again.
    act(() => queryClient.setQueryData(['contacts', 'getList', {}], { data: [], total: 0 }));
    expect(await screen.findByRole('menuitem', { name: 'Contact Us (1 new)' })).toBeInTheDocument();
    expect(item('Orders (4 new)')).toBeInTheDocument();
    expect(getUnhandledLeads).toHaveBeenCalledTimes(2);
  });

  test.each<[StaffRole, string[]]>([
    ['owner', everything],
    ['manager', everything],
    [
      'sales',
      [
        'Dashboard',
        'Products',
        'Manage Products',
        'Customer Reviews',
        'Appointments',
        'Users',
        'User Management',
        'Orders',
        'Contact Us',
        ...signOut,
      ],
    ],
    [
      'catalogue',
      [
        'Dashboard',
        'Home Page',
        'Featured Images',
        'Shop Categories',
        'Products',
        'Add Product',
        'Bulk Uploads',
        'Supplier Feeds',
        'Manage Products',
        'Legal Pages',
        ...signOut,
      ],
    ],
  ])('%s: only the screens the role may open; a group with none goes', async (role, entries) => {
    const getUnhandledLeads = jest.fn(async () => ({ data: { orders: 0, appointments: 0, messages: 0 } }));
    renderMenu({
      authProvider: roleAuthProvider(role),
      dataProvider: testDataProvider({ getUnhandledLeads } as Partial<DataProvider>),
    });

    expect(await wholeMenu()).toEqual(entries);
  });

  test.each<[StaffRole, number]>([
    ['catalogue', 0],
    ['sales', 1],
  ])('%s: the counts of new requests are asked only of a role that handles them (%d calls)', async (role, calls) => {
    const getUnhandledLeads = jest.fn(async () => ({ data: { orders: 1, appointments: 1, messages: 1 } }));
    renderMenu({
      authProvider: roleAuthProvider(role),
      dataProvider: testDataProvider({ getUnhandledLeads } as Partial<DataProvider>),
    });
    await wholeMenu();

    await waitFor(() => expect(getUnhandledLeads).toHaveBeenCalledTimes(calls));
  });

  test('narrow: icons only, the labels come as tooltips', async () => {
    renderMenu({ sidebarOpen: false });

    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
    fireEvent.mouseOver(item('Home Page'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home Page');

    fireEvent.click(item('Home Page'));
    expect(item('Featured Images')).toBeInTheDocument();
  });
});
