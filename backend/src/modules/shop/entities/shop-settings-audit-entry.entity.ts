import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SettingsChange } from '../shop-settings.js';

/** One save of the shop's settings: who, when, and each changed field before and after. */
@Entity({ tableName: 'shop_settings_audit' })
@Index({ name: 'shop_settings_audit_created_at_index', properties: ['createdAt'] })
export class ShopSettingsAuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Property({ length: 100, nullable: true })
  actorName?: string | null;

  @Property({ length: 254, nullable: true })
  actorEmail?: string | null;

  /** Empty when the save changed nothing. */
  @Property({ type: 'jsonb' })
  changes: SettingsChange[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
