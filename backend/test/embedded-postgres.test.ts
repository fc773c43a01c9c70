import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { freePort } from '../src/scripts/test-services.js';
import { startServer } from './support/server-process.js';

const repoRoot = resolve(import.meta.dirname, '../..');
// Node resolves symlinks to real paths unless told not to: with these flags the shop runs from the
// private folder's path, as a clone there would, node_modules and all.
const fromThePrivatePath = ['--preserve-symlinks', '--preserve-symlinks-main'];
const STACK_FRAME = /\n\s+at .+:\d+:\d+/;

/** The folder root's stand-in keeps the data in, as the start reports it. */
function standInOf(output: string): string | undefined {
  return / keeps the data of \S+ in ([^\s"]+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
}

// Only root hands the embedded PostgreSQL to another user (PostgreSQL refuses to run as root).
const asRoot = process.getuid?.() === 0 ? describe : describe.skip;

asRoot('root runs the shop from a folder the postgres user cannot enter (mode 700)', () => {
  let privateDir: string;
  let shop: string;
  const standIns: string[] = [];
  beforeAll(async () => {
    privateDir = await mkdtemp(join(tmpdir(), 'shop-private-'));
    expect(execFileSync('stat', ['-c', '%a', privateDir], { encoding: 'utf8' }).trim()).toBe('700');
    shop = join(privateDir, 'shop');
    await symlink(repoRoot, shop);
  });
  afterAll(async () => {
    for (const folder of standIns) await rm(folder, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  test('`npm start` without DATABASE_URL: the embedded PostgreSQL starts, serves, keeps its data over a restart and stops cleanly', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: undefined,
      EMBEDDED_PG_DIR: join(privateDir, 'data/postgres'),
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'root.admin@shop.example',
      ADMIN_PASSWORD: 'a long enough password',
      MEDIA_DIR: join(privateDir, 'media'),
      IMPORT_DIR: join(privateDir, 'imports'),
      MAIL_OUTBOX_DIR: join(privateDir, 'outbox'),
      QUEUE_PREFIX: 'shop-test-private',
    };
    for (const start of ['first', 'second']) {
      const server = startServer(env, join(shop, 'backend/dist/main.js'), [], fromThePrivatePath);
      let code: number | null;
      try {
        await Promise.race([
          server.waitFor(`on http://localhost:${port}`, 45_000),
          server.exited.then(() => Promise.reject(new Error(server.output()))),
        ]);
        const standIn = standInOf(server.output());
        expect(standIn).toMatch(/^\/var\/lib\/gem-shop\/data\/postgres-[0-9a-f]{12}$/);
        standIns.push(standIn!);
        const health = await fetch(`http://localhost:${port}/api/health`);
        expect(await health.json()).toMatchObject({ database: { status: 'up' } });
        // The data is kept: the first administrator is made once, on the first start only.
        expect(server.output().includes('Created the first administrator root.admin@shop.example')).toBe(
          start === 'first',
        );
      } finally {
        code = await server.stop();
      }
      expect(code).toBe(0);
      expect(server.output()).not.toContain('EACCES');
      expect(server.output()).not.toMatch(STACK_FRAME);
    }
  }, 120_000);

  test("`npm test`'s throw-away database starts there too and is removed afterwards", async () => {
    const services = join(shop, 'backend/dist/scripts/test-services.js');
    const script = `
      const { provideTestDatabases } = await import(${JSON.stringify(services)});
      const databases = await provideTestDatabases(['private']);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databases.urls.private });
      await client.connect();
      console.log('answered', (await client.query('select 1 as one')).rows[0].one);
      await client.end();
      await databases.drop();
    `;
    const run = startServer(
      { DATABASE_URL: undefined, TEST_PG_PORT: String(await freePort()) },
      '--input-type=module',
      ['-e', script],
      fromThePrivatePath,
    );
    const [code] = await run.exited;
    expect(run.output()).toContain('answered 1');
    expect(code).toBe(0);
    const standIn = standInOf(run.output());
    expect(standIn && existsSync(standIn)).toBe(false);
    expect(run.output()).not.toMatch(STACK_FRAME);
  }, 60_000);
});
