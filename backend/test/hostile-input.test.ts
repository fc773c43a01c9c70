import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';
import { appointmentBody, closeAfterRelay, contactBody, createProduct, orderBody, setNow } from './support/leads.js';
import { casesFor, documentedValue, type HostileCase, type OpenApiDocument } from './support/hostile-cases.js';

/**
 * Issue 17 §3: bytes that are not text, values of the wrong type and shapes no form has, sent over
 * real HTTP to every operation of the API document, anonymously, as a customer and as staff.
 * Nothing may answer 5xx or drop the connection, every 400 says what is wrong, and no table gains
 * or loses a row.
 */
const CONCURRENCY = 6;
// A 400 must name something a person can fix: a field, a parameter, a key, or the request as a whole.
const WHOLE_REQUEST_PROBLEMS = /request body|not valid JSON|decode param|password reset link|multipart/i;
const GENERIC_MESSAGES = new Set(['Bad Request', 'Invalid request', 'The request could not be processed']);

interface Answer {
  status: number;
  text: string;
}

describe('hostile input', () => {
  let shop: TestApp;
  let base: URL;
  let folder: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'hostile-input-'));
    const webApps = {
      storefront: join(folder, 'storefront'),
      admin: join(folder, 'admin'),
      widgets: join(folder, 'widgets'),
    };
    for (const dir of Object.values(webApps)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    }
    shop = await createTestApp(
      {
        // Every request here is refused before any limit would matter; the limits must not refuse them first.
        AUTH_RATE_LIMIT_PER_ADDRESS: '1000000/1h',
        AUTH_RATE_LIMIT_PER_IP: '1000000/1h',
        LEAD_RATE_LIMIT_PER_IP: '1000000/1h',
        MEDIA_DIR: join(folder, 'media'),
        IMPORT_DIR: join(folder, 'imports'),
      },
      undefined,
      { serveWebApps: true, webAppDirs: webApps },
    );
    await shop.app.listen(0, '127.0.0.1');
    base = new URL(`http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}`);
  }, 60_000);

  afterAll(async () => {
    agent.destroy();
    // The lead forms' e-mails leave before the app closes, so no later test file finds them in its outbox.
    if (shop) await closeAfterRelay(shop);
    rmSync(folder, { recursive: true, force: true });
  });

  test('GET /api/products/..%2f..%2f is a 404, not a redirect to the storefront', async () => {
    for (const target of [
      '/api/products/..%2f..%2f',
      '/api/products/..%2F..%2Findex.html',
      '/api/..%2f',
      '/media/..%2f..%2f',
    ]) {
      const answer = await send({ method: 'GET', target });
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
    }
  });

  test('a lone surrogate in any field of a lead form is a 400 naming the field, and nothing is stored', async () => {
    setNow(shop, '2026-11-20T10:00:00Z');
    const product = await createProduct(shop);
    const forms: Record<string, Record<string, unknown>> = {
      '/api/orders': orderBody(product.id),
      '/api/appointments': appointmentBody(),
      '/api/contact': contactBody(),
    };
    const before = await rowCounts();
    for (const [path, form] of Object.entries(forms)) {
      for (const field of Object.keys(form)) {
        const body = `{${Object.entries(form)
          .map(([key, value]) => `${JSON.stringify(key)}:${key === field ? '"x\\ud800"' : JSON.stringify(value)}`)
          .join(',')}}`;
        const answer = await send({
          method: 'POST',
          target: path,
          contentType: 'application/json',
          body: Buffer.from(body),
        });
        expect({
          path,
          field,
          status: answer.status,
          errors: Object.keys(JSON.parse(answer.text).errors ?? {}),
        }).toEqual({ path, field, status: 400, errors: [field] });
      }
    }
    expect(await rowCounts()).toEqual(before);
    // The forms themselves are complete: without the surrogate each is taken.
    for (const [path, form] of Object.entries(forms)) await shop.http.post(path).send(form).expect(201);
  });

  test('JSON text inside a field obeys the same rule once decoded: a 400 naming the inner field, nothing stored', async () => {
    const staff = await shop.adminAuth();
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const tile = (
      await shop.http
        .post('/api/admin/shop-categories')
        .set(staff)
        .field('title', 'Hostile tile')
        .field('linkUrl', '/jewelry')
        .attach('image', picture, 'tile.png')
        .expect(201)
    ).body;
    const before = await rowCounts();
    const specifications = (comment: string) =>
      `{"stockNumber":"LG-HOSTILE-${process.pid}-${Date.now()}","shape":"Round","weight":1.51,"color":"F","clarity":"VS1","certComment":"${comment}"}`;
    const product = {
      productType: 'lab-grown',
      name: 'Hostile stone',
      description: 'x',
      price: 2450,
      mainImage: '/media/products/lg.webp',
    };
    const created = await shop.http
      .post('/api/admin/products')
      .set(staff)
      .send({ ...product, specifications: specifications('a\\u0000b') });
    expect({ status: created.status, errors: created.body.errors }).toEqual({
      status: 400,
      errors: { 'specifications.certComment': expect.stringContaining('NUL') },
    });

    const updated = await shop.http
      .put(`/api/admin/shop-categories/${tile.id}`)
      .set(staff)
      .send({ productFilters: '{"category":"\\ud800"}' });
    expect({ status: updated.status, errors: updated.body.errors }).toEqual({
      status: 400,
      errors: { 'productFilters.category': expect.stringContaining('surrogate') },
    });
    expect(await rowCounts()).toEqual(before);
    // The same requests with text in place of the escapes are taken.
    await shop.http
      .post('/api/admin/products')
      .set(staff)
      .send({ ...product, specifications: specifications('ab') })
      .expect(201);
    await shop.http
      .put(`/api/admin/shop-categories/${tile.id}`)
      .set(staff)
      .send({ productFilters: '{"category":"rings"}' })
      .expect(200);
  });

  test('every operation of the API document survives the hostile corpus', async () => {
    const document = JSON.parse((await send({ method: 'GET', target: '/api/openapi.json' })).text) as OpenApiDocument;
    const staff = (await shop.adminAuth()).Authorization;
    const customer = (await registerCustomer(shop)).auth.Authorization;
    const cases: Array<HostileCase & { who: string; authorization?: string }> = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const validPath = await existingPath(document, path, method, staff);
        const staffOnly = path.startsWith('/api/admin') && operation.security !== undefined;
        // A customer's token changes what the public forms and the account's own pages do, nothing else.
        const customerToo = !staffOnly && operation.security !== undefined;
        for (const testCase of casesFor(document, path, method, validPath)) {
          cases.push({ ...testCase, who: 'staff', authorization: staff });
          if (customerToo) cases.push({ ...testCase, who: 'customer', authorization: customer });
          // The staff API turns strangers away before it reads a field; their odd paths and bodies suffice.
          if (!staffOnly || !testCase.fieldCase) cases.push({ ...testCase, who: 'anonymous' });
        }
      }
    }

    const before = await rowCounts();
    // At most three failures per operation are shown, so that one broken rule does not hide the others.
    const failures: string[] = [];
    const failed = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const testCase = cases[next++];
        const problem = await check(testCase);
        if (!problem) continue;
        failed.set(testCase.operation, (failed.get(testCase.operation) ?? 0) + 1);
        if (failed.get(testCase.operation)! <= 3)
          failures.push(
            `${testCase.who} ${testCase.operation} [${testCase.what}] ${testCase.target.slice(0, 120)}: ${problem}`,
          );
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
      `hostile input: ${cases.length} cases against ${Object.values(document.paths).reduce((n, m) => n + Object.keys(m).length, 0)} operations in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    expect({ failed: Object.fromEntries(failed), failures, rows: await rowCounts() }).toEqual({
      failed: {},
      failures: [],
      rows: before,
    });
  }, 300_000);

  /** Answers what is wrong with the server's answer to one case, or undefined. */
  async function check(testCase: HostileCase & { authorization?: string }): Promise<string | undefined> {
    let answer: Answer;
    try {
      answer = await send({
        ...testCase,
        headers: testCase.authorization ? { Authorization: testCase.authorization } : {},
      });
    } catch (error) {
      return `no answer (${(error as Error).message})`;
    }
    if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
    if (answer.status !== 400) return undefined;
    let body: { message?: unknown; errors?: Record<string, string> };
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `400 without a JSON error: ${answer.text.slice(0, 200)}`;
    }
    const message = typeof body.message === 'string' ? body.message : '';
    if (!message || GENERIC_MESSAGES.has(message)) return `400 with no reason: ${answer.text.slice(0, 200)}`;
    const said = [message, ...Object.keys(body.errors ?? {})].join(' ').toLowerCase();
    const named =
      testCase.names.some((name) => said.includes(name.toLowerCase())) || Object.keys(body.errors ?? {}).length > 0;
    if (!named && !WHOLE_REQUEST_PROBLEMS.test(message))
      return `400 that names nothing of ${testCase.names.slice(0, 5).join(', ')}: ${message.slice(0, 200)}`;
    return undefined;
  }

  /** Values for the path's parameters that exist: a record's id from its list, or the documented value. */
  async function existingPath(
    document: OpenApiDocument,
    path: string,
    method: string,
    staff: string,
  ): Promise<Record<string, string> | undefined> {
    const keys = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    if (!keys.length) return undefined;
    const values: Record<string, string> = {};
    for (const key of keys) {
      const documented = documentedValue(document, path, method, key);
      const listed = key === 'id' ? await firstId(path.slice(0, path.indexOf('/{id}')), staff) : undefined;
      const value = listed ?? documented;
      if (value === undefined) return undefined;
      values[key] = encodeURIComponent(value);
    }
    return values;
  }

  async function firstId(listPath: string, staff: string): Promise<string | undefined> {
    const answer = await send({ method: 'GET', target: listPath, headers: { Authorization: staff } });
    if (answer.status !== 200) return undefined;
    const body = JSON.parse(answer.text) as { id?: string }[] | { items?: { id?: string }[] };
    return (Array.isArray(body) ? body : (body.items ?? []))[0]?.id;
  }

  async function rowCounts(): Promise<Record<string, number>> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      // catalog_changes is a log the server prunes by age on its own (every 0.5 s), whatever the requests.
      // email_proof_tokens: POST /api/account/email-proof takes no body, so a customer's call with a hostile
      // query string is an ordinary request to e-mail them a link (the mail worker stores its hash).
      const tables = await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('catalog_changes', 'email_proof_tokens') order by 1",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables.rows)
        counts[name] = Number((await client.query(`select count(*) from "${name}"`)).rows[0].count);
      return counts;
    } finally {
      await client.end();
    }
  }

  /** One request over the keep-alive pool, with the target sent byte for byte as given. */
  function send(request: {
    method: string;
    target: string;
    contentType?: string;
    body?: Buffer;
    headers?: Record<string, string>;
  }): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body) {
        headers['Content-Type'] = request.contentType ?? 'application/json';
        headers['Content-Length'] = request.body.length;
      }
      const outgoing = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.target,
          headers,
          agent,
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }
});
