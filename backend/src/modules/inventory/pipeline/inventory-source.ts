import type { ProductInput } from '../../catalog/index.js';
import type { ImportFailure } from '../entities/import-failure.entity.js';
import type { HeldFor, ImportStatus } from '../entities/import-job.entity.js';
import type { StagedRow } from './staging.repository.js';

/** How a run ended; a held run's reason says why it waits for staff (no saved markup, or what it would retire). */
export interface RunOutcome {
  status: ImportStatus;
  error?: string;
  processedRows?: number;
  unavailable?: number;
  heldReason?: string;
  heldFor?: HeldFor;
}

/** A row that passed the product rules, with its cells for the error file should writing refuse it. */
export interface CheckedRow {
  rowIndex: number;
  stockNumber: string;
  value: ProductInput;
  cells: string[];
}

/** A batch as read: its checked rows and the rows refused so far (a source may refuse more). */
export interface ReadBatch {
  checked: CheckedRow[];
  failures: ImportFailure[];
}

/** A batch made ready to stage: its rows, and what a source knows of the counts before writing. */
export interface PreparedBatch {
  rows: StagedRow[];
  created: number;
  updated: number;
}

/** What merging a staged batch changed. */
export interface MergeCounts {
  created: number;
  updated: number;
  priceUp?: number;
  priceDown?: number;
}

/**
 * Where an import's rows come from and go: a CSV upload of the shop's own pieces, or a supplier's feed.
 * The pipeline (import-runner.ts) reads, maps and checks every source's file the same way, then asks
 * its source to prepare each batch (refusing rows it cannot write), merges the staged batch through
 * it, and lets it retire what the file no longer lists.
 */
export interface InventorySource {
  /** The source's own names for template columns (a supplier's saved aliases). */
  readonly columnAliases?: Record<string, string>;
  /** Before reading the file: whether the run must stop here (held or failed), after fetching a remote file. */
  begin(): Promise<RunOutcome | null>;
  /** A batch's rows to stage; rows it refuses are added to the batch's failures. */
  prepare(batch: ReadBatch): Promise<PreparedBatch>;
  /** Writes a staged batch, inside the batch's transaction (its repositories' writes join it). */
  merge(batch: number, prepared: PreparedBatch): Promise<MergeCounts>;
  /** After the last batch: retires what the file did not list, or holds the run for staff. */
  end(processedRows: number): Promise<RunOutcome>;
}
