import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { Redis } from 'ioredis';
import { QUEUES, QueueScope } from '../src/modules/queue/index.js';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { saveShopMarkup } from './support/import-runs.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(150_000);

/**
 * Issue 21's schedules, through the staff API and in Redis: a supplier's schedule is one bull
 * repeatable job on the `feeds` queue under its shop's key prefix (every N hours, or a cron in the
 * shop's time zone), replaced when it changes and gone when it is turned off or the supplier removed;
 * a real tick starts a run with trigger 'schedule', a tick while a run is held for review starts
 * nothing; and two shops on one Redis (their default, database-derived prefixes) never meet.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIX_HOURS_MS = 6 * 3_600_000;
/** A real scheduled tick: every minute, so one comes within the minute after the supplier is saved. */
const EVERY_MINUTE = '* * * * *';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The feeds a local "supplier" serves, by path. */
const feeds = new Map<string, string>();
let feedServer: Server;
let feedBase: string;
const redis = new Redis(REDIS_URL);

/** One shop: its own database, the app (API and worker) on it, and the default queue prefix its database gives. */
class Shop {
  database!: OwnDatabase;
  app!: TestApp;
  auth!: { Authorization: string };
  readonly importDir: string;

  constructor(
    readonly name: string,
    readonly timeZone: string,
  ) {
    this.importDir = join(tmpdir(), `shop-test-feed-schedule-${name}-${process.pid}`);
  }

  async open(): Promise<void> {
    this.database = await createOwnDatabase(`feed_schedule_${this.name}`);
    await this.clearRedis(); // a database of the same name had this prefix in an earlier run
    this.app = await createTestApp(
      {
        QUEUE_PREFIX: '', // unset: the prefix comes from the database, as in a shop's default setup
        SHOP_TIME_ZONE: this.timeZone,
        IMPORT_DIR: this.importDir,
        FEED_ALLOW_PRIVATE_HOSTS: 'true',
      },
      this.database.url,
    );
    await createDemoAdmin(this.app);
    this.auth = await this.app.adminAuth();
    await saveShopMarkup(this.app, this.auth);
  }

  async close(): Promise<void> {
    await this.app?.close();
    if (this.database) {
      await this.clearRedis();
      await this.database.drop();
    }
    rmSync(this.importDir, { recursive: true, force: true });
  }

  get scope(): QueueScope {
    return this.app.app.get(QueueScope);
  }

  get feeds(): Queue {
    return this.app.app.get<Queue>(getQueueToken(QUEUES.feeds));
  }

  /** The members of this shop's repeat set in Redis, read by key rather than through bull. */
  repeatKeys(): Promise<string[]> {
    return redis.zrange(`${QueueScope.of(this.database.url).prefix}:${QUEUES.feeds}:repeat`, 0, -1);
  }

  /** The repeatable jobs of one supplier, as bull reads them. */
  async repeatablesOf(supplierId: string) {
    return (await this.feeds.getRepeatableJobs()).filter((job) => job.id === supplierId);
  }

  async addSupplier(name: string, extra: Record<string, unknown> = {}) {
    feeds.set(`/${this.name}/${name}.csv`, labGrownFeed(feedStones(`${this.name}${name}`, 1, 5)));
    const answer = await this.app.http
      .post('/api/admin/suppliers')
      .set(this.auth)
      .send({
        name,
        category: 'lab-grown',
        sourceKind: 'http',
        http: { url: `${feedBase}/${this.name}/${name}.csv` },
        ...extra,
      });
    expect({ status: answer.status, errors: answer.body.errors }).toEqual({ status: 201, errors: undefined });
    return answer.body;
  }

  async update(supplier: Record<string, unknown>, changes: Record<string, unknown>) {
    const answer = await this.app.http
      .put(`/api/admin/suppliers/${supplier.id}`)
      .set(this.auth)
      .send({ ...supplier, ...changes })
      .expect(200);
    return answer.body;
  }

  async runsOf(supplierId: string): Promise<any[]> {
    const filter = encodeURIComponent(JSON.stringify({ supplierId }));
    return (await this.app.http.get(`/api/admin/imports?filter=${filter}`).set(this.auth).expect(200)).body;
  }

  async finished(id: string) {
    for (let i = 0; i < 600; i += 1) {
      const { body } = await this.app.http.get(`/api/admin/imports/${id}`).set(this.auth).expect(200);
      if (['done', 'failed', 'held'].includes(body.status)) return body;
      await sleep(100);
    }
    throw new Error(`run ${id} of shop ${this.name} did not end`);
  }

  async runNow(supplierId: string) {
    const queued = await this.app.http.post('/api/admin/imports/runs').set(this.auth).send({ supplierId }).expect(201);
    return this.finished(queued.body.id);
  }

  /** A tick of the supplier's schedule, the job exactly as bull's repeat adds it; answers how the job ended. */
  async tick(supplierId: string, queue: Queue = this.feeds) {
    const job = await queue.add(this.scope.stamp({ supplierId }), { attempts: 1 });
    return job.finished().then(
      () => 'completed',
      (error: Error) => `failed: ${error.message}`,
    );
  }

  private async clearRedis(): Promise<void> {
    const prefix = QueueScope.of(this.database.url).prefix;
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
  }
}

const tokyo = new Shop('a', 'Asia/Tokyo');
const newYork = new Shop('b', 'America/New_York');
/** Each shop's supplier scheduled every minute, saved first so that its tick comes while other tests run. */
const minutely = new Map<Shop, any>();

beforeAll(async () => {
  feedServer = createServer((request, response) => {
    const feed = feeds.get(request.url ?? '');
    if (feed === undefined) return void response.writeHead(404).end('no such feed');
    response.writeHead(200, { 'content-type': 'text/csv' }).end(feed);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  await Promise.all([tokyo.open(), newYork.open()]);
  for (const shop of [tokyo, newYork])
    minutely.set(shop, await shop.addSupplier('Minutely', { schedule: { kind: 'cron', cron: EVERY_MINUTE } }));
});

afterAll(async () => {
  await Promise.all([tokyo.close(), newYork.close()]);
  redis.disconnect();
  feedServer.close();
});

describe('a schedule is one repeatable job on the feeds queue, under the shop’s prefix', () => {
  test('every 6 hours; changed to a cron in the shop’s time zone, it is replaced; off removes it', async () => {
    const supplier = await tokyo.addSupplier('Six Hourly', { schedule: { kind: 'hours', hours: 6 } });
    expect(tokyo.scope.prefix).toBe(QueueScope.of(tokyo.database.url).prefix);
    expect(await tokyo.repeatablesOf(supplier.id)).toEqual([
      expect.objectContaining({ id: supplier.id, every: SIX_HOURS_MS, cron: null }),
    ]);
    expect((await tokyo.repeatKeys()).filter((key) => key.includes(supplier.id))).toEqual([
      `__default__:${supplier.id}::${SIX_HOURS_MS}`,
    ]);
    const next = new Date(supplier.nextRunAt).getTime();
    expect(next % SIX_HOURS_MS).toBe(0);
    expect(next - Date.now()).toBeGreaterThan(0);
    expect(next - Date.now()).toBeLessThanOrEqual(SIX_HOURS_MS);

    const cron = await tokyo.update(supplier, { schedule: { kind: 'cron', cron: '*/5 * * * *' } });
    expect(cron.schedule).toEqual({ kind: 'cron', hours: null, cron: '*/5 * * * *' });
    expect(await tokyo.repeatablesOf(supplier.id)).toEqual([
      expect.objectContaining({ id: supplier.id, cron: '*/5 * * * *', tz: 'Asia/Tokyo', every: null }),
    ]);
    expect((await tokyo.repeatKeys()).filter((key) => key.includes(supplier.id))).toEqual([
      `__default__:${supplier.id}::Asia/Tokyo:*/5 * * * *`,
    ]);
    expect(new Date(cron.nextRunAt).getUTCMinutes() % 5).toBe(0);

    // Saving it again unchanged keeps the one job.
    await tokyo.update(cron, {});
    expect(await tokyo.repeatablesOf(supplier.id)).toHaveLength(1);

    const off = await tokyo.update(cron, { schedule: { kind: 'off' } });
    expect(off).toMatchObject({ schedule: { kind: 'off' }, nextRunAt: null });
    expect(await tokyo.repeatablesOf(supplier.id)).toEqual([]);
    expect((await tokyo.repeatKeys()).filter((key) => key.includes(supplier.id))).toEqual([]);
  });

  test('a supplier without stones can be removed, and its schedule goes with it', async () => {
    const supplier = await tokyo.addSupplier('Short Lived', { schedule: { kind: 'hours', hours: 12 } });
    expect(await tokyo.repeatablesOf(supplier.id)).toHaveLength(1);
    await tokyo.app.http.delete(`/api/admin/suppliers/${supplier.id}`).set(tokyo.auth).expect(200);
    expect(await tokyo.repeatablesOf(supplier.id)).toEqual([]);
    expect((await tokyo.repeatKeys()).filter((key) => key.includes(supplier.id))).toEqual([]);
  });
});

describe('ticks', () => {
  test('the schedule’s real tick starts a run with trigger "schedule" that ends done, in each shop', async () => {
    const deadline = Date.now() + 75_000;
    for (const shop of [tokyo, newYork]) {
      const supplier = minutely.get(shop);
      const scheduledRun = async () => {
        for (;;) {
          const runs = (await shop.runsOf(supplier.id)).filter((run) => run.trigger === 'schedule');
          if (runs.length) return runs.at(-1);
          if (Date.now() > deadline) throw new Error(`no scheduled run of shop ${shop.name} within 75 s`);
          await sleep(500);
        }
      };
      expect(await shop.finished((await scheduledRun()).id)).toMatchObject({
        status: 'done',
        trigger: 'schedule',
        supplierId: supplier.id,
        createdCount: 5,
      });
      const stone = await shop.app.http.get(`/api/products/stock-number/${shop.name}Minutely-1`).expect(200);
      expect(stone.body.data.price).toBe(1000);
    }
  });

  test('a supplier with stones cannot be removed: its schedule stays until it is turned off', async () => {
    const supplier = (
      await tokyo.app.http
        .get(`/api/admin/suppliers/${minutely.get(tokyo).id}`)
        .set(tokyo.auth)
        .expect(200)
    ).body;
    const refused = await tokyo.app.http.delete(`/api/admin/suppliers/${supplier.id}`).set(tokyo.auth).expect(409);
    expect(refused.body.message).toMatch(/turn its schedule off/);
    expect(await tokyo.repeatablesOf(supplier.id)).toHaveLength(1);
    for (const shop of [tokyo, newYork]) {
      await shop.update(minutely.get(shop), { schedule: { kind: 'off' } });
      expect(await shop.repeatablesOf(minutely.get(shop).id)).toEqual([]);
    }
  });

  test('a tick while a run of the supplier is held for review starts nothing; once discarded, a tick starts a run', async () => {
    const supplier = await tokyo.addSupplier('Shrinking');
    const path = `/${tokyo.name}/Shrinking.csv`;
    feeds.set(path, labGrownFeed(feedStones('SH', 1, 10)));
    expect(await tokyo.runNow(supplier.id)).toMatchObject({ status: 'done', createdCount: 10 });
    feeds.set(path, labGrownFeed(feedStones('SH', 1, 2)));
    const held = await tokyo.runNow(supplier.id);
    expect(held.status).toBe('held');

    expect(await tokyo.tick(supplier.id)).toBe('completed');
    const runs = await tokyo.runsOf(supplier.id);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ id: held.id, status: 'held' });

    await tokyo.app.http.post(`/api/admin/imports/${held.id}/discard`).set(tokyo.auth).expect(200);
    feeds.set(path, labGrownFeed(feedStones('SH', 1, 10, 2000)));
    expect(await tokyo.tick(supplier.id)).toBe('completed');
    const [scheduled] = await tokyo.runsOf(supplier.id);
    expect(scheduled.id).not.toBe(held.id);
    expect(await tokyo.finished(scheduled.id)).toMatchObject({
      status: 'done',
      trigger: 'schedule',
      updatedCount: 10,
    });
  });
});

describe('two shops on one Redis', () => {
  test('each shop’s schedules live only under its own prefix', async () => {
    expect(tokyo.scope.prefix).not.toBe(newYork.scope.prefix);
    const tokyoSupplier = await tokyo.addSupplier('Tokyo Only', { schedule: { kind: 'hours', hours: 3 } });
    const newYorkSupplier = await newYork.addSupplier('New York Only', {
      schedule: { kind: 'cron', cron: '0 6 * * *' },
    });
    expect(await newYork.repeatablesOf(newYorkSupplier.id)).toEqual([
      expect.objectContaining({ cron: '0 6 * * *', tz: 'America/New_York' }),
    ]);

    // Every feeds repeat set in Redis, whoever's: each supplier is in its own shop's only.
    const holders = new Map<string, string[]>();
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*:${QUEUES.feeds}:repeat`, 'COUNT', 1000);
      for (const key of keys) {
        const members = await redis.zrange(key, 0, -1);
        for (const supplier of [tokyoSupplier, newYorkSupplier])
          if (members.some((member) => member.includes(supplier.id)))
            holders.set(supplier.id, [...(holders.get(supplier.id) ?? []), key]);
      }
      if ((cursor = next) === '0') break;
    }
    expect(Object.fromEntries(holders)).toEqual({
      [tokyoSupplier.id]: [`${tokyo.scope.prefix}:${QUEUES.feeds}:repeat`],
      [newYorkSupplier.id]: [`${newYork.scope.prefix}:${QUEUES.feeds}:repeat`],
    });
  });

  test('a tick of one shop that reaches the other’s queue is refused there and starts no run in either', async () => {
    const [tokyoSupplier] = (
      await tokyo.app.http
        .get(`/api/admin/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: 'Tokyo Only' }))}`)
        .set(tokyo.auth)
        .expect(200)
    ).body;
    const imports = async () =>
      Promise.all(
        [tokyo, newYork].map(async (shop) => (await shop.app.http.get('/api/admin/imports').set(shop.auth)).body),
      );
    const before = await imports();

    // Tokyo's tick job, as if the two shared QUEUE_PREFIX: New York's worker takes it and refuses it.
    expect(await tokyo.tick(tokyoSupplier.id, newYork.feeds)).toMatch(
      new RegExp(
        `^failed: Job \\S+ of queue "feeds" belongs to database ${tokyo.scope.database.replace(/[.]/g, '\\.')}`,
      ),
    );
    expect(await imports()).toEqual(before);
  });
});
