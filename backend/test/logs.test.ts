import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { freePort } from '../src/scripts/test-services.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startServer } from './support/server-process.js';

/** One API request with headers that must not reach the log at `info`; answers its X-Request-Id. */
async function probe(port: number): Promise<string> {
  const response = await fetch(`http://localhost:${port}/api/health?probe=1`, {
    headers: { 'User-Agent': 'log-probe-agent', Authorization: 'Bearer secret-probe-token' },
  });
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id');
  expect(id).toBeTruthy();
  return id!;
}

/** The log lines that mention a request id, once the server had time to write them. */
async function linesOf(output: () => string, id: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 300));
  return output()
    .split('\n')
    .filter((line) => line.includes(id));
}

describe('logs a person can read', () => {
  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('logs');
  });
  afterAll(async () => {
    await own?.drop();
  });

  test('development at the default level: a start banner with the URLs and the demo login, then one short line per request without headers', async () => {
    const port = await freePort();
    // An empty database in development: the demo admin and catalogue are made on this start.
    const server = startServer({
      NODE_ENV: 'development',
      LOG_LEVEL: undefined,
      PORT: String(port),
      DATABASE_URL: own.url,
      QUEUE_PREFIX: 'shop-test-logs',
    });
    try {
      await server.waitFor('Demo admin ', 60_000);
      const banner = server.output();
      const base = `http://localhost:${port}`;
      expect(banner).toMatch(new RegExp(`^ +Storefront +${base}/$`, 'm'));
      expect(banner).toMatch(new RegExp(`^ +Console +${base}/admin$`, 'm'));
      expect(banner).toMatch(new RegExp(`^ +API docs +${base}/api/docs$`, 'm'));
      expect(banner).toMatch(/^ +Demo admin +admin@lumenjewelers\.example \/ demo-admin-password$/m);
      // Nest's list of every module and route is detail for debug, not the start a person reads.
      expect(banner).not.toContain('Mapped {');

      const id = await probe(port);
      const lines = await linesOf(server.output, id);
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(Buffer.byteLength(line)).toBeLessThan(300);
      const entry = JSON.parse(line);
      expect(entry).toMatchObject({
        level: 30,
        req: { id, method: 'GET', path: '/api/health' },
        res: { statusCode: 200 },
      });
      expect(entry.responseTime).toEqual(expect.any(Number));
      expect(entry.msg).toMatch(/^GET \/api\/health 200 \d+ ms$/);
      for (const secret of [
        'user-agent',
        'log-probe-agent',
        'authorization',
        'secret-probe-token',
        'probe=1',
        'headers',
      ]) {
        expect(line.toLowerCase()).not.toContain(secret);
      }

      // A password-reset link's token opens the account: it never reaches the log.
      const reset = await fetch(`${base}/api/auth/verify-reset-token/secret-reset-token-4711`);
      const [resetLine] = await linesOf(server.output, reset.headers.get('x-request-id')!);
      expect(JSON.parse(resetLine).msg).toMatch(/^GET \/api\/auth\/verify-reset-token\/… \d{3} \d+ ms$/);
      expect(resetLine).not.toContain('secret-reset-token-4711');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);

  test('LOG_LEVEL=debug adds the headers (the token redacted), a proxy-given request id is kept, and a test start has no banner', async () => {
    const port = await freePort();
    const server = startServer({ LOG_LEVEL: 'debug', PORT: String(port), QUEUE_PREFIX: 'shop-test-logs' });
    try {
      await server.waitFor(`on http://localhost:${port}`, 30_000);
      // The banner is for development starts only.
      expect(server.output()).not.toContain('Demo admin');
      const id = await probe(port);
      const [line] = await linesOf(server.output, id);
      const entry = JSON.parse(line);
      expect(entry.req.headers).toMatchObject({ 'user-agent': 'log-probe-agent', authorization: '[Redacted]' });
      expect(line).not.toContain('secret-probe-token');

      const forwarded = await fetch(`http://localhost:${port}/api/health`, { headers: { 'X-Request-Id': 'lb-4711' } });
      expect(forwarded.headers.get('x-request-id')).toBe('lb-4711');
      expect(await linesOf(server.output, '"id":"lb-4711"')).toHaveLength(1);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
