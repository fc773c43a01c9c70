import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { generate as selfSignedCertificate } from 'selfsigned';
import ssh2 from 'ssh2';
import {
  assertPublicHost,
  FeedFetchError,
  FeedSecretsError,
  fetchFeed,
  isPublicAddress,
  openSecrets,
  sealSecrets,
  secretOrigin,
  type FetchFeedOptions,
  type HttpFeedSource,
  type SftpFeedSource,
} from '../src/modules/suppliers/source/index.js';
import { pinnedLookup } from '../src/modules/suppliers/source/private-hosts.js';
import { startSftpServer, type RemoteFile, type SftpServer } from './support/sftp-server.js';

// Issue 21: fetching a supplier's feed from a local HTTP(S) server and an in-process SFTP server
// (ssh2's Server), every failure staff must be told about, the private-host guard and sealed secrets.

const FEED = Buffer.from('Stock #,Shape,Carat,Price\n' + 'LG-1,Round,1.01,1200\n'.repeat(2000));
const SECRETS = {
  httpPassword: 'http-pass-Zq81',
  httpToken: 'token-9f3c1e77aa',
  sftpPassword: 'sftp-pass-Kw55',
  sftpPrivateKey: '', // set once the key pair is made
};
const { private: CLIENT_KEY, public: CLIENT_PUBLIC_KEY } = ssh2.utils.generateKeyPairSync('ed25519');
SECRETS.sftpPrivateKey = CLIENT_KEY;

const work = mkdtempSync(join(tmpdir(), 'feed-sources-'));
let fileCount = 0;
const destination = () => join(work, `feed-${++fileCount}.csv`);
const LOCAL: FetchFeedOptions = { allowPrivateHosts: true, timeoutMs: 5_000, idleTimeoutMs: 2_000 };

/** Every failure seen, checked at the end for secrets. */
const failures: FeedFetchError[] = [];
async function failure(fetching: Promise<unknown>, file?: string): Promise<FeedFetchError> {
  const error = await fetching.then(
    () => {
      throw new Error('the fetch succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  failures.push(error as FeedFetchError);
  if (file) expect(existsSync(file)).toBe(false); // the partial file is removed
  return error as FeedFetchError;
}
const listening = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

// ---------------------------------------------------------------------------------------------
// A supplier's web server

const basicAuth = `Basic ${Buffer.from(`feeds:${SECRETS.httpPassword}`).toString('base64')}`;
let lastHeadersAtOtherOrigin: http.IncomingHttpHeaders | undefined;
let httpPort: number;
let httpsPort: number;
const httpUrl = (path: string, host = '127.0.0.1') => `http://${host}:${httpPort}${path}`;

function supplierSite(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  const sendFeed = () => response.writeHead(200, { 'content-length': FEED.length }).end(FEED);
  if (request.headers.host?.startsWith('localhost')) lastHeadersAtOtherOrigin = request.headers;
  switch (path) {
    case '/feed.csv':
      return sendFeed();
    case '/basic.csv':
      return request.headers.authorization === basicAuth ? sendFeed() : response.writeHead(401).end();
    case '/token.csv':
      return request.headers['x-api-key'] === SECRETS.httpToken ? sendFeed() : response.writeHead(403).end();
    case '/broken':
      return response.writeHead(500).end();
    case '/moved':
      return response.writeHead(302, { location: '/feed.csv' }).end();
    case '/moved-away':
      return response.writeHead(302, { location: httpUrl('/feed.csv', 'localhost') }).end();
    case '/loop':
      return response.writeHead(302, { location: '/loop' }).end();
    case '/stalls':
      // Sends the head and one chunk, then nothing.
      return response.writeHead(200).write('Stock #,Shape\n');
    case '/trickles': {
      // A byte every 50 ms, forever: never idle, never done.
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'), 50);
      return response.on('close', () => clearInterval(timer));
    }
    case '/cut-short':
      // Promises 1,000 bytes, sends 400 and hangs up.
      response.writeHead(200, { 'content-length': 1000 });
      return response.write('x'.repeat(400), () => response.destroy());
    case '/huge-declared':
      response.writeHead(200, { 'content-length': 50_000_000 });
      return response.end();
    case '/huge-chunked':
      response.writeHead(200);
      for (let i = 0; i < 20; i++) response.write(Buffer.alloc(64 * 1024, 120));
      return response.end();
    default:
      return response.writeHead(404).end();
  }
}
const httpServer = http.createServer(supplierSite);
let httpsServer: https.Server;

// ---------------------------------------------------------------------------------------------
// A supplier's SFTP server

/** Remote files: content, and the size STAT states (a file cut short states more than it gives). */
const REMOTE: Record<string, RemoteFile> = {
  '/out/feed.csv': { data: FEED },
  '/out/cut.csv': { data: FEED.subarray(0, 400), statedSize: FEED.length },
  '/out/stalls.csv': { data: FEED, stall: true },
};
let sftpServer: SftpServer;
let sftpPort: number;
const sftpSource = (overrides: Partial<SftpFeedSource> = {}): SftpFeedSource => {
  const source: SftpFeedSource = {
    kind: 'sftp',
    host: '127.0.0.1',
    port: sftpPort,
    username: 'feeds',
    path: '/out/feed.csv',
    password: SECRETS.sftpPassword,
    ...overrides,
  };
  // The secrets were entered for this server (issue 27: a secret goes only to the origin it was entered for).
  return { secretsOrigin: secretOrigin(source), ...source };
};

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const { private: key, cert } = await selfSignedCertificate([{ name: 'commonName', value: '127.0.0.1' }]);
  httpsServer = https.createServer({ key, cert }, supplierSite);
  [httpPort, httpsPort, sftpServer] = await Promise.all([
    listening(httpServer),
    listening(httpsServer),
    startSftpServer({
      username: 'feeds',
      password: SECRETS.sftpPassword,
      publicKey: CLIENT_PUBLIC_KEY,
      files: REMOTE,
      folders: ['/out'],
    }),
  ]);
  sftpPort = sftpServer.port;
});

afterAll(async () => {
  httpServer.closeAllConnections();
  httpsServer.closeAllConnections();
  await Promise.all([httpServer, httpsServer].map((s) => new Promise((r) => s.close(r))));
  await sftpServer.close();
  rmSync(work, { recursive: true, force: true });
});

describe('HTTP sources', () => {
  const source = (path: string, auth: Partial<HttpFeedSource> = {}): HttpFeedSource => ({
    kind: 'http',
    url: httpUrl(path),
    auth: 'none',
    secretsOrigin: secretOrigin({ url: httpUrl(path) }),
    ...auth,
  });

  test('downloads the file, streamed to the destination, and answers its size', async () => {
    const file = destination();
    expect(await fetchFeed(source('/feed.csv'), file, LOCAL)).toEqual({ bytes: FEED.length });
    expect(readFileSync(file).equals(FEED)).toBe(true);
  });

  test('basic authentication and a header token', async () => {
    const basic = source('/basic.csv', { auth: 'basic', username: 'feeds', password: SECRETS.httpPassword });
    expect(await fetchFeed(basic, destination(), LOCAL)).toEqual({ bytes: FEED.length });
    const token = source('/token.csv', { auth: 'header', headerName: 'X-Api-Key', token: SECRETS.httpToken });
    expect(await fetchFeed(token, destination(), LOCAL)).toEqual({ bytes: FEED.length });
  });

  test('401 and 403: the supplier refused the credentials', async () => {
    const basic = source('/basic.csv', { auth: 'basic', username: 'feeds', password: 'wrong' });
    expect(await failure(fetchFeed(basic, destination(), LOCAL))).toMatchObject({
      code: 'unauthorized',
      reason: 'The supplier refused the credentials (HTTP 401).',
    });
    const token = source('/token.csv', { auth: 'header', headerName: 'X-Api-Key', token: 'wrong' });
    expect(await failure(fetchFeed(token, destination(), LOCAL))).toMatchObject({
      code: 'unauthorized',
      reason: 'The supplier refused the credentials (HTTP 403).',
    });
  });

  test('404 and other statuses', async () => {
    expect(await failure(fetchFeed(source('/gone.csv'), destination(), LOCAL))).toMatchObject({
      code: 'not-found',
      reason: expect.stringContaining('HTTP 404'),
    });
    expect(await failure(fetchFeed(source('/broken'), destination(), LOCAL))).toMatchObject({
      code: 'http-status',
      reason: "The supplier's server answered HTTP 500 Internal Server Error.",
    });
  });

  test('an unreachable host: nothing listening, or no such name', async () => {
    const refused = { kind: 'http', url: `http://127.0.0.1:${await closedPort()}/feed.csv`, auth: 'none' } as const;
    expect(await failure(fetchFeed(refused, destination(), LOCAL))).toMatchObject({
      code: 'unreachable',
      reason: "The supplier's server could not be reached (ECONNREFUSED).",
    });
    const unknown = { kind: 'http', url: 'http://no-such-supplier.invalid/feed.csv', auth: 'none' } as const;
    expect(await failure(fetchFeed(unknown, destination(), LOCAL))).toMatchObject({
      code: 'unreachable',
      reason: expect.stringContaining('no-such-supplier.invalid could not be found'),
    });
  });

  test('timeouts: a server that stalls (idle) and one that never finishes (total)', async () => {
    const stalls = destination();
    expect(await failure(fetchFeed(source('/stalls'), stalls, { ...LOCAL, idleTimeoutMs: 300 }), stalls)).toMatchObject(
      {
        code: 'timeout',
        reason: "The supplier's server sent nothing for 300 ms.",
      },
    );
    const trickles = destination();
    const total = { ...LOCAL, timeoutMs: 600, idleTimeoutMs: 300 };
    expect(await failure(fetchFeed(source('/trickles'), trickles, total), trickles)).toMatchObject({
      code: 'timeout',
      reason: 'The download took longer than 600 ms.',
    });
  });

  test('a transfer cut short: fewer bytes than Content-Length, then the connection closes', async () => {
    const file = destination();
    expect(await failure(fetchFeed(source('/cut-short'), file, LOCAL), file)).toMatchObject({
      code: 'cut-short',
      reason: expect.stringMatching(/^The transfer was cut short after/),
    });
  });

  test('too large: refused on the declared length, or once the limit is passed', async () => {
    const limited = { ...LOCAL, maxBytes: 1024 * 1024 };
    for (const path of ['/huge-declared', '/huge-chunked']) {
      const file = destination();
      expect(await failure(fetchFeed(source(path), file, limited), file)).toMatchObject({
        code: 'too-large',
        reason: 'The feed is larger than the limit of 1 MB.',
      });
    }
  });

  test('a certificate that is not trusted is a TLS error', async () => {
    const secure = { kind: 'http', url: `https://127.0.0.1:${httpsPort}/feed.csv`, auth: 'none' } as const;
    expect(await failure(fetchFeed(secure, destination(), LOCAL))).toMatchObject({
      code: 'tls',
      reason: expect.stringContaining('DEPTH_ZERO_SELF_SIGNED_CERT'),
    });
  });

  test('redirects: followed up to 3; credentials are sent to the feed’s own origin only', async () => {
    expect(await fetchFeed(source('/moved'), destination(), LOCAL)).toEqual({ bytes: FEED.length });
    expect(await failure(fetchFeed(source('/loop'), destination(), LOCAL))).toMatchObject({
      code: 'http-status',
      reason: "The supplier's server redirected more than 3 times.",
    });
    const token = source('/moved-away', { auth: 'header', headerName: 'X-Api-Key', token: SECRETS.httpToken });
    expect(await fetchFeed(token, destination(), LOCAL)).toEqual({ bytes: FEED.length });
    expect(lastHeadersAtOtherOrigin).toBeDefined();
    expect(lastHeadersAtOtherOrigin!['x-api-key']).toBeUndefined();
  });

  test('a source that cannot be fetched as set up says why', async () => {
    expect(await failure(fetchFeed({ ...source('/'), url: 'ftp://x/feed.csv' }, destination(), LOCAL))).toMatchObject({
      code: 'bad-source',
    });
    const badHeader = source('/token.csv', { auth: 'header', headerName: 'X Api Key', token: SECRETS.httpToken });
    expect(await failure(fetchFeed(badHeader, destination(), LOCAL))).toMatchObject({ code: 'bad-source' });
  });
});

describe('SFTP sources', () => {
  test('downloads with a password or a private key', async () => {
    const file = destination();
    expect(await fetchFeed(sftpSource(), file, LOCAL)).toEqual({
      bytes: FEED.length,
      hostKey: expect.stringMatching(/^SHA256:/),
    });
    expect(readFileSync(file).equals(FEED)).toBe(true);
    const withKey = sftpSource({ password: undefined, privateKey: SECRETS.sftpPrivateKey });
    expect(await fetchFeed(withKey, destination(), LOCAL)).toMatchObject({ bytes: FEED.length });
  });

  test('refused credentials: a wrong password, or a key that is not a key', async () => {
    expect(await failure(fetchFeed(sftpSource({ password: 'wrong' }), destination(), LOCAL))).toMatchObject({
      code: 'auth',
      reason: "The supplier's SFTP server refused the user name and password or key.",
    });
    const notAKey = sftpSource({ password: undefined, privateKey: 'not a key' });
    expect(await failure(fetchFeed(notAKey, destination(), LOCAL))).toMatchObject({
      code: 'auth',
      reason: expect.stringContaining('private key could not be read'),
    });
  });

  test('no such file, or a folder', async () => {
    expect(await failure(fetchFeed(sftpSource({ path: '/out/none.csv' }), destination(), LOCAL))).toMatchObject({
      code: 'not-found',
      reason: 'There is no file /out/none.csv on the SFTP server.',
    });
    expect(await failure(fetchFeed(sftpSource({ path: '/out' }), destination(), LOCAL))).toMatchObject({
      code: 'not-found',
      reason: '/out on the SFTP server is a folder, not a file.',
    });
  });

  test('unreachable, and timeouts: a server that never greets, a read that never comes back', async () => {
    expect(await failure(fetchFeed(sftpSource({ port: await closedPort() }), destination(), LOCAL))).toMatchObject({
      code: 'unreachable',
      reason: "The supplier's SFTP server could not be reached (ECONNREFUSED).",
    });
    const silent = net.createServer(() => {});
    try {
      const port = await listening(silent);
      const quick = { ...LOCAL, idleTimeoutMs: 300 };
      expect(await failure(fetchFeed(sftpSource({ port }), destination(), quick))).toMatchObject({
        code: 'timeout',
        reason: 'The SFTP server did not answer within 300 ms.',
      });
    } finally {
      silent.close();
    }
    const file = destination();
    const stalls = fetchFeed(sftpSource({ path: '/out/stalls.csv' }), file, { ...LOCAL, idleTimeoutMs: 300 });
    expect(await failure(stalls, file)).toMatchObject({ code: 'timeout' });
  });

  test('cut short: fewer bytes than the size the server stated; too large: refused before the transfer', async () => {
    const file = destination();
    expect(await failure(fetchFeed(sftpSource({ path: '/out/cut.csv' }), file, LOCAL), file)).toMatchObject({
      code: 'cut-short',
      reason: `The transfer was cut short after 400 of ${FEED.length.toLocaleString('en-US')} bytes.`,
    });
    expect(await failure(fetchFeed(sftpSource(), destination(), { ...LOCAL, maxBytes: 1000 }))).toMatchObject({
      code: 'too-large',
      reason: 'The feed is larger than the limit of 1,000 bytes.',
    });
  });
});

describe('private hosts', () => {
  test('loopback, private, link-local, CGNAT, multicast, unspecified and mapped addresses are not public', () => {
    const notPublic = ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1'];
    notPublic.push('0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1');
    notPublic.push('::ffff:10.0.0.1', 'ff02::1');
    for (const address of notPublic) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  test('feeds on 127.0.0.1, or on a name that resolves to it, are refused unless private hosts are allowed', async () => {
    const refuse = { ...LOCAL, allowPrivateHosts: false };
    const onLoopback = { kind: 'http', url: httpUrl('/feed.csv'), auth: 'none' } as const;
    expect(await failure(fetchFeed(onLoopback, destination(), refuse))).toMatchObject({
      code: 'private-host',
      reason: expect.stringContaining('The address 127.0.0.1 is in a private or local network'),
    });
    const byName = { ...onLoopback, url: httpUrl('/feed.csv', 'localhost') };
    expect(await failure(fetchFeed(byName, destination(), refuse))).toMatchObject({
      code: 'private-host',
      reason: expect.stringMatching(/^The address localhost \((127\.0\.0\.1|::1)\) is in a private or local network/),
    });
    expect(await failure(fetchFeed(sftpSource({ host: 'localhost' }), destination(), refuse))).toMatchObject({
      code: 'private-host',
    });
    expect(await fetchFeed(byName, destination(), LOCAL)).toEqual({ bytes: FEED.length });
  });

  test('assertPublicHost, for saving a supplier: refuses private hosts, lets names that do not resolve pass', async () => {
    await expect(assertPublicHost('localhost', false)).rejects.toMatchObject({ code: 'private-host' });
    await expect(assertPublicHost('[::1]', false)).rejects.toMatchObject({ code: 'private-host' });
    await expect(assertPublicHost('localhost', true)).resolves.toBeUndefined();
    await expect(assertPublicHost('no-such-supplier.invalid', false)).resolves.toBeUndefined();
  });

  test('connections go to the addresses checked, whatever the name resolves to later (DNS rebinding)', async () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }]);
    const answer = await new Promise((resolve) =>
      lookup('rebinding.example', { all: true }, (error, addresses) => resolve({ error, addresses })),
    );
    expect(answer).toEqual({ error: null, addresses: [{ address: '93.184.216.34', family: 4 }] });
  });
});

describe('sealed secrets', () => {
  const KEY = 'k'.repeat(40);

  test('round trip; the sealed text is versioned, holds no secret and differs each time', () => {
    const sealed = sealSecrets(SECRETS, KEY);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    for (const secret of Object.values(SECRETS)) expect(sealed).not.toContain(secret);
    expect(sealSecrets(SECRETS, KEY)).not.toBe(sealed);
    expect(openSecrets(sealed, KEY)).toEqual(SECRETS);
    expect(openSecrets(sealSecrets({ httpToken: 't', httpPassword: '' }, KEY), KEY)).toEqual({ httpToken: 't' });
    expect(openSecrets(null, KEY)).toEqual({});
  });

  test('a wrong key or altered text is a clear error, never garbage', () => {
    const sealed = sealSecrets(SECRETS, KEY);
    const altered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const [text, key] of [
      [sealed, 'another key of forty characters........'],
      [altered, KEY],
    ]) {
      expect(() => openSecrets(text, key)).toThrow(FeedSecretsError);
      expect(() => openSecrets(text, key)).toThrow(/cannot be opened with this FEED_SECRET_KEY/);
    }
    expect(() => openSecrets('plain text', KEY)).toThrow(/not in a known format/);
  });
});

test('no secret appears in any error message', () => {
  expect(failures.length).toBeGreaterThan(20);
  const secrets = [...Object.values(SECRETS), basicAuth.slice('Basic '.length), CLIENT_KEY.split('\n')[1]];
  for (const error of failures) {
    const told = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    for (const secret of secrets) expect(told).not.toContain(secret);
  }
});
