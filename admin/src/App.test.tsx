import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { savedSettings } from './settings/settings.test-kit';
import { staffProfile } from './test-support/staffRoles';

// The whole console loads here, on a shared CI machine: more than jest's 5 s.
jest.setTimeout(30_000);

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

test('a signed-in Manager opening /admin/settings gets the shell, the section title and the settings form', async () => {
  localStorage.setItem('shop.adminToken', 'jwt-1');
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/admin/settings')) {
      return json(savedSettings({ openingHours: [{ day: 'sunday', closed: true }] }));
    }
    return json(staffProfile('manager', 'Ada Stone'));
  });
  window.history.pushState({}, '', '/admin/settings');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
  expect(await screen.findByText('Welcome, Ada Stone')).toBeInTheDocument();
  // One /admin prefix: the basename sits on the router only.
  expect(screen.getByRole('menuitem', { name: 'Appointments' })).toHaveAttribute('href', '/admin/appointments');
});
