import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import pg from 'pg';
import ssh2 from 'ssh2';
import { FeedFetchError, fetchFeed, type FeedSource } from '../src/modules/suppliers/source/index.js';
import { feedStones, labGrownFeed } from './support/feed-csv.js';
import { createDemoAdmin } from './support/leads.js';
import { runSupplierNow, saveShopMarkup } from './support/import-runs.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startSftpServer, type RemoteFile, type SftpServer } from './support/sftp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

/**
 * Issue 27, points 7–10, as an attacker with a staff account (or a hostile network) would try them:
 * - a saved password or token must not follow the feed's address to another host, port or scheme;
 * - an SFTP server must be the one first met (its host key pinned), not whoever answers at the address;
 * - the private-address guard must hold for every way of writing a loopback or private address;
 * - the mapping preview must not make the server download a whole (huge) feed to show five rows.
 */

const PASSWORD = 'feed-pass-a27-Vt9qLx';
const TOKEN = 'feed-token-a27-4e1b9c0d';
const NEW_PASSWORD = 'feed-pass-a27-typed-again';
const SFTP_USER = 'feeds';
const SFTP_PASSWORD = 'sftp-pass-a27-Hm3wQz';
const { private: CLIENT_KEY, public: CLIENT_PUBLIC_KEY } = ssh2.utils.generateKeyPairSync('ed25519');
const basic = (password: string) => `Basic ${Buffer.from(`feeds:${password}`).toString('base64')}`;

/** What OpenSSH prints for a host key: SHA256 and the unpadded base64 of the public key blob's hash. */
function fingerprintOf(privateKey: string): string {
  const key = ssh2.utils.parseKey(privateKey) as ssh2.ParsedKey;
  return `SHA256:${createHash('sha256').update(key.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
}

type Seen = { host?: string; path?: string; authorization?: string; apiKey?: string };

/** A supplier's (or an attacker's) web server: serves a small feed at any path and records every request's headers. */
async function recordingServer(csv: string) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    const headers: IncomingHttpHeaders = request.headers;
    seen.push({
      host: headers.host,
      path: request.url,
      authorization: headers.authorization,
      apiKey: headers['x-api-key'] as string | undefined,
    });
    response.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(csv) }).end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    /** Requests that carried a credential. */
    credentialed: () => seen.filter((request) => request.authorization || request.apiKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: OwnDatabase;
let shop: TestApp;
let auth: { Authorization: string };
const importDir = mkdtempSync(join(tmpdir(), 'attack-supplier-secrets-'));

beforeAll(async () => {
  database = await createOwnDatabase('attack_supplier_secrets');
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

let suppliers = 0;
async function addSupplier(shape: Record<string, unknown>) {
  suppliers += 1;
  const response = await shop.http
    .post('/api/admin/suppliers')
    .set(auth)
    .send({ name: `Attack Supplier ${suppliers}`, category: 'lab-grown', ...shape });
  expect(response.status).toBe(201);
  return response.body;
}
const change = (id: string, body: Record<string, unknown>) =>
  shop.http.put(`/api/admin/suppliers/${id}`).set(auth).send(body);
const read = async (id: string) => (await shop.http.get(`/api/admin/suppliers/${id}`).set(auth).expect(200)).body;
const run = (id: string) => runSupplierNow(shop, auth, id);

describe('point 7: a saved secret stays with the scheme, host and port it was entered for', () => {
  const feed = (prefix: string) => labGrownFeed(feedStones(prefix, 1, 3, 1000));

  test('a new host: the saved password is dropped (hasPassword false) and the run sends no Authorization there', async () => {
    const supplierSite = await recordingServer(feed('MH'));
    const attacker = await recordingServer(feed('MH'));
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: {
          url: `http://127.0.0.1:${supplierSite.port}/feed.csv`,
          auth: 'basic',
          username: 'feeds',
          password: PASSWORD,
        },
      });
      expect(supplier.http.hasPassword).toBe(true);
      expect(await run(supplier.id)).toMatchObject({ status: 'done' });
      expect(supplierSite.seen.at(-1)?.authorization).toBe(basic(PASSWORD));

      // Only the address changes, as an attacker with a staff account would send it.
      const moved = await change(supplier.id, { http: { url: `http://localhost:${attacker.port}/feed.csv` } });
      expect(moved.status).toBe(200);
      expect(moved.body.http).toMatchObject({ auth: 'basic', username: 'feeds', hasPassword: false });
      expect((await read(supplier.id)).http.hasPassword).toBe(false);

      const failed = await run(supplier.id);
      expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/No password is saved/) });
      expect(attacker.credentialed()).toEqual([]);
      expect(JSON.stringify(attacker.seen)).not.toContain(basic(PASSWORD).slice(6));

      // Typed again in the same save as the new address (plain http is fine for a secret typed for it): kept, used.
      const retyped = await change(supplier.id, {
        http: { url: `http://localhost:${attacker.port}/feed.csv`, password: NEW_PASSWORD },
      });
      expect(retyped.body.http.hasPassword).toBe(true);
      expect(await run(supplier.id)).toMatchObject({ status: 'done' });
      expect(attacker.credentialed().map((request) => request.authorization)).toEqual([basic(NEW_PASSWORD)]);
    } finally {
      await supplierSite.close();
      await attacker.close();
    }
  });

  test('a new port: the saved header token is dropped and never sent to it', async () => {
    const supplierSite = await recordingServer(feed('MP'));
    const attacker = await recordingServer(feed('MP'));
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: {
          url: `http://127.0.0.1:${supplierSite.port}/feed.csv`,
          auth: 'header',
          headerName: 'X-Api-Key',
          token: TOKEN,
        },
      });
      expect(await run(supplier.id)).toMatchObject({ status: 'done' });
      expect(supplierSite.seen.at(-1)?.apiKey).toBe(TOKEN);
      // Another path on the same origin (the scheme in capitals, the port the same) keeps it.
      const samePlace = await change(supplier.id, { http: { url: `HTTP://127.0.0.1:${supplierSite.port}/other.csv` } });
      expect(samePlace.body.http.hasToken).toBe(true);

      const moved = await change(supplier.id, { http: { url: `http://127.0.0.1:${attacker.port}/feed.csv` } });
      expect(moved.body.http).toMatchObject({ auth: 'header', headerName: 'X-Api-Key', hasToken: false });
      expect(await run(supplier.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/No token/) });
      expect(attacker.credentialed()).toEqual([]);
    } finally {
      await supplierSite.close();
      await attacker.close();
    }
  });

  test('https to plain http on the same host and port: the password entered for https is dropped', async () => {
    const plain = await recordingServer(feed('MS'));
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: { url: `https://127.0.0.1:${plain.port}/feed.csv`, auth: 'basic', username: 'feeds', password: PASSWORD },
      });
      expect(supplier.http.hasPassword).toBe(true);
      const downgraded = await change(supplier.id, { http: { url: `http://127.0.0.1:${plain.port}/feed.csv` } });
      expect(downgraded.body.http).toMatchObject({
        url: `http://127.0.0.1:${plain.port}/feed.csv`,
        hasPassword: false,
      });
      expect(await run(supplier.id)).toMatchObject({ status: 'failed' });
      expect(plain.credentialed()).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  test('defence in depth: an address changed behind the API (the database) gets no secret at run time', async () => {
    const supplierSite = await recordingServer(feed('MD'));
    const attacker = await recordingServer(feed('MD'));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: {
          url: `http://127.0.0.1:${supplierSite.port}/feed.csv`,
          auth: 'basic',
          username: 'feeds',
          password: PASSWORD,
        },
      });
      await client.query('update suppliers set http_url = $1 where id = $2', [
        `http://127.0.0.1:${attacker.port}/feed.csv`,
        supplier.id,
      ]);
      const failed = await run(supplier.id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: expect.stringContaining(`entered for http://127.0.0.1:${supplierSite.port}`),
      });
      expect(failed.error).not.toContain(PASSWORD);
      expect(attacker.credentialed()).toEqual([]);
    } finally {
      await client.end();
      await supplierSite.close();
      await attacker.close();
    }
  });
});

describe('points 7 and 8 on SFTP: secrets and the pinned host key stay with the server', () => {
  const remote: Record<string, RemoteFile> = {};
  const HOST_KEY_1 = ssh2.utils.generateKeyPairSync('ed25519').private;
  const HOST_KEY_2 = ssh2.utils.generateKeyPairSync('ed25519').private;
  const FP1 = fingerprintOf(HOST_KEY_1);
  const FP2 = fingerprintOf(HOST_KEY_2);
  let genuine: SftpServer;
  let impostor: SftpServer;
  /** The supplier's address: a TCP relay to whichever server answers there now. */
  let relay: net.Server;
  let relayPort: number;
  let answering: () => number;

  beforeAll(async () => {
    const common = { username: SFTP_USER, password: SFTP_PASSWORD, publicKey: CLIENT_PUBLIC_KEY, files: remote };
    genuine = await startSftpServer({ ...common, hostKey: HOST_KEY_1 });
    impostor = await startSftpServer({ ...common, hostKey: HOST_KEY_2 });
    answering = () => genuine.port;
    relay = net.createServer((socket) => {
      const upstream = net.connect(answering(), '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    relayPort = (relay.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => relay?.close(resolve));
    await genuine?.close();
    await impostor?.close();
  });

  const pinKey = (id: string, fingerprint: string | null) =>
    shop.http.post(`/api/admin/suppliers/${id}/host-key`).set(auth).send({ fingerprint });

  test('a new SFTP host drops the saved password and key; a new port drops them too unless typed again', async () => {
    remote['/out/moved.csv'] = { data: Buffer.from(labGrownFeed(feedStones('SM', 1, 2, 700))) };
    const supplier = await addSupplier({
      sourceKind: 'sftp',
      sftp: {
        host: '127.0.0.1',
        port: genuine.port,
        username: SFTP_USER,
        path: '/out/moved.csv',
        password: SFTP_PASSWORD,
        privateKey: CLIENT_KEY,
      },
    });
    expect(supplier.sftp).toMatchObject({ hasPassword: true, hasPrivateKey: true, hostKey: null });
    expect(await run(supplier.id)).toMatchObject({ status: 'done' });
    expect((await read(supplier.id)).sftp.hostKey).toBe(FP1);

    const moved = await change(supplier.id, { sftp: { host: 'localhost' } });
    expect(moved.status).toBe(200);
    expect(moved.body.sftp).toMatchObject({
      host: 'localhost',
      hasPassword: false,
      hasPrivateKey: false,
      hostKey: null,
    });

    const back = await change(supplier.id, { sftp: { host: '127.0.0.1', password: SFTP_PASSWORD } });
    expect(back.body.sftp).toMatchObject({ hasPassword: true, hasPrivateKey: false });
    const otherPort = await change(supplier.id, { sftp: { port: impostor.port } });
    expect(otherPort.body.sftp).toMatchObject({ port: impostor.port, hasPassword: false, hostKey: null });
  });

  test('the first run pins the host key; another key fails the run naming both; staff confirm, accept or forget', async () => {
    remote['/out/pin.csv'] = { data: Buffer.from(labGrownFeed(feedStones('PIN', 1, 3, 900))) };
    const supplier = await addSupplier({
      sourceKind: 'sftp',
      sftp: { host: '127.0.0.1', port: relayPort, username: SFTP_USER, path: '/out/pin.csv', password: SFTP_PASSWORD },
    });
    expect(supplier.sftp).toMatchObject({ hostKey: null, hostKeyConfirmedAt: null, presentedHostKey: null });

    expect(await run(supplier.id)).toMatchObject({ status: 'done', createdCount: 3 });
    expect((await read(supplier.id)).sftp).toMatchObject({
      hostKey: FP1,
      hostKeyConfirmedAt: null,
      presentedHostKey: null,
    });
    const confirmed = await pinKey(supplier.id, FP1);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.sftp).toMatchObject({ hostKey: FP1, hostKeyConfirmedAt: expect.any(String) });

    // Someone else answers at the supplier's address now.
    answering = () => impostor.port;
    remote['/out/pin.csv'] = { data: Buffer.from(labGrownFeed(feedStones('PIN', 1, 6, 1))) };
    const failed = await run(supplier.id);
    expect(failed).toMatchObject({ status: 'failed', createdCount: 0, updatedCount: 0 });
    expect(failed.error).toContain(`expected ${FP1}`);
    expect(failed.error).toContain(`presented ${FP2}`);
    expect((await read(supplier.id)).sftp).toMatchObject({ hostKey: FP1, presentedHostKey: FP2 });
    // A stored fingerprint edit through PUT is ignored: only the host-key route pins.
    const sneaked = await change(supplier.id, { sftp: { hostKey: FP2 } });
    expect(sneaked.body.sftp.hostKey).toBe(FP1);

    // The supplier really moved servers: staff accept the new key, and runs go through again.
    const accepted = await pinKey(supplier.id, FP2);
    expect(accepted.body.sftp).toMatchObject({ hostKey: FP2, presentedHostKey: null });
    expect(await run(supplier.id)).toMatchObject({ status: 'done' });

    // Forgotten: the mapping preview (like a first run) records the key it meets.
    expect((await pinKey(supplier.id, null)).body.sftp).toMatchObject({ hostKey: null, hostKeyConfirmedAt: null });
    await shop.http.post('/api/admin/imports/preview').set(auth).send({ supplierId: supplier.id }).expect(200);
    expect((await read(supplier.id)).sftp).toMatchObject({ hostKey: FP2, hostKeyConfirmedAt: null });

    const bad = await pinKey(supplier.id, 'SHA256:not-a-fingerprint');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ fingerprint: expect.stringContaining('SHA256') });
    answering = () => genuine.port;
  });
});

describe('point 9: the private-address guard, every way an address can be written', () => {
  let strict: TestApp;
  let strictAuth: { Authorization: string };
  let onPublicHost: Record<string, unknown>;
  beforeAll(async () => {
    strict = await createTestApp({ IMPORT_DIR: importDir, FEED_ALLOW_PRIVATE_HOSTS: 'false' }, database.url);
    strictAuth = await strict.adminAuth();
    const created = await strict.http
      .post('/api/admin/suppliers')
      .set(strictAuth)
      .send({
        name: 'Public Guard Gems',
        category: 'lab-grown',
        sourceKind: 'http',
        http: { url: 'http://8.8.8.8/feed.csv' },
      })
      .expect(201);
    onPublicHost = created.body;
  });
  afterAll(() => strict?.close());

  /** Hosts as staff could type them, each a loopback, private, link-local or otherwise local address. */
  const PRIVATE = [
    '127.0.0.1',
    '2130706433', // decimal
    '0177.0.0.1', // octal
    '0x7f.0.0.1', // hex
    '127.1', // short
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[::]',
    '0.0.0.0',
    '[::ffff:127.0.0.1]', // v4-mapped
    '[::ffff:7f00:1]',
    '[::7f00:1]', // v4-compatible (::/96)
    '[::127.0.0.1]',
    '[::a9fe:a9fe]', // ::169.254.169.254
    '[::ffff:0:7f00:1]', // SIIT (::ffff:0:0:0/96)
    '[64:ff9b::7f00:1]', // NAT64
    '[64:ff9b:1::a00:1]', // local-use NAT64
    '[2002:7f00:1::]', // 6to4 of 127.0.0.1
    '[2001::1]', // Teredo
    '169.254.169.254',
    '[fe80::1]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '[::ffff:a9fe:a9fe]',
    'localhost',
    'LOCALHOST.',
    'localhost.',
    'feeds.localhost',
  ];
  /** The same hosts as an SFTP host field takes them (bare IPv6 too). */
  const SFTP_PRIVATE = [...PRIVATE, '::1', '::7f00:1', '::127.0.0.1', '64:ff9b::7f00:1', 'fe80::1'];
  const httpBody = (host: string) => ({ sourceKind: 'http', http: { url: `http://${host}:8080/feed.csv` } });
  const sftpBody = (host: string) => ({
    sourceKind: 'sftp',
    sftp: { host, port: 22, username: 'feeds', path: '/out/feed.csv' },
  });

  test('on save: POST and PUT answer 400 on http.url or sftp.host for each', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ...PRIVATE.map((host): [string, string, Record<string, unknown>] => [host, 'http.url', httpBody(host)]),
      ...SFTP_PRIVATE.map((host): [string, string, Record<string, unknown>] => [host, 'sftp.host', sftpBody(host)]),
    ];
    const accepted: string[] = [];
    for (const [host, field, source] of cases) {
      const created = await strict.http
        .post('/api/admin/suppliers')
        .set(strictAuth)
        .send({ name: `Guard ${field} ${host}`, category: 'lab-grown', ...source });
      const updated = await strict.http
        .put(`/api/admin/suppliers/${onPublicHost.id}`)
        .set(strictAuth)
        .send({ ...onPublicHost, ...source });
      for (const [verb, answer] of [
        ['POST', created],
        ['PUT', updated],
      ] as const)
        if (answer.status !== 400 || !/private or local network/.test(answer.body.errors?.[field] ?? ''))
          accepted.push(`${verb} ${field} ${host}: ${answer.status} ${JSON.stringify(answer.body.errors)}`);
    }
    expect(accepted).toEqual([]);
    const after = (await strict.http.get(`/api/admin/suppliers/${onPublicHost.id}`).set(strictAuth)).body;
    expect(after.http.url).toBe('http://8.8.8.8/feed.csv');

    // Public addresses, IPv4 or IPv6 (a mapped public v4 too), are still accepted.
    for (const host of ['8.8.4.4', '[2001:4860:4860::8888]', '[::ffff:8.8.8.8]']) {
      const created = await strict.http
        .post('/api/admin/suppliers')
        .set(strictAuth)
        .send({ name: `Public ${host}`, category: 'lab-grown', ...httpBody(host) });
      expect({ host, status: created.status }).toEqual({ host, status: 201 });
      await strict.http.delete(`/api/admin/suppliers/${created.body.id}`).set(strictAuth).expect(200);
    }
  });

  test('at run time: the fetch refuses each before connecting', async () => {
    const through: string[] = [];
    const work = mkdtempSync(join(tmpdir(), 'guard-'));
    const sources: FeedSource[] = [
      ...PRIVATE.map((host): FeedSource => ({ kind: 'http', url: `http://${host}:8080/feed.csv`, auth: 'none' })),
      ...SFTP_PRIVATE.map((host): FeedSource => ({ kind: 'sftp', host, port: 22, username: 'feeds', path: '/f.csv' })),
    ];
    for (const [i, source] of sources.entries()) {
      const error = await fetchFeed(source, join(work, `${i}.csv`), {
        allowPrivateHosts: false,
        timeoutMs: 3_000,
        idleTimeoutMs: 1_000,
      }).then(
        () => null,
        (e: unknown) => e,
      );
      if (!(error instanceof FeedFetchError) || error.code !== 'private-host')
        through.push(`${JSON.stringify(source)}: ${String(error)}`);
    }
    rmSync(work, { recursive: true, force: true });
    expect(through).toEqual([]);
  });

  test('a run of a supplier saved while private hosts were allowed fails with the reason, nothing fetched', async () => {
    const site = await recordingServer(labGrownFeed(feedStones('GV', 1, 2)));
    try {
      for (const url of [`http://[::7f00:1]:${site.port}/feed.csv`, `http://LOCALHOST.:${site.port}/feed.csv`]) {
        const supplier = await addSupplier({ sourceKind: 'http', http: { url } });
        const failed = await runSupplierNow(strict, strictAuth, supplier.id);
        expect({ url, status: failed.status, error: failed.error }).toEqual({
          url,
          status: 'failed',
          error: expect.stringContaining('private or local network'),
        });
      }
      expect(site.seen).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('point 10: the mapping preview reads the first bytes only', () => {
  /** A 48 MB feed: the header, then whole rows. */
  const block = labGrownFeed(feedStones('BIG', 1, 600, 1500))
    .split('\n')
    .slice(1)
    .join('\n');
  const header = labGrownFeed([]);
  const BIG = Buffer.concat([
    Buffer.from(header),
    ...Array.from({ length: Math.ceil((48 << 20) / block.length) }, () => Buffer.from(block)),
  ]);
  const HEAD_LIMIT = 256 * 1024;

  /** Serves BIG, honouring Range or not, and counts the bytes it handed to the connection. */
  async function bigFeedServer(ranges: boolean) {
    const state = { sent: 0, range: undefined as string | undefined, done: Promise.resolve() };
    const server: Server = http.createServer((request, response) => {
      state.range = request.headers.range;
      const match = /^bytes=0-(\d+)$/.exec(request.headers.range ?? '');
      if (ranges && match) {
        const body = BIG.subarray(0, Number(match[1]) + 1);
        state.sent += body.length;
        response
          .writeHead(206, {
            'content-range': `bytes 0-${body.length - 1}/${BIG.length}`,
            'content-length': body.length,
          })
          .end(body);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv', 'content-length': BIG.length });
      state.done = (async () => {
        for (let offset = 0; offset < BIG.length && !response.destroyed; offset += 64 * 1024) {
          const chunk = BIG.subarray(offset, offset + 64 * 1024);
          state.sent += chunk.length;
          if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
        }
        response.end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, state, close: () => server.close() };
  }

  const preview = (supplierId: string) => shop.http.post('/api/admin/imports/preview').set(auth).send({ supplierId });

  test('HTTP with Range support: one range request for the first 256 KiB, and the five rows', async () => {
    const server = await bigFeedServer(true);
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: { url: `http://127.0.0.1:${server.port}/big.csv` },
      });
      const answer = await preview(supplier.id);
      expect(answer.status).toBe(200);
      expect(answer.body.rows).toHaveLength(5);
      expect(answer.body.rows[0][0]).toBe('BIG-1');
      expect(server.state.range).toBe(`bytes=0-${HEAD_LIMIT - 1}`);
      expect(server.state.sent).toBeLessThanOrEqual(HEAD_LIMIT);
    } finally {
      server.close();
    }
  });

  test('HTTP without Range support: the download stops after the first bytes, far from the whole file', async () => {
    const server = await bigFeedServer(false);
    try {
      const supplier = await addSupplier({
        sourceKind: 'http',
        http: { url: `http://127.0.0.1:${server.port}/big.csv` },
      });
      const answer = await preview(supplier.id);
      expect(answer.status).toBe(200);
      expect(answer.body.rows).toHaveLength(5);
      await server.state.done;
      // What the kernel's socket buffers took before the connection closed, at most: never the 48 MB.
      expect(server.state.sent).toBeLessThan(16 << 20);
    } finally {
      server.close();
    }
  });

  test('SFTP: only the first bytes of the file are read', async () => {
    const remote: Record<string, RemoteFile> = { '/out/big.csv': { data: BIG.subarray(0, 8 << 20) } };
    const server = await startSftpServer({
      username: SFTP_USER,
      password: SFTP_PASSWORD,
      publicKey: CLIENT_PUBLIC_KEY,
      files: remote,
    });
    try {
      const supplier = await addSupplier({
        sourceKind: 'sftp',
        sftp: {
          host: '127.0.0.1',
          port: server.port,
          username: SFTP_USER,
          path: '/out/big.csv',
          password: SFTP_PASSWORD,
        },
      });
      const answer = await preview(supplier.id);
      expect(answer.status).toBe(200);
      expect(answer.body.rows).toHaveLength(5);
      expect(remote['/out/big.csv'].served).toBeLessThanOrEqual(HEAD_LIMIT);
    } finally {
      await server.close();
    }
  });
});
