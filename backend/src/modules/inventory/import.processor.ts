import { OnQueueFailed, Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { Job } from 'bull';
import type { ImportJobData } from './import-queue.js';
import { ImportRunner } from './import-runner.js';
import { runImportInThread } from './import-thread-runner.js';
import { QUEUES, QueueScope } from '../queue/index.js';
import { ImportStatus } from './entities/import-job.entity.js';
import { HeldRunNotice } from './held-run-notice.js';
import { ImportsRepository } from './imports.repository.js';

/**
 * The `imports` queue's worker. Each import runs in a worker thread, so parsing never stalls this
 * process's requests. Up to three run side by side (each category waits for its own); a failed
 * attempt is retried and resumes after its last committed batch.
 */
@Processor(QUEUES.imports)
export class ImportProcessor {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly runner: ImportRunner,
    private readonly scope: QueueScope,
    private readonly imports: ImportsRepository,
    private readonly heldNotice: HeldRunNotice,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Process({ concurrency: 3 })
  async runImport(job: Job<ImportJobData>): Promise<void> {
    // Another shop's import is not in this database: completing its job would leave it queued there forever.
    this.scope.assertOwn(job, this.logger);
    // The URL the app connected with (DATABASE_URL, or the embedded PostgreSQL's).
    const databaseUrl = this.imports.databaseUrl();
    await runImportInThread({
      importId: job.data.importId,
      databaseUrl,
      importDir: this.config.imports.dir,
      feeds: this.config.feeds,
    });
    const run = await this.imports.find(job.data.importId);
    if (run?.status === ImportStatus.Held && run.supplierId) await this.heldNotice.send(run);
  }

  @OnQueueFailed()
  async importFailed(job: Job<ImportJobData>, error: Error): Promise<void> {
    if (!this.scope.isOwn(job)) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(
      `Import ${job.data.importId} attempt ${job.attemptsMade} failed: ${error.message}${final ? ' (giving up)' : ''}`,
    );
    if (final)
      await this.runner.giveUp(
        job.data.importId,
        `The import stopped after ${job.attemptsMade} attempts: ${error.message}`,
      );
  }
}
