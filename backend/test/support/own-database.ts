import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../src/database/mikro-orm.config.js';

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * An empty, migrated database for one test file, beside the shared test database on the same server,
 * for tests that need exact totals which other files' rows (and the demo catalogue) would disturb.
 */
export async function createOwnDatabase(
  suffix: string,
  sharedUrl = process.env.TEST_DATABASE_URL!,
): Promise<OwnDatabase> {
  const url = new URL(sharedUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
  // Identifiers cannot be bind parameters; the name is made of safe characters above.
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  url.pathname = `/${name}`;
  // Migrations only: no demo catalogue, no administrator.
  const orm = await MikroORM.init(ormConfig(url.toString()));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
