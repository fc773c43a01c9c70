import { OnQueueFailed, Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queue.constants.js';
import { ImportRunner } from './import-runner.js';

export interface ImportJobData {
  importId: string;
}

/**
 * The `imports` queue's worker. Up to three imports run side by side (each category waits for its
 * own); a failed attempt is retried and resumes after its last committed batch.
 */
@Processor(QUEUES.imports)
export class ImportProcessor {
  private readonly logger = new Logger('Imports');

  constructor(private readonly runner: ImportRunner) {}

  @Process({ concurrency: 3 })
  async runImport(job: Job<ImportJobData>): Promise<void> {
    await this.runner.run(job.data.importId);
  }

  @OnQueueFailed()
  async importFailed(job: Job<ImportJobData>, error: Error): Promise<void> {
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Import ${job.data.importId} attempt ${job.attemptsMade} failed: ${error.message}${final ? ' (giving up)' : ''}`);
    if (final) await this.runner.giveUp(job.data.importId, `The import stopped after ${job.attemptsMade} attempts: ${error.message}`);
  }
}
