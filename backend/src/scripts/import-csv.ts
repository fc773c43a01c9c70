/**
 * `npm run import -- --category lab-grown path/to/feed.csv [--mode replace] [--dry-run]`: imports a
 * supplier feed from the terminal through the same pipeline as an upload, without the queue (for
 * large first loads, cron jobs and supplier files already on the server). Exit code 0 when the import
 * ran (refused rows included; they go to <file>-errors.csv), 1 when it failed, 2 on bad arguments.
 */
import 'reflect-metadata';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/database-url.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import {
  IMPORT_CATEGORIES,
  type ImportCategory,
  type ImportJob,
  ImportMode,
  ImportStatus,
  ImportsRepository,
  errorsCsv,
} from '../modules/inventory/index.js';
import { importFile, RefusedFileError } from './import/import-file.js';
import { progressReporter } from './import/progress.js';

const USAGE = `Usage: npm run import -- --category <${IMPORT_CATEGORIES.join('|')}> <file.csv> [--mode upsert|replace] [--dry-run]

  --category   which products the file holds (required)
  --mode       upsert (default): add new stock numbers, update known ones;
               replace: also make products of the category missing from the file unavailable
  --dry-run    check every row and count what would change, change nothing
Database: DATABASE_URL (or the embedded PostgreSQL, as npm start); files pass through IMPORT_DIR.`;

const FAILED_ROWS_SHOWN = 20;

function badArguments(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function readArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        category: { type: 'string' },
        mode: { type: 'string', default: ImportMode.Upsert },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    badArguments((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const category = values.category as ImportCategory;
  if (!IMPORT_CATEGORIES.includes(category))
    badArguments(values.category ? `Unknown category "${values.category}".` : 'Give the category with --category.');
  const mode = values.mode as ImportMode;
  if (!Object.values(ImportMode).includes(mode)) badArguments(`Unknown mode "${values.mode}".`);
  if (positionals.length !== 1)
    badArguments(positionals.length ? 'Give one file at a time.' : 'Give the CSV file to import.');
  // npm runs scripts from the repository root; INIT_CWD is where the person typed the command.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const isFile = await stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!isFile) badArguments(`No such file: ${path}`);
  return { category, mode, dryRun: values['dry-run'], path };
}

function summary(job: ImportJob, seconds: number): string[] {
  const would = job.dryRun ? ' (would be)' : '';
  const line = (label: string, value: string) => `  ${label.padEnd(24)}${value.padStart(10)}`;
  const count = (label: string, n: number) => line(label, n.toLocaleString('en-US'));
  const rate = Math.round(job.processedRows / Math.max(seconds, 0.001)).toLocaleString('en-US');
  return [
    `${job.dryRun ? 'Dry run done, nothing was changed' : 'Import done'}: ${job.fileName} (${job.category}, ${job.mode})`,
    count(`Created${would}`, job.createdCount),
    count(`Updated${would}`, job.updatedCount),
    count('Failed', job.failedCount),
    count(`Unavailable${would}`, job.unavailableCount),
    count('Total', job.processedRows),
    `${line('Time', `${seconds.toFixed(1)} s`)}  (${rate} rows/s)`,
  ];
}

/** The refused rows as the file had them plus an Error column: the same file the console downloads. */
async function writeErrorFile(job: ImportJob, repository: ImportsRepository, path: string): Promise<string> {
  const target = path.replace(/(\.csv)?$/i, '-errors.csv');
  await pipeline(Readable.from(errorsCsv(repository, job)), createWriteStream(target));
  return target;
}

async function main(): Promise<number> {
  const args = await readArguments();
  Logger.overrideLogger(['warn', 'error']);
  const config = loadConfig();
  const database = await openDatabase(config);
  const orm = await MikroORM.init(ormConfig(database.url));
  try {
    await orm.migrator.up();
    const progress = progressReporter();
    console.error(`Importing ${args.path} (${args.category}, ${args.mode}${args.dryRun ? ', dry run' : ''})…`);
    const started = performance.now();
    let job: ImportJob;
    try {
      job = await importFile(orm.em, config.imports.dir, args.path, {
        ...args,
        hooks: { onProgress: progress.onProgress },
      });
    } finally {
      progress.done();
    }
    const seconds = (performance.now() - started) / 1000;
    if (job.status !== ImportStatus.Done) {
      console.error(`Import failed: ${job.error ?? 'unknown reason'}`);
      return 1;
    }
    console.log(summary(job, seconds).join('\n'));
    if (job.failedCount > 0) {
      const repository = new ImportsRepository(orm.em);
      const failures = await repository.failures(job.id, FAILED_ROWS_SHOWN);
      console.log(
        `\nFailed rows${job.failedCount > failures.length ? ` (first ${failures.length} of ${job.failedCount.toLocaleString('en-US')})` : ''}:`,
      );
      for (const f of failures)
        console.log(`  Row ${f.rowIndex}${f.stockNumber ? ` (${f.stockNumber})` : ''}: ${f.field}: ${f.error}`);
      const errorFile = await writeErrorFile(job, repository, args.path).catch((error: Error) => {
        console.error(`Could not write the error file: ${error.message}`);
        return undefined;
      });
      if (errorFile)
        console.log(`\nAll failed rows with their errors (fix them and import this file again): ${errorFile}`);
    }
    return 0;
  } catch (error) {
    console.error(
      error instanceof RefusedFileError
        ? `The file was refused: ${error.message}`
        : `Import failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await orm.close();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Import failed: ${error.message}`);
    process.exit(1);
  },
);
