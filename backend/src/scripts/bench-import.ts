import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { DEMO_ADMIN, loadConfig } from '../config/config.js';
import { repoRoot } from '../config/paths.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { ImportStatus } from '../modules/inventory/index.js';
import { copyBaseline } from './bench/copy-baseline.js';
import { generateFeedFile } from './bench/feeds.js';
import { signIn, uploadFeed, waitForImport } from './bench/import-upload.js';
import { cpuSecondsOf, memoryOf } from './bench/process-memory.js';
import { rowCost } from './bench/row-cost.js';
import { waitForIndex } from './bench/search-load.js';
import { importFile } from './import/import-file.js';
import { freePort, provideTestDatabases } from './test-services.js';
import { numberOption } from './bench/number-option.js';

/**
 * `npm run bench:import [-- --rows=100000]`: a supplier feed of `rows` lab-grown diamonds (1 % broken
 * on purpose) uploaded to the real server as a shop runs it at scale: an API process (ROLE=api: it
 * receives the file and keeps the search index) and a worker (ROLE=worker: it parses and writes),
 * into a catalogue of `rows` lab-grown diamonds that already holds half of the file's stock numbers,
 * so half the rows are updates with new values and half are new stones. Times upload-to-done through
 * HTTP, the peak memory of the worker (the process that parsed the file), and as the baseline
 * PostgreSQL's own COPY of the same file into a text table.
 * BENCH_DATABASE_URL reuses a database (kept; the benchmark's own diamonds are reset each run);
 * otherwise a fresh one is made and dropped.
 */

const ROWS = numberOption('rows', 100_000);
const SEED = 7;
const BAD_RATE = 0.01;
/** Stock numbers the generator writes; only these are ever deleted from a reused database. */
const GENERATED_STOCK = `stock_number ~ '^LG-[0-9]{7}$'`;

const say = (message: string) => console.log(`[bench] ${message}`);

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  const databases = reused ? undefined : await provideTestDatabases(['bench_import']);
  const url = reused ?? databases!.urls.bench_import;
  const folder = await mkdtemp(join(tmpdir(), 'shop-bench-import-'));
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    ADMIN_NAME: DEMO_ADMIN.name,
    IMPORT_DIR: join(folder, 'imports'),
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  const processes: ReturnType<typeof spawn>[] = [];
  try {
    const feed = join(folder, `lab-grown-${ROWS}.csv`);
    const existing = join(folder, `lab-grown-existing-${ROWS}.csv`);
    say(`generating ${ROWS} rows (seed ${SEED}, bad rate ${BAD_RATE}) and the catalogue's ${ROWS} stones…`);
    const { broken, brokenRows } = await generateFeedFile(feed, { rows: ROWS, seed: SEED, badRate: BAD_RATE });
    // Another seed: same stock numbers (LG-<row>), other prices and grades. Rows ROWS/2+1 … 1.5·ROWS
    // make the catalogue: the second half of the feed updates them, the first half is new.
    const half = Math.floor(ROWS / 2);
    await generateFeedFile(existing, {
      rows: ROWS + half,
      seed: SEED + 1,
      badRate: 0,
      from: half + 1,
      to: ROWS + half,
    });

    const connection = orm.em.getConnection();
    const [{ others }] = await connection.execute<{ others: number }[]>(
      `select count(*)::int as others from products where product_type = 'lab-grown' and not ${GENERATED_STOCK}`,
    );
    if (others)
      throw new Error(
        `the database holds ${others} other lab-grown products: give an empty one or one this benchmark made`,
      );
    await connection.execute(`delete from products where ${GENERATED_STOCK}`);
    say(`loading the catalogue through the import pipeline (in process)…`);
    const loadStarted = performance.now();
    const loaded = await importFile(orm.em, config.imports.dir, existing, { category: 'lab-grown' });
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    if (loaded.status !== ImportStatus.Done || loaded.createdCount !== ROWS)
      throw new Error(`loading the catalogue failed: ${loaded.error ?? `${loaded.createdCount} created`}`);
    say(
      `catalogue: ${ROWS} lab-grown diamonds created in ${loadSeconds.toFixed(1)} s (${Math.round(ROWS / loadSeconds)} rows/s, in process, all new)`,
    );
    await connection.execute('vacuum analyze products');

    const columns = (await firstLine(feed)).split(',').length;
    const copy = await copyBaseline(url, feed, columns);
    say(`baseline: COPY of the file into a text table: ${copy.rows} rows in ${copy.seconds.toFixed(2)} s`);
    const cost = await rowCost(feed, 'lab-grown');
    say(
      `per row, one core (CPU time, in this process): CSV parsing ${cost.parseUs.toFixed(1)} µs, mapping and checks ${cost.checkUs.toFixed(1)} µs`,
    );

    const port = await freePort();
    const start = (role: 'api' | 'worker') => {
      const child = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'backend/dist/main.js')], {
        env: {
          ...process.env,
          ...env,
          ROLE: role,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          QUEUE_PREFIX: 'shop-test-bench-import',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      processes.push(child);
      return child;
    };
    const api = start('api');
    const server = start('worker');
    const base = `http://127.0.0.1:${port}/api`;
    await waitForIndex(base, 300_000);
    const before = memoryOf(server.pid!);
    const cpuBefore = cpuSecondsOf(server.pid!);
    say(
      `api up (pid ${api.pid}, search index built, RSS ${memoryOf(api.pid!).rssMb.toFixed(0)} MB); worker pid ${server.pid}, RSS ${before.rssMb.toFixed(0)} MB`,
    );

    const auth = await signIn(base, DEMO_ADMIN);

    const size = (await stat(feed)).size;
    const started = performance.now();
    const id = await uploadFeed(base, auth, feed, 'lab-grown');
    const accepted = performance.now();

    let sampledMb = 0;
    const record = await waitForImport(base, auth, id, () => {
      sampledMb = Math.max(sampledMb, memoryOf(server.pid!).rssMb);
    });
    const seconds = (performance.now() - started) / 1000;
    const { peakMb } = memoryOf(server.pid!);
    const workerCpu = cpuSecondsOf(server.pid!) - cpuBefore;
    if (record.status !== 'done') throw new Error(`the import failed: ${record.error}`);

    const serverSeconds = (Date.parse(record.finishedAt) - Date.parse(record.startedAt)) / 1000;
    // Every good row of the second half is an update; broken rows fail wherever they are.
    const expectedUpdated = ROWS - half - brokenRows.filter((row) => row > half).length;
    say(
      `upload of ${(size / 1e6).toFixed(1)} MB accepted after ${((accepted - started) / 1000).toFixed(2)} s; import ran ${serverSeconds.toFixed(1)} s on the server`,
    );
    say(
      `created ${record.createdCount}, updated ${record.updatedCount} (expected ${expectedUpdated}), failed ${record.failedCount} (expected ${broken}), total ${record.totalItems}`,
    );
    say(
      `worker CPU during the import: ${workerCpu.toFixed(1)} s (${((workerCpu * 1e6) / ROWS).toFixed(0)} µs a row, all its threads)`,
    );
    say(
      `worker RSS: before the upload ${before.rssMb.toFixed(0)} MB, sampled max during the import ${sampledMb.toFixed(0)} MB, peak (VmHWM) ${peakMb.toFixed(0)} MB; api peak ${memoryOf(api.pid!).peakMb.toFixed(0)} MB`,
    );
    if (record.failedCount !== broken || record.updatedCount !== expectedUpdated || record.totalItems !== ROWS) {
      console.error('[bench] the counts do not match the generator: the benchmark is not valid');
      process.exitCode = 1;
    }
    console.log(
      `bench:import rows=${ROWS} rows_per_s=${Math.round(ROWS / seconds)} peak_rss_mb=${Math.round(peakMb)} start_rss_mb=${Math.round(before.rssMb)} row_check_us=${cost.checkUs.toFixed(1)} copy_rows_per_s=${Math.round(copy.rows / copy.seconds)} failed=${record.failedCount} expected_failed=${broken}`,
    );
  } finally {
    for (const child of processes.filter((one) => one.exitCode === null)) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await orm.close();
    await rm(folder, { recursive: true, force: true });
    await databases?.drop();
  }
}

async function firstLine(path: string): Promise<string> {
  for await (const line of createInterface({ input: createReadStream(path) })) return line;
  return '';
}

main().catch((error: Error) => {
  console.error(`bench:import failed: ${error.message}`);
  process.exit(1);
});
