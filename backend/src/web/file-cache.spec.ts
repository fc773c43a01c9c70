import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from '@jest/globals';
import { pruneLeastRecentlyUsed, touch } from './file-cache.js';

describe('the share images’ file cache', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Files f0…f(n-1), each last used a minute after the one before. */
  function cacheOf(count: number): string {
    dir = mkdtempSync(join(tmpdir(), 'file-cache-'));
    for (let i = 0; i < count; i++) {
      writeFileSync(join(dir, `f${i}.jpg`), 'x');
      const used = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(join(dir, `f${i}.jpg`), used, used);
    }
    return dir;
  }

  test('within its size nothing goes', async () => {
    expect(await pruneLeastRecentlyUsed(cacheOf(10), 10)).toBe(0);
    expect(readdirSync(dir)).toHaveLength(10);
  });

  test('past its size the least recently used go, down to nine tenths', async () => {
    cacheOf(12);
    await touch(join(dir, 'f0.jpg'));
    expect(await pruneLeastRecentlyUsed(dir, 10)).toBe(3);
    // f0 was the oldest written but has just been read, so f1–f3 went.
    expect(readdirSync(dir).sort()).toEqual([
      'f0.jpg',
      'f10.jpg',
      'f11.jpg',
      'f4.jpg',
      'f5.jpg',
      'f6.jpg',
      'f7.jpg',
      'f8.jpg',
      'f9.jpg',
    ]);
  });

  test('a folder that is not there yet is no error', async () => {
    dir = join(tmpdir(), 'file-cache-missing');
    expect(await pruneLeastRecentlyUsed(dir, 1)).toBe(0);
    await expect(touch(join(dir, 'gone.jpg'))).resolves.toBeUndefined();
  });
});
