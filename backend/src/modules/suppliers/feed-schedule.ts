import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import cronParser from 'cron-parser';
import { QUEUES, QueueScope, type JobOrigin } from '../queue/index.js';
import { ShopService } from '../shop/index.js';
import { ScheduleKind, type Supplier } from './entities/supplier.entity.js';

/** A scheduled pull: the feeds queue's job names the supplier; the imports worker starts its run. */
export interface FeedTickData extends JobOrigin {
  supplierId: string;
}

const HOUR_MS = 3_600_000;

/**
 * Suppliers' schedules as bull repeatable jobs on the `feeds` queue (under this shop's prefix, so two
 * shops on one Redis never run each other's). A repeatable job fires once per slot whatever the number
 * of worker processes, and its job id is the supplier's, so a supplier has at most one schedule. Cron
 * expressions run in the shop's time zone.
 */
@Injectable()
export class FeedSchedule {
  private readonly logger = new Logger('FeedSchedule');

  constructor(
    @InjectQueue(QUEUES.feeds) private readonly queue: Queue<FeedTickData>,
    private readonly scope: QueueScope,
    private readonly shop: ShopService,
  ) {}

  /** Puts the suppliers' schedules in Redis as they are saved: removes what changed or went, adds what is new. */
  async sync(suppliers: Supplier[], removedIds: string[] = []): Promise<void> {
    const timeZone = await this.shop.timeZone();
    const existing = await this.queue.getRepeatableJobs();
    for (const supplier of suppliers) {
      const wanted = this.repeatOf(supplier, timeZone);
      const current = existing.filter((job) => job.id === supplier.id);
      const same =
        wanted &&
        current.length === 1 &&
        (('cron' in wanted && current[0].cron === wanted.cron && current[0].tz === wanted.tz) ||
          ('every' in wanted && Number(current[0].every) === wanted.every));
      if (same) continue;
      for (const job of current) await this.queue.removeRepeatableByKey(job.key);
      if (wanted)
        await this.queue.add(this.scope.stamp({ supplierId: supplier.id }), {
          jobId: supplier.id,
          repeat: wanted,
          attempts: 1,
          removeOnComplete: 100,
          removeOnFail: 100,
        });
    }
    for (const job of existing.filter((job) => job.id && removedIds.includes(job.id)))
      await this.queue.removeRepeatableByKey(job.key);
  }

  /** Every schedule in Redis as the database says (at a worker's start and every few minutes). */
  async reconcile(suppliers: Supplier[]): Promise<void> {
    const known = new Set(suppliers.map((supplier) => supplier.id));
    const strays = (await this.queue.getRepeatableJobs()).filter((job) => !job.id || !known.has(job.id));
    for (const job of strays) await this.queue.removeRepeatableByKey(job.key);
    await this.sync(suppliers);
    this.logger.debug(`Schedules reconciled: ${suppliers.length} scheduled suppliers`);
  }

  /** When the supplier's next scheduled run is due (bull's own arithmetic for both kinds), or null. */
  async nextRunAt(supplier: Supplier, now = new Date()): Promise<Date | null> {
    const repeat = this.repeatOf(supplier, await this.shop.timeZone());
    if (!repeat) return null;
    if ('every' in repeat) return new Date(Math.floor(now.getTime() / repeat.every) * repeat.every + repeat.every);
    return cronParser.parseExpression(repeat.cron, { currentDate: now, tz: repeat.tz }).next().toDate();
  }

  private repeatOf(supplier: Supplier, timeZone: string): { every: number } | { cron: string; tz: string } | null {
    if (supplier.scheduleKind === ScheduleKind.Hours && supplier.scheduleHours)
      return { every: supplier.scheduleHours * HOUR_MS };
    if (supplier.scheduleKind === ScheduleKind.Cron && supplier.scheduleCron)
      return { cron: supplier.scheduleCron, tz: timeZone };
    return null;
  }
}
