import { join } from 'node:path';
import type { AuditActor } from '../../catalog/index.js';
import { type FeedSupplier, feedSupplierOf, type SuppliersRepository } from '../../suppliers/index.js';
import { HeldFor, type ImportJob, ImportStatus } from '../entities/import-job.entity.js';
import type { ImportsRepository } from '../imports.repository.js';
import { stagedOffer } from '../offers/offer-rows.js';
import type { SupplierOffers } from '../offers/supplier-offers.js';
import { type FeedOptions, fetchSupplierFile } from '../supplier-run.js';
import type { InventorySource, MergeCounts, PreparedBatch, ReadBatch, RunOutcome } from './inventory-source.js';

/** Why a supplier run waits when no markup staff saved prices its stones (the console links it to the markup page). */
const NO_MARKUP_REASON =
  "No markup saved yet: prices would equal supplier cost. Save the shop's markup, then confirm this run.";

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${(bytes / 1000).toFixed(1)} kB`
    : `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 1)} MB`;

/**
 * A supplier's feed: its rows become the supplier's offers, and each certificate they touch is settled
 * (which offer the storefront shows, offers/settle.ts). A full feed retires the stones it no longer
 * lists, unless that looks like a mistake (then the run is held for staff).
 */
export class FeedSource implements InventorySource {
  private supplier?: FeedSupplier;

  constructor(
    private readonly suppliers: SuppliersRepository,
    private readonly offers: SupplierOffers,
    private readonly imports: ImportsRepository,
    private readonly job: ImportJob,
    private readonly actor: AuditActor,
    /** Where the run's file is kept. */
    private readonly dir: string,
    private readonly options: FeedOptions,
  ) {}

  get columnAliases(): Record<string, string> | undefined {
    return this.supplier?.columnAliases;
  }

  /**
   * Opens the supplier's secrets and fetches its file, once: a resumed run reads the file its first
   * attempt downloaded. A run publishes nothing until staff have saved the markup that prices its
   * stones (the shop's default, or the supplier's own rules): checked before the file is fetched, so
   * the confirmed run fetches a fresh one.
   */
  async begin(): Promise<RunOutcome | null> {
    const found = await this.suppliers.find(this.job.supplierId!);
    if (!found) return { status: ImportStatus.Failed, error: 'The supplier of this run was removed' };
    try {
      // With the repository, an SFTP run records the host key it meets (pinned on first use).
      this.supplier = feedSupplierOf(found, this.options.secretKey, this.suppliers);
    } catch (error) {
      const reason = `The supplier's saved password, token or key cannot be read: ${(error as Error).message}`;
      return { status: ImportStatus.Failed, error: reason };
    }
    if (!(await this.suppliers.markupSavedFor(found.id)))
      return { status: ImportStatus.Held, heldReason: NO_MARKUP_REASON, heldFor: HeldFor.Markup };
    const source = this.supplier.source;
    if (source && this.job.bytesFetched == null) {
      const fetched = await fetchSupplierFile(source, join(this.dir, this.job.storedFile), this.options);
      if ('error' in fetched) return { status: ImportStatus.Failed, error: fetched.error };
      await this.imports.recordFetch(this.job.id, fetched.bytes);
      Object.assign(this.job, { bytesFetched: fetched.bytes, fileSize: fetched.bytes });
    }
    return null;
  }

  prepare(batch: ReadBatch): Promise<PreparedBatch> {
    const supplierId = this.supplier!.id;
    const rows = batch.checked.map((row) => stagedOffer(supplierId, row.rowIndex, row.stockNumber, row.value));
    return Promise.resolve({ rows, created: 0, updated: 0 });
  }

  merge(batch: number): Promise<MergeCounts> {
    return this.offers.mergeStaged(this.supplier!.id, this.job.id, batch, this.actor);
  }

  async end(processedRows: number): Promise<RunOutcome> {
    const supplier = this.supplier!;
    if (!supplier.full) return { status: ImportStatus.Done, processedRows };
    const held = await this.retirementHold(supplier);
    if (held) return { status: ImportStatus.Held, processedRows, heldReason: held, heldFor: HeldFor.Retirement };
    const unavailable = await this.offers.retireMissing(supplier.id, this.job.id, this.actor);
    return { status: ImportStatus.Done, processedRows, unavailable };
  }

  /**
   * Safe retirement: a full feed that would retire more than the supplier's limit of its live stones, or
   * whose file is that much smaller than the last one (a truncated download), is held for staff to
   * confirm or discard. Answers why, with the numbers, or null when retiring may go ahead.
   */
  private async retirementHold(supplier: FeedSupplier): Promise<string | null> {
    const limit = supplier.retireLimitPercent;
    const { missing, live } = await this.offers.missingFrom(supplier.id, this.job.id);
    const reasons: string[] = [];
    if (live > 0 && percent(missing, live) > limit)
      reasons.push(
        `it would retire ${missing.toLocaleString('en-US')} of ${supplier.name}'s ${live.toLocaleString('en-US')} live stones (${percent(missing, live)} %), over the ${limit} % limit`,
      );
    const previous = await this.imports.previousFileSize(supplier.id, this.job.id);
    const bytes = Number(this.job.fileSize);
    if (previous && bytes < previous * (1 - limit / 100))
      reasons.push(
        `the file is ${size(bytes)}, ${percent(previous - bytes, previous)} % smaller than the last one (${size(previous)})`,
      );
    return reasons.length ? `Held for review: ${reasons.join(', and ')}. Nothing was retired yet.` : null;
  }
}
