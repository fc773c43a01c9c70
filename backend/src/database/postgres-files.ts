import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** Where the embedded PostgreSQL's programs and data are, and the user that runs them. */
export interface PostgresFiles {
  /** Folder of `initdb` and `postgres`. */
  bin: string;
  dataDir: string;
  /** Set when we are root: PostgreSQL refuses to run as root, so it runs as the `postgres` user. */
  runAs?: { uid: number; gid: number };
}

/**
 * Root's copies of what the `postgres` user cannot reach where it is, e.g. a project in /root or in
 * a `mktemp -d` folder (mode 700): the binaries (once per version) and, by the path asked for, the data.
 */
export const POSTGRES_USER_HOME = '/var/lib/gem-shop';

/** Thrown when the embedded PostgreSQL cannot run here; its message is the one sentence the user reads. */
export class EmbeddedPostgresUnavailable extends Error {}

/**
 * The files as they are for a normal user. For root, the `postgres` user must be able to enter every
 * folder above the binaries and the data; what it cannot reach is placed under POSTGRES_USER_HOME
 * (the data folder asked for then stays empty: `onStandIn` says where the data is instead).
 */
export async function postgresFiles(
  nativeDir: string,
  dataDir: string,
  onStandIn: (message: string) => void,
): Promise<PostgresFiles> {
  if (process.getuid?.() !== 0) return { bin: join(nativeDir, 'bin'), dataDir };
  const runAs = postgresUser();
  const bin = canEnter(join(nativeDir, 'bin'), runAs)
    ? join(nativeDir, 'bin')
    : join(await copiedBinaries(nativeDir), 'bin');
  await mkdir(dirname(dataDir), { recursive: true });
  if (canEnter(dirname(dataDir), runAs)) return { bin, dataDir, runAs };
  const standIn = join(
    await sharedFolder('data'),
    `${basename(dataDir)}-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12)}`,
  );
  onStandIn(
    `The postgres user cannot enter ${dirname(dataDir)}, so the embedded PostgreSQL keeps the data of ${dataDir} in ${standIn}`,
  );
  return { bin, dataDir: standIn, runAs };
}

/** The `postgres` system user, created when missing (as PostgreSQL's own packages do). */
function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { stdio: 'pipe' })),
  });
  try {
    return ids();
  } catch {
    // No such user yet.
  }
  try {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres'], { stdio: 'pipe' });
    execFileSync(
      'useradd',
      ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'pipe' },
    );
    return ids();
  } catch {
    throw unavailable('there is no postgres user to run it and none could be created (useradd failed)');
  }
}

/**
 * Whether `user` may pass through `dir` and every folder above it, by the mode bits a process started
 * with that uid and gid (and no other groups, as Node starts it) is held to.
 */
function canEnter(dir: string, user: { uid: number; gid: number }): boolean {
  for (let folder = resolve(dir); ; folder = dirname(folder)) {
    const { uid, gid, mode } = statSync(folder);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return false;
    if (folder === dirname(folder)) return true;
  }
}

/** A copy of the binaries the postgres user can run, made once per version. */
async function copiedBinaries(nativeDir: string): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(nativeDir, '../package.json'), 'utf8')) as { version: string };
  const target = join(await sharedFolder(), `postgres-${version}`);
  if (existsSync(join(target, 'bin/postgres'))) return target;
  // Copied aside, then renamed into place, so a process starting at the same time never sees half a copy.
  const partial = `${target}.${process.pid}`;
  try {
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(join(target, 'bin/postgres'))) throw error;
    });
  } catch (error) {
    throw unavailable(`its programs could not be copied to ${target} (${(error as Error).message})`);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return target;
}

/** A folder under POSTGRES_USER_HOME that every user may enter (PostgreSQL checks its own data folder's mode). */
async function sharedFolder(...names: string[]): Promise<string> {
  const folder = join(POSTGRES_USER_HOME, ...names);
  try {
    await mkdir(folder, { recursive: true });
    for (let at = folder; at.startsWith(POSTGRES_USER_HOME); at = dirname(at)) await chmod(at, 0o755);
  } catch (error) {
    throw unavailable(`${POSTGRES_USER_HOME} could not be made for it (${(error as Error).message})`);
  }
  return folder;
}

function unavailable(reason: string): EmbeddedPostgresUnavailable {
  return new EmbeddedPostgresUnavailable(
    `Run as root, the embedded PostgreSQL must run as the postgres user, and ${reason}: set DATABASE_URL=postgres://user:password@host:5432/shop to use a PostgreSQL server instead.`,
  );
}
