import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { field, select } from '../test-support/renderScreen';
import SupplierCreate from './SupplierCreate';
import SupplierEdit from './SupplierEdit';
import { listAnswer, renderSupplierScreen, routeFetch, supplierRecord } from './suppliers.test-kit';

jest.setTimeout(30_000);

beforeEach(() => forgetShopTimeZone());

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
/** Picks the template column of the `index`th header row by its header, as staff do: typing, then the option. */
const chooseColumn = async (header: string, index = 0) => {
  const input = screen.getAllByLabelText(/^Template column/)[index];
  fireEvent.change(input, { target: { value: header.slice(0, 5) } });
  fireEvent.click(await screen.findByRole('option', { name: (name) => name.startsWith(header) }));
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** GET /api/admin/imports/columns/lab-grown's columns (a few of them). */
const templateColumns = [
  { header: 'Stock #', required: true, aliases: ['Stock Number', 'VenderStockNumber', 'Stock No'] },
  { header: 'Weight', required: true, aliases: ['Carat', 'Size'] },
  { header: 'Total Price', required: true, aliases: ['Price', 'Total'] },
];

const renderCreate = () => renderSupplierScreen(<SupplierCreate />, '/suppliers/create', '/suppliers/create');
const renderEdit = () => renderSupplierScreen(<SupplierEdit />, '/suppliers/:id', '/suppliers/sup-1');

describe('SupplierCreate', () => {
  test('the source’s own fields follow its kind and auth; SFTP starts on port 22', async () => {
    routeFetch({});
    renderCreate();

    expect(await screen.findByLabelText(/^Feed URL/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^User name/)).not.toBeInTheDocument();
    await choose('Authentication', 'User name and password');
    expect(field('User name')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await choose('Authentication', 'Token in a header');
    expect(field('Header name')).toBeInTheDocument();
    expect(field('Token')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('SFTP server'));
    expect(screen.queryByLabelText(/^Feed URL/)).not.toBeInTheDocument();
    expect(field('Host')).toBeInTheDocument();
    expect(field('Port')).toHaveValue(22);
    expect(field('File path')).toBeInTheDocument();
    expect(field('Private key').tagName).toBe('TEXTAREA');

    fireEvent.click(screen.getByLabelText('Manual uploads'));
    expect(screen.queryByLabelText(/^Host/)).not.toBeInTheDocument();
    tab('Schedule');
    expect(screen.getByText('Manual suppliers have no schedule: their files are uploaded.')).toBeInTheDocument();
  });

  test('schedule: off until staff choose one, then every N hours or a cron expression in the shop’s zone; the feed kinds explained', async () => {
    routeFetch({});
    renderCreate();
    await screen.findByLabelText(/^Feed URL/);
    tab('Schedule');

    expect(screen.getByText(/Full: the file is the supplier’s whole list/)).toBeInTheDocument();
    expect(screen.getByText(/Delta: the file holds only changes/)).toBeInTheDocument();
    // A new supplier is not pulled on its own until staff choose a schedule.
    expect(screen.getByLabelText('Off (Run now only)')).toBeChecked();
    expect(screen.queryByLabelText(/^Every \(hours\)/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Every few hours'));
    expect(field('Every (hours)')).toHaveValue(6);
    fireEvent.click(screen.getByLabelText('Cron expression'));
    expect(screen.queryByLabelText(/^Every \(hours\)/)).not.toBeInTheDocument();
    expect(await screen.findByText(/in the shop's time zone \(America\/New_York\)/)).toBeInTheDocument();
  });

  test('band gaps and overlaps are shown on the band’s own fields, and nothing is sent', async () => {
    const { sent } = routeFetch({});
    renderCreate();
    change('Name', 'Gap supplier');
    change('Feed URL', 'https://feeds.example/x.csv');
    tab('Markup');
    fireEvent.click(screen.getByLabelText("Use the shop's default markup"));
    fireEvent.click(screen.getByRole('button', { name: 'Add band' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add band' }));
    // Bands 0–1, 1–2, 2–open; the second band's From moved to 1.5 leaves a gap, the third's to 1 overlaps.
    const froms = screen.getAllByLabelText(/^From/);
    fireEvent.change(froms[1], { target: { value: '1.5' } });
    fireEvent.change(froms[2], { target: { value: '1' } });
    const tos = screen.getAllByLabelText(/^To/);
    fireEvent.change(tos[2], { target: { value: '9' } });
    save();

    expect(await screen.findByText('Gap: the band before ends at 1')).toBeInTheDocument();
    expect(screen.getByText('Overlaps the band before (it ends at 2)')).toBeInTheDocument();
    expect(screen.getByText('Leave empty: the last band has no upper limit')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^From/)[1]).toHaveAttribute('aria-invalid', 'true');
    expect(sent().filter((request) => request.method === 'POST')).toEqual([]);
  });

  test('Save POSTs the chosen source only, aliases as an object, own markup; then opens the supplier', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/imports/columns/lab-grown': { body: { columns: templateColumns } },
      'POST /api/admin/suppliers': ({ body }) => ({
        status: 201,
        body: { ...supplierRecord(), ...(body as object), id: 'sup-7' },
      }),
    });
    const { location } = renderCreate();
    change('Name', 'Nivoda lab');
    change('Feed URL', 'https://feeds.example/lab.csv');
    await choose('Authentication', 'User name and password');
    change('User name', 'shop');
    change('Password', 's3cret');
    tab('Columns');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    change('Header in the file', 'Stone ID');
    await chooseColumn('Stock #');
    tab('Markup');
    fireEvent.click(screen.getByLabelText("Use the shop's default markup"));
    change('Percent (%)', '25');
    save();

    await waitFor(() => expect(location()).toBe('/suppliers/sup-7'));
    expect(sent().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/suppliers',
      body: {
        name: 'Nivoda lab',
        category: 'lab-grown',
        sourceKind: 'http',
        feedKind: 'full',
        http: {
          url: 'https://feeds.example/lab.csv',
          auth: 'basic',
          username: 'shop',
          headerName: null,
          password: 's3cret',
          token: null,
        },
        schedule: { kind: 'off', hours: null, cron: null },
        columnAliases: { 'Stone ID': 'Stock #' },
        markup: { basis: 'cost', bands: [{ from: 0, to: null, percent: 25, fixed: 0 }], rounding: 'dollar' },
        retireLimitPercent: 20,
      },
    });
  });

  test('the server’s field errors land on their inputs, on whichever tab', async () => {
    routeFetch({
      'POST /api/admin/suppliers': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please fix the validation errors',
          errors: {
            'http.url': 'The feed address resolves to a private network address',
            'markup.bands.0.percent': 'Percent must be between -90 and 1000',
          },
        },
      },
    });
    renderCreate();
    change('Name', 'Internal');
    change('Feed URL', 'http://10.0.0.1/feed.csv');
    tab('Markup');
    fireEvent.click(screen.getByLabelText("Use the shop's default markup"));
    save();

    expect(await screen.findByText('Percent must be between -90 and 1000')).toBeInTheDocument();
    expect(field('Percent (%)')).toHaveAttribute('aria-invalid', 'true');
    tab('Source');
    expect(await screen.findByText('The feed address resolves to a private network address')).toBeInTheDocument();
    expect(field('Feed URL')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SupplierEdit', () => {
  const saved = supplierRecord({
    http: {
      url: 'https://feeds.example/lab.csv',
      auth: 'basic',
      username: 'shop',
      headerName: null,
      hasPassword: true,
      hasToken: false,
    },
    columnAliases: { 'Stone ID': 'Stock #' },
    markup: { basis: 'carat', bands: [{ from: 0, to: null, percent: 20, fixed: 0 }], rounding: 'nine' },
  });

  test('a saved password: empty keeps it (not sent), Remove sends null', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', []),
      // The answer says whether a password is saved, never the password.
      'PUT /api/admin/suppliers/sup-1': ({ body }) => ({ body: { ...saved, name: (body as { name: string }).name } }),
    });
    renderEdit();

    expect(await screen.findByText('A password is saved — type to replace, or Remove.')).toBeInTheDocument();
    change('Name', 'Nivoda lab (US)');
    save();
    await screen.findByText('Supplier saved');
    const kept = sent().filter((request) => request.method === 'PUT')[0].body as { http: Record<string, unknown> };
    expect(kept.http).not.toHaveProperty('password');
    expect(kept.http).toMatchObject({ url: 'https://feeds.example/lab.csv', auth: 'basic', username: 'shop' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the password' }));
    expect(screen.getByText('The saved password will be removed when you save.')).toBeInTheDocument();
    save();
    await waitFor(() => expect(sent().filter((request) => request.method === 'PUT')).toHaveLength(2));
    const removed = sent().filter((request) => request.method === 'PUT')[1].body as { http: Record<string, unknown> };
    expect(removed.http.password).toBeNull();
  });

  test('Preview mapping sends the headers as typed and shows each column’s template column and how it maps, the first rows and what is missing', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', []),
      'GET /api/admin/imports/columns/lab-grown': { body: { columns: templateColumns } },
      'POST /api/admin/imports/preview': {
        body: {
          columns: [
            { header: 'Stone ID', column: 'Stock #', via: 'supplier' },
            { header: 'Carat', column: 'Weight', via: 'alias' },
            { header: 'Cost', column: 'Total Price', via: 'supplier' },
            { header: 'Remarks', column: null, via: null },
          ],
          rows: [['LG-1', '1.01', '1000', 'nice']],
          missing: ['Image Link'],
        },
      },
    });
    renderEdit();
    await screen.findByText('A password is saved — type to replace, or Remove.');
    tab('Columns');
    expect(await screen.findByDisplayValue('Stock #')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]);
    fireEvent.change(screen.getAllByLabelText(/^Header in the file/)[1], { target: { value: 'Cost' } });
    await chooseColumn('Total Price', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Preview mapping' }));

    const mapping = within(await screen.findByRole('table', { name: 'Column mapping' }));
    expect(sent().find((request) => request.url === '/api/admin/imports/preview')?.body).toEqual({
      supplierId: 'sup-1',
      columnAliases: { 'Stone ID': 'Stock #', Cost: 'Total Price' },
    });
    expect(screen.getByText(/No column fills Image Link/)).toBeInTheDocument();
    const stone = within(mapping.getByText('Stone ID').closest('tr')!);
    expect(stone.getByText('Stock #')).toBeInTheDocument();
    expect(stone.getByText('Supplier’s own')).toBeInTheDocument();
    expect(within(mapping.getByText('Carat').closest('tr')!).getByText('Known alias')).toBeInTheDocument();
    expect(within(mapping.getByText('Remarks').closest('tr')!).getByText('Unknown')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'First rows' })).getByText('LG-1')).toBeInTheDocument();
  });

  test('Preview prices shows cost → current retail → new retail for the rules as typed', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', []),
      'POST /api/admin/markup/preview': {
        body: { samples: [{ stockNumber: 'LG-1', carat: 1.01, cost: 1000, currentRetail: 1209, retail: 1259 }] },
      },
    });
    renderEdit();
    await screen.findByText('A password is saved — type to replace, or Remove.');
    tab('Markup');
    change('Percent (%)', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Preview prices' }));

    const row = within((await screen.findByText('LG-1')).closest('tr')!);
    expect(row.getByText('$1,000')).toBeInTheDocument();
    expect(row.getByText('$1,209')).toBeInTheDocument();
    expect(row.getByText('$1,259')).toBeInTheDocument();
    expect(sent().find((request) => request.url === '/api/admin/markup/preview')?.body).toEqual({
      supplierId: 'sup-1',
      markup: { basis: 'carat', bands: [{ from: 0, to: null, percent: 25, fixed: 0 }], rounding: 'nine' },
    });
  });

  test('the run history: this supplier’s imports, newest first, a row opening the run', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', [
        {
          id: 'run-3',
          fileName: 'lab.csv',
          category: 'lab-grown',
          mode: 'replace',
          dryRun: false,
          status: 'held',
          progress: 100,
          totalItems: 1000,
          createdCount: 5,
          updatedCount: 900,
          successCount: 905,
          failedCount: 3,
          unavailableCount: 0,
          error: null,
          retryable: false,
          actor: { id: 'a', name: 'System', email: '' },
          createdAt: '2026-11-28T15:00:00.000Z',
          startedAt: '2026-11-28T15:00:00.000Z',
          finishedAt: '2026-11-28T15:01:15.000Z',
          supplierId: 'sup-1',
          supplierName: 'Nivoda lab',
          trigger: 'schedule',
          bytesFetched: 2_500_000,
          retiredCount: 0,
          priceUpCount: 12,
          priceDownCount: 4,
          heldReason: 'Would retire 40 %',
          durationMs: 75_000,
        },
      ]),
    });
    const { location } = renderEdit();

    const row = within((await screen.findByText('Held for review')).closest('tr')!);
    expect(row.getByText('Schedule')).toBeInTheDocument();
    expect(row.getByText('1 min 15 s')).toBeInTheDocument();
    expect(row.getByText('2.5 MB')).toBeInTheDocument();
    expect(row.getByText('5 created · 900 updated · 0 retired · 3 refused')).toBeInTheDocument();
    expect(row.getByText('12 up · 4 down')).toBeInTheDocument();
    const query = new URL(sent().find((request) => request.url.startsWith('/api/admin/imports?'))!.url, 'http://x')
      .searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ supplierId: 'sup-1' });
    expect(JSON.parse(query.get('sort')!)).toEqual(['createdAt', 'DESC']);

    fireEvent.click(row.getByText('Schedule'));
    await waitFor(() => expect(location()).toBe('/imports/run-3/show'));
  });
});
