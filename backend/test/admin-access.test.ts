import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/** Every staff operation the API documents, from the committed openapi.json. */
const spec = JSON.parse(readFileSync(resolve(repoRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const PUBLIC_STAFF_OPERATIONS = new Set(['POST /api/admin/login']);
const staffOperations = Object.entries(spec.paths)
  .filter(([path]) => path.startsWith('/api/admin'))
  .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })))
  .filter(({ method, path }) => !PUBLIC_STAFF_OPERATIONS.has(`${method} ${path}`));

describe('access to /api/admin', () => {
  let shop: TestApp;
  let customer: { Authorization: string };
  beforeAll(async () => {
    shop = await createTestApp();
    customer = (await registerCustomer(shop)).auth;
  });
  afterAll(() => shop.close());

  test('the spec documents staff operations to check', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(6);
  });

  test.each(staffOperations)('$method $path: 401 anonymous, 403 customer', async ({ method, path }) => {
    const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const call = () => shop.http[method.toLowerCase() as 'get'](url).send({});
    expect((await call()).status).toBe(401);
    expect((await call().set(customer)).status).toBe(403);
    expect((await call().set('Authorization', 'Bearer not-a-token')).status).toBe(401);
  });
});
