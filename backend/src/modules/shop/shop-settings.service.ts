import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { SettingsAuditEntryDto, ShopSettingsDto } from './dto/shop-settings.dto.js';
import { ShopSettingsRepository } from './shop-settings.repository.js';
import { defaultShopSettings, parseShopSettings, settingsChanges, type ShopSettings } from './shop-settings.js';
import { settleRateDates } from './shop-money.js';
import type { User } from '../users/index.js';

/**
 * How long a process trusts the settings it read. A save in this process is seen at once; a save in
 * another API process (or straight in the database) within this time, with no restart.
 */
export const SETTINGS_CACHE_MS = 5_000;

interface StoredSettings {
  settings: ShopSettings;
  updatedAt: Date | null;
  updatedBy: { name: string; email: string } | null;
}

/** The shop's settings: read through a short per-process cache, saved by staff with an audit entry. */
@Injectable()
export class ShopSettingsService {
  private cached?: { value: StoredSettings; at: number };
  /** One read at a time: callers arriving during a read share it. */
  private loading?: Promise<StoredSettings>;
  /** Bumped by each save, so a read that started before it cannot overwrite its result. */
  private generation = 0;

  constructor(
    private readonly repository: ShopSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The settings in force (the defaults until staff save them). */
  async settings(): Promise<ShopSettings> {
    return (await this.stored()).settings;
  }

  async get(): Promise<ShopSettingsDto> {
    return toDto(await this.stored());
  }

  /** Replaces the settings (400 with a message per field when the body is invalid) and records who changed what. */
  async save(actor: User, body: unknown): Promise<ShopSettingsDto> {
    const now = new Date();
    const parsed = parseShopSettings(body, now);
    if (parsed.errors) {
      const count = Object.keys(parsed.errors).length;
      const first = Object.values(parsed.errors)[0];
      throw new BadRequestException({
        message: count === 1 ? first : `${first} (and ${count - 1} more)`,
        errors: parsed.errors,
      });
    }
    let settings = parsed.settings;
    await this.repository.transaction(async () => {
      const record = await this.repository.lockForSave(defaultShopSettings(this.config), now);
      const before = { ...defaultShopSettings(this.config), ...record.document };
      settings = { ...settings, currencies: settleRateDates(before.currencies, settings.currencies, now) };
      const changes = settingsChanges(before, settings);
      record.document = settings;
      record.updatedAt = now;
      record.updatedById = actor.id;
      record.updatedByName = actor.name;
      record.updatedByEmail = actor.email;
      this.repository.addAuditEntry({
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        changes,
        createdAt: now,
      });
    });
    this.generation += 1;
    const value: StoredSettings = { settings, updatedAt: now, updatedBy: { name: actor.name, email: actor.email } };
    this.cached = { value, at: Date.now() };
    return toDto(value);
  }

  /** The latest saves, newest first. */
  async history(limit = 50): Promise<SettingsAuditEntryDto[]> {
    const entries = await this.repository.history(limit);
    return entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      actor:
        entry.actorName || entry.actorEmail ? { name: entry.actorName ?? '', email: entry.actorEmail ?? '' } : null,
      changes: entry.changes,
    }));
  }

  /** Forgets what this process read (tests, or after changing the row by hand). */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  private async stored(): Promise<StoredSettings> {
    if (this.cached && Date.now() - this.cached.at < SETTINGS_CACHE_MS) return this.cached.value;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.read()
        .then((value) => {
          if (generation === this.generation) this.cached = { value, at: Date.now() };
          return value;
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }

  private async read(): Promise<StoredSettings> {
    const record = await this.repository.find();
    if (!record) return { settings: defaultShopSettings(this.config), updatedAt: null, updatedBy: null };
    return {
      // Fields added to the document after it was saved take their defaults.
      settings: { ...defaultShopSettings(this.config), ...record.document },
      updatedAt: record.updatedAt,
      updatedBy:
        record.updatedByName || record.updatedByEmail
          ? { name: record.updatedByName ?? '', email: record.updatedByEmail ?? '' }
          : null,
    };
  }
}

function toDto({ settings, updatedAt, updatedBy }: StoredSettings): ShopSettingsDto {
  return { ...settings, updatedAt: updatedAt?.toISOString() ?? null, updatedBy } as ShopSettingsDto;
}
