import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { generateFeed, writeFeed } from './support/inventory.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

jest.setTimeout(120_000);

// The built command, as `npm run import` runs it (the backend's test script builds first).
const SCRIPT = resolve(import.meta.dirname, '../dist/scripts/import-csv.js');
const importDir = `/tmp/shop-test-import-cli-${process.pid}`;

describe('npm run import (the terminal import)', () => {
  let database: OwnDatabase;
  let db: pg.Client;

  beforeAll(async () => {
    database = await createOwnDatabase('import_cli');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, [SCRIPT, ...args], {
      encoding: 'utf8',
      // NODE_OPTIONS cleared: jest's --experimental-vm-modules is for the test process, not the command.
      env: { ...process.env, DATABASE_URL: database.url, IMPORT_DIR: importDir, NODE_OPTIONS: '' },
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const count = async (sql: string) => Number((await db.query<{ count: string }>(sql)).rows[0].count);

  test('imports a generated feed: summary, refused rows and their error file, products audited as the command line', async () => {
    const feed = generateFeed('lab-grown', 300, { seed: 21, badRate: 0.05 });
    const failed = feed.brokenRows.length;
    expect(failed).toBeGreaterThan(0);

    const run = cli('--category', 'lab-grown', feed.path);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Import done: lab-grown-300-.*\.csv \(lab-grown, upsert\)$/m);
    expect(run.stdout).toMatch(new RegExp(`^  Created +${300 - failed}$`, 'm'));
    expect(run.stdout).toMatch(/^ {2}Updated +0$/m);
    expect(run.stdout).toMatch(new RegExp(`^  Failed +${failed}$`, 'm'));
    expect(run.stdout).toMatch(/^ {2}Total +300$/m);
    expect(run.stdout).toMatch(/^ {2}Time +[\d.]+ s {2}\([\d,]+ rows\/s\)$/m);
    // Not a terminal: plain percentage lines on stderr, ending at the last batch.
    expect(run.stderr).toMatch(/^Importing: 99% \(300 rows\)$/m);

    const listed = [...run.stdout.matchAll(/^ {2}Row (\d+)(?: \(([^)]+)\))?: ([^:]+): (.+)$/gm)];
    expect(listed.map((match) => Number(match[1]))).toEqual(feed.brokenRows.slice(0, 20));
    const errorFile = feed.path.replace(/\.csv$/, '-errors.csv');
    expect(run.stdout).toContain(errorFile);
    const errorRows = parse(readFileSync(errorFile, 'utf8')) as string[][];
    expect(errorRows[0].at(-1)).toBe('Error');
    expect(errorRows).toHaveLength(failed + 1);

    expect(await count(`select count(*) from products where product_type = 'lab-grown'`)).toBe(300 - failed);
    expect(
      await count(`select count(*) from product_audit_entries where actor_id is null and actor_name = 'Command line'`),
    ).toBe(300 - failed);
    const [job] = (await db.query(`select status, actor_id, actor_name, processed_rows from imports`)).rows;
    expect(job).toEqual({ status: 'done', actor_id: null, actor_name: 'Command line', processed_rows: 300 });
    // The runner's copy is gone; the person's file and the error file stay.
    expect(readdirSync(resolve(importDir, 'incoming'))).toEqual([]);
    expect(existsSync(feed.path)).toBe(true);

    // The same file again in replace mode, as a dry run: every good row would be an update, nothing changes.
    const again = cli('--category', 'lab-grown', feed.path, '--mode', 'replace', '--dry-run');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Dry run done, nothing was changed: .* \(lab-grown, replace\)$/m);
    expect(again.stdout).toMatch(new RegExp(`^  Updated \\(would be\\) +${300 - failed}$`, 'm'));
    expect(again.stdout).toMatch(/^ {2}Unavailable \(would be\) +0$/m);
    expect(await count(`select count(*) from product_audit_entries`)).toBe(300 - failed);
  });

  test('bad arguments exit 2 with the usage; a file that is not a feed of the category exits 1', async () => {
    for (const args of [
      [],
      ['--category', 'lab-grown'],
      ['--category', 'rings', 'feed.csv'],
      ['--category', 'natural', '--mode', 'merge', 'feed.csv'],
      ['--category', 'natural', '/no/such/file.csv'],
      ['--nope'],
    ]) {
      const run = cli(...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr).toContain('Usage: npm run import -- --category');
    }
    const refused = cli('--category', 'lab-grown', writeFeed('no-stock.csv', 'Shape,Weight\r\nRound,1.01\r\n'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The file was refused: The file has no 'Stock #' column");
    expect(await count(`select count(*) from imports where status <> 'done'`)).toBe(0);
  });
});
