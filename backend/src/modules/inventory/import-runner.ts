import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import type { AuditActor } from '../catalog/index.js';
import { type ImportCategory, productTypeOf } from './csv/import-categories.js';
import { readHeader, type RowMapper } from './csv/row-mapper.js';
import { checkImportRow } from './csv/row-rules.js';
import { CsvSizeGuard, keptCells, MAX_ROW_BYTES, readOversized } from './csv/csv-size-guard.js';
import type { ImportFailure } from './entities/import-failure.entity.js';
import { HeldFor, type ImportJob, ImportMode, ImportStatus } from './entities/import-job.entity.js';
import { FeedSource } from './pipeline/feed-source.js';
import type { InventoryRepositories } from './pipeline/inventory-repositories.js';
import type { CheckedRow, InventorySource, RunOutcome } from './pipeline/inventory-source.js';
import { rowFailure } from './pipeline/row-failure.js';
import { UploadSource } from './pipeline/upload-source.js';
import { type FeedOptions, recordRunOnSupplier } from './supplier-run.js';

/** Rows written per transaction: large enough for set-based speed, small enough to resume cheaply. */
export const IMPORT_BATCH_ROWS = 2000;

/** ...and at most about this many characters of cells (rows near the size limit), so memory stays small. */
export const IMPORT_BATCH_CHARS = 4 * 1024 * 1024;

/** A run that wrote at least this many rows leaves the tables it wrote analysed for the planner. */
const ANALYSE_AFTER_ROWS = 10_000;

export interface ImportRunHooks {
  /** Called after each committed batch (tests use it to stop a run half-way). */
  afterBatch?(batchesCommitted: number): void | Promise<void>;
  /** Called as the import moves, for a terminal progress bar. */
  onProgress?(progress: number, processedRows: number): void;
}

/**
 * The import pipeline, shared by the queue worker and `npm run import`, whatever the source (an upload
 * of the shop's own pieces, a supplier's feed: pipeline/*-source.ts): read (the file streams through
 * the CSV parser, never whole in memory) → map (the header's columns) → check (the add forms' product
 * rules) → stage (a batch is COPYed to the staging table) → merge (set-based statements write it, with
 * its counters and failed rows, in one transaction; a supplier's certificates are settled there) →
 * retire (what a full file no longer lists). The next batch is read and staged while the database
 * merges the last one. A re-run (a retried job after a crash) skips the rows already committed, so the
 * products and the counts end up exactly as after one clean run.
 */
export class ImportRunner {
  constructor(
    private readonly repositories: InventoryRepositories,
    private readonly dir: string,
    /** Supplier runs: FEED_SECRET_KEY and FEED_ALLOW_PRIVATE_HOSTS (uploads of the shop's own pieces need neither). */
    private readonly feeds: FeedOptions = { secretKey: '', allowPrivateHosts: false },
  ) {}

  /** Runs an import, once at a time whoever started it (a retried or re-queued job, `npm run import`). */
  run(importId: string, hooks: ImportRunHooks = {}): Promise<ImportJob | null> {
    const { imports } = this.repositories;
    return imports.whileRunLocked(
      importId,
      () => this.runAlone(importId, hooks),
      () => imports.find(importId),
    );
  }

  private async runAlone(importId: string, hooks: ImportRunHooks): Promise<ImportJob | null> {
    const { imports, staging, suppliers } = this.repositories;
    let job = await imports.find(importId);
    if (!job || job.status === ImportStatus.Done || job.status === ImportStatus.Failed) return job;
    // Two imports of one category never run at once: the second waits for the first.
    while (!(await imports.claim(job.id, job.category))) {
      await sleep(1000);
      job = await imports.find(importId);
      // Another worker may have finished this very import meanwhile.
      if (!job || job.status === ImportStatus.Done || job.status === ImportStatus.Failed) return job;
    }
    // A supplier's list shows its run running, not still queued, while the console follows it.
    await recordRunOnSupplier(suppliers, imports, job.id);

    // What an attempt staged and did not merge is no one's: its retry stages again.
    await staging.discardImport(job.id);
    const outcome = await this.process(job, hooks);
    await staging.discardImport(job.id);
    await imports.finish(job.id, outcome);
    await recordRunOnSupplier(suppliers, imports, job.id);
    // A run held before retiring loses its file too: what it read is in the offers, and confirming only
    // retires. One held for its markup keeps an uploaded file, for the run that confirming starts.
    if (outcome.heldFor !== HeldFor.Markup) await rm(join(this.dir, job.storedFile), { force: true });
    return imports.find(importId);
  }

  /** Marks an import failed for good (its job gave up) and removes its file. */
  async giveUp(importId: string, reason: string): Promise<void> {
    const { imports, staging, suppliers } = this.repositories;
    const job = await imports.find(importId);
    if (!job || job.status === ImportStatus.Done) return;
    await imports.finish(importId, { status: ImportStatus.Failed, error: reason });
    await staging.discardImport(importId);
    await recordRunOnSupplier(suppliers, imports, importId);
    await rm(join(this.dir, job.storedFile), { force: true });
  }

  /** The run's source: a supplier's feed, or an upload of the shop's own pieces. */
  private sourceOf(job: ImportJob, stockColumn: () => string): InventorySource {
    const { imports, stock, offers, suppliers } = this.repositories;
    const actor: AuditActor = { id: job.actorId ?? null, name: job.actorName ?? null, email: job.actorEmail ?? null };
    return job.supplierId
      ? new FeedSource(suppliers, offers, imports, job, actor, this.dir, this.feeds)
      : new UploadSource(stock, job, productTypeOf(job.category as ImportCategory), actor, stockColumn);
  }

  private async process(job: ImportJob, hooks: ImportRunHooks): Promise<RunOutcome> {
    const { imports, staging, stock } = this.repositories;
    const category = job.category as ImportCategory;
    let mapper: RowMapper | null = null;
    const stockColumn = () => mapper!.columnOf('specifications.stockNumber');
    const source = this.sourceOf(job, stockColumn);
    const stopped = await source.begin();
    if (stopped) return stopped;

    // The guard refuses over-long cells and rows before csv-parse buffers them (csv-size-guard.ts);
    // csv-parse's own record limit is the last net, should the two ever read a record differently.
    const parser = createReadStream(join(this.dir, job.storedFile))
      .pipe(new CsvSizeGuard())
      .pipe(
        parse({
          bom: true,
          relax_column_count: true,
          skip_empty_lines: true,
          trim: false,
          max_record_size: 2 * MAX_ROW_BYTES,
        }),
      );

    let rowIndex = 0;
    let batches = 0;
    /** First row of each stock number, for 'repeats row N'. */
    const firstRow = new Map<string, number>();
    let checked: CheckedRow[] = [];
    let failures: ImportFailure[] = [];
    let seen: string[] = [];
    /** Characters of the rows in the batch: a batch of long rows is written before it holds 2,000. */
    let batchChars = 0;

    /**
     * The merges, chained in file order: the resume point only ever moves past committed rows. A batch
     * is prepared and staged as soon as it is read, beside the merge of the one before; reading waits
     * for that merge, so at most two batches are in memory.
     */
    let merged: Promise<void> = Promise.resolve();
    const flush = async () => {
      const read = { checked, failures };
      const batch = { number: batches + 1, seen, processedRows: rowIndex };
      const progress = Math.min(99, Math.floor((parser.info.bytes / Math.max(1, job.fileSize)) * 100));
      batches += 1;
      checked = [];
      failures = [];
      seen = [];
      batchChars = 0;
      const staged = source.prepare(read).then(async (prepared) => {
        await staging.stage(job.id, batch.number, prepared.rows);
        return prepared;
      });
      const previous = merged;
      merged = Promise.all([staged, previous])
        .then(([prepared]) =>
          imports.batchTransaction(async () => {
            const counts = await source.merge(batch.number, prepared);
            await staging.discard(job.id, batch.number);
            await imports.recordBatch(job.id, { ...batch, failures: read.failures, progress, ...counts });
          }),
        )
        .then(async () => {
          hooks.onProgress?.(progress, batch.processedRows);
          await hooks.afterBatch?.(batch.number);
        });
      // A failed write surfaces at the next flush or at the end; until then nothing waits on it.
      merged.catch(() => undefined);
      await previous;
    };

    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        if (!mapper) {
          const header = readHeader(category, cells, source.columnAliases);
          if (!header.mapper)
            return { status: ImportStatus.Failed, error: header.error ?? 'The file has no header row' };
          mapper = header.mapper;
          continue;
        }
        rowIndex += 1;
        const mapped = mapper.map(cells);
        const stockNumber = mapped.stockNumber;
        const repeats = stockNumber ? firstRow.get(stockNumber) : undefined;
        if (stockNumber && repeats === undefined) firstRow.set(stockNumber, rowIndex);
        // Rows a previous attempt committed are only read for their stock numbers.
        if (rowIndex <= job.processedRows) continue;
        if (stockNumber && job.mode === ImportMode.Replace) seen.push(stockNumber);

        for (const cell of cells) batchChars += cell.length;
        const oversized = readOversized(cells, mapper.columns);
        if (oversized) {
          const { column, reason } = oversized;
          failures.push(rowFailure(job.id, rowIndex, stockNumber, column, [reason], keptCells(cells)));
        } else if (repeats !== undefined) {
          const error = `Stock number ${stockNumber} repeats row ${repeats}`;
          failures.push(rowFailure(job.id, rowIndex, stockNumber, stockColumn(), [error], cells));
        } else {
          const { value, errors } = checkImportRow(category, mapped);
          if (value) checked.push({ rowIndex, stockNumber, value, cells });
          else
            failures.push(
              rowFailure(
                job.id,
                rowIndex,
                stockNumber,
                errors[0].field,
                errors.map((e) => `${e.field}: ${e.error}`),
                cells,
                errors[0].error,
              ),
            );
        }
        if (checked.length + failures.length >= IMPORT_BATCH_ROWS || batchChars >= IMPORT_BATCH_CHARS) await flush();
      }
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      // What was committed stays (each batch is whole); the rest of the file cannot be read.
      await merged;
      return {
        status: ImportStatus.Failed,
        processedRows: rowIndex,
        error: `The file is not valid CSV: ${error.message}. Rows before it that were read are imported; fix the file and upload it again.`,
      };
    }
    if (!mapper)
      return {
        status: ImportStatus.Failed,
        error: 'The file is empty: it needs a header row and at least one product row',
      };
    if (checked.length || failures.length || rowIndex > job.processedRows) await flush();
    await merged;
    const outcome = await source.end(rowIndex);
    // The planner must not wait for autovacuum to learn what a large run changed.
    if (rowIndex - job.processedRows >= ANALYSE_AFTER_ROWS && !job.dryRun) await stock.analyse();
    return outcome;
  }
}
