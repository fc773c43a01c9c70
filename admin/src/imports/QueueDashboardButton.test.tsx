import { afterEach, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import type { StaffRole } from '@gem-shop/widgets/api';
import { customMethods } from '../dataProvider';
import { i18nProvider } from '../i18nProvider';
import { roleAuthProvider } from '../test-support/staffRoles';
import { QueueDashboardButton } from './QueueDashboardButton';

const realOpen = window.open;
afterEach(() => {
  window.open = realOpen;
});

const renderButton = (authProvider?: AuthProvider) =>
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={testDataProvider(customMethods)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <QueueDashboardButton />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

test('asks for a one-time ticket and opens the dashboard in the tab it opened on the click', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
  window.open = jest.fn(() => tab) as unknown as typeof window.open;
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(Response.json({ url: '/api/admin/queues?ticket=t-1' }));
  globalThis.fetch = fetchMock;

  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Queue Dashboard' }));

  await waitFor(() => expect(tab.location.href).toBe('/api/admin/queues?ticket=t-1'));
  expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
  expect(tab.opener).toBeNull();
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/admin/queues/session');
  expect(init?.method).toBe('POST');
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
});

test('closes the tab and says why when the dashboard cannot be opened', async () => {
  const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
  window.open = jest.fn(() => tab) as unknown as typeof window.open;
  globalThis.fetch = jest
    .fn<typeof fetch>()
    .mockResolvedValue(
      Response.json(
        { statusCode: 503, message: 'The job queue is unavailable because Redis cannot be reached.' },
        { status: 503 },
      ),
    );

  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Queue Dashboard' }));

  expect(await screen.findByText('The job queue is unavailable because Redis cannot be reached.')).toBeInTheDocument();
  expect(tab.close).toHaveBeenCalled();
});

test.each<[StaffRole, boolean]>([
  ['manager', true],
  ['catalogue', false],
])('%s: the button shows only to a role that may open the queue dashboard (%s)', async (role, shown) => {
  renderButton(roleAuthProvider(role));
  await waitFor(() => expect(Boolean(screen.queryByRole('button', { name: 'Queue Dashboard' }))).toBe(shown));
});
