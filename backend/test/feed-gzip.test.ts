import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import ssh2 from 'ssh2';
import {
  FeedFetchError,
  fetchFeed,
  fetchFeedHead,
  secretOrigin,
  type FetchFeedOptions,
  type HttpFeedSource,
  type SftpFeedSource,
} from '../src/modules/suppliers/source/index.js';
import { startSftpServer, type SftpServer } from './support/sftp-server.js';

// Issue 31 point 8: suppliers that send their feed gzipped (a compressed answer, or a .gz file over HTTP
// or SFTP) get it decoded as it streams, and the size limit holds for the decoded bytes: a gzip bomb
// (a few hundred kB unpacking to 100 MB) is refused with a reason, and nothing of it is left on disk.

const FEED = Buffer.from('Stock #,Shape,Carat,Price\n' + 'LG-1,Round,1.01,1200\n'.repeat(20_000));
const GZIPPED = gzipSync(FEED);
const BOMB = gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x30)); // 100 MB of "0" in about 100 kB
const LIMIT = 2 * 1024 * 1024;
const LOCAL: FetchFeedOptions = { allowPrivateHosts: true, timeoutMs: 10_000, idleTimeoutMs: 3_000, maxBytes: LIMIT };

const work = mkdtempSync(join(tmpdir(), 'feed-gzip-'));
let fileCount = 0;
const destination = () => join(work, `feed-${++fileCount}.csv`);

/** What the server saw of the last request, to check the client asked for gzip. */
let lastAcceptEncoding: string | undefined;

function supplierSite(request: IncomingMessage, response: ServerResponse) {
  lastAcceptEncoding = request.headers['accept-encoding'];
  const send = (headers: Record<string, string | number>, body: Buffer) =>
    response.writeHead(200, { 'content-length': body.length, ...headers }).end(body);
  switch (request.url) {
    case '/compressed.csv': // a server compressing its answer
      return send({ 'content-type': 'text/csv', 'content-encoding': 'gzip' }, GZIPPED);
    case '/stones.csv.gz': // a gzip file, named so
      return send({ 'content-type': 'application/octet-stream' }, GZIPPED);
    case '/export': // a gzip file, told by its type
      return send({ 'content-type': 'application/gzip' }, GZIPPED);
    case '/bomb.csv.gz':
      return send({ 'content-type': 'application/gzip' }, BOMB);
    case '/bomb-encoded.csv':
      return send({ 'content-encoding': 'gzip' }, BOMB);
    case '/not-really.csv.gz':
      return send({}, FEED.subarray(0, 5000));
    case '/cut.csv.gz': // the server hangs up inside the gzip data (its stated length is met)
      return send({}, GZIPPED.subarray(0, GZIPPED.length - 10));
    default:
      return response.writeHead(404).end();
  }
}
const httpServer = http.createServer(supplierSite);
let httpPort: number;
const source = (path: string): HttpFeedSource => {
  const url = `http://127.0.0.1:${httpPort}${path}`;
  return { kind: 'http', url, auth: 'none', secretsOrigin: secretOrigin({ url }) };
};

async function failure(fetching: Promise<unknown>, file: string): Promise<FeedFetchError> {
  const error = await fetching.then(
    () => new Error('the fetch succeeded'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  expect(existsSync(file)).toBe(false); // nothing of it is kept
  return error as FeedFetchError;
}

const SFTP_PASSWORD = 'sftp-pass-gz-1';
let sftpServer: SftpServer;
const sftpSource = (path: string): SftpFeedSource => {
  const target = { host: '127.0.0.1', port: sftpServer.port, username: 'feeds', path, password: SFTP_PASSWORD };
  return { kind: 'sftp', ...target, secretsOrigin: secretOrigin(target) };
};

beforeAll(async () => {
  httpPort = await new Promise<number>((resolve) =>
    httpServer.listen(0, '127.0.0.1', () => resolve((httpServer.address() as AddressInfo).port)),
  );
  sftpServer = await startSftpServer({
    username: 'feeds',
    password: SFTP_PASSWORD,
    publicKey: ssh2.utils.generateKeyPairSync('ed25519').public,
    files: { '/out/stones.csv.gz': { data: GZIPPED }, '/out/bomb.csv.gz': { data: BOMB } },
  });
});

afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
  await sftpServer.close();
  rmSync(work, { recursive: true, force: true });
});

describe('gzip feeds over HTTP', () => {
  test.each(['/compressed.csv', '/stones.csv.gz', '/export'])(
    '%s is decoded as it comes: the file written is the CSV, its size the decoded one',
    async (path) => {
      const file = destination();
      expect(await fetchFeed(source(path), file, LOCAL)).toEqual({ bytes: FEED.length });
      expect(readFileSync(file).equals(FEED)).toBe(true);
      expect(lastAcceptEncoding).toBe('gzip'); // the server may compress its answer
    },
  );

  test.each(['/bomb.csv.gz', '/bomb-encoded.csv'])(
    'a gzip bomb (%s, 100 kB unpacking to 100 MB) is refused at the limit, its reason says so, no file is left',
    async (path) => {
      expect(BOMB.length).toBeLessThan(LIMIT); // the compressed size alone would pass
      const file = destination();
      const error = await failure(fetchFeed(source(path), file, LOCAL), file);
      expect(error.code).toBe('too-large');
      expect(error.reason).toBe(
        'The feed is gzip-compressed and unpacks to more than the limit of 2 MB: it was not kept.',
      );
    },
  );

  test('a file named .gz that is not gzip is refused with a reason, not imported as garbage', async () => {
    const file = destination();
    const error = await failure(fetchFeed(source('/not-really.csv.gz'), file, LOCAL), file);
    expect(error).toMatchObject({ code: 'bad-gzip', reason: expect.stringMatching(/not gzip data/) });
  });

  test('gzip data that ends early is a transfer cut short', async () => {
    const file = destination();
    expect((await failure(fetchFeed(source('/cut.csv.gz'), file, LOCAL), file)).code).toBe('cut-short');
  });

  test('the preview reads the decoded head only, cut after a whole line, even of a bomb', async () => {
    const file = destination();
    const { bytes } = await fetchFeedHead(source('/stones.csv.gz'), file, { ...LOCAL, headBytes: 4096 });
    expect(bytes).toBe(4096);
    const head = readFileSync(file, 'utf8');
    expect(FEED.toString('utf8').startsWith(head)).toBe(true);
    expect(head.endsWith('\n')).toBe(true);

    const bomb = destination();
    await fetchFeedHead(source('/bomb.csv.gz'), bomb, { ...LOCAL, headBytes: 4096 });
    expect(readFileSync(bomb).length).toBeLessThanOrEqual(4096);
  });
});

describe('gzip feeds over SFTP', () => {
  test('a .gz file is decoded, its decoded bytes held to the limit', async () => {
    const file = destination();
    expect(await fetchFeed(sftpSource('/out/stones.csv.gz'), file, LOCAL)).toMatchObject({ bytes: FEED.length });
    expect(readFileSync(file).equals(FEED)).toBe(true);

    const bomb = destination();
    const error = await failure(fetchFeed(sftpSource('/out/bomb.csv.gz'), bomb, LOCAL), bomb);
    expect(error.code).toBe('too-large');
  });

  test('the preview of a .gz file is its decoded head', async () => {
    const file = destination();
    await fetchFeedHead(sftpSource('/out/stones.csv.gz'), file, { ...LOCAL, headBytes: 4096 });
    const head = readFileSync(file, 'utf8');
    expect(head.startsWith('Stock #,Shape,Carat,Price\nLG-1,Round')).toBe(true);
    expect(head.length).toBeLessThanOrEqual(4096);
  });
});
