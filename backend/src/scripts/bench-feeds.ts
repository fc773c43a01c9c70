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
import { sampleDatabaseActivity } from './bench/database-activity.js';
import { startFeedServer } from './bench/feed-server.js';
import { type AuthHeader, type ImportRecord, signIn, waitForImport } from './bench/import-upload.js';
import { cpuSecondsOf, memoryOf } from './bench/process-memory.js';
import { waitForIndex } from './bench/search-load.js';
import { BENCH_ADMIN, BENCH_ADMIN_ENV, startShopProcess, stopShopProcesses } from './bench/shop-process.js';
import { expectedStones, makeSupplierFeeds, soleStone, withNewCosts } from './bench/supplier-feeds.js';
import { freePort, provideTestDatabases } from './test-services.js';
import { numberOption } from './bench/number-option.js';

/**
 * `npm run bench:feeds [-- --rows=100000 --port=3491 --feed-port=3492]`: three lab-grown suppliers of
 * `rows` rows each (1 % broken, 10 % of the certificates listed by all three at their own stock numbers
 * and costs) pulled from a local HTTP server by Run now, priced by markup bands and deduplicated, on the
 * shop as it runs at scale (an API process and a worker). Times each run from the request to done, the
 * worker's peak memory, and how long the storefront takes to show new prices: after a markup change
 * (PUT the supplier: how fast it answers, when its repricing job is done, the API's memory around it;
 * markup_put_ms, markup_visible_s) and after a run of the first supplier with new costs (visible_s).
 * QUEUE_PREFIX, when set, is the shop's (tests' teardowns clear the default shop-test-* keys).
 * BENCH_DATABASE_URL reuses an empty database (kept); otherwise a fresh one is made and dropped.
 */

const ROWS = numberOption('rows', 100_000);
const SUPPLIERS = 3;
const SEED = 7;
const BAD_RATE = 0.01;
/** Every 10th row of the second and third feeds lists a certificate of the first. */
const SHARED_EVERY = 10;
/** The first supplier's costs in its second run. */
const NEW_COST_FACTOR = 1.05;
const VISIBLE_TIMEOUT_MS = 600_000;

interface MarkupRules {
  basis: 'carat' | 'cost';
  bands: { from: number; to: number | null; percent: number; fixed: number }[];
  rounding: 'none' | 'dollar' | 'ten' | 'hundred' | 'nine';
}
/** Carat bands, as a lab-grown trader prices: the bigger the stone, the smaller the percentage. */
const MARKUP: MarkupRules = {
  basis: 'carat',
  bands: [
    { from: 0, to: 1, percent: 35, fixed: 20 },
    { from: 1, to: 2, percent: 30, fixed: 0 },
    { from: 2, to: null, percent: 25, fixed: 0 },
  ],
  rounding: 'nine',
};
const RAISED: MarkupRules = { ...MARKUP, bands: MARKUP.bands.map((band) => ({ ...band, percent: band.percent + 10 })) };

/** A run as GET /api/admin/imports/:id answers it, with the supplier run's own fields. */
interface RunRecord extends ImportRecord {
  retiredCount: number;
  bytesFetched: number | null;
  durationMs: number | null;
}

const say = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminJson<T>(base: string, auth: AuthHeader, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A markup save's repricing job as GET /api/admin/repricing/:id answers it. */
interface RepricingRecord {
  status: string;
  offers: number;
  repriced: number;
  error: string | null;
}

/** Polls the repricing job until it ends; answers it and the seconds from `since`. */
async function repricingEnded(
  base: string,
  auth: AuthHeader,
  id: string,
  since: number,
): Promise<{ job: RepricingRecord; seconds: number }> {
  for (;;) {
    const job = (await (await fetch(`${base}/admin/repricing/${id}`, { headers: auth })).json()) as RepricingRecord;
    if (job.status === 'done' || job.status === 'failed') return { job, seconds: (performance.now() - since) / 1000 };
    if (performance.now() - since > VISIBLE_TIMEOUT_MS) throw new Error(`repricing ${id} did not end`);
    await sleep(100);
  }
}

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  const databases = reused ? undefined : await provideTestDatabases(['bench_feeds']);
  const url = reused ?? databases!.urls.bench_feeds;
  const folder = await mkdtemp(join(tmpdir(), 'shop-bench-feeds-'));
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ...BENCH_ADMIN_ENV,
    IMPORT_DIR: join(folder, 'imports'),
    FEED_ALLOW_PRIVATE_HOSTS: 'true',
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  const sql = <T>(statement: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(statement, params);
  const processes: ChildProcess[] = [];
  const feedServer = await startFeedServer(numberOption('feed-port', 0));
  try {
    const [{ taken }] = await sql<{ taken: number }>(
      `select (select count(*) from suppliers)::int + (select count(*) from products where product_type = 'lab-grown')::int as taken`,
    );
    if (taken) throw new Error('the database holds suppliers or lab-grown products: give an empty one');

    say(
      `generating ${SUPPLIERS} feeds of ${ROWS} rows (seeds ${SEED}…, bad rate ${BAD_RATE}, 1 in ${SHARED_EVERY} certificates shared)…`,
    );
    const feeds = await makeSupplierFeeds(folder, {
      suppliers: SUPPLIERS,
      rows: ROWS,
      seed: SEED,
      badRate: BAD_RATE,
      sharedEvery: SHARED_EVERY,
    });
    const expected = await expectedStones(feeds);
    const feedPath = (supplier: number) => `/supplier-${supplier}.csv`;
    feeds.forEach((feed, index) => feedServer.serve(feedPath(index + 1), feed.path));

    const port = numberOption('port', 0) || (await freePort());
    const shopEnv = {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'shop-test-bench-feeds',
    };
    const api = startShopProcess(shopEnv, 'api');
    const worker = startShopProcess(shopEnv, 'worker');
    processes.push(api, worker);
    const base = `http://127.0.0.1:${port}/api`;
    await waitForIndex(base, 300_000);
    const startRssMb = memoryOf(worker.pid!).rssMb;
    say(`api pid ${api.pid}, worker pid ${worker.pid} (RSS ${startRssMb.toFixed(0)} MB)`);
    const auth = await signIn(base, BENCH_ADMIN);

    const supplierBody = (supplier: number, markup: MarkupRules) => ({
      name: `Bench lab-grown ${supplier}`,
      category: 'lab-grown',
      sourceKind: 'http',
      feedKind: 'full',
      http: { url: feedServer.url(feedPath(supplier)) },
      markup,
    });
    const supplierIds: string[] = [];
    for (let supplier = 1; supplier <= SUPPLIERS; supplier += 1)
      supplierIds.push(
        (await adminJson<{ id: string }>(base, auth, 'POST', '/admin/suppliers', supplierBody(supplier, MARKUP))).id,
      );

    /** Run now, followed to its end: rows/s from the request to done, and where the time went. */
    const timedRun = async (supplier: number, label: string, whileRunning: Promise<unknown> = Promise.resolve()) => {
      const activity = await sampleDatabaseActivity(url);
      const cpuBefore = cpuSecondsOf(worker.pid!);
      let sampledMb = 0;
      const started = performance.now();
      const startedAt = Date.now();
      const queued = await adminJson<{ id: string }>(base, auth, 'POST', '/admin/imports/runs', {
        supplierId: supplierIds[supplier - 1],
      });
      const record = (await waitForImport(base, auth, queued.id, () => {
        sampledMb = Math.max(sampledMb, memoryOf(worker.pid!).rssMb);
      })) as RunRecord;
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuSecondsOf(worker.pid!) - cpuBefore;
      const database = await activity.stop();
      if (record.status !== 'done') throw new Error(`${label} ended ${record.status}: ${record.error}`);
      await whileRunning;
      const download = feedServer.downloadOf(feedPath(supplier), started);
      const failedExpected = feeds[supplier - 1].brokenRows.length;
      say(
        `${label}: ${record.totalItems} rows in ${seconds.toFixed(1)} s = ${Math.round(record.totalItems / seconds)} rows/s; created ${record.createdCount}, updated ${record.updatedCount}, refused ${record.failedCount} (generator broke ${failedExpected}), retired ${record.retiredCount}`,
      );
      say(
        `  time: request → started ${((Date.parse(record.startedAt) - startedAt) / 1000).toFixed(1)} s, download ${((download?.ms ?? NaN) / 1000).toFixed(1)} s (${((record.bytesFetched ?? 0) / 1e6).toFixed(1)} MB), run on the server ${((record.durationMs ?? NaN) / 1000).toFixed(1)} s; worker CPU ${cpu.toFixed(1)} s (${((cpu * 1e6) / record.totalItems).toFixed(0)} µs a row), RSS sampled max ${sampledMb.toFixed(0)} MB`,
      );
      say(`  database busy (share of ${database.samples} samples of pg_stat_activity, 100 ms apart):`);
      for (const [statement, share] of database.statements)
        say(`    ${(share * 100).toFixed(0).padStart(4)} %  ${statement}`);
      if (record.failedCount !== failedExpected || record.totalItems !== ROWS) {
        console.error(`[bench] ${label}: the counts do not match the generator: the benchmark is not valid`);
        process.exitCode = 1;
      }
      return { rows: record.totalItems, seconds };
    };

    const runs = [];
    for (let supplier = 1; supplier <= SUPPLIERS; supplier += 1)
      runs.push(await timedRun(supplier, `run ${supplier} (supplier ${supplier}, all new)`));

    const [{ products }] = await sql<{ products: number }>(
      `select count(*)::int as products from products where product_type = 'lab-grown'`,
    );
    const [offers] = await sql<{ offers: number; certificates: number }>(
      `select count(*)::int as offers, count(distinct certificate_key)::int as certificates from supplier_offers`,
    );
    say(
      `dedup: ${products} lab-grown products from ${offers.offers} offers (${offers.certificates} distinct certificates); the feeds' ${expected.validRows} valid rows hold ${expected.stones} distinct certificates offered live`,
    );
    if (products !== expected.stones) {
      console.error('[bench] dedup: products ≠ distinct certificates of the valid rows: the benchmark is not valid');
      process.exitCode = 1;
    }

    // The stone followed on the storefront: the first supplier's alone, late in its feed.
    const stockNumber = await soleStone(feeds[0], SHARED_EVERY);
    const [stone] = await sql<{ productId: string; cost: string; carat: string }>(
      `select product_id as "productId", cost, carat from supplier_offers where supplier_id = ? and stock_number = ?`,
      [supplierIds[0], stockNumber],
    );
    const retailOf = async (cost: number, rules: MarkupRules) =>
      (
        await sql<{ retail: number }>(`select feed_retail(?::numeric, ?::numeric, ?::jsonb)::float8 as retail`, [
          cost,
          stone.carat,
          JSON.stringify(rules),
        ])
      )[0].retail;
    /** Seconds from `since` until the product page and a storefront search both show `price`. */
    const visible = async (price: number, since: number) => {
      const carat = Number(stone.carat);
      const search = new URLSearchParams({
        type: 'lab-grown',
        priceMin: String(price),
        priceMax: String(price),
        caratMin: String(carat),
        caratMax: String(carat),
        facets: 'false',
        limit: '100',
      });
      for (;;) {
        const page = (await (await fetch(`${base}/products/${stone.productId}`)).json()) as {
          data?: { price: number };
        };
        const found = (await (await fetch(`${base}/diamonds?${search}`)).json()) as {
          items?: { id: string; price: number }[];
        };
        const listed = found.items?.some((item) => item.id === stone.productId && item.price === price);
        if (page.data?.price === price && listed) return (performance.now() - since) / 1000;
        if (performance.now() - since > VISIBLE_TIMEOUT_MS)
          throw new Error(
            `the storefront did not show ${price} for ${stockNumber} within ${VISIBLE_TIMEOUT_MS / 60_000} min`,
          );
        await sleep(100);
      }
    };

    const raisedRetail = await retailOf(Number(stone.cost), RAISED);
    say(
      `markup change: supplier 1's bands +10 points (PUT the supplier); stone ${stockNumber} (${stone.carat} ct, cost ${stone.cost}) should show ${raisedRetail}`,
    );
    const apiRssBeforeMb = memoryOf(api.pid!).rssMb;
    const putStarted = performance.now();
    const { repricingJobId } = await adminJson<{ repricingJobId?: string }>(
      base,
      auth,
      'PUT',
      `/admin/suppliers/${supplierIds[0]}`,
      supplierBody(1, RAISED),
    );
    const putMs = performance.now() - putStarted;
    if (!repricingJobId) throw new Error('the markup change answered no repricing job');
    const repricing = repricingEnded(base, auth, repricingJobId, putStarted);
    const markupVisible = await visible(raisedRetail, putStarted);
    const repriced = await repricing;
    const apiRssAfterMb = memoryOf(api.pid!).rssMb;
    if (repriced.job.status !== 'done')
      throw new Error(`the repricing ended ${repriced.job.status}: ${repriced.job.error}`);
    say(
      `  PUT answered after ${putMs.toFixed(0)} ms (repricing job ${repricingJobId}); the job repriced ${repriced.job.repriced} of ${repriced.job.offers} stones, done ${repriced.seconds.toFixed(1)} s after the PUT; the storefront showed the new price after ${markupVisible.toFixed(1)} s; API RSS ${apiRssBeforeMb.toFixed(0)} MB before, ${apiRssAfterMb.toFixed(0)} MB after`,
    );

    const newCost = Math.round(Number(stone.cost) * NEW_COST_FACTOR);
    const newRetail = await retailOf(newCost, RAISED);
    feedServer.serve(
      feedPath(1),
      (await withNewCosts(feeds[0], join(folder, 'supplier-1-new-costs.csv'), NEW_COST_FACTOR)).path,
    );
    say(
      `new costs: supplier 1's feed again with every cost × ${NEW_COST_FACTOR}; ${stockNumber} should show ${newRetail}`,
    );
    const rerunStarted = performance.now();
    let visibleSeconds = NaN;
    const shown = visible(newRetail, rerunStarted).then((seconds) => (visibleSeconds = seconds));
    await timedRun(1, 'run 4 (supplier 1, new costs: updates)', shown);
    say(`  the storefront showed ${stockNumber}'s new price ${visibleSeconds.toFixed(1)} s after Run now`);

    const rows = runs.reduce((sum, run) => sum + run.rows, 0);
    const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
    const { peakMb } = memoryOf(worker.pid!);
    say(
      `worker RSS: at start ${startRssMb.toFixed(0)} MB, peak (VmHWM) ${peakMb.toFixed(0)} MB; api peak ${memoryOf(api.pid!).peakMb.toFixed(0)} MB; slowest of the first runs ${Math.round(Math.min(...runs.map((run) => run.rows / run.seconds)))} rows/s`,
    );
    console.log(
      `bench:feeds rows=${rows} rows_per_s=${Math.round(rows / seconds)} peak_rss_mb=${Math.round(peakMb)} visible_s=${visibleSeconds.toFixed(1)} markup_put_ms=${Math.round(putMs)} markup_visible_s=${markupVisible.toFixed(1)}`,
    );
  } finally {
    await stopShopProcesses(processes);
    await feedServer.close();
    await orm.close();
    await rm(folder, { recursive: true, force: true });
    await databases?.drop();
  }
}

main().catch((error: Error) => {
  console.error(`bench:feeds failed: ${error.message}`);
  process.exit(1);
});
