import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';

test('a signed-in admin opening /admin/settings gets the shell, the section title and the placeholder', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
    new Response(JSON.stringify({ id: 7, name: 'Ada Stone', email: 'ada@shop.test', isAdmin: true }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  window.history.pushState({}, '', '/admin/settings');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByText('This screen is coming in a later release.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
  expect(await screen.findByText('Welcome, Ada Stone')).toBeInTheDocument();
  // One /admin prefix: the basename sits on the router only.
  expect(screen.getByRole('menuitem', { name: 'Appointments' })).toHaveAttribute('href', '/admin/appointments');
});
