import { ShopSettingsAuditEntry } from './shop-settings-audit-entry.entity.js';
import { ShopSettingsRecord } from './shop-settings-record.entity.js';

export { ShopSettingsAuditEntry, ShopSettingsRecord };
export const shopSettingsEntities = [ShopSettingsRecord, ShopSettingsAuditEntry];
