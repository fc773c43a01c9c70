import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { MailKinds, type MailJob } from './mail-kinds.js';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';
import { QUEUES, type JobOrigin, QueueScope } from '../queue/index.js';

/** What an earlier version's job holds once emptied; retried, it sends nothing. */
const EMPTIED = 'emptied-earlier-job';

/** A job queued by a version that put the whole message into the queue (before issue 27). */
type LegacyJob = Partial<MailMessage> & { kind?: undefined };

/**
 * The `mail` queue's worker: renders the job's message from its record (MailKinds) and sends it. A
 * failed send is retried with backoff (queue defaults) and kept when it gives up. It returns nothing,
 * so a completed job keeps no part of the message.
 */
@Processor(QUEUES.mail)
export class MailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transport: MailTransport,
    private readonly kinds: MailKinds,
    private readonly scope: QueueScope,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<(MailJob | LegacyJob) & JobOrigin>,
  ) {}

  /** Jobs an earlier version kept with their whole message (reset links among them) are emptied at start. */
  onApplicationBootstrap(): void {
    void this.emptyLegacyJobs().catch((error: Error) =>
      this.logger.warn(`Emptying earlier mail jobs failed: ${error.message}`),
    );
  }

  @Process()
  async send(job: Job<(MailJob | LegacyJob) & JobOrigin>): Promise<void> {
    // Another shop's message is never sent from (or written to the outbox of) this one.
    this.scope.assertOwn(job, this.logger);
    const data = job.data;
    let message: MailMessage | null;
    if (isLegacy(data)) {
      // Queued before this version: sent as it is, then emptied, so the completed job keeps none of it.
      const { database: _origin, kind: _none, ...legacy } = data;
      message = legacy as MailMessage;
    } else if (data.kind === EMPTIED) {
      message = null;
    } else {
      const renderer = this.kinds.renderer(data.kind);
      if (!renderer) throw new Error(`Mail job ${job.id}: no renderer for the kind "${data.kind}" in this process`);
      message = await renderer.render(data.id ?? null);
    }
    if (!message) {
      this.logger.log(`Mail job ${job.id} (${(data as MailJob).kind}): nothing to send`);
      return;
    }
    try {
      await this.transport.send(message);
    } catch (error) {
      if (isLegacy(data) && job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await job.update(emptied(job));
      // A failed job keeps its reason and stack in Redis, shown on the dashboard: a mail server's
      // answer often quotes the recipient, so addresses are left out of what is kept.
      // (bull keeps the message and stack only, not the cause.)
      throw new Error(withoutAddresses((error as Error).message ?? String(error)), { cause: error });
    }
    if (isLegacy(data)) await job.update(emptied(job));
  }

  private async emptyLegacyJobs(): Promise<void> {
    const jobs = await this.queue.getJobs(['completed', 'failed']);
    let emptiedCount = 0;
    for (const job of jobs) {
      if (!job || !this.scope.isOwn(job) || !isLegacy(job.data)) continue;
      await job.update(emptied(job));
      emptiedCount += 1;
    }
    if (emptiedCount) this.logger.log(`Emptied ${emptiedCount} earlier mail job(s) that held a whole message`);
  }
}

function isLegacy(data: MailJob | LegacyJob): data is LegacyJob {
  return !data.kind;
}

function emptied(job: Job<JobOrigin>): MailJob & JobOrigin {
  return { kind: EMPTIED, id: null, database: job.data.database };
}

function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');
}
