// The import record of GET /api/admin/imports(/:id) (contract: bulk CSV import).

/** The API's categories, modes and states of an import (generated vocabulary). */
import type { ImportCategory, ImportMode, ImportStatus as GeneratedImportStatus } from '@gem-shop/widgets/api';

export type { ImportCategory, ImportMode };

/**
 * Supplier runs (issue 21) add 'held' (stopped before retiring, waiting for staff) and 'discarded'; local until
 * openapi.json is regenerated with them.
 */
export type ImportStatus = GeneratedImportStatus | 'held' | 'discarded';

/** How an import started: a file uploaded in the console, a supplier's schedule, or Run now. */
export type ImportTrigger = 'upload' | 'schedule' | 'manual';

/** One refused row (or one of its errors): rowIndex counts data rows from 1; stockNumber may be ''. */
export interface FailedItem {
  rowIndex: number;
  stockNumber: string;
  field: string;
  error: string;
}

export interface ImportRecord {
  id: string;
  fileName: string;
  category: ImportCategory;
  mode: ImportMode;
  dryRun: boolean;
  status: ImportStatus;
  progress: number;
  totalItems: number;
  createdCount: number;
  updatedCount: number;
  successCount: number;
  failedCount: number;
  /** Replace mode: products of the category missing from the file, set Unavailable. */
  unavailableCount: number;
  /** Left out (or capped) by the list endpoint. */
  failedItems?: FailedItem[];
  /** Why a failed import failed. */
  error: string | null;
  /** A failed import whose job was lost (its file is kept): Retry continues it. */
  retryable: boolean;
  actor: { id: string; name: string; email: string };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  // Supplier feeds (issue 21): optional until every answer carries them.
  supplierId?: string | null;
  supplierName?: string | null;
  trigger?: ImportTrigger;
  /** Bytes downloaded from the supplier's source; null for uploads. */
  bytesFetched?: number | null;
  /** The supplier's stones missing from a full feed, set Unavailable. */
  retiredCount?: number;
  priceUpCount?: number;
  priceDownCount?: number;
  /** Why a held run stopped before retiring. */
  heldReason?: string | null;
  durationMs?: number | null;
}

/** Still being worked on: the show page keeps asking. */
export const isActive = (record?: Pick<ImportRecord, 'status'>) =>
  record?.status === 'queued' || record?.status === 'running';
