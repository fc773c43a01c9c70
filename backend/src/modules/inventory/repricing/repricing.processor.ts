import { OnQueueFailed, Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { QUEUES, QueueScope } from '../../queue/index.js';
import { type RepricingJobData, SuppliersRepository } from '../../suppliers/index.js';
import { SupplierOffers } from '../offers/supplier-offers.js';
import { RepricingRepository } from './repricing.repository.js';

/** Offers priced again per transaction: each chunk commits with its certificates settled, so prices show as it goes. */
const CHUNK = 5000;

/** How far a repricing is (the job's progress, and its result when done). */
export interface RepricingProgress {
  /** Offers of the suppliers when it started. */
  total: number;
  /** Offers gone through. */
  offers: number;
  /** Offers whose price changed. */
  repriced: number;
}

/**
 * The `repricing` queue's worker: prices a markup save's stones again in chunks, each its own
 * transaction, holding the suppliers' categories as an import's run does (never beside a run of them).
 * A chunk done twice changes nothing, so a retried job (bull retries; a killed worker's job comes back)
 * goes through from the start and ends as one clean run would; rules are read as each chunk runs, so
 * after two saves in a row the last one's prices stand.
 */
@Processor(QUEUES.repricing)
export class RepricingProcessor {
  private readonly logger = new Logger('Repricing');

  constructor(
    private readonly offers: SupplierOffers,
    private readonly repricing: RepricingRepository,
    private readonly suppliers: SuppliersRepository,
    private readonly scope: QueueScope,
  ) {}

  @Process()
  async reprice(job: Job<RepricingJobData>): Promise<RepricingProgress> {
    this.scope.assertOwn(job, this.logger);
    const { supplierId, actor } = job.data;
    const supplierIds = supplierId ? [supplierId] : await this.suppliers.usingDefaultMarkup();
    const categories = await this.repricing.categoriesOf(supplierIds);
    const done = await this.repricing.excluding(categories, async () => {
      const progress: RepricingProgress = {
        total: await this.repricing.offerCount(supplierIds),
        offers: 0,
        repriced: 0,
      };
      await job.progress(progress);
      for (const id of supplierIds) {
        for (let after: string | null = null; ;) {
          const chunk = await this.offers.transaction(async () => {
            const repriced = await this.repricing.repriceChunk(id, after, CHUNK);
            await this.offers.settleRepriced(repriced.keys, actor);
            return repriced;
          });
          if (chunk.lastStockNumber === null) break;
          after = chunk.lastStockNumber;
          progress.offers += chunk.offers;
          progress.repriced += chunk.repriced;
          await job.progress(progress);
        }
      }
      return progress;
    });
    this.logger.log(`Repricing ${job.id}: ${done.repriced} of ${done.offers} stones repriced`);
    return done;
  }

  @OnQueueFailed()
  repricingFailed(job: Job<RepricingJobData>, error: Error): void {
    if (!this.scope.isOwn(job)) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(
      `Repricing ${job.id} attempt ${job.attemptsMade} failed: ${error.message}${final ? ' (giving up: staff can retry it)' : ''}`,
    );
  }
}
