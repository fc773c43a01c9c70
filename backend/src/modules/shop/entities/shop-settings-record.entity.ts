import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ShopSettings } from '../shop-settings.js';

/**
 * The shop's settings: one row (id 1, enforced by a check constraint), the whole document as jsonb.
 * No row yet means the defaults (spec values, SHOP_TIME_ZONE, LEAD_NOTIFY_EMAILS).
 */
@Entity({ tableName: 'shop_settings' })
@Check({ name: 'shop_settings_single_row_check', expression: '"id" = 1' })
export class ShopSettingsRecord {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'jsonb' })
  document: ShopSettings;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** The administrator who saved last; name and e-mail are copied so they outlive the account. */
  @Property({ type: 'uuid', nullable: true })
  updatedById?: string | null;

  @Property({ length: 100, nullable: true })
  updatedByName?: string | null;

  @Property({ length: 254, nullable: true })
  updatedByEmail?: string | null;
}
