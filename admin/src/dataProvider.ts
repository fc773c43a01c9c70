import type { components } from '@gem-shop/widgets/api';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from './api';

/** The answer of GET /api/admin/lead-origins. */
export type LeadOrigins = components['schemas']['LeadOriginsDto'];

const restProvider = simpleRestProvider(`${API_URL}/admin`, httpClient);

// Records are JSON from the API, so comparing their JSON text is a deep comparison.
const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `data` whose value differs from `previousData`. */
function changedFields(data: Partial<RaRecord>, previousData?: RaRecord): Partial<RaRecord> {
  if (!previousData) return data;
  return Object.fromEntries(Object.entries(data).filter(([field, value]) => !isSame(value, previousData[field])));
}

/** The fields named in `meta.alwaysSend` go along even when unchanged (an order's priority carries its status). */
function alwaysSent(data: Partial<RaRecord>, meta?: { alwaysSend?: string[] }): Partial<RaRecord> {
  const names = meta?.alwaysSend ?? [];
  return Object.fromEntries(names.filter((name) => name in data).map((name) => [name, data[name]]));
}

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
 * ra-data-simple-rest against /api/admin. Its update sends the whole record, but the staff API refuses
 * fields it does not know (id, createdAt...), so an update sends only what changed (and what
 * `meta.alwaysSend` names).
 */
export const dataProvider: DataProvider = {
  ...restProvider,
  create: (resource, params) => restProvider.create(resource, params).catch(withServerMessage),
  update: (resource, params) =>
    restProvider
      .update(resource, {
        ...params,
        data: { ...changedFields(params.data, params.previousData), ...alwaysSent(params.data, params.meta) },
      })
      .catch(withServerMessage),
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
