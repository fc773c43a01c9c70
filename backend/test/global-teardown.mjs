import { clearTestRedisKeys } from '../dist/scripts/test-services.js';

export default async function globalTeardown() {
  await globalThis.testDatabases?.stop();
  await clearTestRedisKeys();
}
