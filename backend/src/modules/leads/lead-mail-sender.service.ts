import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { LeadNotificationStatus, type LeadNotification } from './entities/lead-notification.entity.js';
import { LeadNotifications } from './lead-notifications.repository.js';
import { MailTransport } from '../mail/index.js';
import { JOB_RETRIES } from '../queue/index.js';
import { Clock } from '../../common/time/index.js';

/** The fallback when no notification arrives (the LISTEN connection is down), and when retries fall due. */
const POLL_MS = 1000;

/**
 * Sends lead e-mails from their outbox rows, in the processes that send mail (ROLE=worker or all):
 * woken by PostgreSQL when a lead commits (LISTEN), and every second. Each row is claimed in a
 * transaction of its own (FOR UPDATE SKIP LOCKED) that lasts until it is sent and marked so: another
 * sender never sends it twice, and a process killed mid-send leaves it pending for the next one. A
 * failure is retried like a `mail` job (JOB_RETRIES), then the row is kept as failed.
 */
@Injectable()
export class LeadMailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LeadMailSender');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private listener?: Promise<(() => Promise<void>) | undefined>;

  constructor(
    private readonly outbox: LeadNotifications,
    private readonly clock: Clock,
    // Only where mail is sent (MailModule.forRole): ROLE=api leaves the rows to the worker.
    @Optional() private readonly transport?: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const close = await this.listener;
    await close?.().catch(() => undefined);
    await this.running;
  }

  /** Starts a run, or asks the current one to look again when it ends. Never throws. */
  private wake(): void {
    if (this.stopped) return;
    this.listener ??= this.listen();
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`Sending lead e-mails failed: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends until no pending row is due that this process can claim. */
  async drain(): Promise<void> {
    if (!this.transport) return;
    while (!this.stopped && (await this.sendOne(this.transport))) {
      // One row per transaction: its lock is held only while it is sent.
    }
  }

  private sendOne(transport: MailTransport): Promise<boolean> {
    return this.outbox.transaction(async () => {
      const row = await this.outbox.claimDue(new Date());
      if (!row) return false;
      try {
        await transport.send(row.message);
        row.status = LeadNotificationStatus.Sent;
        row.sentAt = this.clock.now();
      } catch (error) {
        this.failed(row, error as Error);
      }
      return true;
    });
  }

  /** Like a `mail` job's: retried after delay × 2^(attempts − 1), failed once every attempt is used. */
  private failed(row: LeadNotification, error: Error): void {
    row.attempts += 1;
    row.lastError = (error.message ?? String(error)).slice(0, 1000);
    if (row.attempts >= JOB_RETRIES.attempts) {
      row.status = LeadNotificationStatus.Failed;
      this.logger.warn(`A lead e-mail (${row.id}) failed ${row.attempts} times and is kept as failed`);
      return;
    }
    const delay = JOB_RETRIES.backoff.delay * 2 ** (row.attempts - 1);
    row.nextAttemptAt = new Date(Date.now() + delay);
  }

  private async listen(): Promise<(() => Promise<void>) | undefined> {
    try {
      return await this.outbox.listen(
        () => this.wake(),
        (error) => {
          if (this.stopped) return;
          this.logger.warn(`Listening for new lead e-mails stopped (${error.message}); polling until it is back`);
          this.listener = undefined;
        },
      );
    } catch (error) {
      this.logger.warn(`Listening for new lead e-mails failed: ${(error as Error).message}`);
      this.listener = undefined;
      return undefined;
    }
  }
}
