import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { loadConfig } from '../config/config.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { DiamondSearchQueryDto, diamondSearchSpec, ProductSearchRepository } from '../modules/catalog/index.js';
import { ensureBenchDiamonds } from './bench/bulk-load.js';
import { randomSearches, shareAskedOnce, type SearchQuery } from './bench/random-mix.js';
import { SEARCH_MIX } from './bench/search-mix.js';
import {
  allAnswered,
  p95,
  printCostParts,
  printPercentiles,
  runClients,
  type StartTimes,
  type TimedAnswer,
  timeStart,
} from './bench/search-load.js';
import { BENCH_ADMIN_ENV, startShopProcess, stopShopProcesses } from './bench/shop-process.js';
import { freePort, provideTestDatabases } from './test-services.js';
import { numberOption } from './bench/number-option.js';

/**
 * `npm run bench:search [-- --rows=1000000 --concurrency=16]`: loads the diamonds, starts the server
 * as production runs it, and times two mixes of searches through HTTP (one client, then many): the
 * fixed mix, and seeded random searches most of which are asked once, so no cache can serve them.
 * As the baseline, the fixed mix's SQL straight on PostgreSQL. First, how fast a fresh process is
 * ready (GET /api/health/ready) and answers from its index: without the index's snapshot (built from
 * the products table), then with the snapshot that process stored. BENCH_DATABASE_URL reuses a
 * database already loaded (and keeps it); otherwise a fresh one is made and dropped.
 */

const ROWS = numberOption('rows', 1_000_000);
const CONCURRENCY = numberOption('concurrency', 16);
const SEQUENTIAL_ROUNDS = 3;
const CONCURRENT_ROUNDS = 10;
/** Random searches per kind: with one client, and shared by the concurrent clients. */
const RANDOM_SEQUENTIAL = 300;
const RANDOM_CONCURRENT = 800;

type Kind = 'page' | 'facets';
const KINDS: Kind[] = ['page', 'facets'];
const KIND_NAMES: Record<Kind, string> = { page: 'result page', facets: 'page + facets' };
const say = (message: string) => console.log(`[bench] ${message}`);

const withKind = (query: SearchQuery, kind: Kind) => (kind === 'page' ? { ...query, facets: 'false' } : query);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  const databases = reused ? undefined : await provideTestDatabases(['bench']);
  const url = reused ?? databases!.urls.bench;
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ...BENCH_ADMIN_ENV,
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  const processes: ChildProcess[] = [];
  try {
    await ensureBenchDiamonds(orm, ROWS, say);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const startTimed = (): Promise<StartTimes> => {
      const started = performance.now();
      processes.push(
        startShopProcess({
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'shop-test-bench',
        }),
      );
      return timeStart(base, started);
    };
    // A scripts' shortcut past the repository, as bulk-load.ts: the snapshot's row, to remove and to wait for.
    const connection = orm.em.getConnection();
    const storedSnapshot = async () =>
      (
        await connection.execute<{ revision: string }[]>('select revision::text as revision from search_index_snapshot')
      )[0];
    await connection.execute('delete from search_index_snapshot');
    const cold = await startTimed();
    say(
      `without a snapshot: ready after ${seconds(cold.readyMs)} s, first index answer after ${seconds(cold.indexMs)} s`,
    );
    while (!(await storedSnapshot())) await new Promise((resolve) => setTimeout(resolve, 200));
    await stopShopProcesses(processes);
    const warm = await startTimed();
    say(
      `with the snapshot: ready after ${seconds(warm.readyMs)} s, first index answer after ${seconds(warm.indexMs)} s`,
    );

    const run = async (clients: number, queries: SearchQuery[], what: string) =>
      allAnswered(await runClients(base, clients, queries), what);
    const fixed = (kind: Kind, rounds: number) =>
      Array.from({ length: rounds }, () => SEARCH_MIX.map((query) => withKind(query, kind))).flat();
    await run(1, [...fixed('page', 1), ...fixed('facets', 1)], 'warm-up');

    // Each run of random searches has a seed of its own: no two runs ask the same list.
    let seed = 1;
    const asked: SearchQuery[] = [];
    const random = (kind: Kind, count: number) => {
      const queries = randomSearches(count, seed++);
      asked.push(...queries.map((query) => withKind(query, kind)));
      return queries.map((query) => withKind(query, kind));
    };

    // One client runs each kind on its own; the concurrent clients ask both kinds interleaved, as shoppers do.
    const oneClient: [string, TimedAnswer[]][] = [];
    const manyClients: Record<string, TimedAnswer[]> = {};
    const interleaved = async (mix: string, tasks: Record<Kind, SearchQuery[]>) => {
      const answers = await run(
        CONCURRENCY,
        tasks.page.flatMap((query, index) => [query, tasks.facets[index]]),
        mix,
      );
      for (const [offset, kind] of KINDS.entries())
        manyClients[`${mix} ${kind}`] = answers.filter((_, index) => index % 2 === offset);
    };
    for (const kind of KINDS)
      oneClient.push([`HTTP ${KIND_NAMES[kind]}, 1 client`, await run(1, fixed(kind, SEQUENTIAL_ROUNDS), 'fixed')]);
    await interleaved('fixed', { page: fixed('page', CONCURRENT_ROUNDS), facets: fixed('facets', CONCURRENT_ROUNDS) });
    for (const kind of KINDS)
      oneClient.push([
        `HTTP random ${KIND_NAMES[kind]}, 1 client`,
        await run(1, random(kind, RANDOM_SEQUENTIAL), 'random'),
      ]);
    await interleaved('random', {
      page: random('page', RANDOM_CONCURRENT),
      facets: random('facets', RANDOM_CONCURRENT),
    });
    say(
      `random mix: ${asked.length} searches, ${(shareAskedOnce(asked) * 100).toFixed(0)} % of them asked once in the run`,
    );

    // The baseline: what the SQL engine's queries cost on their own, with no HTTP around them.
    const repository = new ProductSearchRepository(orm.em.fork());
    const sqlPage: number[] = [];
    const sqlFacets: number[] = [];
    for (const query of SEARCH_MIX) {
      const spec = diamondSearchSpec(plainToInstance(DiamondSearchQueryDto, query));
      sqlPage.push(await timed(() => Promise.all([repository.searchPage(spec), repository.searchCount(spec)])));
      sqlFacets.push(
        await timed(() =>
          Promise.all([repository.searchPage(spec), repository.searchSummary(spec), repository.searchFacets(spec)]),
        ),
      );
    }

    const ms = (answers: TimedAnswer[]) => answers.map((answer) => answer.ms);
    const many = (mix: string, kind: Kind) => ms(manyClients[`${mix} ${kind}`]);
    printPercentiles([
      ...oneClient.slice(0, 2).map(([name, answers]): [string, number[]] => [name, ms(answers)]),
      ...KINDS.map((kind): [string, number[]] => [
        `HTTP ${KIND_NAMES[kind]}, ${CONCURRENCY} clients`,
        many('fixed', kind),
      ]),
      ['SQL result page + count, 1 client', sqlPage],
      ['SQL page + facets + ranges, 1 client', sqlFacets],
      ...oneClient.slice(2).map(([name, answers]): [string, number[]] => [name, ms(answers)]),
      ...KINDS.map((kind): [string, number[]] => [
        `HTTP random ${KIND_NAMES[kind]}, ${CONCURRENCY} clients`,
        many('random', kind),
      ]),
    ]);
    printCostParts(oneClient);
    console.log(
      `bench:search start rows=${ROWS} ready_s=${seconds(cold.readyMs)} index_s=${seconds(cold.indexMs)} snapshot_ready_s=${seconds(warm.readyMs)} snapshot_index_s=${seconds(warm.indexMs)}`,
    );
    console.log(
      `bench:search rows=${ROWS} page_p95_ms=${p95(many('fixed', 'page'))} facets_p95_ms=${p95(many('fixed', 'facets'))} sql_page_p95_ms=${p95(sqlPage)} random_page_p95_ms=${p95(many('random', 'page'))} random_facets_p95_ms=${p95(many('random', 'facets'))} concurrency=${CONCURRENCY}`,
    );
  } finally {
    await stopShopProcesses(processes);
    await orm.close();
    await databases?.drop();
  }
}

main().catch((error: Error) => {
  console.error(`bench:search failed: ${error.message}`);
  process.exit(1);
});
