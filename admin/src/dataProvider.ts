import type { components } from '@gem-shop/widgets/api';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type GetOneParams, type RaRecord, type UpdateParams } from 'react-admin';
import { API_URL, httpClient } from './api';
import type { DashboardData } from './dashboard/types';
import type { HomeContentStats } from './homeContent/types';
import type { UnhandledLeads } from './layout/useUnhandledLeads';
import { startImport, type ImportRequest } from './imports/importApi';
import type { ImportCategory, ImportRecord } from './imports/types';
import type { DisplayOrder } from './reviews/displayOrders';
import type { Review } from './reviews/types';
import type { SavedSettings } from './settings/settingsApi';
import { hasFieldErrors, readApiError } from './shared/apiError';
import type {
  DefaultMarkup,
  MappingPreview,
  MarkupPreview,
  MarkupRules,
  Repricing,
  RepricingJob,
  Supplier,
  TemplateColumn,
} from './suppliers/types';

/** The answer of GET /api/admin/lead-origins. */
export type LeadOrigins = components['schemas']['LeadOriginsDto'];

const ADMIN_URL = `${API_URL}/admin`;

const restProvider = simpleRestProvider(ADMIN_URL, httpClient);

/** `path` under /api/admin, its segments (ids) escaped. */
const adminUrl = (...segments: (string | number)[]) =>
  [ADMIN_URL, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');

/** The most of a sample file a mapping preview reads (the server's PREVIEW_HEAD_BYTES): the rest is not sent. */
export const SAMPLE_HEAD_BYTES = 256 * 1024;

/** A call outside the simple-rest dialect, answered as react-admin answers: `{ data }`. */
async function call<T>(url: string, options?: Parameters<typeof httpClient>[1]): Promise<{ data: T }> {
  return { data: (await httpClient(url, options)).json as T };
}

/**
 * A refused save keeps the API's sentence ('Please fix the validation errors', 'A product with stock
 * number X already exists') next to its per-field messages: react-admin marks the fields from
 * `body.errors` and toasts `errors.root.serverError`.
 */
function withServerMessage(error: unknown): never {
  const { message, fieldErrors } = readApiError(error);
  if (!(error instanceof HttpError) || !message || !hasFieldErrors(error)) throw error;
  const body = error.body as Record<string, unknown>;
  throw new HttpError(message, error.status, { ...body, errors: { ...fieldErrors, root: { serverError: message } } });
}

/**
 * The shop settings are one document (GET/PUT /api/admin/settings); react-admin edits it as the record
 * `settings/shop`. The id is the console's: it is added to the answers and never sent.
 */
export const SETTINGS_RESOURCE = 'settings';
export const SETTINGS_ID = 'shop';
const SETTINGS_URL = adminUrl(SETTINGS_RESOURCE);
const asSettingsRecord = ({ data }: { data: SavedSettings }) => ({ data: { ...data, id: SETTINGS_ID } });

const getSettings = () => call<SavedSettings>(SETTINGS_URL).then(asSettingsRecord);

function putSettings({ data }: UpdateParams) {
  const { id: _id, ...document } = data as Record<string, unknown>;
  return call<SavedSettings>(SETTINGS_URL, { method: 'PUT', body: JSON.stringify(document) }).then(asSettingsRecord);
}

/**
 * The calls outside the dialect, as data provider methods (react-admin's custom methods): screens
 * reach them through `useDataProvider<ShopDataProvider>()`.
 */
export const customMethods = {
  /** GET /api/admin/dashboard: everything the first screen shows, in one call. */
  getDashboard: (signal?: AbortSignal) => call<DashboardData>(adminUrl('dashboard'), { signal }),
  /** GET /api/admin/leads/unhandled: the menu's counts of new orders, pending appointments and new messages. */
  getUnhandledLeads: (signal?: AbortSignal) => call<UnhandledLeads>(adminUrl('leads', 'unhandled'), { signal }),
  /** GET /api/admin/products/counts: the number of products under each tab of the products list. */
  getProductCounts: async () => (await httpClient(`${ADMIN_URL}/products/counts`)).json,
  /** POST /api/admin/products/bulk-delete: one call for the bulk bar (unknown ids are skipped); answers the deleted ids. */
  bulkDeleteProducts: async (ids: RaRecord['id'][]) =>
    (await httpClient(`${ADMIN_URL}/products/bulk-delete`, { method: 'POST', body: JSON.stringify({ ids }) })).json as {
      ids: string[];
    },
  /** GET /api/admin/lead-origins: the partner sites leads came from (the lists' Partner Site filter). */
  getLeadOrigins: async () => (await httpClient(`${ADMIN_URL}/lead-origins`)).json as LeadOrigins,

  // Home content (featured images, shop categories): `resource` is also the path under /api/admin.
  /** GET /{resource}/stats: the screen's counts. */
  getContentStats: (resource: string) => call<HomeContentStats>(adminUrl(resource, 'stats')),
  /** PUT /{resource}/:id/toggle: shows or hides the record on the storefront. */
  toggleContent: (resource: string, id: RaRecord['id']) =>
    call<RaRecord>(adminUrl(resource, id, 'toggle'), { method: 'PUT' }),
  /** PUT /{resource}/reorder with `{ [reorderKey]: [{ id, order }] }`. */
  reorderContent: (resource: string, reorderKey: string, orders: { id: RaRecord['id']; order: number }[]) =>
    call<{ updated: number }>(adminUrl(resource, 'reorder'), {
      method: 'PUT',
      body: JSON.stringify({ [reorderKey]: orders }),
    }),
  /** POST (no id) or PUT /:id, multipart (the simple-rest provider only sends JSON): the text fields, and the image when one was chosen. */
  saveContent: (
    resource: string,
    { id, fields, image }: { id?: RaRecord['id']; fields: Record<string, string>; image?: File },
  ) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (image) body.append('image', image);
    return call<RaRecord>(id === undefined ? adminUrl(resource) : adminUrl(resource, id), {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    });
  },

  // Reviews (contract: /api/admin/reviews).
  /** PATCH /reviews/:id/toggle-status: active ↔ inactive. */
  toggleReviewStatus: (id: Review['id']) => call<Review>(adminUrl('reviews', id, 'toggle-status'), { method: 'PATCH' }),
  /** PATCH /reviews/:id/toggle-featured. */
  toggleReviewFeatured: (id: Review['id']) =>
    call<Review>(adminUrl('reviews', id, 'toggle-featured'), { method: 'PATCH' }),
  /** PATCH /reviews/bulk/display-order. */
  saveReviewDisplayOrders: (reviews: DisplayOrder[]) =>
    call<{ updated: number }>(`${adminUrl('reviews')}/bulk/display-order`, {
      method: 'PATCH',
      body: JSON.stringify({ reviews }),
    }),

  // Imports.
  /**
   * POST /api/admin/imports (multipart, with upload progress): answers `{ data }`, the queued import;
   * rejects as `startImport` does (an HttpError with the server's message, an AbortError when `signal` stopped it).
   */
  uploadImport: async (
    request: ImportRequest,
    { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
  ) => ({
    data: await startImport(request, onProgress, signal),
  }),
  /** POST /imports/:id/retry: queues a failed import again (one whose job was lost); answers the import. */
  retryImport: (id: ImportRecord['id']) => call<ImportRecord>(adminUrl('imports', id, 'retry'), { method: 'POST' }),
  /** POST /imports/:id/confirm: a held supplier run retires its missing stones and ends done. */
  confirmImport: (id: ImportRecord['id']) => call<ImportRecord>(adminUrl('imports', id, 'confirm'), { method: 'POST' }),
  /** POST /imports/:id/discard: a held supplier run ends discarded, retiring nothing. */
  discardImport: (id: ImportRecord['id']) => call<ImportRecord>(adminUrl('imports', id, 'discard'), { method: 'POST' }),

  // Supplier feeds (issue 21).
  /** POST /imports/runs: queues a run of an http/sftp supplier now (409 while one is queued, running or held). */
  runSupplier: (supplierId: Supplier['id']) =>
    call<ImportRecord>(adminUrl('imports', 'runs'), { method: 'POST', body: JSON.stringify({ supplierId }) }),
  /**
   * POST /suppliers/:id/host-key: pins the SFTP server's host key staff confirmed (the recorded or the presented
   * fingerprint), or forgets it (null: the next connection records the key it meets).
   */
  setSupplierHostKey: (id: Supplier['id'], fingerprint: string | null) =>
    call<Supplier>(adminUrl('suppliers', id, 'host-key'), { method: 'POST', body: JSON.stringify({ fingerprint }) }),
  /**
   * POST /imports/preview: fetches the first bytes of the supplier's file (never the whole file) and shows how each
   * column maps with these aliases (header → template column), its first rows and the required columns nothing fills.
   */
  previewFeedMapping: (request: { supplierId: Supplier['id']; columnAliases?: Supplier['columnAliases'] }) =>
    call<MappingPreview>(adminUrl('imports', 'preview'), { method: 'POST', body: JSON.stringify(request) }),
  /**
   * POST /imports/preview/sample (multipart): the same preview of a sample of a manual supplier's file; only its
   * head is sent (the server reads no more), with the category and header names as they are in the form.
   */
  previewSampleMapping: (request: {
    file: File;
    category: ImportCategory;
    columnAliases: Supplier['columnAliases'];
  }) => {
    const body = new FormData();
    body.append('category', request.category);
    body.append('columnAliases', JSON.stringify(request.columnAliases));
    body.append('file', request.file.slice(0, SAMPLE_HEAD_BYTES), request.file.name);
    return call<MappingPreview>(adminUrl('imports', 'preview', 'sample'), { method: 'POST', body });
  },
  /** GET /imports/columns/:category: the template columns a supplier's own header names can map to. */
  getTemplateColumns: (category: ImportCategory) =>
    call<{ columns: TemplateColumn[] }>(adminUrl('imports', 'columns', category)),
  /**
   * POST /markup/preview: sample stones of the supplier (or of those on the default), and a typed cost and carat if
   * given, priced by `markup`.
   */
  previewMarkup: (request: { supplierId?: Supplier['id']; markup: MarkupRules; cost?: number; carat?: number }) =>
    call<MarkupPreview>(adminUrl('markup', 'preview'), { method: 'POST', body: JSON.stringify(request) }),
  /** GET /markup/default: the shop-wide markup, for suppliers without their own, and whether staff saved it. */
  getDefaultMarkup: () => call<DefaultMarkup>(adminUrl('markup', 'default')),
  /** PUT /markup/default: saves it (supplier runs on it may publish from now on) and queues their stones' repricing. */
  saveDefaultMarkup: (markup: MarkupRules) =>
    call<DefaultMarkup & Repricing>(adminUrl('markup', 'default'), {
      method: 'PUT',
      body: JSON.stringify({ markup }),
    }),
  /** GET /repricing/:id: a markup save's repricing, as far as it got (or why it failed). */
  getRepricing: (id: RepricingJob['id']) => call<RepricingJob>(adminUrl('repricing', id)),
  /** POST /repricing/:id/retry: starts a failed repricing again. */
  retryRepricing: (id: RepricingJob['id']) =>
    call<RepricingJob>(adminUrl('repricing', id, 'retry'), { method: 'POST' }),

  /** POST /queues/session: a one-time ticket for the job queue dashboard, as the address to open. */
  getQueueDashboardTicket: () => call<{ url: string }>(adminUrl('queues', 'session'), { method: 'POST' }),
};

/**
 * ra-data-simple-rest against /api/admin, as it is: the staff API takes its dialect whole (an update
 * sends the whole record; the server ignores the record's read-only fields). This adds the server's
 * sentence to refused saves, the settings document, and the calls outside the dialect.
 */
export const dataProvider = {
  ...restProvider,
  getOne: ((resource: string, params: GetOneParams) =>
    resource === SETTINGS_RESOURCE ? getSettings() : restProvider.getOne(resource, params)) as DataProvider['getOne'],
  create: (resource, params) => restProvider.create(resource, params).catch(withServerMessage),
  update: ((resource: string, params: UpdateParams) =>
    (resource === SETTINGS_RESOURCE ? putSettings(params) : restProvider.update(resource, params)).catch(
      withServerMessage,
    )) as DataProvider['update'],
  ...customMethods,
} satisfies DataProvider;

/** The console's data provider with its custom methods, for `useDataProvider<ShopDataProvider>()`. */
export type ShopDataProvider = typeof dataProvider;
