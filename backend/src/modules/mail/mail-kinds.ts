import { Injectable } from '@nestjs/common';
import type { MailMessage } from './mail-message.js';

/**
 * What a `mail` job carries: which kind of e-mail and the id of the record it is about (an outbox
 * row, an account, a run), never an address, a name, a text or a secret. The queue, its completed
 * jobs and the staff queue dashboard therefore hold nothing personal; the message is written by the
 * kind's renderer in the worker, at send time, from PostgreSQL.
 */
export interface MailJob {
  kind: string;
  id: string | null;
}

/**
 * Writes one kind of e-mail from its record, in the worker. Answers null when there is nothing to
 * send (the record is gone, the account disabled, no account for a request): the job then ends
 * quietly. A renderer may create what the mail needs (a reset link's token), so it holds only in the
 * worker's memory and the sent mail.
 */
export interface MailRenderer {
  render(id: string | null): Promise<MailMessage | null>;
}

/**
 * The kinds of e-mail this shop sends, each with its renderer. The module that owns a kind registers
 * it (usually in onModuleInit), so the mail module depends on no domain and every domain only on mail.
 */
@Injectable()
export class MailKinds {
  private readonly renderers = new Map<string, MailRenderer>();

  register(kind: string, renderer: MailRenderer): void {
    const known = this.renderers.get(kind);
    if (known && known !== renderer) throw new Error(`The mail kind "${kind}" is registered twice`);
    this.renderers.set(kind, renderer);
  }

  renderer(kind: string): MailRenderer | undefined {
    return this.renderers.get(kind);
  }
}
