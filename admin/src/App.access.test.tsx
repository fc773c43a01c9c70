import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { dashboardAnswer } from './dashboard/dashboard.test-kit';
import { signInAs, staffProfile } from './test-support/staffRoles';

// The whole console loads here, on a shared CI machine: more than jest's 5 s.
jest.setTimeout(30_000);

test('a Sales member opening /admin/settings by its address gets the Not allowed page in the console, and no call', async () => {
  signInAs('sales', 'Sam Seller');
  const answers: Record<string, unknown> = {
    '/api/admin/profile': staffProfile('sales', 'Sam Seller'),
    '/api/admin/leads/unhandled': { orders: 0, appointments: 0, messages: 0 },
    '/api/admin/dashboard': dashboardAnswer(),
    '/api/shop': { timeZone: 'Europe/London' },
  };
  const fetchMock = jest.fn<typeof fetch>().mockImplementation(async (input) => {
    const url = String(input);
    return url in answers ? Response.json(answers[url]) : Response.json({ message: url }, { status: 500 });
  });
  globalThis.fetch = fetchMock;
  window.history.pushState({}, '', '/admin/settings');
  // The router reads the address when App is loaded.
  const { App } = await import('./App');

  render(<App />);

  const page = within(await screen.findByRole('region', { name: 'Not allowed' }));
  expect(await page.findByText(/Your role \(Sales\) cannot open this page\./)).toBeInTheDocument();
  // Inside the console: its title bar and its menu, which leaves the page out.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
  expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/admin/settings');

  fireEvent.click(page.getByRole('link', { name: 'Back to the dashboard' }));
  expect(await screen.findByRole('heading', { name: /^Welcome back/ })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin');
});
