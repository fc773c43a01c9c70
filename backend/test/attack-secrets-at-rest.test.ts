import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { createDemoAdmin } from './support/leads.js';
import { runSupplierNow, saveShopMarkup } from './support/import-runs.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { dashboardDump, redisDump } from './support/shop-dump.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 27, "a scan of every Redis key of the shop for any token or secret": after a shop has done what
 * creates secrets (supplier runs signing in with a password and a token, one of them refused; a customer
 * signed in and out; a reset link mailed and used), none of them rests in clear in Redis (every key of
 * the shop, every type), on the staff queue dashboard (every queue, every status) or in PostgreSQL.
 */

const FEED_PASSWORD = 'feed-pass-rest-Qz81vN';
const FEED_TOKEN = 'feed-token-rest-7c2d9e';
const WRONG_TOKEN = 'feed-token-rest-refused-55aa';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attack: secrets at rest', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let redis: Redis;
  let feeds: http.Server;
  let feedPort: number;
  const outbox = mkdtempSync(join(tmpdir(), 'secrets-at-rest-outbox-'));
  const importDir = mkdtempSync(join(tmpdir(), 'secrets-at-rest-imports-'));

  beforeAll(async () => {
    const csv = labGrownFeed(feedStones('REST', 1, 3));
    // A supplier's server: the feed for the right password or token, 401 for anything else.
    feeds = http.createServer((request, response) => {
      const basic = `Basic ${Buffer.from(`feeds:${FEED_PASSWORD}`).toString('base64')}`;
      const allowed = request.headers.authorization === basic || request.headers['x-api-key'] === FEED_TOKEN;
      if (!allowed) return void response.writeHead(401).end('no');
      response.writeHead(200, { 'content-type': 'text/csv' }).end(csv);
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedPort = (feeds.address() as AddressInfo).port;
    database = await createOwnDatabase('secrets_at_rest');
    shop = await createTestApp(
      {
        FEED_ALLOW_PRIVATE_HOSTS: 'true',
        IMPORT_DIR: importDir,
        MAIL_OUTBOX_DIR: outbox,
        PUBLIC_URL: 'https://shop.test',
      },
      database.url,
    );
    await createDemoAdmin(shop);
    await saveShopMarkup(shop, await shop.adminAuth());
    redis = new Redis(shop.config.redisUrl, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    redis?.disconnect();
    await shop?.close();
    await database?.drop();
    await new Promise<void>((resolve) => feeds?.close(() => resolve()));
    rmSync(outbox, { recursive: true, force: true });
    rmSync(importDir, { recursive: true, force: true });
  });

  let suppliers = 0;
  async function runSupplier(http: Record<string, unknown>): Promise<{ status: string }> {
    const auth = await shop.adminAuth();
    suppliers += 1;
    const supplier = await shop.http
      .post('/api/admin/suppliers')
      .set(auth)
      .send({ name: `Rest supplier ${suppliers}`, category: 'lab-grown', sourceKind: 'http', http })
      .expect(201);
    return runSupplierNow(shop, auth, supplier.body.id);
  }

  async function resetLinkToken(email: string): Promise<string> {
    for (let i = 0; i < 200; i += 1) {
      for (const name of readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
        const mail = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
        if (mail.includes(`To: ${email}`)) {
          const token = mail.match(/https:\/\/shop\.test\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
          if (token) return token;
        }
      }
      await sleep(100);
    }
    throw new Error('no reset mail');
  }

  test('no feed password or token, sign-in token, session or reset link rests in Redis, the queue dashboard or the database', async () => {
    const url = `http://127.0.0.1:${feedPort}/stones.csv`;
    expect((await runSupplier({ url, auth: 'basic', username: 'feeds', password: FEED_PASSWORD })).status).toBe('done');
    expect((await runSupplier({ url, auth: 'header', headerName: 'X-Api-Key', token: FEED_TOKEN })).status).toBe(
      'done',
    );
    // A refused run keeps its reason (on the run and the failed job): it must not quote the secret it sent.
    expect((await runSupplier({ url, auth: 'header', headerName: 'X-Api-Key', token: WRONG_TOKEN })).status).toBe(
      'failed',
    );

    const { input, token: signInToken } = await registerCustomer(shop);
    await shop.http
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${signInToken}` })
      .expect(200);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const resetToken = await resetLinkToken(input.email);
    await shop.http
      .post('/api/auth/reset-password')
      .send({ token: resetToken, password: 'new-secret-456' })
      .expect(200);
    const session = await shop.http.post('/api/auth/login').send({ email: input.email, password: 'new-secret-456' });
    expect(session.status).toBe(200);
    await shop.http
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${session.body.token}` })
      .expect(204);
    const sessionId = JSON.parse(Buffer.from(session.body.token.split('.')[1], 'base64url').toString()).jti as string;
    expect(sessionId).toBeTruthy();

    const secrets = {
      FEED_PASSWORD,
      FEED_TOKEN,
      WRONG_TOKEN,
      basicHeader: Buffer.from(`feeds:${FEED_PASSWORD}`).toString('base64'),
      signInToken,
      newSignInToken: session.body.token as string,
      resetToken,
      userPassword: 'new-secret-456',
      customerEmail: input.email,
    };
    const places = {
      redis: await redisDump(redis, shop),
      dashboard: await dashboardDump(shop, ['mail', 'imports', 'feeds']),
      database: await databaseDump(database.url),
    };
    expect(places.redis).toContain(':imports:');
    expect(places.dashboard).toContain('"name":"imports"');
    for (const [place, text] of Object.entries(places))
      for (const [name, secret] of Object.entries(secrets)) {
        // The database keeps the customer's address (it is their account), and only that.
        if (place === 'database' && name === 'customerEmail') continue;
        expect({ place, name, found: text.includes(secret) }).toEqual({ place, name, found: false });
      }
    // The session is in PostgreSQL by id only, as revoked; the token that named it is nowhere.
    expect(places.database).toContain(sessionId);
  });
});

/** Every row of every table of the shop's database, as text. */
async function databaseDump(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const out: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query(`select * from ${name}`);
      out.push(`${name} ${JSON.stringify(rows)}`);
    }
    return out.join('\n');
  } finally {
    await client.end();
  }
}
