import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';
import { QUEUES, type JobOrigin, QueueScope } from '../queue/index.js';

/** The `mail` queue's worker; a failed send is retried with backoff (queue defaults) and kept when it gives up. */
@Processor(QUEUES.mail)
export class MailProcessor {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transport: MailTransport,
    private readonly scope: QueueScope,
  ) {}

  @Process()
  async send(job: Job<MailMessage & JobOrigin>): Promise<void> {
    // Another shop's message is never sent from (or written to the outbox of) this one.
    this.scope.assertOwn(job, this.logger);
    const { database: _origin, ...message } = job.data;
    await this.transport.send(message);
  }
}
