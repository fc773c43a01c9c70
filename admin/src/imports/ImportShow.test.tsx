import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetOneParams, type GetOneResult } from 'react-admin';
import { forgetShopTimeZone } from '../leads/shopTime';
import { mockFetch } from '../test-support/renderResource';
import ImportShow from './ImportShow';
import { importRecord, renderImports } from './imports.test-kit';
import { finishMessages } from './show/finishMessages';
import type { ImportRecord } from './types';

jest.setTimeout(30_000);

const getOne = jest.fn<(resource: string, params: GetOneParams) => Promise<GetOneResult>>();
const dataProvider = testDataProvider({ getOne } as Partial<DataProvider>);

/** getOne answers these records in turn, then the last one for ever. */
const answers = (...records: ImportRecord[]) => {
  let call = 0;
  getOne.mockImplementation(async () => ({ data: records[Math.min(call++, records.length - 1)] }));
};

/** Opened from the upload page (toasts when it ends) or from the history (no toasts). */
const render = (justStarted = false) =>
  renderImports(
    <ImportShow />,
    '/imports/:id/show',
    justStarted ? { pathname: '/imports/imp-1/show', state: { justStarted: true } } : '/imports/imp-1/show',
    dataProvider,
  );

const failedItems = [
  { rowIndex: 2, stockNumber: 'LG-2', field: 'Weight', error: 'Weight is required' },
  { rowIndex: 7, stockNumber: '', field: 'Stock #', error: 'Stock number is required' },
  { rowIndex: 9, stockNumber: 'LG-9', field: '', error: 'Duplicate stock number in the file' },
];

beforeEach(() => {
  getOne.mockReset();
  forgetShopTimeZone();
  mockFetch('America/New_York');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('ImportShow', () => {
  test('polls every second while running, shows progress, then the counters and toasts; polling stops', async () => {
    answers(
      importRecord({ status: 'queued', progress: 0 }),
      importRecord({ status: 'running', progress: 40 }),
      importRecord({ status: 'done', failedItems }),
    );
    render(true);

    expect(await screen.findByText('Waiting to start...')).toBeInTheDocument();
    expect(await screen.findByText('Processing... 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    const results = within(await screen.findByRole('region', { name: 'Results' }));
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();
    expect(results.getByText('Successfully Uploaded').previousSibling).toHaveTextContent('12');
    expect(results.getByText('Failed to Upload').previousSibling).toHaveTextContent('3');
    expect(results.getByText('Total Items Processed').previousSibling).toHaveTextContent('15');
    expect(results.getByText('Created: 8 · Updated: 4')).toBeInTheDocument();

    expect(await screen.findByText('Successfully uploaded 12 items!')).toBeInTheDocument();
    expect(await screen.findByText('3 items failed to upload. Check details below.')).toBeInTheDocument();

    const calls = getOne.mock.calls.length;
    expect(calls).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(getOne.mock.calls.length).toBe(calls);
    expect(getOne).toHaveBeenCalledWith('imports', expect.objectContaining({ id: 'imp-1' }));
  });

  test('Items Not Uploaded: Show/Hide Details, Stock # or Row N, field: message, local removal', async () => {
    answers(importRecord({ failedItems }));
    render();

    const section = within(await screen.findByRole('region', { name: 'Items Not Uploaded' }));
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(section.getByRole('button', { name: 'Show Details' }));
    const table = within(section.getByRole('table', { name: 'Items not uploaded' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Stock #', 'Error', 'Actions']);
    const rows = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['LG-2', 'Weight: Weight is required'],
      ['Row 7', 'Stock #: Stock number is required'],
      ['LG-9', 'Duplicate stock number in the file'],
    ]);

    fireEvent.click(table.getByRole('button', { name: 'Remove Row 7 from the list' }));
    expect(rows()).toEqual([
      ['LG-2', 'Weight: Weight is required'],
      ['LG-9', 'Duplicate stock number in the file'],
    ]);
    expect(getOne).toHaveBeenCalledTimes(1);

    fireEvent.click(section.getByRole('button', { name: 'Hide Details' }));
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    // Opened from the history: a finished import toasts nothing.
    expect(screen.queryByText('Successfully uploaded 12 items!')).not.toBeInTheDocument();
  });

  test('the list scrolls at a maximum height and says when the server capped it', async () => {
    answers(importRecord({ failedCount: 40, failedItems }));
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Show Details' }));
    expect(
      screen.getByText('Showing the first 3 of 40 failed rows; the error file lists them all.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items not uploaded' }).parentElement).toHaveStyle({ maxHeight: '400px' });
  });

  test('Download error file fetches errors.csv with the token; Upload another file goes to the upload page', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    answers(importRecord({ failedItems }));
    const fetchMock = mockFetch('America/New_York', () => new Response('Stock #,Error\r\n', { status: 200 }));
    URL.createObjectURL = jest.fn(() => 'blob:errors');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      // Only the download link is stopped; react-router's links are not clicked this way.
      saved.push(this.download);
    });
    const { location } = render();

    fireEvent.click(await screen.findByRole('button', { name: 'Download error file' }));
    await waitFor(() => expect(saved).toEqual(['march-stock-errors.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/imports/imp-1/errors.csv', {
      headers: { Authorization: 'Bearer tok-1' },
    });

    fireEvent.click(screen.getByRole('link', { name: 'Upload another file' }));
    await waitFor(() => expect(location()).toBe('/imports/create'));
  });

  test('no failures: no details list, no error file', async () => {
    answers(importRecord({ failedCount: 0, successCount: 15, failedItems: [] }));
    render();

    expect(await screen.findByText('Successfully Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Items Not Uploaded' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download error file' })).not.toBeInTheDocument();
  });

  test('a failed import shows and toasts its error', async () => {
    answers(
      importRecord({ status: 'running', progress: 10 }),
      importRecord({
        status: 'failed',
        totalItems: 0,
        successCount: 0,
        failedCount: 0,
        error: "The file has no 'Stock #' column",
      }),
    );
    render(true);

    expect(await screen.findByRole('alert')).toHaveTextContent("The file has no 'Stock #' column");
    // The alert and the toast.
    await waitFor(() => expect(screen.getAllByText("The file has no 'Stock #' column")).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    // Its file was refused, so there is nothing to retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('a failed HTTP feed run is named by its supplier and offers Run again and Edit source, never another upload', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    const failedRun = importRecord({
      id: 'run-1',
      fileName: 'Alpha Gems 2026-03-02 15:04.csv',
      supplierId: 'sup-1',
      supplierName: 'Alpha Gems',
      trigger: 'manual',
      status: 'failed',
      totalItems: 0,
      successCount: 0,
      failedCount: 0,
      error: 'The supplier’s server answered 404 Not Found',
      retryable: true,
    });
    const nextRun = importRecord({ id: 'run-2', supplierId: 'sup-1', supplierName: 'Alpha Gems', trigger: 'manual' });
    getOne.mockImplementation(async (_resource, { id }) => ({
      data: id === 'run-2' ? { ...nextRun, status: 'queued', progress: 0 } : failedRun,
    }));
    const fetchMock = mockFetch('America/New_York', () =>
      Response.json({ ...nextRun, status: 'queued' }, { status: 201 }),
    );
    const { location } = renderImports(<ImportShow />, '/imports/:id/show', '/imports/run-1/show', dataProvider);

    expect(await screen.findByRole('heading', { level: 2, name: 'Alpha Gems feed run' })).toBeInTheDocument();
    expect(screen.queryByText(/Alpha Gems 2026-03-02/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The supplier’s server answered 404 Not Found');
    expect(screen.queryByRole('link', { name: 'Upload another file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit source' })).toHaveAttribute('href', '/suppliers/sup-1');

    fireEvent.click(screen.getByRole('button', { name: 'Run again' }));

    await waitFor(() => expect(location()).toBe('/imports/run-2/show'));
    expect(await screen.findByText('Waiting to start...')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/imports/runs'))!;
    expect(url).toBe('/api/admin/imports/runs');
    expect(JSON.parse(String(init?.body))).toEqual({ supplierId: 'sup-1' });
    // While the new run is queued there is nothing to run again.
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  test('an import whose job was lost offers Retry: it asks the API, then follows the import again', async () => {
    localStorage.setItem('shop.adminToken', 'tok-1');
    const lost = importRecord({
      status: 'failed',
      totalItems: 2000,
      error: 'The import stopped: its job was lost twice.',
      retryable: true,
    });
    answers(lost, importRecord({ status: 'queued', progress: 0 }));
    const fetchMock = mockFetch('America/New_York', () =>
      Response.json(importRecord({ status: 'queued' }), { status: 202 }),
    );
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('The import stopped: its job was lost twice.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Waiting to start...')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/retry'))!;
    expect(url).toBe('/api/admin/imports/imp-1/retry');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('a dry run says nothing changed and words the counters as would-be; replace shows the unavailable count', async () => {
    answers(
      importRecord({ status: 'running', progress: 90 }),
      importRecord({ dryRun: true, mode: 'replace', unavailableCount: 5 }),
    );
    render(true);

    const results = within(await screen.findByRole('region', { name: 'Results' }));
    expect(results.getByText('Would Upload').previousSibling).toHaveTextContent('12');
    expect(results.getByText('Would Fail to Upload')).toBeInTheDocument();
    expect(results.getByText('Total Items Checked')).toBeInTheDocument();
    expect(
      results.getByText('Would be created: 8 · Would be updated: 4 · Would be made unavailable: 5'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Dry run: nothing was changed')).not.toHaveLength(0);
    expect(await screen.findByText('3 items would fail to upload. Check details below.')).toBeInTheDocument();
    expect(screen.queryByText(/Successfully uploaded/)).not.toBeInTheDocument();
  });
});

describe('ImportShow: supplier runs (issue 21)', () => {
  const held = importRecord({
    status: 'held',
    supplierId: 'sup-1',
    supplierName: 'Nivoda lab',
    trigger: 'schedule',
    bytesFetched: 1_200_000,
    durationMs: 8_000,
    retiredCount: 0,
    priceUpCount: 3,
    priceDownCount: 1,
    heldReason: 'Would retire 420 of 1,000 live stones (42 %, limit 20 %)',
  });

  test.each([
    [
      'Confirm retirement',
      'confirm',
      'Retirement confirmed',
      importRecord({ ...held, status: 'done', retiredCount: 420 }),
    ],
    ['Discard', 'discard', 'Run discarded', importRecord({ ...held, status: 'discarded' })],
  ])('a held run shows its reason and facts; %s POSTs /%s', async (button, action, toast, after) => {
    answers(held, after);
    const fetchMock = mockFetch('America/New_York', () => Response.json(after));
    render();

    expect(await screen.findByText('Held for review', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Would retire 420 of 1,000 live stones (42 %, limit 20 %)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Supplier: Nivoda lab · Started by: Schedule · Fetched: 1.2 MB · Duration: 8.0 s · Retired: 0 · Prices: 3 up · 1 down',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/imports/'));
    expect([call?.[0], call?.[1]?.method]).toEqual([`/api/admin/imports/imp-1/${action}`, 'POST']);
    await waitFor(() => expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument());
  });
});

describe('ImportShow: a first supplier run held for its markup (issue 29)', () => {
  const reason =
    "No markup saved yet: prices would equal supplier cost. Save the shop's markup, then confirm this run.";
  const held = importRecord({
    status: 'held',
    supplierId: 'sup-1',
    supplierName: 'Nivoda lab',
    trigger: 'manual',
    totalItems: 0,
    successCount: 0,
    createdCount: 0,
    updatedCount: 0,
    failedCount: 0,
    heldReason: reason,
    heldFor: 'markup',
  });

  test('shows the reason, links to the markup pages, and Confirm run queues it again', async () => {
    const after = importRecord({ ...held, status: 'queued', heldReason: null });
    answers(held, after);
    const fetchMock = mockFetch('America/New_York', () => Response.json(after));
    render();

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the shop's markup" })).toHaveAttribute('href', '/default-markup');
    expect(screen.getByRole('link', { name: 'or give Nivoda lab a markup of its own' })).toHaveAttribute(
      'href',
      '/suppliers/sup-1',
    );
    expect(screen.queryByRole('button', { name: 'Confirm retirement' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm run' }));
    expect(await screen.findByText('Run confirmed: it runs again now')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/imports/'));
    expect([call?.[0], call?.[1]?.method]).toEqual(['/api/admin/imports/imp-1/confirm', 'POST']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm run' })).not.toBeInTheDocument());
  });
});

describe('finishMessages', () => {
  test('spec 2 §8 wording', () => {
    expect(finishMessages(importRecord({ failedCount: 0 }))).toEqual([
      { message: 'Successfully uploaded 12 items!', type: 'success' },
    ]);
    expect(finishMessages(importRecord({ successCount: 0, failedCount: 1 }))).toEqual([
      { message: '1 item failed to upload. Check details below.', type: 'warning' },
    ]);
    expect(finishMessages(importRecord({ status: 'failed', error: null }))).toEqual([
      { message: 'Upload failed', type: 'error' },
    ]);
  });
});
