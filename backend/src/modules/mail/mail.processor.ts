import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { MailKinds, type MailJob } from './mail-kinds.js';
import { MailTransport } from './mail-transport.js';
import { QUEUES, type JobOrigin, QueueScope } from '../queue/index.js';

/**
 * The `mail` queue's worker: renders the job's message from its record (MailKinds) and sends it. A
 * failed send is retried with backoff (queue defaults) and kept when it gives up. It returns nothing,
 * so a completed job keeps no part of the message.
 */
@Processor(QUEUES.mail)
export class MailProcessor {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transport: MailTransport,
    private readonly kinds: MailKinds,
    private readonly scope: QueueScope,
  ) {}

  @Process()
  async send(job: Job<MailJob & JobOrigin>): Promise<void> {
    // Another shop's message is never sent from (or written to the outbox of) this one.
    this.scope.assertOwn(job, this.logger);
    const { kind, id } = job.data;
    const renderer = this.kinds.renderer(kind);
    if (!renderer) throw new Error(`Mail job ${job.id}: no renderer for the kind "${kind}" in this process`);
    const message = await renderer.render(id ?? null);
    if (!message) {
      this.logger.log(`Mail job ${job.id} (${kind}): nothing to send`);
      return;
    }
    try {
      await this.transport.send(message);
    } catch (error) {
      // A failed job keeps its reason and stack in Redis, shown on the dashboard: a mail server's
      // answer often quotes the recipient, so addresses are left out of what is kept.
      // (bull keeps the message and stack only, not the cause.)
      throw new Error(withoutAddresses((error as Error).message ?? String(error)), { cause: error });
    }
  }
}

function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');
}
