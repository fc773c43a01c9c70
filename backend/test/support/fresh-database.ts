import pg from 'pg';
import { DEMO_ADMIN, loadConfig } from '../../src/config/config.js';
import { prepareDatabase } from '../../src/database/prepare-database.js';

/**
 * A migrated database of its own next to the shared test database, for tests that need exact
 * counts (searches, lists) whatever other test files insert. Dropped and recreated on each call.
 */
export async function createFreshDatabase(suffix: string): Promise<string> {
  const shared = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: shared.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  // The demo admin, so `adminAuth()` works, but no demo catalogue.
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password, ADMIN_NAME: DEMO_ADMIN.name };
  await prepareDatabase(loadConfig(env), url.toString());
  return url.toString();
}
