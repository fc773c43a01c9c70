import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { STAFF_WRITES, type Walk } from './support/staff-writes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 33 §3: "every staff write appears in the audit trail". Walks every staff write operation of
 * openapi.json (POST, PUT, PATCH, DELETE under /api/admin, signed in), makes one successful call of it
 * (its fixture in support/staff-writes.ts) and finds that call's event: action = the operationId, entity =
 * the path's resource, entityId = the route's {id}/{slug} (or the created record's id). A write documented
 * with x-audit 'not-recorded: …' is skipped, but only those named below: a new write cannot opt out quietly.
 */

type Operation = { operationId: string; security?: unknown[]; 'x-audit'?: string };
const spec = JSON.parse(readFileSync(resolve(repoRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const adminWrites = Object.entries(spec.paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => WRITE_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        signedIn: Boolean(operation.security?.length),
        audit: operation['x-audit'] ?? 'same-transaction',
      })),
  );
const staffWrites = adminWrites.filter((op) => op.signedIn);
const isNotRecorded = (op: { audit: string }) => op.audit.startsWith('not-recorded');
const walked = staffWrites.filter((op) => !isNotRecorded(op));

/** The staff writes that change no shop data, so record nothing (AuditWay.NotRecorded). */
const NOT_RECORDED = [
  'adminLogout',
  'adminLogoutEverywhere',
  'openSession',
  'previewFeed',
  'previewLegalPage',
  'previewMarkup',
  'previewSample',
];

/**
 * For a few representative writes (each way of recording), a field change their event must name. (Writes
 * made without the ORM's unit of work, such as deletes and reorders, record their event with no changes.)
 */
const CHANGED: Record<string, Record<string, unknown>> = {
  updateOrder: { record: 'Order', change: 'update', field: 'status', before: 'new', after: 'contacted' },
  updateAppointment: {
    record: 'Appointment',
    change: 'update',
    field: 'status',
    before: 'pending',
    after: 'confirmed',
  },
  updateProduct: { record: 'Product', change: 'update', field: 'price', before: 1900, after: 2600 },
  toggleReviewStatus: { record: 'CustomerReview', change: 'update', field: 'isActive', before: true, after: false },
  updateUser: { record: 'User', change: 'update', field: 'role', before: 'sales', after: 'manager' },
  saveSettings: { record: 'ShopSettingsRecord', change: 'update', field: 'document' },
  // Recorded right after the commit: the changes are collected all the same.
  createSupplier: { record: 'Supplier', change: 'create', field: 'category', after: 'lab-grown' },
  updateSupplier: { record: 'Supplier', change: 'update', field: 'retireLimitPercent', before: 20, after: 35 },
  startImport: { record: 'ImportJob', change: 'create', field: 'fileName', after: 'walk.csv' },
};

/** The route's {id} or {slug} in the URL called, when it has one. */
function routeParam(path: string, url: string): string | null {
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const match = pattern.exec(new URL(url).pathname);
  if (!match) throw new Error(`the fixture called ${url}, not ${path}`);
  return match[1] === undefined ? null : decodeURIComponent(match[1]);
}

describe('every staff write appears in the audit trail (issue 33 §3)', () => {
  let database: OwnDatabase;
  let shop: TestApp;
  let server: Server;
  const feeds = new Map<string, string>();
  const dir = mkdtempSync(join(tmpdir(), 'shop-audit-walk-'));
  let walk: Walk;

  beforeAll(async () => {
    // The supplier's feed server (suppliers' runs fetch their files from it).
    server = createServer((request, response) => {
      const body = feeds.get(request.url ?? '');
      if (body === undefined) return void response.writeHead(404).end('no such feed');
      response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Its own database: the demo Owner alone, and no demo catalogue to slow the runs.
    database = await createOwnDatabase('audit_walk');
    const importDir = join(dir, 'imports');
    shop = await createTestApp(
      {
        FEED_ALLOW_PRIVATE_HOSTS: 'true',
        IMPORT_DIR: importDir,
        MEDIA_DIR: join(dir, 'media'),
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        LEAD_RATE_LIMIT_PER_IP: '100000/1h',
        SEARCH_INDEX: 'off',
      },
      database.url,
    );
    await createDemoAdmin(shop);
    const auth = await shop.adminAuth();
    const serve = (path: string, body: string) => {
      feeds.set(path, body);
      return `${base}${path}`;
    };
    walk = { shop, auth, serve, importDir };
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const trail = async (filter: Record<string, string>) =>
    (
      await shop.http
        .get('/api/admin/audit-events')
        .query({ filter: JSON.stringify(filter), range: '[0,99]' })
        .set(walk.auth)
        .expect(200)
    ).body as Array<Record<string, any>>;

  test('openapi.json lists the staff writes; only the previews and signing out record nothing', () => {
    expect(walked.length).toBeGreaterThanOrEqual(40);
    expect(
      staffWrites
        .filter(isNotRecorded)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(NOT_RECORDED);
  });

  test('no fixture is left over for an operation openapi.json no longer lists', () => {
    const documented = new Set(walked.map((op) => op.operationId));
    expect(Object.keys(STAFF_WRITES).filter((operationId) => !documented.has(operationId))).toEqual([]);
  });

  test.each(walked)('$method $path ($operationId, $audit)', async ({ method, path, operationId }) => {
    const fixture = STAFF_WRITES[operationId];
    if (!fixture)
      throw new Error(
        `${method} ${path} (${operationId}) has no fixture: add one to STAFF_WRITES in test/support/staff-writes.ts ` +
          'that makes one successful call of it, so the audit walk can check its event',
      );
    const response = await fixture(walk);
    if (response.status < 200 || response.status > 299)
      throw new Error(`${operationId} answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.request.method).toBe(method);
    const param = routeParam(path, response.request.url);
    const answerId = typeof response.body?.id === 'string' ? response.body.id : null;
    const entityId = param ?? answerId;

    // The event of this very call: the fixture's preparations may have made the same write before.
    const requestId = response.headers['x-request-id'];
    const events = await trail({ action: operationId, ...(param && { entityId: param }) });
    const event = events.find((candidate) => candidate.requestId === requestId);
    if (!event)
      throw new Error(
        `${method} ${path} answered ${response.status} but recorded no event with action ${operationId}` +
          `${param ? ` and entityId ${param}` : ''} (request ${requestId}); its events: ${JSON.stringify(events)}`,
      );
    expect(event).toMatchObject({
      action: operationId,
      operation: `${method} ${path}`,
      entity: path.split('/')[3],
      entityId,
      actorName: 'Demo Admin',
      actorRole: 'owner',
    });
    if (CHANGED[operationId]) expect(event.changes).toContainEqual(expect.objectContaining(CHANGED[operationId]));
  });
});
