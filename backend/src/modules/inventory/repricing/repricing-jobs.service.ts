import { InjectQueue } from '@nestjs/bull';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { QUEUES, QueueScope, RedisStatus } from '../../queue/index.js';
import type { RepricingJobData } from '../../suppliers/index.js';
import type { RepricingJobDto, RepricingStatus } from './repricing.dto.js';
import type { RepricingProgress } from './repricing.processor.js';

const NOT_FOUND = 'Repricing not found';
const STATUS_OF: Record<string, RepricingStatus> = {
  waiting: 'queued',
  paused: 'queued',
  stuck: 'queued',
  active: 'running',
  delayed: 'retrying',
  completed: 'done',
  failed: 'failed',
};

/** Repricing jobs as staff follow them (bull keeps a failed one until it is retried). */
@Injectable()
export class RepricingJobs {
  constructor(
    @InjectQueue(QUEUES.repricing) private readonly queue: Queue<RepricingJobData>,
    private readonly scope: QueueScope,
    private readonly redis: RedisStatus,
  ) {}

  async get(id: string): Promise<RepricingJobDto> {
    return this.present(await this.find(id));
  }

  /** Starts a failed repricing again (from the first chunk: the chunks done already change nothing). */
  async retry(id: string): Promise<RepricingJobDto> {
    const job = await this.find(id);
    if ((await job.getState()) !== 'failed') throw new ConflictException('Only a failed repricing can be retried');
    await job.retry();
    return this.present(job);
  }

  private async find(id: string): Promise<Job<RepricingJobData>> {
    this.redis.assertAvailable();
    const job = /^\d{1,15}$/.test(id) ? await this.queue.getJob(id) : null;
    if (!job || !this.scope.isOwn(job)) throw new NotFoundException(NOT_FOUND);
    return job;
  }

  private async present(job: Job<RepricingJobData>): Promise<RepricingJobDto> {
    const status = STATUS_OF[await job.getState()] ?? 'queued';
    const progress = (typeof job.progress() === 'object' ? job.progress() : null) as RepricingProgress | null;
    const done = status === 'done';
    return {
      id: String(job.id),
      status,
      supplierId: job.data.supplierId,
      total: progress?.total ?? null,
      offers: progress?.offers ?? 0,
      repriced: progress?.repriced ?? 0,
      progress: done ? 100 : progress?.total ? Math.min(99, Math.floor((progress.offers / progress.total) * 100)) : 0,
      error: status === 'done' ? null : job.failedReason || null,
      attempts: job.attemptsMade,
      createdAt: new Date(job.timestamp).toISOString(),
      finishedAt: job.finishedOn && (done || status === 'failed') ? new Date(job.finishedOn).toISOString() : null,
    };
  }
}
