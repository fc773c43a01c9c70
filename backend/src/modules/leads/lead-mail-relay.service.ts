import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LeadNotification, LeadNotificationStatus } from './entities/lead-notification.entity.js';
import { LEAD_NOTIFICATION_MAIL } from './lead-mail-kind.js';
import { MailService } from '../mail/index.js';
import { RedisStatus } from '../queue/index.js';
import { Clock } from '../../common/time/index.js';

const INTERVAL_MS = 5000;
const BATCH = 50;
const QUEUE_TIMEOUT_MS = 5000;

/**
 * Moves pending lead e-mails from the outbox table onto the `mail` queue whenever Redis answers:
 * every 5 s and right after each new lead. Rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * queued in the same transaction, so several API processes never send one twice; the job id is the
 * row's id, so a job added just before a failed commit is not added again. The job carries only that
 * id: the worker reads the message from the row when it sends it (LeadNotificationMails).
 */
@Injectable()
export class LeadMailRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LeadMailRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly redis: RedisStatus,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a relay run, or asks the current one to look again when it ends. Never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`Relaying lead e-mails failed: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Relays until the outbox has no pending row this process can claim (or Redis goes away). */
  async drain(): Promise<void> {
    while (!this.stopped && this.redis.isReady) {
      const { claimed, relayed } = await this.relayBatch();
      if (claimed < BATCH || relayed < claimed) return;
    }
  }

  private relayBatch(): Promise<{ claimed: number; relayed: number }> {
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        LeadNotification,
        { status: LeadNotificationStatus.Pending },
        { orderBy: { createdAt: 'ASC', id: 'ASC' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let relayed = 0;
      for (const row of rows) {
        try {
          await withTimeout(
            this.mail.send({ kind: LEAD_NOTIFICATION_MAIL, id: row.id }, { jobId: row.id }),
            QUEUE_TIMEOUT_MS,
          );
        } catch (error) {
          row.attempts += 1;
          row.lastError = (error as Error).message.slice(0, 1000);
          break;
        }
        row.status = LeadNotificationStatus.Queued;
        row.queuedAt = this.clock.now();
        relayed += 1;
      }
      return { claimed: rows.length, relayed };
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the mail queue did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
