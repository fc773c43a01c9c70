import type { components } from '@gem-shop/widgets/api';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from './api';

/** The answer of GET /api/admin/lead-origins. */
export type LeadOrigins = components['schemas']['LeadOriginsDto'];

const restProvider = simpleRestProvider(`${API_URL}/admin`, httpClient);

/**
 * A refused save keeps the API's sentence ('Please fix the validation errors', 'A product with stock
 * number X already exists') next to its per-field messages: react-admin marks the fields from
 * `body.errors` and toasts `errors.root.serverError`.
 */
function withServerMessage(error: unknown): never {
  const body = error instanceof HttpError ? (error.body as { message?: string; errors?: Record<string, unknown> } | undefined) : undefined;
  if (!body?.errors || !body.message) throw error;
  throw new HttpError(body.message, (error as HttpError).status, { ...body, errors: { ...body.errors, root: { serverError: body.message } } });
}

/**
 * ra-data-simple-rest against /api/admin, as it is: the staff API takes its dialect whole (an update
 * sends the whole record; the server ignores the record's read-only fields). This adds only the
 * server's sentence to refused saves and the calls outside the dialect.
 */
export const dataProvider: DataProvider = {
  ...restProvider,
  create: (resource, params) => restProvider.create(resource, params).catch(withServerMessage),
  update: (resource, params) => restProvider.update(resource, params).catch(withServerMessage),
  /** GET /api/admin/products/counts: the number of products under each tab of the products list. */
  getProductCounts: async () => (await httpClient(`${API_URL}/admin/products/counts`)).json,
  /** POST /api/admin/products/bulk-delete: one call for the bulk bar (unknown ids are skipped); answers the deleted ids. */
  bulkDeleteProducts: async (ids: RaRecord['id'][]) =>
    (
      await httpClient(`${API_URL}/admin/products/bulk-delete`, { method: 'POST', body: JSON.stringify({ ids }) })
    ).json as { ids: string[] },
  /** GET /api/admin/lead-origins: the partner sites leads came from (the lists' Partner Site filter). */
  getLeadOrigins: async () => (await httpClient(`${API_URL}/admin/lead-origins`)).json as LeadOrigins,
};
