import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../config/paths.js';

const TOOL = join(repoRoot, 'scripts/gen-inventory.mjs');

/**
 * Runs gen-inventory.mjs into `path`, keeping the header and the data rows `from`..`to` (1-based;
 * the generator writes one line per row). `stockPrefix` replaces the generator's `LG-` at the start
 * of each stock number, so a benchmark's stones never meet another's. Answers the generator's report
 * of the rows it broke.
 */
export async function generateFeedFile(
  path: string,
  options: { rows: number; seed: number; badRate: number; from?: number; to?: number; stockPrefix?: string },
): Promise<{ broken: number; brokenRows: number[] }> {
  const args = [
    TOOL,
    '--kind',
    'lab-grown',
    '--rows',
    String(options.rows),
    '--seed',
    String(options.seed),
    '--bad-rate',
    String(options.badRate),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Listened to from the start: the child may be gone before the last line is read.
  const closed = once(child, 'close') as Promise<[number]>;
  let report = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (report += text));
  const out = createWriteStream(path);
  let line = -1;
  for await (const text of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    line += 1;
    if (line > 0 && (line < (options.from ?? 1) || line > (options.to ?? Infinity))) continue;
    const row = line > 0 && options.stockPrefix ? text.replace(/^LG-/, options.stockPrefix) : text;
    if (!out.write(`${row}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  const [code] = await closed;
  if (code !== 0) throw new Error(`gen-inventory failed: ${report}`);
  const { broken, brokenRows } = JSON.parse(report.trim()) as { broken: number; brokenRows: number[] };
  return { broken, brokenRows };
}
