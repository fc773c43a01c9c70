import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { mayDo, type Permission, STAFF_ROLES, type StaffRole } from '../src/common/staff-permissions.js';
import { createTestApp, registerCustomer, signInStaff, type TestApp } from './support/test-app.js';

type Operation = { 'x-permissions'?: Permission[] };

/** Every staff operation the API documents, from the committed openapi.json, with the permission it declares. */
const spec = JSON.parse(readFileSync(resolve(repoRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
/** The staff sign-in: the password step, and the second step it may answer a challenge for. */
const PUBLIC_STAFF_OPERATIONS = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/two-factor',
  'POST /api/admin/login/two-factor/enrolment',
  'POST /api/admin/login/two-factor/enrolment/confirm',
]);
const staffOperations = Object.entries(spec.paths)
  .filter(([path]) => path.startsWith('/api/admin'))
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      permission: operation['x-permissions']?.[0],
    })),
  )
  .filter(({ method, path }) => !PUBLIC_STAFF_OPERATIONS.has(`${method} ${path}`));

/** Signing out ends the token's session: those calls get a token of their own. */
const ENDS_THE_SESSION = /\/logout(-everywhere)?$/;

const call = (shop: TestApp, method: string, path: string) =>
  shop.http[method.toLowerCase() as 'get'](path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')).send({});

describe('access to /api/admin', () => {
  let shop: TestApp;
  let customer: { Authorization: string };
  beforeAll(async () => {
    shop = await createTestApp();
    customer = (await registerCustomer(shop)).auth;
  });
  afterAll(() => shop.close());

  test('the spec documents staff operations to check, each with exactly one permission', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(90);
    const undeclared = staffOperations.filter(({ permission }) => !permission).map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
  });

  test.each(staffOperations)('$method $path: 401 anonymous, 403 customer', async ({ method, path }) => {
    expect((await call(shop, method, path)).status).toBe(401);
    expect((await call(shop, method, path).set(customer)).status).toBe(403);
    expect((await call(shop, method, path).set('Authorization', 'Bearer not-a-token')).status).toBe(401);
  });

  describe('every staff operation × every role, as the permission table says', () => {
    const staff = {} as Record<StaffRole, { Authorization: string }>;
    beforeAll(async () => {
      for (const role of STAFF_ROLES) staff[role] = (await signInStaff(shop, role)).auth;
    });

    test.each(staffOperations)('$method $path ($permission)', async ({ method, path, permission }) => {
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const role of STAFF_ROLES) {
        const auth = ENDS_THE_SESSION.test(path) ? (await signInStaff(shop, role)).auth : staff[role];
        const { status, body } = await call(shop, method, path).set(auth);
        const refused = status === 401 || status === 403;
        outcomes[role] = refused ? `${status} ${body.message}` : 'allowed';
        expected[role] = mayDo(role, permission!) ? 'allowed' : `403 ${body.message}`;
        if (!mayDo(role, permission!)) expect(body.message).toContain(permission);
      }
      expect(outcomes).toEqual(expected);
    });
  });
});
