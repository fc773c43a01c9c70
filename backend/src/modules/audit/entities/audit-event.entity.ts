import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One field of one record a staff write changed; secrets and personal data masked (audit-masking.ts). */
export interface AuditFieldChange {
  /** The entity's class (Order, Product, User…). */
  record: string;
  recordId: string | null;
  /** create, update or delete. */
  change: string;
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One staff write (issue 33 §3): who did what to which record, with what it changed. Append-only: a
 * trigger refuses every UPDATE and DELETE of the table.
 */
@Entity({ tableName: 'audit_events' })
@Index({ name: 'audit_events_occurred_at_index', properties: ['occurredAt'] })
@Index({ name: 'audit_events_actor_index', properties: ['actorId', 'occurredAt'] })
@Index({ name: 'audit_events_entity_index', properties: ['entity', 'entityId'] })
export class AuditEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime' })
  occurredAt: Date;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** As the account was named then: the trail still reads after the account changes or goes. */
  @Property({ length: 100 })
  actorName: string;

  @Property({ length: 20 })
  actorRole: string;

  /** The operation's id in openapi.json (updateOrder, createProduct…). */
  @Property({ length: 100 })
  action: string;

  /** `PUT /api/admin/orders/{id}`. */
  @Property({ length: 200 })
  operation: string;

  /** The staff API's resource (orders, products, users…). */
  @Property({ length: 50 })
  entity: string;

  @Property({ length: 200, nullable: true })
  entityId: string | null;

  @Property({ type: 'json' })
  changes: AuditFieldChange[];

  @Property({ length: 64, nullable: true })
  requestId: string | null;

  @Property({ length: 64, nullable: true })
  clientAddress: string | null;
}
