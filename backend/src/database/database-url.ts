import type { AppConfig } from '../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server; nothing to do for an external database. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set, otherwise the embedded PostgreSQL under .data/. */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(config.embeddedPostgres.dataDir, config.embeddedPostgres.port);
}
