import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { loadConfig } from '../config/config.js';
import { repoRoot } from '../config/paths.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { DiamondSearchQueryDto, diamondSearchSpec, ProductRepository } from '../modules/catalog/index.js';
import { loadBenchDiamonds } from './bench/bulk-load.js';
import { SEARCH_MIX } from './bench/search-mix.js';
import { freePort, provideTestDatabases } from './test-services.js';

/**
 * `npm run bench:search [-- --rows=1000000 --concurrency=16]`: loads the diamonds, starts the server
 * as production runs it, and times the search mix through HTTP (one client, then many) and, as the
 * baseline, the same searches' SQL straight on PostgreSQL. BENCH_DATABASE_URL reuses a database
 * already loaded (and keeps it); otherwise a fresh one is made and dropped.
 */

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROWS = option('rows', 1_000_000);
const CONCURRENCY = option('concurrency', 16);
const SEQUENTIAL_ROUNDS = 3;
const CONCURRENT_ROUNDS = 10;

type Kind = 'page' | 'facets';
const say = (message: string) => console.log(`[bench] ${message}`);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const withKind = (query: Record<string, string>, kind: Kind) =>
  kind === 'page' ? { ...query, facets: 'false' } : query;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  const databases = reused ? undefined : await provideTestDatabases(['bench']);
  const url = reused ?? databases!.urls.bench;
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  let server: ReturnType<typeof spawn> | undefined;
  try {
    const [{ count }] = await orm.em
      .getConnection()
      .execute<{ count: number }[]>(`select count(*)::int as count from products`);
    if (count !== ROWS) {
      if (count) throw new Error(`the database holds ${count} products, not ${ROWS}: give an empty one`);
      say(`loading ${ROWS} diamonds…`);
      const ms = await timed(() => loadBenchDiamonds(orm.em.fork(), ROWS));
      say(`loaded in ${(ms / 1000).toFixed(1)} s`);
    }

    const port = await freePort();
    server = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'backend/dist/main.js')], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        QUEUE_PREFIX: 'shop-test-bench',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}/api/diamonds`;
    const search = async (query: Record<string, string>) => {
      const response = await fetch(`${base}?${new URLSearchParams(query)}`);
      if (response.status !== 200)
        throw new Error(`${JSON.stringify(query)} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return response.headers.get('server-timing') ?? '';
    };
    const indexStarted = performance.now();
    for (;;) {
      const engine = await search({ limit: '1', facets: 'false' }).catch(() => '');
      if (engine.includes('"index"')) break;
      if (performance.now() - indexStarted > 600_000)
        throw new Error('the search index was not ready within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    say(`server up, search index ready after ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);

    const kinds: Kind[] = ['page', 'facets'];
    for (const query of SEARCH_MIX) for (const kind of kinds) await search(withKind(query, kind));

    const results: [string, number[]][] = [];
    for (const kind of kinds) {
      const samples: number[] = [];
      for (let round = 0; round < SEQUENTIAL_ROUNDS; round++)
        for (const query of SEARCH_MIX) samples.push(await timed(() => search(withKind(query, kind))));
      results.push([`HTTP ${kind === 'page' ? 'result page' : 'page + facets'}, 1 client`, samples]);
    }
    const concurrent: Record<Kind, number[]> = { page: [], facets: [] };
    const tasks = Array.from({ length: CONCURRENT_ROUNDS }, () =>
      SEARCH_MIX.flatMap((query) => kinds.map((kind) => ({ query, kind }))),
    ).flat();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < tasks.length) {
          const { query, kind } = tasks[next++];
          concurrent[kind].push(await timed(() => search(withKind(query, kind))));
        }
      }),
    );
    results.push(
      [`HTTP result page, ${CONCURRENCY} clients`, concurrent.page],
      [`HTTP page + facets, ${CONCURRENCY} clients`, concurrent.facets],
    );

    // The baseline: what the SQL engine's queries cost on their own, with no HTTP around them.
    const repository = new ProductRepository(orm.em.fork());
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
    results.push(['SQL result page + count, 1 client', sqlPage], ['SQL page + facets + ranges, 1 client', sqlFacets]);

    const p95 = (samples: number[]) => percentile(samples, 95).toFixed(1);
    console.log(`\n${'ms'.padEnd(40)}${['n', 'p50', 'p95', 'p99'].map((h) => h.padStart(9)).join('')}`);
    for (const [name, samples] of results) {
      console.log(
        `${name.padEnd(40)}${String(samples.length).padStart(9)}${[50, 95, 99].map((p) => percentile(samples, p).toFixed(1).padStart(9)).join('')}`,
      );
    }
    console.log(
      `bench:search rows=${ROWS} page_p95_ms=${p95(concurrent.page)} facets_p95_ms=${p95(concurrent.facets)} sql_page_p95_ms=${p95(sqlPage)} concurrency=${CONCURRENCY}`,
    );
  } finally {
    server?.kill('SIGTERM');
    await orm.close();
    await databases?.drop();
  }
}

main().catch((error: Error) => {
  console.error(`bench:search failed: ${error.message}`);
  process.exit(1);
});
