import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum ImportStatus {
  Queued = 'queued',
  Running = 'running',
  Done = 'done',
  Failed = 'failed',
  /**
   * Waits for staff (see HeldFor): a supplier run before any markup was saved (nothing written), or a full feed
   * that would retire too much (its updates are in, retirement waits).
   */
  Held = 'held',
  /** A held run staff chose not to apply: nothing was retired. */
  Discarded = 'discarded',
}

/** What started a run: a staff upload, the supplier's schedule, or staff pressing Run now. */
export enum ImportTrigger {
  Upload = 'upload',
  Schedule = 'schedule',
  Manual = 'manual',
}

/** Why a supplier run is held for review. */
export enum HeldFor {
  /** No markup staff saved prices the supplier's stones yet: the run wrote nothing, and runs once confirmed. */
  Markup = 'markup',
  /** It would retire more than the supplier's limit (or its file shrank): confirming retires them. */
  Retirement = 'retirement',
}

export enum ImportMode {
  /** Add new stock numbers, update known ones; products missing from the file stay as they are. */
  Upsert = 'upsert',
  /** As upsert, and products of the category missing from the file become unavailable (never deleted). */
  Replace = 'replace',
}

/**
 * One uploaded supplier feed and how its import went. Counters and `processedRows` move in the same
 * transaction as each batch of products, so a retried job resumes where the last commit left off.
 */
@Entity({ tableName: 'imports' })
@Index({ name: 'imports_created_at_index', properties: ['createdAt'] })
@Index({ name: 'imports_category_status_index', properties: ['category', 'status'] })
export class ImportJob {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The name the file had on the staff member's computer. */
  @Property({ length: 255 })
  fileName: string;

  /** Where the worker reads it, relative to the imports folder; removed once the import ends. */
  @Property({ length: 255 })
  storedFile: string;

  @Property({ type: 'bigint' })
  fileSize: number;

  @Property({ length: 20 })
  category: string;

  @Enum({ items: () => ImportMode, nativeEnumName: 'import_mode' })
  mode: ImportMode = ImportMode.Upsert;

  @Property()
  dryRun: boolean = false;

  @Enum({ items: () => ImportStatus, nativeEnumName: 'import_status' })
  status: ImportStatus = ImportStatus.Queued;

  /** 0–100, by the share of the file's bytes read. */
  @Property()
  progress: number = 0;

  /** Data rows read so far and committed (the resume point); the file's total once done. */
  @Property()
  processedRows: number = 0;

  @Property()
  createdCount: number = 0;

  @Property()
  updatedCount: number = 0;

  @Property()
  failedCount: number = 0;

  /** Replace mode: products of the category missing from the file, made unavailable. */
  @Property()
  unavailableCount: number = 0;

  /** The file's header cells as written, for the error file. */
  @Property({ type: 'jsonb' })
  columns: string[] = [];

  /** Why the import as a whole failed (a header without a stock number column, a file that is not CSV…). */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'uuid', nullable: true })
  actorId?: string;

  @Property({ length: 100, nullable: true })
  actorName?: string;

  @Property({ length: 254, nullable: true })
  actorEmail?: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  /** Moved with every batch; a running import whose heartbeat stopped (its worker died) no longer holds the category. */
  @Property({ type: 'datetime', nullable: true })
  heartbeatAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  /** The supplier whose feed this is (a run); null: an upload of the shop's own products. */
  @Property({ type: 'uuid', nullable: true })
  supplierId?: string | null;

  @Enum({ items: () => ImportTrigger, columnType: 'varchar(10)' })
  trigger: ImportTrigger = ImportTrigger.Upload;

  /** Bytes downloaded from the supplier's source; null for uploads, and until the download ends. */
  @Property({ type: 'bigint', nullable: true })
  bytesFetched?: number | null;

  /** Supplier runs: stones whose retail price went up, and down. */
  @Property()
  priceUpCount: number = 0;

  @Property()
  priceDownCount: number = 0;

  /** Why a run was held for review, in words staff read (with the numbers)... */
  @Property({ type: 'text', nullable: true })
  heldReason?: string | null;

  /** ...and which of the holds it is, which decides what confirming does. */
  @Enum({ items: () => HeldFor, columnType: 'varchar(10)', nullable: true })
  heldFor?: HeldFor | null;

  /** When the sweep re-queued the import after its job was lost; it does so once (see ImportSweep). */
  @Property({ type: 'datetime', nullable: true })
  requeuedAt?: Date | null;
}
