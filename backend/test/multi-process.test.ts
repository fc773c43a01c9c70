import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { signIn, uploadFeed, waitForImport, type AuthHeader } from '../src/scripts/bench/import-upload.js';
import { parseServerTiming } from '../src/scripts/bench/search-load.js';
import { freePort } from '../src/scripts/test-services.js';
import { generateFeed } from './support/inventory.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startShopProcess, type ShopProcess } from './support/shop-process.js';

/**
 * The shop as it runs on several machines (issue 31.6): two API processes (ROLE=api, each with its own
 * search index) behind a load balancer, one worker (ROLE=worker), one PostgreSQL and one Redis. The
 * built server (backend/dist/main.js) runs in four real processes: API A, API B, the worker, and a
 * third API with SEARCH_INDEX=off whose plain SQL answers are the oracle.
 */

jest.setTimeout(90_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = process.env.QUEUE_PREFIX ?? 'shop-test-multi-process';
const ADMIN = { email: 'owner@several-machines.test', password: 'several machines one shop' };
/** How soon a staff edit made through one API must show in another API's search. */
const PROPAGATION_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Query = Record<string, string>;
interface Answer {
  status: number;
  engine: string;
  body: { items: { id: string; price: number; onSale: boolean }[]; total: number } & Record<string, unknown>;
}

/** One API process, as a load balancer sees it: an address. */
class Api {
  constructor(
    readonly name: string,
    readonly process: ShopProcess,
    readonly port: number,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async search(query: Query): Promise<Answer> {
    const response = await fetch(`${this.base}/diamonds?${new URLSearchParams(query)}`);
    const { engine } = parseServerTiming(response.headers.get('server-timing') ?? '');
    return { status: response.status, engine, body: (await response.json()) as Answer['body'] };
  }

  /** GET /api/health/ready, asked as a load balancer does until it answers 200; answers its body. */
  async ready(ms = 60_000): Promise<unknown> {
    const deadline = Date.now() + ms;
    for (;;) {
      const response = await fetch(`${this.base}/health/ready`).catch(() => undefined);
      if (response?.status === 200) return response.json();
      if (Date.now() > deadline)
        throw new Error(`API ${this.name} was not ready within ${ms} ms:\n${this.process.output()}`);
      await sleep(100);
    }
  }
}

describe('two API processes, one worker, one PostgreSQL and one Redis', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-multi-process-'));
  const processes: ShopProcess[] = [];
  let database: OwnDatabase;
  let a: Api;
  let b: Api;
  /** SEARCH_INDEX=off: every search answered by SQL. */
  let oracle: Api;
  let auth: AuthHeader;

  /** What every process of the shop shares: the database, Redis (through the key prefix) and the upload folder. */
  const shopEnv = () => ({
    DATABASE_URL: database.url,
    QUEUE_PREFIX,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HOST: '127.0.0.1',
    IMPORT_DIR: join(folder, 'imports'),
    MEDIA_DIR: join(folder, 'media'),
    MAIL_OUTBOX_DIR: join(folder, 'outbox'),
  });
  const start = (env: Record<string, string>) => {
    const child = startShopProcess({ ...shopEnv(), ...env });
    processes.push(child);
    return child;
  };
  const startApi = async (name: string, env: Record<string, string> = {}) => {
    const port = await freePort();
    return new Api(name, start({ ROLE: 'api', PORT: String(port), ...env }), port);
  };

  beforeAll(async () => {
    database = await createOwnDatabase('multi_process');
    // All at once, as a deployment starts them: preparing the database is under an advisory lock.
    [a, b, oracle] = await Promise.all([startApi('A'), startApi('B'), startApi('oracle', { SEARCH_INDEX: 'off' })]);
    const worker = start({ ROLE: 'worker' });
    await Promise.all([
      worker.waitFor('Queue worker started (ROLE=worker)'),
      ...[a, b, oracle].map((api) => api.process.waitFor(`on http://localhost:${api.port}`)),
    ]);
    auth = await signIn(a.base, ADMIN);
    // The catalogue: lab-grown and natural feeds uploaded through A, parsed and written by the worker.
    const uploads = await Promise.all([
      uploadFeed(a.base, auth, generateFeed('lab-grown', 600, { seed: 1 }).path, 'lab-grown'),
      uploadFeed(a.base, auth, generateFeed('natural', 400, { seed: 2 }).path, 'natural'),
    ]);
    for (const id of uploads) expect(await waitForImport(a.base, auth, id)).toMatchObject({ status: 'done' });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    const redis = new Redis(REDIS_URL);
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${QUEUE_PREFIX}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
    redis.disconnect();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('each API says it is ready (GET /api/health/ready) once its own search index answers; the oracle, without one, at once', async () => {
    for (const api of [a, b]) {
      expect(await api.ready()).toEqual({ status: 'ready', searchIndex: 'ready' });
      // Ready means what it says: the next search is answered from the index.
      expect((await api.search({ limit: '1' })).engine).toBe('index');
    }
    expect(await oracle.ready()).toEqual({ status: 'ready', searchIndex: 'off' });
    expect((await oracle.search({ limit: '1' })).engine).toBe('sql');
  });

  test(`a price staff change through API A shows in API B's search within ${PROPAGATION_MS} ms, answered by B's index`, async () => {
    await Promise.all([a.ready(), b.ready()]);
    // The console: react-admin's REST client against A, which saves the whole record it read.
    const client: DataProvider = simpleRestProvider(
      `${a.base}/admin`,
      (url: string, options: fetchUtils.Options = {}) =>
        fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: auth.Authorization } }),
    );
    const stone = (await b.search({ type: 'lab-grown', limit: '24', facets: 'false' })).body.items.find(
      (item) => !item.onSale,
    )!;
    const { data: record } = await client.getOne('products', { id: stone.id });
    // Above every generated price, and not on sale: the price paid, which search filters on.
    const price = 987_654;
    await client.update('products', { id: stone.id, data: { ...record, price }, previousData: record });
    const saved = performance.now();

    const dearest = { type: 'lab-grown', priceMin: String(price), facets: 'false' };
    let seen: Answer;
    do {
      seen = await b.search(dearest);
      expect(seen.status).toBe(200);
    } while (!seen.body.items.length && performance.now() - saved < PROPAGATION_MS);
    const elapsed = performance.now() - saved;
    expect({ items: seen.body.items, engine: seen.engine }).toEqual({
      items: [expect.objectContaining({ id: stone.id, price })],
      engine: 'index',
    });
    expect(elapsed).toBeLessThanOrEqual(PROPAGATION_MS);
  });

  test('a supplier feed run while both APIs serve searches: afterwards both answer exactly as SQL does', async () => {
    await Promise.all([a.ready(), b.ready()]);
    // The first 600 stock numbers are the catalogue's (new prices and grades), the rest are new stones.
    const feed = generateFeed('lab-grown', 3_000, { seed: 5, badRate: 0.01 });
    // Uploaded through B with the token A issued: no process keeps a session of its own.
    const id = await uploadFeed(b.base, auth, feed.path, 'lab-grown');

    let running = true;
    const searches = { a: [] as Answer[], b: [] as Answer[] };
    const shoppers = (['a', 'b'] as const).map(async (name) => {
      const api = name === 'a' ? a : b;
      for (let turn = 0; running; turn++) searches[name].push(await api.search(QUERIES[turn % QUERIES.length]));
    });
    const record = await waitForImport(b.base, auth, id).finally(() => (running = false));
    await Promise.all(shoppers);
    expect(record).toMatchObject({ status: 'done', totalItems: 3_000, failedCount: feed.brokenRows.length });
    for (const name of ['a', 'b'] as const) {
      expect(searches[name].length).toBeGreaterThan(0);
      expect(searches[name].filter((answer) => answer.status !== 200)).toEqual([]);
    }

    for (const query of QUERIES) {
      const truth = await oracle.search(query);
      const [fromA, fromB] = await Promise.all([a.search(query), b.search(query)]);
      expect({ query, status: truth.status }).toEqual({ query, status: 200 });
      expect({ query, a: fromA, b: fromB }).toEqual({
        query,
        a: { ...truth, engine: 'index' },
        b: { ...truth, engine: 'index' },
      });
    }
  });
});

/** Filters, sorts and pages a shopper uses, facets on and off. */
const QUERIES: Query[] = [
  {},
  { type: 'lab-grown', sortBy: 'price-asc', limit: '24' },
  { type: 'lab-grown', sortBy: 'price-desc', page: '3', limit: '24' },
  { type: 'natural', shape: 'Round,Oval', sortBy: 'carat-desc' },
  { color: 'D,E,F', clarity: 'VS1,VVS2', priceMin: '1000', priceMax: '20000', page: '2', limit: '7' },
  { cut: 'Excellent', caratMin: '1', includeUnavailable: 'true', facets: 'false', limit: '100' },
  { certification: 'IGI', sortBy: 'carat-asc', page: '5', limit: '12' },
  { type: 'lab-grown', sortBy: 'latest', page: '10', limit: '50', facets: 'false' },
];
