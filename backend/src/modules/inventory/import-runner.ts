import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CsvError, parse } from 'csv-parse';
import { sql } from 'kysely';
import { type AuditActor, type ProductInput, ProductRepository } from '../catalog/index.js';
import type { FeedSupplier } from '../suppliers/index.js';
import { SupplierOffers } from './offers/supplier-offers.js';
import {
  type FeedOptions,
  fetchSupplierFile,
  loadFeedSupplier,
  markupHold,
  recordRunOnSupplier,
  retirementHold,
} from './supplier-run.js';
import { type ImportCategory, productTypeOf } from './csv/import-categories.js';
import { readHeader, type RowMapper } from './csv/row-mapper.js';
import { checkImportRow } from './csv/row-rules.js';
import { CsvSizeGuard, keptCells, MAX_ROW_BYTES, readOversized } from './csv/csv-size-guard.js';
import { ImportFailure } from './entities/import-failure.entity.js';
import { HeldFor, type ImportJob, ImportMode, ImportStatus } from './entities/import-job.entity.js';
import type { ImportsRepository } from './imports.repository.js';

/** Rows written per transaction: large enough for set-based speed, small enough to resume cheaply. */
export const IMPORT_BATCH_ROWS = 2000;

/** ...and at most about this many characters of cells (rows near the size limit), so memory stays small. */
export const IMPORT_BATCH_CHARS = 4 * 1024 * 1024;

export interface ImportRunHooks {
  /** Called after each committed batch (tests use it to stop a run half-way). */
  afterBatch?(batchesCommitted: number): void | Promise<void>;
  /** Called as the import moves, for a terminal progress bar. */
  onProgress?(progress: number, processedRows: number): void;
}

/** How a run ended; a held run's reason says why it waits for staff (no saved markup, or what it would retire). */
export interface RunOutcome {
  status: ImportStatus;
  error?: string;
  processedRows?: number;
  unavailable?: number;
  heldReason?: string;
  heldFor?: HeldFor;
}

interface ValidRow {
  rowIndex: number;
  stockNumber: string;
  value: ProductInput;
  cells: string[];
}

/**
 * The import pipeline, shared by the queue worker and `npm run import`: streams the file through the
 * CSV parser (never whole in memory), checks each row with the add forms' rules, and writes batches of
 * products with set-based SQL, each batch with its counters and failed rows in one transaction.
 * A re-run (a retried job after a crash) skips the rows already committed, so the products and the
 * counts end up exactly as after one clean run.
 */
export class ImportRunner {
  private readonly products: ProductRepository;
  private readonly offers: SupplierOffers;

  constructor(
    private readonly em: EntityManager,
    private readonly imports: ImportsRepository,
    private readonly dir: string,
    /** Supplier runs: FEED_SECRET_KEY and FEED_ALLOW_PRIVATE_HOSTS (uploads of the shop's own pieces need neither). */
    private readonly feeds: FeedOptions = { secretKey: '', allowPrivateHosts: false },
  ) {
    this.products = new ProductRepository(em);
    this.offers = new SupplierOffers(em);
  }

  async run(importId: string, hooks: ImportRunHooks = {}): Promise<ImportJob | null> {
    // One runner per import, whoever started it (a retried or re-queued job, `npm run import`): a
    // session lock, which PostgreSQL releases the moment a killed worker's connection drops.
    return this.em
      .getKysely()
      .connection()
      .execute(async (session) => {
        const key = `import-run:${importId}`;
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(session);
        if (!rows[0].locked) return this.imports.find(importId);
        try {
          return await this.runAlone(importId, hooks);
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(session);
        }
      });
  }

  private async runAlone(importId: string, hooks: ImportRunHooks): Promise<ImportJob | null> {
    let job = await this.imports.find(importId);
    if (!job || job.status === ImportStatus.Done || job.status === ImportStatus.Failed) return job;
    // Two imports of one category never run at once: the second waits for the first.
    while (!(await this.imports.claim(job.id, job.category))) {
      await sleep(1000);
      job = await this.imports.find(importId);
      // Another worker may have finished this very import meanwhile.
      if (!job || job.status === ImportStatus.Done || job.status === ImportStatus.Failed) return job;
    }
    // A supplier's list shows its run running, not still queued, while the console follows it.
    await recordRunOnSupplier(this.em, this.imports, job.id);

    const outcome = await this.process(job, hooks);
    await this.em.fork().transactional((tx) => this.imports.finish(tx, job!.id, outcome));
    await recordRunOnSupplier(this.em, this.imports, job.id);
    // A run held before retiring loses its file too: what it read is in the offers, and confirming only
    // retires. One held for its markup keeps an uploaded file, for the run that confirming starts.
    if (outcome.heldFor !== HeldFor.Markup) await rm(join(this.dir, job.storedFile), { force: true });
    job = await this.imports.find(importId);
    return job;
  }

  /** Marks an import failed for good (its job gave up) and removes its file. */
  async giveUp(importId: string, reason: string): Promise<void> {
    const job = await this.imports.find(importId);
    if (!job || job.status === ImportStatus.Done) return;
    await this.em
      .fork()
      .transactional((tx) => this.imports.finish(tx, importId, { status: ImportStatus.Failed, error: reason }));
    await recordRunOnSupplier(this.em, this.imports, importId);
    await rm(join(this.dir, job.storedFile), { force: true });
  }

  private async process(job: ImportJob, hooks: ImportRunHooks): Promise<RunOutcome> {
    const category = job.category as ImportCategory;
    const productType = productTypeOf(category);
    const actor: AuditActor = { id: job.actorId ?? null, name: job.actorName ?? null, email: job.actorEmail ?? null };
    let supplier: FeedSupplier | null = null;
    if (job.supplierId) {
      const loaded = await loadFeedSupplier(this.em, job.supplierId, this.feeds);
      if ('error' in loaded) return { status: ImportStatus.Failed, error: loaded.error };
      supplier = loaded.supplier;
      const unpriced = await markupHold(this.em, supplier.id);
      if (unpriced) return { status: ImportStatus.Held, heldReason: unpriced, heldFor: HeldFor.Markup };
      // Fetched once: a resumed run reads the file its first attempt downloaded.
      if (supplier.source && job.bytesFetched == null) {
        const fetched = await fetchSupplierFile(supplier.source, join(this.dir, job.storedFile), this.feeds);
        if ('error' in fetched) return { status: ImportStatus.Failed, error: fetched.error };
        await this.imports.recordFetch(job.id, fetched.bytes);
        Object.assign(job, { bytesFetched: fetched.bytes, fileSize: fetched.bytes });
      }
    }
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

    let mapper: RowMapper | null = null;
    let rowIndex = 0;
    let batches = 0;
    /** First row of each stock number, for 'repeats row N'. */
    const firstRow = new Map<string, number>();
    let valid: ValidRow[] = [];
    let failures: ImportFailure[] = [];
    let seen: string[] = [];
    /** Characters of the rows in the batch: a batch of long rows is written before it holds 2,000. */
    let batchChars = 0;

    /** The batch being written while the next one is read: the database and the parser work side by side. */
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const batch = { valid, failures, seen, processedRows: rowIndex };
      const progress = Math.min(99, Math.floor((parser.info.bytes / Math.max(1, job.fileSize)) * 100));
      valid = [];
      failures = [];
      seen = [];
      batchChars = 0;
      // Batches commit in file order: the resume point only ever moves past committed rows.
      await writing;
      writing = this.em
        .fork()
        .transactional(async (tx) => {
          // Safe without waiting for the disk: a batch lost in a crash has not moved the resume point
          // either (same transaction), so the retried job writes it again.
          await tx.execute('set local synchronous_commit = off');
          const counts = supplier
            ? await this.offers.writeBatch(tx, supplier.id, job.id, batch.valid, actor)
            : await this.writeOwn(tx, job, batch, productType, actor, mapper!.columnOf('specifications.stockNumber'));
          await this.imports.recordBatch(tx, job.id, { ...batch, progress, ...counts });
        })
        .then(async () => {
          hooks.onProgress?.(progress, batch.processedRows);
          await hooks.afterBatch?.(++batches);
        });
      // A failed write surfaces at the next flush or at the end; until then nothing waits on it.
      writing.catch(() => undefined);
    };

    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        if (!mapper) {
          const header = readHeader(category, cells, supplier?.columnAliases);
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
          failures.push(failure(job.id, rowIndex, stockNumber, column, [reason], keptCells(cells)));
        } else if (repeats !== undefined) {
          const error = `Stock number ${stockNumber} repeats row ${repeats}`;
          failures.push(
            failure(job.id, rowIndex, stockNumber, mapper.columnOf('specifications.stockNumber'), [error], cells),
          );
        } else {
          const { value, errors } = checkImportRow(category, mapped);
          if (value) valid.push({ rowIndex, stockNumber, value, cells });
          else
            failures.push(
              failure(
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
        if (valid.length + failures.length >= IMPORT_BATCH_ROWS || batchChars >= IMPORT_BATCH_CHARS) await flush();
      }
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      // What was committed stays (each batch is whole); the rest of the file cannot be read.
      await writing;
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
    if (valid.length || failures.length || rowIndex > job.processedRows) await flush();
    await writing;

    let unavailable: number | undefined;
    if (supplier?.full) {
      const held = await retirementHold(this.em, this.imports, supplier, job);
      if (held)
        return { status: ImportStatus.Held, processedRows: rowIndex, heldReason: held, heldFor: HeldFor.Retirement };
      unavailable = await this.em
        .fork()
        .transactional((tx) => this.offers.retireMissing(tx, supplier.id, job.id, actor));
    } else if (!supplier && job.mode === ImportMode.Replace) {
      unavailable = await this.em
        .fork()
        .transactional((tx) => this.products.markMissingUnavailable(tx, job.id, productType, actor, job.dryRun));
    }
    return { status: ImportStatus.Done, processedRows: rowIndex, unavailable };
  }

  /** An upload's batch of the shop's own pieces: products written directly (a dry run only counts). */
  private async writeOwn(
    tx: EntityManager,
    job: ImportJob,
    batch: { valid: ValidRow[]; failures: ImportFailure[] },
    productType: string,
    actor: AuditActor,
    stockColumn: string,
  ): Promise<{ created: number; updated: number }> {
    const { created, updated, kept } = await this.sortByExisting(
      tx,
      job.id,
      batch.valid,
      productType,
      batch.failures,
      stockColumn,
    );
    if (!job.dryRun) await this.products.upsertImported(tx, kept, actor);
    return { created, updated };
  }

  /**
   * Splits a batch by what the catalogue holds: new stock numbers are created, known ones of the same
   * type updated; a stock number held by another type of product fails its row.
   */
  private async sortByExisting(
    tx: EntityManager,
    importId: string,
    rows: ValidRow[],
    productType: string,
    failures: ImportFailure[],
    stockColumn: string,
  ) {
    const existing = await this.products.productsOfStockNumbers(
      tx,
      rows.map((row) => row.stockNumber),
    );
    let created = 0;
    let updated = 0;
    const kept: ProductInput[] = [];
    for (const row of rows) {
      const product = existing.get(row.stockNumber);
      const error =
        product?.supplierId != null
          ? `Stock number ${row.stockNumber} is a supplier's stone, kept by its feed: use another stock number`
          : product && product.type !== productType
            ? `Stock number ${row.stockNumber} already belongs to a ${product.type} product`
            : null;
      if (error) {
        failures.push(failure(importId, row.rowIndex, row.stockNumber, stockColumn, [error], row.cells));
        continue;
      }
      if (product) updated += 1;
      else created += 1;
      kept.push(row.value);
    }
    return { created, updated, kept };
  }
}

function failure(
  importId: string,
  rowIndex: number,
  stockNumber: string,
  field: string,
  errors: string[],
  cells: string[],
  first?: string,
): ImportFailure {
  return Object.assign(new ImportFailure(), {
    importId,
    rowIndex,
    stockNumber,
    field,
    error: first ?? errors[0],
    errors: errors.join('; '),
    cells,
  });
}
