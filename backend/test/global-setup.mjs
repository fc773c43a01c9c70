// Plain ESM on the built code: jest loads global setup outside its module mapping.
import 'reflect-metadata';
import { loadConfig } from '../dist/config/config.js';
import { prepareDatabase } from '../dist/database/prepare-database.js';
import { provideTestDatabases } from '../dist/scripts/test-services.js';

/**
 * One migrated database for the whole run: TEST_DATABASE_URL when the root `npm test` prepared it,
 * otherwise a fresh one made here. Workers inherit the address through the environment.
 */
export default async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) {
    const databases = await provideTestDatabases(['jest']);
    globalThis.testDatabases = databases;
    process.env.TEST_DATABASE_URL = databases.urls.jest;
  }
  await prepareDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }), process.env.TEST_DATABASE_URL);
}
