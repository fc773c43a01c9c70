import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { forgetShopTimeZone } from '../leads/shopTime';
import { leadMocks, mockFetch, renderList } from '../test-support/renderResource';
import ImportList from './ImportList';
import { importRecord } from './imports.test-kit';

const { getList, dataProvider } = leadMocks();

const done = importRecord();
const running = importRecord({
  id: 'imp-2',
  fileName: 'rings.csv',
  category: 'jewelry',
  mode: 'replace',
  dryRun: true,
  status: 'running',
  progress: 35,
  actor: { id: 'a-2', name: '', email: 'bo@shop.test' },
});

const ShowStandIn = () => <p>Import {useParams().id}</p>;

/** The list with stand-ins for the routes it links to. */
const ListRoutes = () => (
  <Routes>
    <Route path="/imports" element={<ImportList />} />
    <Route path="/imports/:id/show" element={<ShowStandIn />} />
    <Route path="/imports/create" element={<p>Upload page</p>} />
  </Routes>
);

beforeEach(() => {
  getList.mockReset();
  forgetShopTimeZone();
  mockFetch('America/New_York');
});

const rowOf = async (fileName: string) => within((await screen.findByText(fileName)).closest('tr')!);

describe('ImportList', () => {
  test('the history, newest first: when, who, file, category, mode, status, counts', async () => {
    getList.mockResolvedValue({ data: [done, running], total: 2 });
    renderList('imports', ListRoutes, dataProvider);

    const row = await rowOf('march-stock.csv');
    expect(await row.findByText('Mar 2, 2026, 10:04 AM')).toBeInTheDocument();
    expect(row.getByText('Ada Stone')).toBeInTheDocument();
    expect(row.getByText('Lab-Grown Diamonds')).toBeInTheDocument();
    expect(row.getByText('Add and update')).toBeInTheDocument();
    expect(row.getByText('Done')).toBeInTheDocument();
    expect(row.getByText('12 uploaded · 3 failed · 15 total')).toBeInTheDocument();

    const other = await rowOf('rings.csv');
    expect(other.getByText('bo@shop.test')).toBeInTheDocument();
    expect(other.getByText('Jewelry')).toBeInTheDocument();
    expect(other.getByText('Replace all · Dry run')).toBeInTheDocument();
    expect(other.getByText('Processing')).toBeInTheDocument();
    expect(other.getByText('35%')).toBeInTheDocument();

    expect(getList).toHaveBeenCalledWith(
      'imports',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }),
    );
  });

  test('a row opens the import', async () => {
    getList.mockResolvedValue({ data: [done, running], total: 2 });
    renderList('imports', ListRoutes, dataProvider);

    fireEvent.click(await screen.findByText('rings.csv'));
    expect(await screen.findByText('Import imp-2')).toBeInTheDocument();
  });

  test('empty: the empty state and New Bulk Upload', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    renderList('imports', ListRoutes, dataProvider);

    expect(await screen.findByText('No bulk uploads yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'New Bulk Upload' }));
    await waitFor(() => expect(screen.getByText('Upload page')).toBeInTheDocument());
  });
});
