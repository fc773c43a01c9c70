import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LeadNotifications } from './lead-notifications.repository.js';
import { MailKinds, type MailMessage } from '../mail/index.js';

/** The `mail` job kind that versions before LeadMailSender queued a lead e-mail as: `{ kind, id: <row id> }`. */
export const LEGACY_LEAD_MAIL = 'lead-notification';

/**
 * Sends the lead e-mails an earlier version handed to the `mail` queue (rows still `queued`): their jobs
 * may wait or retry in Redis across a deploy, and only they know whether the mail already went out, so
 * the outbox leaves such rows to them rather than risk sending one twice. New rows never take this way.
 */
@Injectable()
export class LegacyLeadMailJobs implements OnModuleInit {
  constructor(
    private readonly outbox: LeadNotifications,
    private readonly kinds: MailKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.register(LEGACY_LEAD_MAIL, { render: (id) => this.render(id) });
  }

  private async render(id: string | null): Promise<MailMessage | null> {
    return id ? this.outbox.queuedMessageOf(id) : null;
  }
}
