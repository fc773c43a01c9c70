import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { staffProfile } from './test-support/staffRoles';

// The whole console loads here, on a shared CI machine: more than jest's 5 s.
jest.setTimeout(30_000);

const owner = staffProfile('owner', 'Ada Stone');
const users = [{ ...owner, username: null, isDisabled: false, createdAt: '2026-01-05T12:00:00.000Z' }];

const answer = (url: string) =>
  url.startsWith('/api/admin/users')
    ? Response.json(users, { headers: { 'Content-Range': 'users 0-0/1' } })
    : Response.json(owner);

test('Users → User Management is the users list, and Add Staff opens the Create Staff Account form', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input) => answer(String(input)));
  window.history.pushState({}, '', '/admin/users');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByText('owner@shop.test')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Management');

  fireEvent.click(await screen.findByRole('link', { name: 'Add Staff' }));

  expect(await screen.findByRole('heading', { name: 'Create Staff Account' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/users/create');
});
