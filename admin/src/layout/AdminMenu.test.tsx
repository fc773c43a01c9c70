import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, defaultI18nProvider, memoryStore, type AuthProvider } from 'react-admin';
import { AdminMenu } from './AdminMenu';

const renderMenu = ({ path = '/', sidebarOpen = true, authProvider = undefined as AuthProvider | undefined } = {}) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={defaultI18nProvider}
        store={memoryStore({ 'sidebar.open': sidebarOpen })}
        authProvider={authProvider}
      >
        <AdminMenu />
      </AdminContext>
    </TestMemoryRouter>,
  );

const item = (name: string) => screen.getByRole('menuitem', { name });

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
      'Settings',
      'Logout',
      'Sign out everywhere',
    ]);
    expect(item('Dashboard')).toHaveAttribute('href', '/');
    expect(item('Appointments')).toHaveAttribute('href', '/appointments');
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

  test('narrow: icons only, the labels come as tooltips', async () => {
    renderMenu({ sidebarOpen: false });

    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
    fireEvent.mouseOver(item('Home Page'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home Page');

    fireEvent.click(item('Home Page'));
    expect(item('Featured Images')).toBeInTheDocument();
  });
});
