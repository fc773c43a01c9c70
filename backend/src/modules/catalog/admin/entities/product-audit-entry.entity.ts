import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum ProductAuditAction {
  Create = 'create',
  Update = 'update',
  Delete = 'delete',
  Import = 'import',
  /** A supplier's markup rules changed, and with them the retail price. */
  Reprice = 'reprice',
}

/** One field's value before and after a change (null when absent). */
export interface ProductFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One change to a product, written in the change's own transaction. Keeps the product's id without a
 * foreign key, so a deleted product's history stays readable.
 */
@Entity({ tableName: 'product_audit_entries' })
@Index({ name: 'product_audit_entries_product_index', properties: ['productId', 'createdAt'] })
export class ProductAuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  productId: string;

  @Property({ length: 40 })
  stockNumber: string;

  @Property({ length: 200 })
  productName: string;

  @Enum({ items: () => ProductAuditAction, nativeEnumName: 'product_audit_action' })
  action: ProductAuditAction;

  /** The administrator; null for system changes. Name and e-mail are copied, so they outlive the account. */
  @Property({ type: 'uuid', nullable: true })
  actorId?: string;

  @Property({ length: 100, nullable: true })
  actorName?: string;

  @Property({ length: 254, nullable: true })
  actorEmail?: string;

  @Property({ type: 'jsonb' })
  changes: ProductFieldChange[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
