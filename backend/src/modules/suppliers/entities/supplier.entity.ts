import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MarkupRules } from '../markup/index.js';

export enum SourceKind {
  Http = 'http',
  Sftp = 'sftp',
  /** Files uploaded in the console, as before feeds were pulled. */
  Manual = 'manual',
}

export enum FeedKind {
  /** The file is the supplier's whole list: stones missing from it are retired. */
  Full = 'full',
  /** Only changes: nothing is retired for being absent. */
  Delta = 'delta',
}

export enum HttpAuth {
  None = 'none',
  Basic = 'basic',
  /** A token sent in a header the supplier names (e.g. `X-Api-Key`). */
  Header = 'header',
}

export enum ScheduleKind {
  Off = 'off',
  /** Every N hours. */
  Hours = 'hours',
  /** A cron expression in the shop's time zone. */
  Cron = 'cron',
}

/**
 * A supplier whose feed fills part of the catalogue: where the feed comes from, when it is pulled,
 * how its columns are named and how its stones are priced. Secrets are one encrypted text
 * (source/feed-secrets.ts), never answered.
 */
@Entity({ tableName: 'suppliers' })
export class Supplier {
  [OptionalProps]?:
    'feedKind' | 'httpAuth' | 'scheduleKind' | 'columnAliases' | 'retireLimitPercent' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100 })
  name: string;

  /** The import category its feed holds (lab-grown, natural, jewelry). */
  @Property({ length: 20 })
  category: string;

  @Enum({ items: () => SourceKind, columnType: 'varchar(10)' })
  sourceKind: SourceKind;

  @Enum({ items: () => FeedKind, columnType: 'varchar(10)' })
  feedKind: FeedKind = FeedKind.Full;

  @Property({ length: 2000, nullable: true })
  httpUrl?: string | null;

  @Enum({ items: () => HttpAuth, columnType: 'varchar(10)' })
  httpAuth: HttpAuth = HttpAuth.None;

  @Property({ length: 200, nullable: true })
  httpUsername?: string | null;

  @Property({ length: 100, nullable: true })
  httpHeaderName?: string | null;

  @Property({ length: 255, nullable: true })
  sftpHost?: string | null;

  @Property({ type: 'integer', nullable: true })
  sftpPort?: number | null;

  @Property({ length: 200, nullable: true })
  sftpUsername?: string | null;

  @Property({ length: 1000, nullable: true })
  sftpPath?: string | null;

  /**
   * The SFTP server's pinned host key, as OpenSSH prints it (`SHA256:` and the base64 SHA-256 of the
   * key): recorded by the first connection (trust on first use) or entered by staff; a run meeting
   * another key fails. Cleared when the host or port changes.
   */
  @Property({ length: 100, nullable: true })
  sftpHostKey?: string | null;

  /** When staff confirmed the pinned key (null: recorded on first use, not confirmed yet). */
  @Property({ type: 'datetime', nullable: true })
  sftpHostKeyConfirmedAt?: Date | null;

  /** The different key the server last presented (the run failed), for staff to accept if it is the supplier's. */
  @Property({ length: 100, nullable: true })
  sftpHostKeyPresented?: string | null;

  /** Encrypted `{ httpPassword?, httpToken?, sftpPassword?, sftpPrivateKey? }`. */
  @Property({ type: 'text', nullable: true, lazy: true })
  secrets?: string | null;

  @Enum({ items: () => ScheduleKind, columnType: 'varchar(10)' })
  scheduleKind: ScheduleKind = ScheduleKind.Off;

  @Property({ type: 'integer', nullable: true })
  scheduleHours?: number | null;

  @Property({ length: 100, nullable: true })
  scheduleCron?: string | null;

  /** The supplier's own header names: `{ "Stone ID": "specifications.stockNumber" }`. */
  @Property({ type: 'jsonb' })
  columnAliases: Record<string, string> = {};

  /** Null: the shop's default markup applies. */
  @Property({ type: 'jsonb', nullable: true })
  markup?: MarkupRules | null;

  /** A full feed that would retire more than this share of the supplier's live stones is held for review. */
  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  retireLimitPercent: number = 20;

  // The last run, kept by the imports runner so the list shows it without reading the runs.
  @Property({ type: 'uuid', nullable: true })
  lastRunId?: string | null;

  @Property({ length: 20, nullable: true })
  lastRunStatus?: string | null;

  @Property({ type: 'datetime', nullable: true })
  lastRunAt?: Date | null;

  /** Its live offers, counted as each run starts and ends (only runs change them). */
  @Property({ type: 'integer', default: 0 })
  liveStones: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
