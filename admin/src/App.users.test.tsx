import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';

// The whole console loads here, on a shared CI machine: more than jest's 5 s.
jest.setTimeout(30_000);

const admin = { id: 'a-1', _id: 'a-1', name: 'Ada Stone', email: 'ada@shop.test', isAdmin: true };
const users = [{ ...admin, username: null, role: 'admin', isDisabled: false, createdAt: '2026-01-05T12:00:00.000Z' }];

const answer = (url: string) =>
  url.startsWith('/api/admin/users')
    ? Response.json(users, { headers: { 'Content-Range': 'users 0-0/1' } })
    : Response.json(admin);

test('Users → User Management is the users list, and Add Admin opens the Create Admin Account form', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input) => answer(String(input)));
  window.history.pushState({}, '', '/admin/users');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByText('ada@shop.test')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Management');

  fireEvent.click(screen.getByRole('link', { name: 'Add Admin' }));

  expect(await screen.findByRole('heading', { name: 'Create Admin Account' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/users/create');
});
