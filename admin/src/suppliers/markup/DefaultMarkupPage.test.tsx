import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { field } from '../../test-support/renderScreen';
import { renderSupplierScreen, routeFetch } from '../suppliers.test-kit';
import DefaultMarkupPage from './DefaultMarkupPage';

jest.setTimeout(30_000);

const markup = { basis: 'cost', bands: [{ from: 0, to: null, percent: 0, fixed: 0 }], rounding: 'none' };
const renderPage = () => renderSupplierScreen(<DefaultMarkupPage />, '/default-markup', '/default-markup');

describe('/default-markup', () => {
  test('loads the rules, previews prices without a supplier, and saves them with PUT', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/markup/default': { body: { markup } },
      'POST /api/admin/markup/preview': {
        body: { samples: [{ stockNumber: 'LG-5', carat: 0.5, cost: 400, currentRetail: 400, retail: 440 }] },
      },
      'PUT /api/admin/markup/default': ({ body }) => ({ body }),
    });
    renderPage();

    expect(await screen.findByLabelText(/^Percent/)).toHaveValue(0);
    fireEvent.change(field('Percent (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview prices' }));
    expect(await screen.findByText('$440')).toBeInTheDocument();
    const changed = { ...markup, bands: [{ from: 0, to: null, percent: 10, fixed: 0 }] };
    expect(sent().find((request) => request.url === '/api/admin/markup/preview')?.body).toEqual({ markup: changed });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Default markup saved: its stones are being repriced')).toBeInTheDocument();
    expect(sent().find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/markup/default',
      body: { markup: changed },
    });
  });

  test('issue 29: prices a typed cost and carat with no feed run yet, beside the “no stones” of an empty shop', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/markup/default': { body: { markup, savedAt: null, savedBy: null } },
      'POST /api/admin/markup/preview': ({ body }) => ({
        body: {
          samples: [],
          typed: (body as { cost?: number }).cost
            ? { cost: 3011.02, carat: 1.02, currentRetail: 3011.02, retail: 3313 }
            : null,
        },
      }),
    });
    renderPage();

    // Before any save, staff read that runs wait for it.
    expect(await screen.findByText(/Not saved yet: runs of the suppliers on this markup are held/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview prices' }));
    expect(await screen.findByText(/No stones to price yet: type a cost above/)).toBeInTheDocument();

    fireEvent.change(field('Cost ($)'), { target: { value: '3011.02' } });
    fireEvent.change(field('Carat'), { target: { value: '1.02' } });
    fireEvent.change(field('Percent (%)'), { target: { value: '10' } });
    // Enter in the typed cost previews, and never saves the markup.
    fireEvent.keyDown(field('Carat'), { key: 'Enter' });

    const table = within(await screen.findByRole('table', { name: 'Price preview' }));
    const row = table.getByRole('row', { name: /Typed in/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Typed in', '1.02', '$3,011.02', '$3,011.02', '$3,313']);
    const changed = { ...markup, bands: [{ from: 0, to: null, percent: 10, fixed: 0 }] };
    expect(sent().filter((request) => request.url === '/api/admin/markup/preview')[1]?.body).toEqual({
      markup: changed,
      cost: 3011.02,
      carat: 1.02,
    });
    expect(sent().some((request) => request.method === 'PUT')).toBe(false);
  });

  test('a refused typed cost is named on its own field; the saved state says who saved the markup', async () => {
    routeFetch({
      'GET /api/admin/markup/default': {
        body: { markup, savedAt: '2026-11-29T10:00:00.000Z', savedBy: 'Ada Lovelace' },
      },
      'POST /api/admin/markup/preview': {
        status: 400,
        body: { statusCode: 400, message: 'Use at most 2 decimals', errors: { cost: 'Use at most 2 decimals' } },
      },
    });
    renderPage();

    expect(await screen.findByText(/Saved by Ada Lovelace on/)).toBeInTheDocument();
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
    fireEvent.change(field('Cost ($)'), { target: { value: '10.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview prices' }));
    await waitFor(() => expect(field('Cost ($)')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Cost ($)')).toHaveAccessibleDescription('Use at most 2 decimals');
  });

  test('the server’s band errors land on the band fields', async () => {
    routeFetch({
      'GET /api/admin/markup/default': { body: { markup } },
      'PUT /api/admin/markup/default': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please fix the validation errors',
          errors: { 'markup.bands.0.fixed': 'Fixed amount has at most 2 decimals' },
        },
      },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Fixed/), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Fixed amount has at most 2 decimals')).toBeInTheDocument();
    await waitFor(() => expect(field('Fixed ($)')).toHaveAttribute('aria-invalid', 'true'));
  });
});
