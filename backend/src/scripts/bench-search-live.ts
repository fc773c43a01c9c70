import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/config.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { ensureBenchDiamonds } from './bench/bulk-load.js';
import { generateFeedFile } from './bench/feeds.js';
import { type AuthHeader, signIn, uploadFeed, waitForImport } from './bench/import-upload.js';
import { randomSearches } from './bench/random-mix.js';
import {
  engineShares,
  p95,
  percentile,
  printPercentiles,
  runClients,
  type TimedAnswer,
  waitForIndex,
} from './bench/search-load.js';
import { BENCH_ADMIN, BENCH_ADMIN_ENV, startShopProcess, stopShopProcesses } from './bench/shop-process.js';
import { freePort, provideTestDatabases } from './test-services.js';
import { numberOption } from './bench/number-option.js';

/**
 * `npm run bench:search-live [-- --rows=1000000 --feed=100000 --concurrency=16 --idle=20]`: does the
 * search stay fast while the catalogue changes? The bench:search catalogue (`rows` diamonds) served
 * as a shop runs at scale (an API process and a worker); 16 clients run the random mix for `idle`
 * seconds, then again while a `feed`-row supplier feed is uploaded and imported through the queue and
 * a staff price edit is saved every second, until the import is done. BENCH_DATABASE_URL reuses a
 * database (kept, and left as bench:search wants it: the feed's stones are deleted and the edited
 * prices restored); otherwise a fresh one is made and dropped.
 */

const ROWS = numberOption('rows', 1_000_000);
const FEED_ROWS = numberOption('feed', 100_000);
const CONCURRENCY = numberOption('concurrency', 16);
const IDLE_SECONDS = numberOption('idle', 20);
const FEED_SEED = 11;
/** The feed's stock numbers: its own, so it never updates the catalogue bench:search counts on. */
const STOCK_PREFIX = 'LIVE-';
/** Stones whose price staff edit, in turn, one edit a second (each goes up by $1 and back). */
const EDITED_STONES = 20;
const EDIT_EVERY_MS = 1000;
/** Enough random searches for any phase; each phase has its own seed. */
const SEARCHES_PER_PHASE = 200_000;
const TARGET_MS = 200;

const say = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As shoppers ask: a new search's first page with facet counts, its next pages without them. */
const shopperSearches = (seed: number) =>
  randomSearches(SEARCHES_PER_PHASE, seed).map((query) => (query.page ? { ...query, facets: 'false' } : query));

interface EditedStone {
  id: string;
  price: number;
}

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  const databases = reused ? undefined : await provideTestDatabases(['bench_live']);
  const url = reused ?? databases!.urls.bench_live;
  const folder = await mkdtemp(join(tmpdir(), 'shop-bench-search-live-'));
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ...BENCH_ADMIN_ENV,
    IMPORT_DIR: join(folder, 'imports'),
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  const connection = orm.em.getConnection();
  const processes: ChildProcess[] = [];
  let stones: EditedStone[] = [];
  const cleanUp = async () => {
    const deleted = await connection.execute<{ count: number }[]>(
      `with gone as (delete from products where stock_number like '${STOCK_PREFIX}%' returning 1) select count(*)::int as count from gone`,
    );
    for (const stone of stones)
      await connection.execute(`update products set price = ? where id = ?`, [stone.price, stone.id]);
    return deleted[0].count;
  };
  try {
    const leftovers = await cleanUp();
    if (leftovers) say(`deleted ${leftovers} stones a previous run imported (${STOCK_PREFIX}…)`);
    await ensureBenchDiamonds(orm, ROWS, say);

    const feed = join(folder, `lab-grown-live-${FEED_ROWS}.csv`);
    say(`generating the feed: ${FEED_ROWS} lab-grown rows (seed ${FEED_SEED}), stock numbers ${STOCK_PREFIX}…`);
    await generateFeedFile(feed, { rows: FEED_ROWS, seed: FEED_SEED, badRate: 0, stockPrefix: STOCK_PREFIX });

    stones = (
      await connection.execute<{ id: string; price: string }[]>(
        `select id, price from products where product_type = 'lab-grown' and price > 100 order by md5(id::text) limit ${EDITED_STONES}`,
      )
    ).map(({ id, price }) => ({ id, price: Number(price) }));

    const port = await freePort();
    const shop = { ...env, PORT: String(port), HOST: '127.0.0.1', QUEUE_PREFIX: 'shop-test-bench-live' };
    processes.push(startShopProcess(shop, 'api'), startShopProcess(shop, 'worker'));
    const base = `http://127.0.0.1:${port}/api`;
    say(`api and worker up, search index ready after ${((await waitForIndex(base)) / 1000).toFixed(1)} s`);
    const auth = await signIn(base, BENCH_ADMIN);

    say(`idle: ${CONCURRENCY} clients, random mix, ${IDLE_SECONDS} s`);
    const idleEnds = performance.now() + IDLE_SECONDS * 1000;
    const idle = await runClients(base, CONCURRENCY, shopperSearches(1001), () => performance.now() > idleEnds);

    say(`live: the same clients while ${FEED_ROWS} rows are imported and a price is edited every second`);
    let importDone = false;
    const started = performance.now();
    const importing = uploadFeed(base, auth, feed, 'lab-grown')
      .then((id) => waitForImport(base, auth, id))
      .finally(() => (importDone = true));
    const editing = editPrices(base, auth, stones, () => importDone);
    // Awaited below, once the clients stop: a failure meanwhile must not count as unhandled.
    for (const work of [importing, editing]) work.catch(() => (importDone = true));
    const live = await runClients(base, CONCURRENCY, shopperSearches(1002), () => importDone);
    const record = await importing;
    const importSeconds = (performance.now() - started) / 1000;
    const edits = await editing;
    if (record.status !== 'done') throw new Error(`the import failed: ${record.error}`);
    if (live.length >= SEARCHES_PER_PHASE)
      throw new Error('the live phase ran out of searches: raise SEARCHES_PER_PHASE');

    const failed = [...idle, ...live].filter((answer) => answer.status !== 200);
    if (failed.length) throw new Error(`${failed.length} searches did not answer 200 (BENCH_VERBOSE=1 prints them)`);
    const ms = (answers: TimedAnswer[]) => answers.map((answer) => answer.ms);
    const byEngine = (answers: TimedAnswer[]) =>
      [...engineShares(answers)].map(([engine, share]) => `${engine} ${(share * 100).toFixed(1)} %`).join(', ');
    printPercentiles([
      [`idle, ${CONCURRENCY} clients`, ms(idle)],
      [`live, ${CONCURRENCY} clients`, ms(live)],
      ...['index', 'sql'].map((engine): [string, number[]] => [
        `live, answered by ${engine}`,
        ms(live.filter((answer) => answer.engine === engine)),
      ]),
      ['price edits (PUT /api/admin/products/:id)', edits],
    ]);
    console.log(`\nanswers by engine: idle ${byEngine(idle)}; live ${byEngine(live)}`);
    console.log(
      `import: ${record.createdCount} created, ${record.updatedCount} updated, ${record.failedCount} failed; ${Math.round(FEED_ROWS / importSeconds)} rows/s upload to done (${importSeconds.toFixed(1)} s; ${((Date.parse(record.finishedAt) - Date.parse(record.startedAt)) / 1000).toFixed(1)} s on the worker)`,
    );
    console.log(
      `price edits: ${edits.length} saved in the ${importSeconds.toFixed(0)} s of the import (one a second, or the next as soon as a slow save is done)`,
    );
    const liveP95 = percentile(ms(live), 95);
    const idleP95 = percentile(ms(idle), 95);
    const met = liveP95 <= 2 * idleP95 && liveP95 <= TARGET_MS;
    console.log(
      `target: live p95 ≤ 2 × idle p95 (${(2 * idleP95).toFixed(1)} ms) and ≤ ${TARGET_MS} ms: ${met ? 'met' : 'not met'} (${liveP95.toFixed(1)} ms)`,
    );
    const indexShare = engineShares(live).get('index') ?? 0;
    console.log(
      `bench:search-live rows=${ROWS} live_p95_ms=${p95(ms(live))} idle_p95_ms=${p95(ms(idle))} index_share=${indexShare.toFixed(3)}`,
    );
  } finally {
    await stopShopProcesses(processes);
    const deleted = await cleanUp();
    if (reused)
      say(`left the database as bench:search wants it: deleted the ${deleted} imported stones, prices restored`);
    await orm.close();
    await rm(folder, { recursive: true, force: true });
    await databases?.drop();
  }
}

/**
 * A staff member saving a price every second, through the admin API as the console does, until
 * `done()`: each stone in turn goes up by $1, and back down on its next turn. Answers each save's time.
 */
async function editPrices(
  base: string,
  auth: AuthHeader,
  stones: EditedStone[],
  done: () => boolean,
): Promise<number[]> {
  const times: number[] = [];
  for (let edit = 0; !done(); edit++) {
    const started = performance.now();
    const stone = stones[edit % stones.length];
    const price = stone.price + (Math.floor(edit / stones.length) % 2 === 0 ? 1 : 0);
    const response = await fetch(`${base}/admin/products/${stone.id}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (response.status !== 200) throw new Error(`a price edit answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(Math.max(0, EDIT_EVERY_MS - (performance.now() - started)));
  }
  return times;
}

main().catch((error: Error) => {
  console.error(`bench:search-live failed: ${error.message}`);
  process.exit(1);
});
