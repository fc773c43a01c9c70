import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { forgetShopTimeZone } from '../../leads/shopTime';
import { field } from '../../test-support/renderScreen';
import SupplierEdit from '../SupplierEdit';
import { listAnswer, renderSupplierScreen, routeFetch, supplierRecord } from '../suppliers.test-kit';
import type { RepricingJob } from '../types';
import DefaultMarkupPage from './DefaultMarkupPage';

jest.setTimeout(30_000);

beforeEach(() => forgetShopTimeZone());

const markup = { basis: 'cost', bands: [{ from: 0, to: null, percent: 0, fixed: 0 }], rounding: 'none' };
const job = (fields: Partial<RepricingJob>): RepricingJob => ({
  id: '7',
  status: 'running',
  supplierId: null,
  total: 100_000,
  offers: 0,
  repriced: 0,
  progress: 0,
  error: null,
  attempts: 0,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
  ...fields,
});
/** Answers the job's states in turn, the last one from then on. */
const states = (...answers: RepricingJob[]) => {
  let asked = 0;
  return () => ({ body: answers[Math.min(asked++, answers.length - 1)] });
};

describe('a markup save’s repricing in the console (issue 31)', () => {
  test('the default markup page follows the job the save answered: progress, then the stones repriced', async () => {
    const { sent } = routeFetch({
      'GET /api/admin/markup/default': { body: { markup, savedAt: null, savedBy: null } },
      'PUT /api/admin/markup/default': ({ body }) => ({
        body: { ...(body as object), savedAt: '2026-11-29T10:00:00.000Z', savedBy: 'Ada', repricingJobId: '7' },
      }),
      'GET /api/admin/repricing/7': states(
        job({ offers: 40_000, repriced: 39_000, progress: 40 }),
        job({ status: 'done', offers: 100_000, repriced: 98_943, progress: 100 }),
      ),
    });
    renderSupplierScreen(<DefaultMarkupPage />, '/default-markup', '/default-markup');
    fireEvent.change(await screen.findByLabelText(/^Percent/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Repricing: 40,000 of 100,000 stones gone through, 39,000 repriced.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Repricing' })).toHaveAttribute('aria-valuenow', '40');
    expect(
      await screen.findByText(/Repricing done: 98,943 of 100,000 stones repriced/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Ended: no more polling.
    const polls = sent().filter((request) => request.url === '/api/admin/repricing/7').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent().filter((request) => request.url === '/api/admin/repricing/7')).toHaveLength(polls);
    // The saved state is the answer's, the job id left out.
    expect(screen.getByText(/Saved by Ada on/)).toBeInTheDocument();
  });

  test('a failed repricing says why; Retry starts it again and follows it to the end', async () => {
    const failed = job({ status: 'failed', attempts: 5, error: 'connection to the database was lost', offers: 5000 });
    let retried = false;
    const { sent } = routeFetch({
      'GET /api/admin/markup/default': { body: { markup, savedAt: null, savedBy: null } },
      'PUT /api/admin/markup/default': ({ body }) => ({ body: { ...(body as object), repricingJobId: '7' } }),
      'GET /api/admin/repricing/7': () => ({
        body: retried ? job({ status: 'done', offers: 100_000, repriced: 100_000, progress: 100 }) : failed,
      }),
      'POST /api/admin/repricing/7/retry': () => {
        retried = true;
        return { body: job({ status: 'queued', total: null }) };
      },
    });
    renderSupplierScreen(<DefaultMarkupPage />, '/default-markup', '/default-markup');
    fireEvent.change(await screen.findByLabelText(/^Percent/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/Repricing failed after 5 attempts: connection to the database was lost/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Repricing done: 100,000 of 100,000 stones repriced/)).toBeInTheDocument();
    expect(sent().filter((request) => request.method === 'POST' && request.url.endsWith('/retry'))).toHaveLength(1);
  });

  test('a supplier whose markup changed shows its repricing under the form', async () => {
    const saved = supplierRecord({
      markup: { basis: 'carat', bands: [{ from: 0, to: null, percent: 20, fixed: 0 }], rounding: 'nine' },
    });
    routeFetch({
      'GET /api/admin/suppliers/sup-1': { body: saved },
      'GET /api/admin/imports': listAnswer('imports', []),
      'PUT /api/admin/suppliers/sup-1': ({ body }) => ({
        body: { ...saved, markup: (body as { markup: unknown }).markup, repricingJobId: '12' },
      }),
      'GET /api/admin/repricing/12': {
        body: job({ id: '12', status: 'queued', supplierId: 'sup-1', total: null }),
      },
    });
    renderSupplierScreen(<SupplierEdit />, '/suppliers/:id', '/suppliers/sup-1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Markup' }));
    fireEvent.change(field('Percent (%)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Supplier saved');
    await waitFor(() =>
      expect(screen.getByText(/Repricing queued: it starts when the worker is free/)).toBeInTheDocument(),
    );
  });
});
