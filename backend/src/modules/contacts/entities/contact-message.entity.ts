import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { LeadRecord, type LeadOptionalProps } from '../../leads/index.js';

export enum ContactStatus {
  New = 'new',
  Read = 'read',
  Replied = 'replied',
  Resolved = 'resolved',
}

/** A message from the contact form. */
@Entity({ tableName: 'contact_messages' })
@Index({ name: 'contact_messages_spam_created_at_index', properties: ['spam', 'createdAt'] })
export class ContactMessage extends LeadRecord {
  [OptionalProps]?: LeadOptionalProps | 'status';

  @Property({ length: 100 })
  fullName: string;

  @Property({ length: 20 })
  phone: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'text' })
  message: string;

  @Enum({ items: () => ContactStatus })
  status: ContactStatus = ContactStatus.New;

  @Property({ type: 'text', nullable: true })
  adminNotes?: string | null;
}
