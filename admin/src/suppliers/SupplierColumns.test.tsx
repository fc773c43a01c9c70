import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_HEAD_BYTES } from '../dataProvider';
import { forgetShopTimeZone } from '../leads/shopTime';
import SupplierEdit from './SupplierEdit';
import { listAnswer, renderSupplierScreen, routeFetch, supplierRecord } from './suppliers.test-kit';

jest.setTimeout(30_000);

beforeEach(() => forgetShopTimeZone());

// Issue 31 point 8, the supplier form's Columns tab: a header name the server refuses (its template column does not
// exist) is marked on its own row, and a manual supplier's mapping is previewed from a sample file staff choose.

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const renderEdit = () => renderSupplierScreen(<SupplierEdit />, '/suppliers/:id', '/suppliers/sup-1');

const templateColumns = [
  { header: 'Stock #', required: true, aliases: ['Stock Number'] },
  { header: 'Weight', required: true, aliases: ['Carat'] },
  { header: 'Total Price', required: true, aliases: [] },
];
const preview = {
  columns: [
    { header: 'Stone ID', column: 'Stock #', via: 'supplier' },
    { header: 'Carat', column: 'Weight', via: 'alias' },
    { header: 'Remarks', column: null, via: null },
  ],
  rows: [['LG-1', '1.01', 'nice']],
  missing: ['Total Price'],
};

describe('a header name the server refuses', () => {
  test('its message is shown on that row’s template column, not on the others, until another column is chosen', async () => {
    // Saved before the rule: "Carats" points at a column the lab-grown template does not have.
    const saved = supplierRecord({ columnAliases: { 'Stone ID': 'Stock #', Carats: 'Weight (ct)' } });
    const refusal = 'The lab-grown template has no column "Weight (ct)": choose one of its columns for this header';
    routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', []),
      'GET /api/admin/imports/columns/lab-grown': { body: { columns: templateColumns } },
      'PUT /api/admin/suppliers/sup-1': {
        status: 400,
        body: { statusCode: 400, message: refusal, errors: { 'columnAliases.Carats': refusal } },
      },
    });
    renderEdit();
    fireEvent.change(await screen.findByDisplayValue('Nivoda lab'), { target: { value: 'Nivoda lab-grown' } });
    save();

    // The Columns tab holds the error: opened, the second row's column says why.
    tab('Columns');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const [stoneId, carats] = screen.getAllByLabelText(/^Template column/);
    expect(carats).toHaveAttribute('aria-invalid', 'true');
    expect(stoneId).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(carats, { target: { value: 'Weig' } });
    fireEvent.click(await screen.findByRole('option', { name: (name) => name.startsWith('Weight') }));
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
    expect(screen.getAllByLabelText(/^Template column/)[1]).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('a manual supplier’s sample', () => {
  const manual = supplierRecord({ sourceKind: 'manual', http: null, columnAliases: { 'Stone ID': 'Stock #' } });

  test('choosing a file previews its head with the category and header names as in the form', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: manual },
      'GET /api/admin/imports': listAnswer('imports', []),
      'GET /api/admin/imports/columns/lab-grown': { body: { columns: templateColumns } },
      'POST /api/admin/imports/preview/sample': { body: preview },
    });
    renderEdit();
    await screen.findByDisplayValue('Nivoda lab');
    tab('Columns');
    // No live feed to fetch: no "Preview mapping" button, a sample instead.
    expect(await screen.findByText(/choose one of them \(or its first rows\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview mapping' })).not.toBeInTheDocument();

    // A file larger than what a preview reads: only its head is sent.
    const big = new File(['Stone ID,Carat,Remarks\n', 'LG-1,1.01,nice\n'.repeat(30_000)], 'stones.csv', {
      type: 'text/csv',
    });
    expect(big.size).toBeGreaterThan(SAMPLE_HEAD_BYTES);
    fireEvent.change(screen.getByLabelText('Sample file'), { target: { files: [big] } });

    const mapping = within(await screen.findByRole('table', { name: 'Column mapping' }));
    expect(within(mapping.getByText('Stone ID').closest('tr')!).getByText('Supplier’s own')).toBeInTheDocument();
    expect(within(mapping.getByText('Remarks').closest('tr')!).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText(/No column fills Total Price/)).toBeInTheDocument();
    expect(screen.getByText('stones.csv')).toBeInTheDocument();

    const request = sent().find((r) => r.url === '/api/admin/imports/preview/sample')!;
    expect(request.method).toBe('POST');
    const form = request.body as FormData;
    expect(form.get('category')).toBe('lab-grown');
    expect(JSON.parse(form.get('columnAliases') as string)).toEqual({ 'Stone ID': 'Stock #' });
    const file = form.get('file') as File;
    expect(file.name).toBe('stones.csv');
    expect(file.size).toBe(SAMPLE_HEAD_BYTES);
  });

  test('a refused sample (not CSV) says why, and no table is shown', async () => {
    const message =
      'This looks like an Excel workbook or a ZIP archive. Save it as CSV (comma-separated) and upload that file.';
    routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: manual },
      'GET /api/admin/imports': listAnswer('imports', []),
      'GET /api/admin/imports/columns/lab-grown': { body: { columns: templateColumns } },
      'POST /api/admin/imports/preview/sample': {
        status: 400,
        body: { statusCode: 400, message, errors: { file: message } },
      },
    });
    renderEdit();
    await screen.findByDisplayValue('Nivoda lab');
    tab('Columns');
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'stones.xlsx');
    fireEvent.change(await screen.findByLabelText('Sample file'), { target: { files: [workbook] } });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Column mapping' })).not.toBeInTheDocument();
  });
});
