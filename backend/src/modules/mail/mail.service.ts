import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { MailJob } from './mail-kinds.js';
import { QUEUES, QueueScope, RedisStatus } from '../queue/index.js';

/**
 * Queues e-mail: a request never waits for a mail server. A job names a kind and a record id
 * (MailJob); the worker renders the message when it sends it (MailKinds).
 */
@Injectable()
export class MailService {
  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>,
    private readonly redis: RedisStatus,
    private readonly scope: QueueScope,
  ) {}

  /** Throws the 503 up front, so a caller can refuse before it changes anything. */
  assertAvailable(): void {
    this.redis.assertAvailable();
  }

  /** A `jobId` makes a repeated send of the same message a no-op while the job is kept in Redis. */
  async send(job: MailJob, options: { jobId?: string } = {}): Promise<void> {
    this.assertAvailable();
    await this.queue.add(
      this.scope.stamp({ kind: job.kind, id: job.id }),
      options.jobId ? { jobId: options.jobId } : {},
    );
  }
}
