import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import pg from 'pg';
import ssh2 from 'ssh2';
import { freePort } from '../src/scripts/test-services.js';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { createDemoAdmin } from './support/leads.js';
import { saveShopMarkup } from './support/import-runs.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startShopProcess, type ShopProcess } from './support/shop-process.js';
import { startSftpServer, type RemoteFile, type SftpServer } from './support/sftp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 21, what supplier-feeds.test.ts (HTTP sources) leaves out, through the staff API as staff use
 * it: suppliers pulling from an SFTP server (password or private key), secrets that never come back in
 * an answer or a log line and are sealed in the database, and feed addresses on private networks
 * refused when FEED_ALLOW_PRIVATE_HOSTS is not set.
 */

const SFTP_USER = 'feeds';
/** Distinctive values, so finding one anywhere is certain to be a leak. */
const SFTP_PASSWORD = 'sftp-pass-h8-Qx7vLm2';
const { private: PRIVATE_KEY, public: PUBLIC_KEY } = ssh2.utils.generateKeyPairSync('ed25519');

/** The supplier's files on the SFTP server, changed by the tests as a supplier's would. */
const remote: Record<string, RemoteFile> = {};
const publish = (path: string, csv: string) => (remote[path] = { data: Buffer.from(csv) });

type Answer = { status: number; body: any; text: string };

/** The staff list of suppliers whose name holds `q`. */
const named = (q: string) => `/api/admin/suppliers?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/** Polls a run (an import) until it ends. */
async function finished(read: (path: string) => Promise<Answer>, id: string) {
  for (let i = 0; i < 600; i += 1) {
    const { body } = await read(`/api/admin/imports/${id}`);
    if (['done', 'failed', 'held'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${id} did not end`);
}

let sftp: SftpServer;
beforeAll(async () => {
  sftp = await startSftpServer({ username: SFTP_USER, password: SFTP_PASSWORD, publicKey: PUBLIC_KEY, files: remote });
});
afterAll(() => sftp.close());

const sftpSource = (path: string, secrets: { password?: string | null; privateKey?: string | null }) => ({
  host: '127.0.0.1',
  port: sftp.port,
  username: SFTP_USER,
  path,
  ...secrets,
});

describe('suppliers on an SFTP server; private feed addresses', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let auth: { Authorization: string };
  const importDir = join(tmpdir(), `shop-test-feed-sftp-${process.pid}`);

  beforeAll(async () => {
    database = await createOwnDatabase('feed_sftp');
    shop = await createTestApp({ IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'true' }, database.url);
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    await saveShopMarkup(shop, auth);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    rmSync(importDir, { recursive: true, force: true });
  });

  const get = async (path: string): Promise<Answer> => {
    const response = await shop.http.get(path).set(auth);
    return { status: response.status, body: response.body, text: response.text };
  };
  const addSupplier = async (name: string, sftpFields: Record<string, unknown>) =>
    (
      await shop.http
        .post('/api/admin/suppliers')
        .set(auth)
        .send({ name, category: 'lab-grown', sourceKind: 'sftp', sftp: sftpFields })
        .expect(201)
    ).body;
  const run = async (supplierId: string) => {
    const queued = await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId }).expect(201);
    return finished(get, queued.body.id);
  };
  /** What shoppers see of a stock number: its price, or null when the storefront has no such stone. */
  const storefrontPrice = async (stockNumber: string) => {
    const answer = await shop.http.get(`/api/products/stock-number/${stockNumber}`);
    return answer.status === 200 ? answer.body.data.price : null;
  };

  test('a supplier signing in with a password: Run now pulls its file, and its stones are on the storefront', async () => {
    publish('/out/pw.csv', labGrownFeed(feedStones('PW', 1, 4, 1200)));
    const supplier = await addSupplier('Sftp Password Gems', sftpSource('/out/pw.csv', { password: SFTP_PASSWORD }));
    expect(supplier.sftp).toEqual({
      host: '127.0.0.1',
      port: sftp.port,
      username: SFTP_USER,
      path: '/out/pw.csv',
      hasPassword: true,
      hasPrivateKey: false,
      // Issue 27: the server's host key, pinned by the first connection (none yet).
      hostKey: null,
      hostKeyConfirmedAt: null,
      presentedHostKey: null,
    });
    const done = await run(supplier.id);
    expect(done).toMatchObject({
      status: 'done',
      trigger: 'manual',
      supplierId: supplier.id,
      createdCount: 4,
      failedCount: 0,
      bytesFetched: remote['/out/pw.csv'].data.length,
    });
    expect(await storefrontPrice('PW-1')).toBe(1200);
    expect(await storefrontPrice('PW-4')).toBe(1203);
  });

  test('a supplier signing in with a private key', async () => {
    publish('/out/key.csv', labGrownFeed(feedStones('KEY', 1, 3, 800)));
    const supplier = await addSupplier('Sftp Key Gems', sftpSource('/out/key.csv', { privateKey: PRIVATE_KEY }));
    expect(supplier.sftp).toMatchObject({ hasPassword: false, hasPrivateKey: true });
    expect(await run(supplier.id)).toMatchObject({ status: 'done', createdCount: 3, failedCount: 0 });
    expect(await storefrontPrice('KEY-2')).toBe(801);
  });

  test('a wrong password fails the run with a readable reason, and nothing changes', async () => {
    const [supplier] = (await get(named('Sftp Password'))).body;
    // The file changed meanwhile: a run that got through would reprice and add stones.
    publish('/out/pw.csv', labGrownFeed(feedStones('PW', 1, 6, 5000)));
    await shop.http
      .put(`/api/admin/suppliers/${supplier.id}`)
      .set(auth)
      .send({ ...supplier, sftp: { ...supplier.sftp, password: 'not-the-password' } })
      .expect(200);
    const offersBefore = (await get(`/api/admin/suppliers/${supplier.id}`)).body.liveStones;

    const failed = await run(supplier.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: "The supplier's SFTP server refused the user name and password or key.",
      createdCount: 0,
      updatedCount: 0,
    });
    expect(await storefrontPrice('PW-1')).toBe(1200);
    expect(await storefrontPrice('PW-5')).toBeNull();
    const after = (await get(`/api/admin/suppliers/${supplier.id}`)).body;
    expect(after).toMatchObject({ liveStones: offersBefore, lastRun: { id: failed.id, status: 'failed' } });
  });

  describe('with FEED_ALLOW_PRIVATE_HOSTS=false', () => {
    let strict: TestApp;
    let strictAuth: { Authorization: string };
    beforeAll(async () => {
      strict = await createTestApp({ IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'false' }, database.url);
      strictAuth = await strict.adminAuth();
    });
    afterAll(() => strict?.close());

    const PRIVATE_HOSTS = ['127.0.0.1', 'localhost', '[::1]', '10.20.30.40', '169.254.169.254'];
    const bodies = (host: string): [string, Record<string, unknown>][] => [
      ['http.url', { sourceKind: 'http', http: { url: `http://${host}:8080/latest/feed.csv` } }],
      ['sftp.host', { sourceKind: 'sftp', sftp: { host, port: 22, username: 'feeds', path: '/out/feed.csv' } }],
    ];

    test('a supplier whose feed is on a loopback, private or link-local address is refused on that field', async () => {
      const [{ id }] = (await get(named('Sftp Key'))).body;
      const saved = (await get(`/api/admin/suppliers/${id}`)).body;
      const before = (await get('/api/admin/suppliers')).body.length;
      for (const host of PRIVATE_HOSTS) {
        for (const [field, source] of bodies(host)) {
          const body = { name: `Private ${host} ${field}`, category: 'lab-grown', ...source };
          const created = await strict.http.post('/api/admin/suppliers').set(strictAuth).send(body);
          const updated = await strict.http
            .put(`/api/admin/suppliers/${saved.id}`)
            .set(strictAuth)
            .send({ ...saved, ...source });
          for (const answer of [created, updated])
            expect({ host, status: answer.status, errors: answer.body.errors }).toEqual({
              host,
              status: 400,
              errors: { [field]: expect.stringContaining('private or local network') },
            });
        }
      }
      expect((await get('/api/admin/suppliers')).body.length).toBe(before);
      expect((await get(`/api/admin/suppliers/${saved.id}`)).body).toEqual(saved);
    });

    test('a supplier saved while private hosts were allowed: its run fails with the reason, without fetching', async () => {
      const [saved] = (await get(named('Sftp Key'))).body;
      publish('/out/key.csv', labGrownFeed(feedStones('KEY', 1, 5, 9000)));
      const connections = sftp.connections();
      const queued = await strict.http
        .post('/api/admin/imports/runs')
        .set(strictAuth)
        .send({ supplierId: saved.id })
        .expect(201);
      const failed = await finished(async (path) => {
        const response = await strict.http.get(path).set(strictAuth);
        return { status: response.status, body: response.body, text: response.text };
      }, queued.body.id);
      expect(failed).toMatchObject({
        status: 'failed',
        bytesFetched: null,
        error: expect.stringMatching(/^The address 127\.0\.0\.1 is in a private or local network/),
      });
      expect(sftp.connections()).toBe(connections);
      expect(await storefrontPrice('KEY-2')).toBe(801);
      expect(await storefrontPrice('KEY-5')).toBeNull();
    });
  });
});

describe('secrets: write-only, sealed, never in an answer or a log line', () => {
  const HTTP_PASSWORD = 'http-pass-h8-Wn4tRz8';
  const HTTP_TOKEN = 'token-h8-9c41e2b7f05d';
  const WRONG_PASSWORD = 'wrong-pass-h8-Yk3sDq6';
  /** Every secret sent, and what would give one away: the basic credentials encoded, the key's lines. */
  const SECRETS = [
    SFTP_PASSWORD,
    HTTP_PASSWORD,
    HTTP_TOKEN,
    WRONG_PASSWORD,
    Buffer.from(`feeds:${HTTP_PASSWORD}`).toString('base64'),
    ...PRIVATE_KEY.split('\n').filter((line) => line && !line.startsWith('-----')),
  ];

  let database: OwnDatabase;
  let shop: ShopProcess;
  let base: string;
  let token: string;
  let feedServer: Server;
  let feedBase: string;
  const ADMIN = { email: 'owner@secrets.test', password: 'secrets-admin-password' };
  const importDir = join(tmpdir(), `shop-test-feed-secrets-${process.pid}`);
  /** Every answer's text, searched for secrets at the end. */
  const answers: string[] = [];

  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, text, body: text ? JSON.parse(text) : null };
  };
  const read = (path: string) => call('GET', path);
  const run = async (supplierId: string) => {
    const queued = await call('POST', '/api/admin/imports/runs', { supplierId });
    expect(queued.status).toBe(201);
    return finished(read, queued.body.id);
  };
  const sealedSecrets = async (): Promise<string[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (
        await client.query<{ secrets: string }>('select secrets from suppliers where secrets is not null')
      ).rows.map((row) => row.secrets);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const basic = `Basic ${Buffer.from(`feeds:${HTTP_PASSWORD}`).toString('base64')}`;
    const feed = labGrownFeed(feedStones('HT', 1, 2, 1500));
    feedServer = createServer((request, response) => {
      const allowed =
        (request.url === '/basic.csv' && request.headers.authorization === basic) ||
        (request.url === '/token.csv' && request.headers['x-api-key'] === HTTP_TOKEN);
      if (allowed) response.writeHead(200, { 'content-type': 'text/csv' }).end(feed);
      else response.writeHead(401).end('who are you?');
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

    database = await createOwnDatabase('feed_secrets');
    const port = await freePort();
    base = `http://localhost:${port}`;
    // The most the shop ever logs (headers too); one process is the API and the worker, so the runs' lines are here.
    shop = startShopProcess({
      PORT: String(port),
      LOG_LEVEL: 'trace',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `shop-test-secrets-${process.pid}`,
      DEMO_DATA: 'false',
      SEARCH_INDEX: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_DIR: importDir,
      MAIL_OUTBOX_DIR: join(importDir, 'outbox'),
      FEED_ALLOW_PRIVATE_HOSTS: 'true',
    });
    await shop.waitFor(`on http://localhost:${port}`);
    token = (await call('POST', '/api/admin/login', ADMIN)).body.token;
    // Issue 29: a run publishes nothing until staff have saved a markup.
    const { markup } = (await call('GET', '/api/admin/markup/default')).body;
    expect((await call('PUT', '/api/admin/markup/default', { markup })).status).toBe(200);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
    feedServer?.close();
    rmSync(importDir, { recursive: true, force: true });
  });

  test('saved secrets come back only as has* flags; "" or absent keeps one, null removes it; runs use them', async () => {
    publish('/out/secret.csv', labGrownFeed(feedStones('SS', 1, 2, 700)));
    const both = await call('POST', '/api/admin/suppliers', {
      name: 'Secret Sftp',
      category: 'lab-grown',
      sourceKind: 'sftp',
      sftp: sftpSource('/out/secret.csv', { password: SFTP_PASSWORD, privateKey: PRIVATE_KEY }),
    });
    expect(both.status).toBe(201);
    expect(both.body.sftp).toMatchObject({ hasPassword: true, hasPrivateKey: true });
    expect(Object.keys(both.body.sftp).sort()).toEqual(
      [
        'hasPassword',
        'hasPrivateKey',
        'host',
        'path',
        'port',
        'username',
        'hostKey',
        'hostKeyConfirmedAt',
        'presentedHostKey',
      ].sort(),
    );
    const basic = await call('POST', '/api/admin/suppliers', {
      name: 'Secret Basic',
      category: 'lab-grown',
      sourceKind: 'http',
      http: { url: `${feedBase}/basic.csv`, auth: 'basic', username: 'feeds', password: HTTP_PASSWORD },
    });
    const header = await call('POST', '/api/admin/suppliers', {
      name: 'Secret Token',
      category: 'lab-grown',
      sourceKind: 'http',
      http: { url: `${feedBase}/token.csv`, auth: 'header', headerName: 'X-Api-Key', token: HTTP_TOKEN },
    });
    expect([basic.status, header.status]).toEqual([201, 201]);
    expect(basic.body.http).toMatchObject({ hasPassword: true, hasToken: false });
    expect(header.body.http).toMatchObject({ hasPassword: false, hasToken: true });
    expect(Object.keys(basic.body.http).sort()).toEqual(
      ['auth', 'hasPassword', 'hasToken', 'headerName', 'url', 'username'].sort(),
    );

    // The answer sent back as it is (no secret in it), then with "": the saved secrets stay and still work.
    const resent = await call('PUT', `/api/admin/suppliers/${both.body.id}`, both.body);
    expect(resent.body.sftp).toMatchObject({ hasPassword: true, hasPrivateKey: true });
    const blank = await call('PUT', `/api/admin/suppliers/${basic.body.id}`, {
      ...basic.body,
      http: { ...basic.body.http, password: '' },
    });
    expect(blank.body.http).toMatchObject({ hasPassword: true });
    expect(await run(basic.body.id)).toMatchObject({ status: 'done', createdCount: 2 });
    expect(await run(header.body.id)).toMatchObject({ status: 'done' });

    // null removes the password; the key alone still signs in.
    const withoutPassword = await call('PUT', `/api/admin/suppliers/${both.body.id}`, {
      ...both.body,
      sftp: { ...both.body.sftp, password: null },
    });
    expect(withoutPassword.body.sftp).toMatchObject({ hasPassword: false, hasPrivateKey: true });
    expect(await run(both.body.id)).toMatchObject({ status: 'done', createdCount: 2 });
    const withoutToken = await call('PUT', `/api/admin/suppliers/${header.body.id}`, {
      ...header.body,
      http: { ...header.body.http, token: null },
    });
    expect(withoutToken.body.http).toMatchObject({ hasToken: false });
    // Issue 27: a header feed without its token is not asked at all (it used to answer 401).
    expect(await run(header.body.id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('No token is saved'),
    });
  });

  test('a run refused for a wrong password says so without the password', async () => {
    const [supplier] = (await read(named('Secret Sftp'))).body;
    const wrong = await call('PUT', `/api/admin/suppliers/${supplier.id}`, {
      ...supplier,
      sftp: { ...supplier.sftp, password: WRONG_PASSWORD, privateKey: null },
    });
    expect(wrong.body.sftp).toMatchObject({ hasPassword: true, hasPrivateKey: false });
    const failed = await run(supplier.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: "The supplier's SFTP server refused the user name and password or key.",
    });
  });

  test('the list tells which secrets are saved, as one supplier’s answer does', async () => {
    const source = (supplier: any) => ({ name: supplier.name, http: supplier.http, sftp: supplier.sftp });
    const listed = (await read('/api/admin/suppliers')).body.map(source);
    const one = await Promise.all(
      listed.map(async ({ name }: { name: string }) => {
        const [{ id }] = (await read(named(name))).body;
        return source((await read(`/api/admin/suppliers/${id}`)).body);
      }),
    );
    expect(listed).toEqual(one);
  });

  test('no answer, log line or database column holds a secret in clear text', async () => {
    const suppliers = await read('/api/admin/suppliers');
    expect(suppliers.body).toHaveLength(3);
    for (const supplier of suppliers.body) await read(`/api/admin/suppliers/${supplier.id}`);
    const runs = await read('/api/admin/imports');
    expect(runs.body.length).toBeGreaterThanOrEqual(5);
    for (const importRun of runs.body) await read(`/api/admin/imports/${importRun.id}`);
    await read(`/api/admin/imports?filter=${encodeURIComponent(JSON.stringify({ supplierId: suppliers.body[0].id }))}`);

    // The worker's last lines reach the output before it is searched.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = shop.output();
    expect(log).toContain('/api/admin/suppliers');
    const sealed = await sealedSecrets();
    expect(sealed).toHaveLength(2); // the token supplier's was removed
    for (const secret of SECRETS) {
      expect({ secret, inAnswers: answers.some((text) => text.includes(secret)) }).toEqual({
        secret,
        inAnswers: false,
      });
      expect({ secret, inLog: log.includes(secret) }).toEqual({ secret, inLog: false });
      expect({ secret, inDatabase: sealed.some((text) => text.includes(secret)) }).toEqual({
        secret,
        inDatabase: false,
      });
    }
    for (const text of sealed) expect(text).toMatch(/^v1:/);
  });
});
