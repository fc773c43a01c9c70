import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import Bull from 'bull';
import { Redis } from 'ioredis';
import pg from 'pg';
import { LOST_IMPORT_REASON } from '../src/modules/inventory/import-sweep.js';
import { QueueScope } from '../src/modules/queue/queue-scope.js';
import { freePort } from '../src/scripts/test-services.js';
import { generateFeed } from './support/inventory.js';
import { contactBody } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startShopProcess, type ShopProcess } from './support/shop-process.js';

jest.setTimeout(180_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'owner@two-shops.test', password: 'two shops one redis' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One shop: its own database, folders and processes, with the DEFAULT queue settings (no
 * QUEUE_PREFIX). Its API runs alone (ROLE=api) so the test decides when its worker runs.
 */
class Shop {
  readonly dir: string;
  readonly importDir: string;
  readonly outbox: string;
  database!: OwnDatabase;
  port!: number;
  token!: string;
  readonly processes: ShopProcess[] = [];

  constructor(
    readonly name: string,
    private readonly role: 'api' | 'all',
  ) {
    this.dir = join(tmpdir(), `shop-two-shops-${name}-${process.pid}`);
    this.importDir = join(this.dir, 'imports');
    this.outbox = join(this.dir, 'outbox');
  }

  get scope(): QueueScope {
    return QueueScope.of(this.database.url);
  }

  private env(role: string): Record<string, string> {
    return {
      ROLE: role,
      PORT: String(this.port),
      DATABASE_URL: this.database.url,
      DEMO_DATA: 'false',
      SEARCH_INDEX: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_DIR: this.importDir,
      MAIL_OUTBOX_DIR: this.outbox,
      LEAD_RATE_LIMIT_PER_IP: '3/1h',
    };
  }

  async open(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
    this.database = await createOwnDatabase(`two_shops_${this.name}`);
    this.port = await freePort();
    const api = startShopProcess(this.env(this.role));
    this.processes.push(api);
    await api.waitFor(`on http://localhost:${this.port}`);
    this.token = (await this.call('POST', '/api/admin/login', ADMIN)).body.token;
  }

  async startWorker(): Promise<ShopProcess> {
    const worker = startShopProcess(this.env('worker'));
    this.processes.push(worker);
    await worker.waitFor('Queue worker started (ROLE=worker)');
    return worker;
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`http://localhost:${this.port}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  async upload(path: string, category: string): Promise<string> {
    const form = new FormData();
    form.append('category', category);
    form.append('file', new Blob([readFileSync(path)], { type: 'text/csv' }), 'feed.csv');
    const response = await fetch(`http://localhost:${this.port}/api/admin/imports`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { id: string }).id;
  }

  importOf = async (id: string) => (await this.call('GET', `/api/admin/imports/${id}`)).body;

  async finished(id: string, ms = 90_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const record = await this.importOf(id);
      if (record.status === 'done' || record.status === 'failed') return record;
      if (Date.now() > deadline) throw new Error(`import ${id} of shop ${this.name} is still ${record.status}`);
      await sleep(200);
    }
  }

  async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  mails = () => (existsSync(this.outbox) ? readdirSync(this.outbox).filter((file) => file.endsWith('.eml')) : []);

  async close(): Promise<void> {
    for (const running of this.processes) await running.stop();
    if (this.database) {
      const redis = new Redis(REDIS_URL);
      for (let cursor = '0'; ;) {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.scope.prefix}:*`, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        if ((cursor = next) === '0') break;
      }
      redis.disconnect();
      await this.database.drop();
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** An import row whose job is gone, as a worker that died or a Redis that lost its data leaves it. */
async function insertLostImport(shop: Shop, feed: string, requeued: boolean): Promise<string> {
  const id = randomUUID();
  mkdirSync(join(shop.importDir, 'incoming'), { recursive: true });
  copyFileSync(feed, join(shop.importDir, 'incoming', `${id}.csv`));
  await shop.query(
    `insert into imports (id, file_name, stored_file, file_size, category, status, columns, created_at, heartbeat_at, requeued_at)
     values ($1, 'lost.csv', $2, $3, 'jewelry', $4, '[]', now() - interval '10 minutes', $5, $5)`,
    [
      id,
      `incoming/${id}.csv`,
      readFileSync(feed).length,
      requeued ? 'running' : 'queued',
      requeued ? new Date(Date.now() - 600_000) : null,
    ],
  );
  return id;
}

describe('two shops on one Redis, default settings', () => {
  const a = new Shop('a', 'api');
  const b = new Shop('b', 'all');
  let aWorker: ShopProcess;

  beforeAll(async () => {
    await Promise.all([a.open(), b.open()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  test('each shop has its own key prefix, derived from its database', () => {
    expect(a.scope.prefix).not.toBe(b.scope.prefix);
    expect(a.scope.database).toMatch(/:\d+\/\w+_two_shops_a$/);
  });

  test("A's e-mails and imports wait for A's worker: B's worker never takes them; a lost import is queued again once, then failed with a Retry", async () => {
    const contact = await a.call('POST', '/api/contact', contactBody({ fullName: 'Ada Only-A' }));
    expect(contact.status).toBe(201);
    const feed = generateFeed('lab-grown', 40, { seed: 3 });
    const queued = await a.upload(feed.path, 'lab-grown');
    const jewelry = generateFeed('jewelry', 30, { seed: 4 });
    const lost = await insertLostImport(a, jewelry.path, false);
    const lostAgain = await insertLostImport(a, jewelry.path, true);

    // B's own work runs at once, beside A's waiting jobs.
    const bImport = await b.upload(jewelry.path, 'jewelry');
    expect(await b.finished(bImport)).toMatchObject({ status: 'done', createdCount: 30 });
    await sleep(1500);
    expect(b.mails()).toEqual([]);
    expect((await a.importOf(queued)).status).toBe('queued');

    aWorker = await a.startWorker();
    expect(await a.finished(queued)).toMatchObject({ status: 'done', createdCount: 40 });
    const mailDeadline = Date.now() + 20_000;
    while (a.mails().length < 2 && Date.now() < mailDeadline) await sleep(200);
    expect(a.mails()).toHaveLength(2);
    expect(
      a
        .mails()
        .map((file) => readFileSync(join(a.outbox, file), 'utf8'))
        .join('\n'),
    ).toContain('Ada Only-A');
    expect(b.mails()).toEqual([]);
    expect(await b.query("select 1 from products where product_type = 'lab-grown'")).toEqual([]);

    // The sweep (at the worker's start, then every minute): the lost import is queued again and runs…
    expect(await a.finished(lost)).toMatchObject({ status: 'done', createdCount: 30 });
    // …the one lost after its re-queue is failed with a reason staff can read, and a Retry.
    const failed = await a.finished(lostAgain);
    expect(failed).toMatchObject({ status: 'failed', error: LOST_IMPORT_REASON, retryable: true });
    expect(aWorker.output()).toMatch(/lost its job again/);
    const retried = await a.call('POST', `/api/admin/imports/${lostAgain}/retry`);
    expect(retried).toMatchObject({ status: 202, body: { status: 'queued', error: null } });
    expect(await a.finished(lostAgain)).toMatchObject({
      status: 'done',
      createdCount: 0,
      updatedCount: 30,
      retryable: false,
    });
    expect((await a.call('POST', `/api/admin/imports/${lostAgain}/retry`)).status).toBe(409);
  });

  test("rate-limit counters are the shop's own: A refusing an IP does not make B refuse it", async () => {
    // A's limit is 3 an hour per IP, and the test above used one.
    for (let i = 0; i < 2; i += 1) expect((await a.call('POST', '/api/contact', contactBody())).status).toBe(201);
    expect((await a.call('POST', '/api/contact', contactBody())).status).toBe(429);
    expect((await b.call('POST', '/api/contact', contactBody())).status).toBe(201);
  });

  test("a job of another database that reaches A's queues is failed, naming both databases, never completed", async () => {
    const stranger = 'elsewhere.example:5432/other_shop';
    const jobs = await Promise.all(
      [
        ['imports', { importId: randomUUID() }],
        ['mail', { kind: 'lead-notification', id: randomUUID() }],
      ].map(async ([name, data]) => {
        const queue = new Bull(name as string, REDIS_URL, { prefix: a.scope.prefix });
        const job = await queue.add({ ...(data as object), database: stranger }, { attempts: 1 });
        return { queue, job };
      }),
    );
    const mailsBefore = a.mails().length;
    try {
      for (const { queue, job } of jobs) {
        const deadline = Date.now() + 20_000;
        while (!['failed', 'completed'].includes(await job.getState()) && Date.now() < deadline) await sleep(100);
        const settled = (await queue.getJob(job.id))!;
        expect(await settled.getState()).toBe('failed');
        expect(settled.failedReason).toContain(`belongs to database ${stranger}`);
        expect(settled.failedReason).toContain(`this worker uses database ${a.scope.database}`);
      }
      await aWorker.waitFor(`belongs to database ${stranger}`);
      expect(a.mails()).toHaveLength(mailsBefore);
    } finally {
      await Promise.all(jobs.map(({ queue }) => queue.close()));
    }
  });

  test('a worker killed with SIGKILL mid-import: the retried job leaves exactly the rows, history and counters of a clean run', async () => {
    const feed = generateFeed('natural', 6_000, { seed: 9, badRate: 0.01 });
    // The clean run, in shop B.
    const clean = await b.finished(await b.upload(feed.path, 'natural'));
    expect(clean).toMatchObject({ status: 'done', totalItems: 6_000 });

    const id = await a.upload(feed.path, 'natural');
    const deadline = Date.now() + 60_000;
    while ((await a.importOf(id)).totalItems < 2000 && Date.now() < deadline) await sleep(50);
    aWorker.child.kill('SIGKILL');
    await aWorker.exited;
    const killed = await a.importOf(id);
    expect(killed.status).toBe('running');
    expect(killed.totalItems).toBeLessThan(6_000);

    // A new worker takes the job once the dead one's lock expires, and resumes after the last committed batch.
    aWorker = await a.startWorker();
    const resumed = await a.finished(id);
    const counters = ({
      status,
      totalItems,
      createdCount,
      updatedCount,
      successCount,
      failedCount,
      unavailableCount,
    }: Record<string, unknown>) => ({
      status,
      totalItems,
      createdCount,
      updatedCount,
      successCount,
      failedCount,
      unavailableCount,
    });
    expect(counters(resumed)).toEqual(counters(clean));

    const rows = `select to_jsonb(p) - 'id' - 'created_at' - 'updated_at' as row from products p where product_type = 'natural-diamond' order by stock_number`;
    const history = `select stock_number, action, actor_email, changes from product_audit_entries
                      where stock_number in (select stock_number from products where product_type = 'natural-diamond')
                      order by stock_number, created_at`;
    const failures = `select row_index, stock_number, field, error from import_failures where import_id = $1 order by row_index`;
    const [aRows, bRows] = await Promise.all([a.query(rows), b.query(rows)]);
    expect(aRows).toHaveLength(6_000 - feed.brokenRows.length);
    expect(aRows).toEqual(bRows);
    const [aHistory, bHistory] = await Promise.all([a.query(history), b.query(history)]);
    expect(aHistory).toHaveLength(aRows.length);
    expect(aHistory).toEqual(bHistory);
    expect(await a.query(failures, [id])).toEqual(await b.query(failures, [clean.id]));
  });
});
