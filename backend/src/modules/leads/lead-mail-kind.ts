import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { LeadNotification } from './entities/lead-notification.entity.js';
import { MailKinds, type MailMessage } from '../mail/index.js';

/** A lead e-mail's job: `{ kind: 'lead-notification', id: <lead_notifications row id> }`. */
export const LEAD_NOTIFICATION_MAIL = 'lead-notification';

/**
 * Renders lead e-mails in the mail worker from their outbox row (lead_notifications, in PostgreSQL):
 * the queue, its kept jobs and the staff queue dashboard see only the row's id, never a visitor's
 * name, address, phone or message.
 */
@Injectable()
export class LeadNotificationMails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly kinds: MailKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.register(LEAD_NOTIFICATION_MAIL, { render: (id) => this.render(id) });
  }

  private async render(id: string | null): Promise<MailMessage | null> {
    if (!id) return null;
    const row = await this.em.fork().findOne(LeadNotification, { id });
    return row?.message ?? null;
  }
}

/** The lead e-mails' kind alone, for ROLE=worker (which loads no HTTP side) and the lead kit. */
@Module({ providers: [LeadNotificationMails] })
export class LeadMailsModule {}
