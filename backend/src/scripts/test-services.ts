import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { readdir, rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot } from '../config/paths.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { POSTGRES_USER_HOME } from '../database/postgres-files.js';

export interface TestDatabases {
  urls: Record<string, string>;
  stop(): Promise<void>;
  /** Drops the databases made here, then stops the server if it was started here (benchmarks). */
  drop(): Promise<void>;
}

/**
 * Fresh, empty databases for a test run, never the ones a person works with: on the server of
 * DATABASE_URL when set (as `<its name>_<suffix>`), otherwise on a throw-away embedded PostgreSQL.
 */
export async function provideTestDatabases(suffixes: string[]): Promise<TestDatabases> {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => undefined as void;
  if (!serverUrl) {
    // A folder and port of its own, so two test runs on one machine do not meet.
    await removeAbandonedTestFolders();
    const dataDir = resolve(repoRoot, `.data/test-postgres-${process.pid}`);
    await rm(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres(
      dataDir,
      Number(process.env.TEST_PG_PORT ?? (await freePort())),
      'postgres',
    );
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(embedded.dataDir, { recursive: true, force: true });
    };
  }
  const base = new URL(serverUrl);
  const baseName = base.pathname.slice(1) || 'shop';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const urls: Record<string, string> = {};
  try {
    for (const suffix of suffixes) {
      const name = `${baseName}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      urls[suffix] = url.toString();
    }
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const url of Object.values(urls)) {
        await client
          .query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`)
          .catch(() => undefined);
      }
    } finally {
      await client.end();
    }
    await stop();
  };
  return { urls, stop, drop };
}

/** Removes what test runs left in Redis (queues and counters under the given prefixes: by default, every test run's). */
export async function clearTestRedisKeys(
  patterns = ['shop-test-*', 'shop-e2e-*'],
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    for (const pattern of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } catch {
    // No Redis, nothing to clear.
  } finally {
    redis.disconnect();
  }
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Folders of earlier runs whose process is gone (a crash or a kill skipped their clean-up), also
 * root's stand-ins for them (`test-postgres-<pid>-<hash>`, see postgresFiles).
 */
async function removeAbandonedTestFolders(): Promise<void> {
  for (const dataRoot of [resolve(repoRoot, '.data'), resolve(POSTGRES_USER_HOME, 'data')]) {
    const folders = await readdir(dataRoot).catch(() => [] as string[]);
    for (const folder of folders) {
      const pid = Number(/^test-postgres-(\d+)(-[0-9a-f]{12})?$/.exec(folder)?.[1]);
      if (pid && !isRunning(pid)) await rm(resolve(dataRoot, folder), { recursive: true, force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
