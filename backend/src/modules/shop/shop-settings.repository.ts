import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ShopSettingsAuditEntry } from './entities/shop-settings-audit-entry.entity.js';
import { ShopSettingsRecord } from './entities/shop-settings-record.entity.js';
import type { ShopSettings } from './shop-settings.js';
import { Repository } from '../../common/repository.js';

/**
 * The shop_settings row (id 1; none until the first save) and its audit trail. Writes (new rows, the
 * locked row's changes) are written when the surrounding `transaction()` commits: call them inside one.
 */
@Injectable()
export class ShopSettingsRepository extends Repository {
  find(): Promise<ShopSettingsRecord | null> {
    return this.db.findOne(ShopSettingsRecord, { id: 1 });
  }

  /**
   * The row, locked until the transaction ends. It exists from here on (with `defaults` the first time),
   * so concurrent saves queue on its lock.
   */
  async lockForSave(defaults: ShopSettings, now: Date): Promise<ShopSettingsRecord> {
    const db = this.db;
    await db.execute(
      `insert into "shop_settings" ("id", "document", "updated_at") values (1, ?, ?) on conflict ("id") do nothing`,
      [JSON.stringify(defaults), now],
      'run',
    );
    return db.findOneOrFail(ShopSettingsRecord, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** The first row, when there is none yet (the demo shop's). */
  add(record: Omit<RequiredEntityData<ShopSettingsRecord>, 'id'>): void {
    this.db.create(ShopSettingsRecord, { ...record, id: 1 });
  }

  addAuditEntry(entry: RequiredEntityData<ShopSettingsAuditEntry>): void {
    this.db.create(ShopSettingsAuditEntry, entry);
  }

  /** The latest audit entries, newest first. */
  history(limit: number): Promise<ShopSettingsAuditEntry[]> {
    return this.db.find(ShopSettingsAuditEntry, {}, { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit });
  }
}
