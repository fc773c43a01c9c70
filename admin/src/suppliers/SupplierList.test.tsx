import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { setScreenWidth } from '../test-support/screenWidth';
import SupplierList from './SupplierList';
import { listAnswer, renderSupplierScreen, routeFetch, supplierRecord } from './suppliers.test-kit';
import type { LastRun } from './types';

jest.setTimeout(30_000);

const run = (fields: Partial<LastRun>): LastRun => ({
  id: 'run-1',
  status: 'done',
  at: '2026-11-28T15:00:00.000Z',
  ...fields,
});

const suppliers = [
  supplierRecord({ lastRun: run({}), nextRunAt: '2026-11-28T21:00:00.000Z' }),
  supplierRecord({
    id: 'sup-2',
    name: 'Sftp natural',
    category: 'natural',
    sourceKind: 'sftp',
    http: null,
    sftp: {
      host: 'sftp.example',
      port: 22,
      username: 'u',
      path: '/f.csv',
      hasPassword: true,
      hasPrivateKey: false,
      hostKey: null,
      hostKeyConfirmedAt: null,
      presentedHostKey: null,
    },
    schedule: { kind: 'cron', hours: null, cron: '0 */4 * * *' },
    liveStones: 0,
    lastRun: run({ id: 'run-2', status: 'held', at: '2026-11-28T16:30:00.000Z' }),
  }),
  supplierRecord({
    id: 'sup-3',
    name: 'Hand uploads',
    category: 'jewelry',
    sourceKind: 'manual',
    http: null,
    schedule: { kind: 'off', hours: null, cron: null },
  }),
];

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

beforeEach(() => forgetShopTimeZone());

describe('SupplierList', () => {
  test('each supplier: category, source, schedule in words, live stones, the last run badge and time, next run', async () => {
    routeFetch({ 'GET /api/admin/suppliers': listAnswer('suppliers', suppliers) });
    renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');

    const http = await rowOf('Nivoda lab');
    expect(http.getByText('Lab-Grown Diamonds')).toBeInTheDocument();
    expect(http.getByText('HTTP')).toBeInTheDocument();
    expect(http.getByText('Every 6 hours')).toBeInTheDocument();
    expect(http.getByText('1,234')).toBeInTheDocument();
    expect(http.getByText('Done')).toBeInTheDocument();
    expect(await http.findByText('Nov 28, 2026, 10:00 AM')).toBeInTheDocument();
    expect(http.getByText('Nov 28, 2026, 4:00 PM')).toBeInTheDocument();

    const sftp = await rowOf('Sftp natural');
    expect(sftp.getByText('Cron 0 */4 * * * (shop time)')).toBeInTheDocument();
    expect(sftp.getByText('Held for review')).toBeInTheDocument();
    // When it ran links to the run's page (its reason, counts and Confirm / Discard).
    expect(sftp.getByRole('link', { name: 'Nov 28, 2026, 11:30 AM' })).toHaveAttribute('href', '/imports/run-2/show');

    const manual = await rowOf('Hand uploads');
    expect(manual.getByText('Manual uploads')).toBeInTheDocument();
    expect(manual.getByText('Never run')).toBeInTheDocument();
    // Only the server's own fetches can run now.
    expect(manual.queryByRole('button', { name: /^Run now/ })).not.toBeInTheDocument();
  });

  test('sorts only by what the API sorts by; the last run’s link opens the run, not the supplier', async () => {
    const { sent } = routeFetch({ 'GET /api/admin/suppliers': listAnswer('suppliers', suppliers) });
    const { location } = renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');
    await rowOf('Nivoda lab');

    const sortBy = (name: string) => new RegExp(`^Sort by ${name}`, 'i');
    for (const name of ['Supplier', 'Category', 'Source', 'Live stones', 'Last run'])
      expect(screen.getByRole('button', { name: sortBy(name) })).toBeInTheDocument();
    for (const name of ['Schedule', 'Next run'])
      expect(screen.queryByRole('button', { name: sortBy(name) })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sortBy('Last run') }));
    await waitFor(() =>
      expect(sent().map((request) => new URL(request.url, 'http://x').searchParams.get('sort'))).toContain(
        JSON.stringify(['lastRunAt', 'ASC']),
      ),
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Nov 28, 2026, 10:00 AM' }));
    await waitFor(() => expect(location()).toBe('/imports/run-1/show'));
  });

  test('Run now POSTs /api/admin/imports/runs with the supplier and says Run queued', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers': listAnswer('suppliers', suppliers),
      'POST /api/admin/imports/runs': { status: 201, body: { id: 'run-9', status: 'queued' } },
    });
    renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');

    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Nivoda lab' }));

    expect(await screen.findByText('Run queued')).toBeInTheDocument();
    expect(sent().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/imports/runs',
      body: { supplierId: 'sup-1' },
    });
    // The row's click (open the supplier) is not triggered by the button.
    expect(screen.queryByText('Stand-in for /suppliers/:id')).not.toBeInTheDocument();
  });

  test('a run started with Run now is followed in the list without a reload: queued, running, then done; asking stops', async () => {
    const supplier = suppliers[0];
    const lastRuns = [
      run({}),
      run({ id: 'run-9', status: 'queued' }),
      run({ id: 'run-9', status: 'running' }),
      run({ id: 'run-9', status: 'failed', at: '2026-11-28T17:00:00.000Z' }),
    ];
    let asked = 0;
    const { sent } = routeFetch({
      'GET /api/admin/suppliers': () => {
        // The first answer is before Run now; each later one a step further, the last for ever.
        const lastRun = lastRuns[Math.min(asked++, lastRuns.length - 1)];
        return listAnswer('suppliers', [{ ...supplier, lastRun }]);
      },
      'POST /api/admin/imports/runs': { status: 201, body: { id: 'run-9', status: 'queued' } },
    });
    renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');

    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Nivoda lab' }));

    const row = await rowOf('Nivoda lab');
    expect(await row.findByText('Queued')).toBeInTheDocument();
    expect(await row.findByText('Processing', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await row.findByText('Failed', {}, { timeout: 3000 })).toBeInTheDocument();
    const lists = () =>
      sent().filter((request) => request.method === 'GET' && request.url.startsWith('/api/admin/suppliers'));
    const afterEnd = lists().length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(lists()).toHaveLength(afterEnd);
  });

  test('a refused run shows the server’s sentence', async () => {
    routeFetch({
      'GET /api/admin/suppliers': listAnswer('suppliers', suppliers),
      'POST /api/admin/imports/runs': {
        status: 409,
        body: { statusCode: 409, message: 'A run of Sftp natural is held for review: confirm or discard it first' },
      },
    });
    renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');

    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Sftp natural' }));

    expect(
      await screen.findByText('A run of Sftp natural is held for review: confirm or discard it first'),
    ).toBeInTheDocument();
  });

  test('on a phone: one card per supplier with its badge, facts and actions', async () => {
    setScreenWidth(360);
    routeFetch({ 'GET /api/admin/suppliers': listAnswer('suppliers', suppliers) });
    renderSupplierScreen(<SupplierList />, '/suppliers', '/suppliers');

    expect(await screen.findByText('Nivoda lab')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Held for review')).toBeInTheDocument();
    expect(screen.getByText(/Natural Diamonds · SFTP · Cron 0 \*\/4 \* \* \* \(shop time\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now: Nivoda lab' })).toBeInTheDocument();
  });
});
