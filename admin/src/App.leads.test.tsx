import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { staffProfile } from './test-support/staffRoles';

jest.setTimeout(30_000);

const admin = staffProfile('sales', 'Ada Stone');
const lead = { source: 'storefront', sourceOrigin: null, spam: false, createdAt: '2026-01-05T12:00:00.000Z' };
const lists: Record<string, object[]> = {
  orders: [
    {
      ...lead,
      id: 'o-1',
      fullName: 'Bo Reyes',
      phone: '555-010-1111',
      productName: 'Halo Pendant',
      productPrice: 900,
      status: 'new',
      priority: 'medium',
    },
  ],
  appointments: [
    {
      ...lead,
      id: 'p-1',
      fullName: 'Cy Moss',
      phone: '555-010-2222',
      consultationDateTime: '2026-03-02T15:30:00.000Z',
      assistanceType: 'Diamond',
      status: 'pending',
    },
  ],
  contacts: [{ ...lead, id: 'm-1', fullName: 'Di Park', phone: '555-010-3333', message: 'Hello', status: 'new' }],
};

const answer = (url: string) => {
  if (url === '/api/shop') return Response.json({ timeZone: 'Europe/London' });
  const resource = /^\/api\/admin\/(orders|appointments|contacts)\?/.exec(url)?.[1];
  if (resource) return Response.json(lists[resource], { headers: { 'Content-Range': `${resource} 0-0/1` } });
  return Response.json(admin);
};

test('the Orders, Appointments and Contact Us menu entries open the lead lists, not placeholders', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input) => answer(String(input)));
  window.history.pushState({}, '', '/admin/orders');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByText('Total Orders: 1')).toBeInTheDocument();
  expect(await screen.findByText('Bo Reyes')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order Management');

  fireEvent.click(screen.getByRole('menuitem', { name: 'Appointments' }));
  expect(await screen.findByText('Cy Moss')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/appointments');

  fireEvent.click(screen.getByRole('menuitem', { name: 'Contact Us' }));
  expect(await screen.findByText('Di Park')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/contacts');
});
