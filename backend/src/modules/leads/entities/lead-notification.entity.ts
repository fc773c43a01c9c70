import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MailMessage } from '../../mail/index.js';

export enum LeadNotificationStatus {
  /** Written with the lead, or failed and waiting for its next attempt (nextAttemptAt). */
  Pending = 'pending',
  /** Handed to the `mail` queue by a version before the outbox sent its rows itself; its job sends it. */
  Queued = 'queued',
  Sent = 'sent',
  /** Every attempt failed; lastError says why. */
  Failed = 'failed',
}

/**
 * The outbox of lead e-mails: written in the same transaction as the lead and sent from here by the
 * worker (LeadMailSender), so no e-mail is lost when the mail server or Redis is down.
 */
@Entity({ tableName: 'lead_notifications' })
@Index({
  name: 'lead_notifications_due_index',
  expression: `create index "lead_notifications_due_index" on "lead_notifications" ("next_attempt_at") where "status" = 'pending'`,
})
export class LeadNotification {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt' | 'nextAttemptAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** 'order' | 'appointment' | 'contact'. */
  @Property({ length: 20 })
  leadType: string;

  @Property({ type: 'uuid' })
  leadId: string;

  /** 'staff' or 'visitor'. */
  @Property({ length: 20 })
  audience: string;

  @Property({ type: 'jsonb' })
  message: MailMessage;

  @Enum({ items: () => LeadNotificationStatus })
  status: LeadNotificationStatus = LeadNotificationStatus.Pending;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  queuedAt?: Date | null;

  @Property({ type: 'datetime' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
