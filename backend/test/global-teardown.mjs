export default async function globalTeardown() {
  await globalThis.testDatabases?.stop();
}
