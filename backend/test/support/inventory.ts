import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TOOL = resolve(import.meta.dirname, '../../../scripts/gen-inventory.mjs');
const folder = mkdtempSync(join(tmpdir(), 'shop-inventory-'));

export interface GeneratedFeed {
  path: string;
  text: string;
  /** 1-based data rows the generator broke on purpose. */
  brokenRows: number[];
}

/** A supplier feed from gen-inventory.mjs, written to a temporary file. */
export function generateFeed(
  kind: 'lab-grown' | 'natural' | 'jewelry',
  rows: number,
  options: { seed?: number; badRate?: number } = {},
): GeneratedFeed {
  const args = [
    TOOL,
    '--kind',
    kind,
    '--rows',
    String(rows),
    '--seed',
    String(options.seed ?? 1),
    '--bad-rate',
    String(options.badRate ?? 0),
  ];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`gen-inventory failed: ${run.stderr}`);
  const text = run.stdout;
  const report = run.stderr.trim();
  const path = join(folder, `${kind}-${rows}-${options.seed ?? 1}-${Date.now()}.csv`);
  writeFileSync(path, text);
  return { path, text, brokenRows: report ? (JSON.parse(report).brokenRows as number[]) : [] };
}

/** A CSV file of the given text, written to a temporary file. */
export function writeFeed(name: string, text: string | Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}
