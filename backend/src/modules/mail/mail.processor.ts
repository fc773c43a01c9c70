import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queue.constants.js';
import type { MailMessage } from './mail-message.js';
import { MailTransport } from './mail-transport.js';

/** The `mail` queue's worker; a failed send is retried with backoff (queue defaults) and kept when it gives up. */
@Processor(QUEUES.mail)
export class MailProcessor {
  constructor(private readonly transport: MailTransport) {}

  @Process()
  async send(job: Job<MailMessage>): Promise<void> {
    await this.transport.send(job.data);
  }
}
