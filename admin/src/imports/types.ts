// The import record of GET /api/admin/imports(/:id) (contract: bulk CSV import; issue 21 adds supplier runs),
// generated from openapi.json (backend ImportDto).
import type { components, ImportCategory, ImportMode, ImportStatus } from '@gem-shop/widgets/api';

type Schemas = components['schemas'];

export type { ImportCategory, ImportMode, ImportStatus };

/** How an import started: a file uploaded in the console, a supplier's schedule, or Run now. */
export type ImportTrigger = Schemas['ImportTrigger'];

/** One refused row (or one of its errors): rowIndex counts data rows from 1; stockNumber may be ''. */
export type FailedItem = Schemas['ImportFailureDto'];

/** An import, or a supplier's run (supplierId set). Lists leave failedItems empty. */
export type ImportRecord = Schemas['ImportDto'];

/** Still being worked on: the show page keeps asking. */
export const isActive = (record?: Pick<ImportRecord, 'status'>) =>
  record?.status === 'queued' || record?.status === 'running';
