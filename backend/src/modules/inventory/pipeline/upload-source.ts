import type { AuditActor } from '../../catalog/index.js';
import { type ImportJob, ImportMode, ImportStatus } from '../entities/import-job.entity.js';
import { productFields, type StockRepository } from '../stock/stock.repository.js';
import type { InventorySource, MergeCounts, PreparedBatch, ReadBatch, RunOutcome } from './inventory-source.js';
import { rowFailure } from './row-failure.js';

/**
 * A CSV upload of the shop's own pieces: products written directly (a dry run only counts). New stock
 * numbers are created, known ones of the same type updated; a stock number held by another type of
 * product, or by a supplier's stone, fails its row. Replace mode makes the type's pieces the file did
 * not list unavailable.
 */
export class UploadSource implements InventorySource {
  constructor(
    private readonly stock: StockRepository,
    private readonly job: ImportJob,
    private readonly productType: string,
    private readonly actor: AuditActor,
    /** The file's stock number column, where refused rows point. */
    private readonly stockColumn: () => string,
  ) {}

  begin(): Promise<RunOutcome | null> {
    return Promise.resolve(null);
  }

  async prepare(batch: ReadBatch): Promise<PreparedBatch> {
    const existing = await this.stock.productsOfStockNumbers(batch.checked.map((row) => row.stockNumber));
    const prepared: PreparedBatch = { rows: [], created: 0, updated: 0 };
    const now = new Date();
    for (const row of batch.checked) {
      const product = existing.get(row.stockNumber);
      const error =
        product?.supplierId != null
          ? `Stock number ${row.stockNumber} is a supplier's stone, kept by its feed: use another stock number`
          : product && product.type !== this.productType
            ? `Stock number ${row.stockNumber} already belongs to a ${product.type} product`
            : null;
      if (error) {
        batch.failures.push(
          rowFailure(this.job.id, row.rowIndex, row.stockNumber, this.stockColumn(), [error], row.cells),
        );
        continue;
      }
      if (product) prepared.updated += 1;
      else prepared.created += 1;
      if (!this.job.dryRun) prepared.rows.push({ rowIndex: row.rowIndex, product: productFields(row.value, now) });
    }
    return prepared;
  }

  async merge(batch: number, prepared: PreparedBatch): Promise<MergeCounts> {
    if (prepared.rows.length) await this.stock.mergeStaged(this.job.id, batch, this.actor);
    return { created: prepared.created, updated: prepared.updated };
  }

  async end(processedRows: number): Promise<RunOutcome> {
    const unavailable =
      this.job.mode === ImportMode.Replace
        ? await this.stock.markMissingUnavailable(this.job.id, this.productType, this.actor, this.job.dryRun)
        : undefined;
    return { status: ImportStatus.Done, processedRows, unavailable };
  }
}
