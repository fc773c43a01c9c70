import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByText('Default markup saved: prices are updated')).toBeInTheDocument();
    expect(sent().find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/markup/default',
      body: { markup: changed },
    });
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
