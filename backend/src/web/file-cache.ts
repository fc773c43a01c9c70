import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Keeps a folder of drawn files (the share images) to at most `maxFiles`: when it has grown past that,
 * the least recently used go until a tenth of the room is free again, so it is not pruned on every
 * write. Use is the file's modification time, which `touch` moves on every read from the cache.
 * A file another process removed meanwhile is simply skipped.
 */
export async function pruneLeastRecentlyUsed(dir: string, maxFiles: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length <= maxFiles) return 0;
  const files = await Promise.all(
    names.map(async (name) => ({
      path: join(dir, name),
      used: (await stat(join(dir, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  const doomed = files.sort((a, b) => a.used - b.used).slice(0, names.length - Math.floor(maxFiles * 0.9));
  await Promise.all(doomed.map(({ path }) => rm(path, { force: true })));
  return doomed.length;
}

/** Marks a cached file as just used; a file gone meanwhile is no error. */
export function touch(path: string): Promise<void> {
  const now = new Date();
  return utimes(path, now, now).catch(() => undefined);
}
