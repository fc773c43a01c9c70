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

/** A supplier's run of its HTTP or SFTP source (by its schedule or Run now), as opposed to a file staff uploaded. */
export const isFeedRun = (record: Pick<ImportRecord, 'trigger'>) => record.trigger !== 'upload';

/**
 * What names an import: an upload's file; a feed run its supplier, as its stored file name is one the server made
 * up ('Acme 2026-11-29 06:00.csv') and staff never saw such a file.
 */
export const importTitle = (record: Pick<ImportRecord, 'trigger' | 'fileName' | 'supplierName'>) =>
  isFeedRun(record) ? `${record.supplierName ?? 'Supplier'} feed run` : record.fileName;

/** How often a screen asks again while a run it shows is queued or running (it stops once they end). */
export const FOLLOW_RUN_MS = 1000;
