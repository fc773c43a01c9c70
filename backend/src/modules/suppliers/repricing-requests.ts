import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AuditActor } from '../catalog/index.js';
import { QUEUES, QueueScope, type JobOrigin, RedisStatus } from '../queue/index.js';

/**
 * A markup save's repricing: the job names whose stones to price again (a supplier, or null: every
 * supplier using the shop's default) and who saved; the rules themselves are read when it runs, so
 * the last save's rules are the ones that stick.
 */
export interface RepricingJobData extends JobOrigin {
  supplierId: string | null;
  actor: AuditActor;
}

/**
 * Puts repricings on the `repricing` queue; the inventory worker runs them. Suppliers only ask, through
 * the queue: the repricing itself is the inventory's (it writes the stock), so suppliers/ depends on
 * nothing of inventory/.
 */
@Injectable()
export class RepricingRequests {
  constructor(
    @InjectQueue(QUEUES.repricing) private readonly queue: Queue<RepricingJobData>,
    private readonly scope: QueueScope,
    private readonly redis: RedisStatus,
  ) {}

  /** Before a save: without Redis the save is refused (503), never saved with its stones left at the old prices. */
  assertAvailable(): void {
    this.redis.assertAvailable();
  }

  /** Queues the repricing; answers the job's id. */
  async add(supplierId: string | null, actor: AuditActor): Promise<string> {
    const job = await this.queue.add(this.scope.stamp({ supplierId, actor }));
    return String(job.id);
  }
}
