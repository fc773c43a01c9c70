import { clearTestRedisKeys } from '../dist/scripts/test-services.js';

export default async function globalTeardown() {
  await globalThis.testDatabases?.stop();
  // Only its own keys: the end-to-end tests may be running beside it (npm test clears theirs).
  await clearTestRedisKeys(['shop-test-*']);
}
