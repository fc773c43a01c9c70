import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { JobStatus, Queue } from 'bull';
import { QUEUES, type JobOrigin, QueueScope } from '../queue/index.js';

export interface ImportJobData extends JobOrigin {
  importId: string;
}

/** What a job in the queue can be doing; `missing`: Redis holds no job for the import. */
export type ImportJobState = JobStatus | 'stuck' | 'missing';

export const IMPORTS_UNAVAILABLE =
  'Imports are unavailable right now (the job queue cannot be reached). Please try again in a few minutes.';

/** Waiting, running or waiting for its next attempt: something is behind the import. */
export const LIVE_JOB_STATES: ReadonlySet<ImportJobState> = new Set(['waiting', 'active', 'delayed', 'paused']);

/** The one place that puts imports on the `imports` queue and looks up their jobs. */
@Injectable()
export class ImportQueue {
  constructor(
    @InjectQueue(QUEUES.imports) private readonly queue: Queue<ImportJobData>,
    private readonly scope: QueueScope,
  ) {}

  /** Queues the import; its id is the job's, so adding it twice (a client retry) queues it once. */
  async add(importId: string): Promise<void> {
    // A finished job of the same id is kept in Redis, and would make add() a no-op.
    const previous = await this.queue.getJob(importId);
    if (previous && ['completed', 'failed', 'stuck'].includes(await previous.getState())) await previous.remove();
    await this.queue.add(this.scope.stamp({ importId }), {
      jobId: importId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
    });
  }

  async stateOf(importId: string): Promise<ImportJobState> {
    const job = await this.queue.getJob(importId);
    return job ? ((await job.getState()) as ImportJobState) : 'missing';
  }
}
