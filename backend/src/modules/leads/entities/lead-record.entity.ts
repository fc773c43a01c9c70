import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LeadSource } from '../lead-source.js';
import { User } from '../../users/index.js';

/** What orders, appointments and contact messages share: id, where they came from and who sent them, spam flag, times. */
@Entity({ abstract: true })
export abstract class LeadRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** What the customer quotes (`LJ-7K4M9P`, see lead-reference.ts); unique across the three kinds. */
  @Property({ length: 12, unique: true })
  reference: string;

  @Enum({ items: () => LeadSource })
  source: LeadSource = LeadSource.Storefront;

  /** The partner page's origin for widget leads (from the Origin header). */
  @Property({ length: 300, nullable: true })
  sourceOrigin?: string | null;

  /**
   * The customer account signed in when the lead was sent (their My Account lists it); null for
   * anonymous visitors, staff and partner widgets. Deleting the account keeps the lead for staff.
   */
  @ManyToOne(() => User, {
    fieldName: 'customer_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  customerId?: string | null;

  /** The honeypot was filled: kept for staff, hidden from lists, no e-mail sent. */
  @Property({ default: false })
  spam: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export type LeadOptionalProps = 'source' | 'sourceOrigin' | 'customerId' | 'spam' | 'createdAt' | 'updatedAt';
