import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MailMessage } from '../../mail/index.js';

export enum LeadNotificationStatus {
  /** Written with the lead; waiting for Redis. */
  Pending = 'pending',
  /** Handed to the `mail` queue (whose retries take it from there). */
  Queued = 'queued',
}

/**
 * The outbox of lead e-mails: written in the same transaction as the lead, moved onto the `mail`
 * queue by LeadMailRelay once Redis answers, so no e-mail is lost while Redis is down.
 */
@Entity({ tableName: 'lead_notifications' })
@Index({ name: 'lead_notifications_pending_index', properties: ['status', 'createdAt'] })
export class LeadNotification {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt';

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
}
