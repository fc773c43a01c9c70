import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { staffProfile } from './test-support/staffRoles';

// The whole console loads here, on a shared CI machine: more than jest's 5 s.
jest.setTimeout(30_000);

const admin = staffProfile('catalogue', 'Ada Stone');
const ring = {
  id: 'p-1',
  productType: 'ring',
  stockNumber: 'JW-7',
  name: 'Halo Ring',
  price: 1299,
  mainImage: null,
  createdAt: '2026-01-05T12:00:00.000Z',
};
const counts = { jewelry: 0, ring: 1, diamonds: 0, 'lab-grown': 0, 'natural-diamond': 0, all: 1 };

const answer = (url: string) => {
  if (url.startsWith('/api/admin/products/counts')) return Response.json(counts);
  if (url.startsWith('/api/admin/products'))
    return Response.json([ring], { headers: { 'Content-Range': 'products 0-0/1' } });
  if (url === '/api/shop') return Response.json({ timeZone: 'America/New_York' });
  return Response.json(admin);
};

test('Products → Manage Products is the products list, not the placeholder', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input) => answer(String(input)));
  window.history.pushState({}, '', '/admin/products');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByText('Halo Ring')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product Management');
  expect(await screen.findByRole('tab', { name: 'Rings (1)' })).toBeInTheDocument();
  const listCall = (globalThis.fetch as jest.Mock).mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .find((url) => url.startsWith('/api/admin/products?'));
  expect(listCall).toContain('filter={"productType":"all"}');
});
