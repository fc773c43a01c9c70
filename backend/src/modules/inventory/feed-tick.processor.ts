import { OnApplicationBootstrap, OnApplicationShutdown, Logger, HttpException } from '@nestjs/common';
import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES, QueueScope } from '../queue/index.js';
import { FeedSchedule, type FeedTickData, SuppliersRepository } from '../suppliers/index.js';
import { ImportTrigger } from './entities/import-job.entity.js';
import { FeedRuns } from './feed-runs.service.js';

/** Schedules saved while Redis was away, or changed with the shop's time zone, reach Redis within this. */
const RECONCILE_MS = 5 * 60_000;

/**
 * The `feeds` queue's worker: each tick of a supplier's schedule starts a run (an import, queued on
 * `imports`), unless one of that supplier's runs is still queued, running or held for review. It also
 * keeps the schedules in Redis as the database says.
 */
@Processor(QUEUES.feeds)
export class FeedTickProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FeedSchedule');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly runs: FeedRuns,
    private readonly schedule: FeedSchedule,
    private readonly suppliers: SuppliersRepository,
    private readonly scope: QueueScope,
  ) {}

  @Process()
  async tick(job: Job<FeedTickData>): Promise<void> {
    this.scope.assertOwn(job, this.logger);
    try {
      const run = await this.runs.start(job.data.supplierId, ImportTrigger.Schedule, null);
      this.logger.log(`Scheduled run ${run.id} of supplier ${job.data.supplierId} queued`);
    } catch (error) {
      // A run still going, a supplier turned manual: this slot is skipped, the next one tries again.
      if (error instanceof HttpException && error.getStatus() < 500)
        this.logger.log(`Scheduled run skipped: ${error.message}`);
      else throw error;
    }
  }

  onApplicationBootstrap(): void {
    const reconcile = () =>
      this.suppliers
        .scheduled()
        .then((suppliers) => this.schedule.reconcile(suppliers))
        .catch((error: Error) => this.logger.warn(`Schedules not reconciled (${error.message}); retrying later`));
    void reconcile();
    this.timer = setInterval(reconcile, RECONCILE_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
