import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { Secret, TOTP, URI } from 'otpauth';
import pg from 'pg';
import { Clock } from '../src/common/time/index.js';
import { DEMO_ADMIN } from '../src/config/config.js';
import { createDemoAdmin } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/**
 * Issue 33 §2: two-step sign-in for staff (RFC 6238 codes, recovery codes, the Owners' setting that requires
 * it), through HTTP. The server's clock is this test's (`now`), and codes are computed by the library for that
 * instant as an authenticator app would. A database of its own, so the policy and the Owner are this file's.
 */
let database: OwnDatabase;
let shop: TestApp;
let owner: { Authorization: string };
/** The server's "now": moved by the tests, 10 s into a 30-second step to start with. */
let now = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
const STEP = 30_000;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

const ATTACKER = '203.0.113.66';
const OWNER_IP = '198.51.100.7';
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

beforeAll(async () => {
  database = await createOwnDatabase('staff_two_factor');
  shop = await createTestApp(
    {
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_ADDRESS: '5/10m',
      AUTH_RATE_LIMIT_PER_IP: '1000/10m',
      AUTH_SLOWDOWN_PER_ADDRESS: '1000/10m',
    },
    database.url,
  );
  jest.spyOn(shop.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  await createDemoAdmin(shop);
  owner = await shop.adminAuth();
});
afterAll(async () => {
  await shop?.close();
  await database?.drop();
});

/** What an authenticator app shows for `secret` at `at` (default: now). */
const codeAt = (secret: string, at = now) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** Six digits that are no code of `secret` now, nor one step either side. */
function notACode(secret: string): string {
  const good = [-1, 0, 1].map((steps) => codeAt(secret, new Date(now.getTime() + steps * STEP)));
  return ['000000', '111111', '222222', '333333'].find((code) => !good.includes(code))!;
}

async function createStaff(role: string) {
  const input = {
    name: `${role} member`,
    email: `${role}-${randomUUID().slice(0, 8)}@lumenjewelers.example`,
    password: 'staff-secret-123',
    role,
  };
  const created = await shop.http
    .post('/api/admin/users')
    .set(owner)
    .send({ ...input, confirmPassword: input.password })
    .expect(201);
  return { id: created.body.id as string, email: input.email, password: input.password };
}

type Staff = Awaited<ReturnType<typeof createStaff>>;
const login = (staff: Pick<Staff, 'email' | 'password'>, ip?: string) =>
  shop.http
    .post('/api/admin/login')
    .set(ip ? from(ip) : {})
    .send({ email: staff.email, password: staff.password });
const secondStep = (body: Record<string, string>, ip?: string) =>
  shop.http
    .post('/api/admin/login/two-factor')
    .set(ip ? from(ip) : {})
    .send(body);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A staff member signed in without a second step: their bearer header. */
async function signIn(staff: Staff) {
  return bearer((await login(staff).expect(200)).body.token);
}

/** Turns two-step sign-in on for the signed-in member; answers their secret and recovery codes. */
async function enrol(auth: { Authorization: string }) {
  const { secret } = (await shop.http.post('/api/admin/profile/two-factor').set(auth).expect(200)).body;
  const confirmed = await shop.http
    .post('/api/admin/profile/two-factor/confirm')
    .set(auth)
    .send({ code: codeAt(secret) })
    .expect(200);
  // The confirming code's step is used up: the next code comes from the next step.
  later(STEP);
  return { secret: secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** The password step's challenge for a member with two-step sign-in on. */
async function challengeOf(staff: Staff, ip?: string): Promise<string> {
  const answer = (await login(staff, ip).expect(200)).body;
  expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String), expiresAt: expect.any(String) });
  return answer.challenge;
}

async function query<T = Record<string, unknown>>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('enrolment', () => {
  let staff: Staff;
  let auth: { Authorization: string };
  beforeAll(async () => {
    staff = await createStaff('sales');
    auth = await signIn(staff);
  });

  test('start answers the secret, an otpauth:// URI (the shop’s name, the member’s e-mail) and its QR code; a code confirms it once', async () => {
    const profile = (await shop.http.get('/api/admin/profile').set(auth).expect(200)).body;
    expect(profile.twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const started = (await shop.http.post('/api/admin/profile/two-factor').set(auth).expect(200)).body;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = URI.parse(started.otpauthUri) as TOTP;
    expect(uri).toBeInstanceOf(TOTP);
    expect(uri).toMatchObject({
      issuer: 'Lumen Jewelers',
      label: staff.email,
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(uri.secret.base32).toBe(started.secret);
    expect(started.qrCode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(started.qrCode.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    // Pending until confirmed: the profile still says off, and a wrong code changes nothing.
    expect((await shop.http.get('/api/admin/profile').set(auth).expect(200)).body.twoFactor.enabled).toBe(false);
    const wrong = await shop.http
      .post('/api/admin/profile/two-factor/confirm')
      .set(auth)
      .send({ code: notACode(started.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/not right/);

    const confirmed = await shop.http
      .post('/api/admin/profile/two-factor/confirm')
      .set(auth)
      .send({ code: codeAt(started.secret) })
      .expect(200);
    const { recoveryCodes } = confirmed.body;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = (await shop.http.get('/api/admin/profile').set(auth).expect(200)).body.twoFactor;
    expect(after).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10, required: false });
    // Once on, the secret is never answered again: starting again is refused.
    await shop.http.post('/api/admin/profile/two-factor').set(auth).expect(409);

    // The secret rests sealed, the recovery codes as SHA-256 only.
    const [row] = await query<{ secret: string; pending_secret: string | null }>(
      'select "secret", "pending_secret" from "staff_two_factor" where "user_id" = $1',
      [staff.id],
    );
    expect(row.pending_secret).toBeNull();
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(started.secret);
    expect(row.secret).not.toContain(Buffer.from(Secret.fromBase32(started.secret).bytes).toString('base64'));
    const stored = await query<{ code_hash: string }>(
      'select "code_hash" from "staff_recovery_codes" where "user_id" = $1',
      [staff.id],
    );
    const hash = (code: string) => createHash('sha256').update(code.replace('-', '')).digest('hex');
    expect(stored.map((r) => r.code_hash).sort()).toEqual(recoveryCodes.map(hash).sort());
    // The audit trail names the writes, never the secret or a code.
    const events = await query<{ action: string; changes: unknown }>(
      'select "action", "changes" from "audit_events" where "actor_id" = $1',
      [staff.id],
    );
    expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['startTwoFactor', 'confirmTwoFactor']));
    const trail = JSON.stringify(events);
    for (const secret of [started.secret, ...recoveryCodes, ...recoveryCodes.map(hash)])
      expect(trail).not.toContain(secret);
    later(STEP);
  });
});

describe('signing in with a second step', () => {
  let staff: Staff;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    staff = await createStaff('catalogue');
    ({ secret, recoveryCodes } = await enrol(await signIn(staff)));
  });

  test('the right password answers a challenge and no token; a right code answers the session, a wrong one 401', async () => {
    const challenge = await challengeOf(staff);
    const wrong = await secondStep({ challenge, code: notACode(secret) });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Invalid code']);
    const session = (await secondStep({ challenge, code: codeAt(secret) }).expect(200)).body;
    expect(session).toMatchObject({ email: staff.email, role: 'catalogue', token: expect.any(String) });
    expect(session.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    await shop.http.get('/api/admin/profile').set(bearer(session.token)).expect(200);
    later(STEP);
  });

  test('a code works once: the same step again is refused, the next step’s code is accepted', async () => {
    const code = codeAt(secret);
    await secondStep({ challenge: await challengeOf(staff), code }).expect(200);
    const replayed = await secondStep({ challenge: await challengeOf(staff), code });
    expect(replayed.status).toBe(401);
    later(STEP);
    await secondStep({ challenge: await challengeOf(staff), code: codeAt(secret) }).expect(200);
  });

  test('a code of the step before or after is accepted (a phone’s clock drifts); two steps away is refused', async () => {
    later(10 * STEP);
    const challenge = await challengeOf(staff);
    await secondStep({ challenge, code: codeAt(secret, new Date(now.getTime() - 2 * STEP)) }).expect(401);
    await secondStep({ challenge, code: codeAt(secret, new Date(now.getTime() + 2 * STEP)) }).expect(401);
    await secondStep({ challenge, code: codeAt(secret, new Date(now.getTime() - STEP)) }).expect(200);
    later(10 * STEP);
    await secondStep({
      challenge: await challengeOf(staff),
      code: codeAt(secret, new Date(now.getTime() + STEP)),
    }).expect(200);
    // The step after is now used: its code and the current one (an earlier step) are refused.
    await secondStep({ challenge: await challengeOf(staff), code: codeAt(secret) }).expect(401);
    later(2 * STEP);
  });

  test('a recovery code signs in once, whatever its case, spaces or hyphen', async () => {
    const [first, second] = recoveryCodes;
    await secondStep({ challenge: await challengeOf(staff), recoveryCode: first }).expect(200);
    const again = await secondStep({ challenge: await challengeOf(staff), recoveryCode: first });
    expect([again.status, again.body.message]).toEqual([401, 'Invalid recovery code']);
    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    const session = (await secondStep({ challenge: await challengeOf(staff), recoveryCode: typed }).expect(200)).body;
    expect(session.twoFactor.recoveryCodesLeft).toBe(8);
  });

  test('the challenge is single-use, lasts five minutes, and is no bearer token', async () => {
    const challenge = await challengeOf(staff);
    await shop.http.get('/api/admin/profile').set(bearer(challenge)).expect(401);
    await shop.http.post('/api/admin/profile/two-factor/disable').set(bearer(challenge)).send({}).expect(401);
    await secondStep({ challenge, code: codeAt(secret) }).expect(200);
    later(STEP);
    const reused = await secondStep({ challenge, code: codeAt(secret) });
    expect([reused.status, reused.body.message]).toEqual([
      401,
      'This sign-in has expired or was already used: please sign in again',
    ]);

    const expiring = await challengeOf(staff);
    later(5 * 60_000 + 1_000);
    await secondStep({ challenge: expiring, code: codeAt(secret) }).expect(401);
    await secondStep({ challenge: 'x'.repeat(43), code: codeAt(secret) }).expect(401);
    later(STEP);
  });

  test('the storefront’s sign-in refuses the account: it would skip the second step', async () => {
    const refused = await shop.http
      .post('/api/auth/login')
      .send({ email: staff.email, password: staff.password })
      .expect(403);
    expect(refused.body.message).toMatch(/two-step sign-in/);
    expect(refused.body.token).toBeUndefined();
  });
});

describe('wrong codes count like wrong passwords', () => {
  test('past the limit the guessing client gets 429 with Retry-After (the right password does not clear it); another client still signs in', async () => {
    const staff = await createStaff('manager');
    const { secret } = await enrol(await signIn(staff));
    const wrongCode = () => notACode(secret);

    let challenge = await challengeOf(staff, ATTACKER);
    for (let i = 0; i < 3; i++) await secondStep({ challenge, code: wrongCode() }, ATTACKER).expect(401);
    // The right password again: it passes, but the wrong codes stay counted.
    challenge = await challengeOf(staff, ATTACKER);
    for (let i = 0; i < 2; i++) await secondStep({ challenge, code: wrongCode() }, ATTACKER).expect(401);
    const refused = await secondStep({ challenge, code: codeAt(secret) }, ATTACKER).expect(429);
    expect(refused.body.message).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    await login(staff, ATTACKER).expect(429);

    // The member, from a client that has not failed, signs in at once.
    const session = await secondStep({ challenge: await challengeOf(staff, OWNER_IP), code: codeAt(secret) }, OWNER_IP);
    expect(session.status).toBe(200);
    expect(session.body.token).toEqual(expect.any(String));
    later(STEP);
  });
});

describe('turning it off, new recovery codes, the Owner’s reset', () => {
  test('turning off needs a code or a recovery code; then the password alone signs in again', async () => {
    const staff = await createStaff('sales');
    const auth = await signIn(staff);
    const { secret, recoveryCodes } = await enrol(auth);
    const disable = (body: Record<string, string>) =>
      shop.http.post('/api/admin/profile/two-factor/disable').set(auth).send(body);
    expect((await disable({ code: notACode(secret) })).body.errors).toEqual({
      code: expect.stringMatching(/not right/),
    });
    expect((await disable({ recoveryCode: 'aaaaa-aaaaa' })).body.errors).toEqual({
      recoveryCode: expect.stringMatching(/not right/),
    });
    expect((await disable({}).expect(400)).body.errors.code).toBeDefined();
    const off = (await disable({ recoveryCode: recoveryCodes[0] }).expect(200)).body;
    expect(off).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await login(staff).expect(200)).body.token).toEqual(expect.any(String));
    await disable({ code: '123456' }).expect(409);
  });

  test('new recovery codes for a code: the old ones stop working', async () => {
    const staff = await createStaff('catalogue');
    const auth = await signIn(staff);
    const { secret, recoveryCodes: old } = await enrol(auth);
    const regenerate = (code: string) =>
      shop.http.post('/api/admin/profile/two-factor/recovery-codes').set(auth).send({ code });
    await regenerate(notACode(secret)).expect(400);
    const fresh = (await regenerate(codeAt(secret)).expect(200)).body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await secondStep({ challenge: await challengeOf(staff), recoveryCode: old[1] }).expect(401);
    await secondStep({ challenge: await challengeOf(staff), recoveryCode: fresh[1] }).expect(200);
    later(STEP);
  });

  test('the Owner resets a member’s second step (a lost phone), which signs them out; nobody else may', async () => {
    const staff = await createStaff('sales');
    const auth = await signIn(staff);
    await enrol(auth);
    const manager = await signIn(await createStaff('manager'));
    const open = await challengeOf(staff);

    await shop.http.delete(`/api/admin/users/${staff.id}/two-factor`).set(manager).expect(403);
    await shop.http.get(`/api/admin/users/${staff.id}/two-factor`).set(manager).expect(403);
    expect((await shop.http.get(`/api/admin/users/${staff.id}/two-factor`).set(owner).expect(200)).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    await shop.http.delete(`/api/admin/users/${staff.id}/two-factor`).set(owner).expect(204);
    await shop.http.get('/api/admin/profile').set(auth).expect(401);
    await secondStep({ challenge: open, code: '123456' }).expect(401);
    expect((await shop.http.get(`/api/admin/users/${staff.id}/two-factor`).set(owner).expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await login(staff).expect(200)).body.token).toEqual(expect.any(String));

    const customer = await registerCustomer(shop);
    await shop.http.delete(`/api/admin/users/${customer.user.id}/two-factor`).set(owner).expect(404);
    await shop.http.delete(`/api/admin/users/${randomUUID()}/two-factor`).set(owner).expect(404);
    const self = (await shop.http.get('/api/admin/profile').set(owner).expect(200)).body.id;
    await shop.http.delete(`/api/admin/users/${self}/two-factor`).set(owner).expect(409);
  });
});

test('npm run admin:reset-two-factor turns it off from the server (the only Owner lost phone and codes)', async () => {
  const staff = await createStaff('owner');
  const auth = await signIn(staff);
  await enrol(auth);
  const run = (email: string) =>
    spawnSync(
      process.execPath,
      [resolve(import.meta.dirname, '../dist/scripts/reset-two-factor.js'), '--email', email],
      {
        encoding: 'utf8',
        // NODE_OPTIONS cleared: jest's --experimental-vm-modules is for the test process, not the command.
        env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
      },
    );
  const unknown = run('nobody@lumenjewelers.example');
  expect([unknown.status, unknown.stderr]).toEqual([1, expect.stringContaining('No staff account has the e-mail')]);
  const done = run(staff.email.toUpperCase());
  expect([done.status, done.stdout]).toEqual([0, expect.stringContaining('is off, and its sessions have ended')]);
  await shop.http.get('/api/admin/profile').set(auth).expect(401);
  expect((await login(staff).expect(200)).body.token).toEqual(expect.any(String));
});

describe('the Owners’ setting: two-step sign-in required for every staff account', () => {
  let member: Staff;
  let memberAuth: { Authorization: string };
  let ownerSecret: string;
  afterAll(async () => {
    await shop.http.put('/api/admin/sign-in-policy').set(owner).send({ twoFactorRequired: false }).expect(200);
  });

  test('only Owners read or change it, and an Owner must have two-step sign-in on to require it', async () => {
    member = await createStaff('sales');
    memberAuth = await signIn(member);
    const manager = await signIn(await createStaff('manager'));
    await shop.http.get('/api/admin/sign-in-policy').set(manager).expect(403);
    await shop.http.put('/api/admin/sign-in-policy').set(manager).send({ twoFactorRequired: true }).expect(403);
    expect((await shop.http.get('/api/admin/sign-in-policy').set(owner).expect(200)).body).toEqual({
      twoFactorRequired: false,
      updatedAt: null,
      updatedBy: null,
    });
    await shop.http.put('/api/admin/sign-in-policy').set(owner).send({ twoFactorRequired: 'yes' }).expect(400);
    const refused = await shop.http.put('/api/admin/sign-in-policy').set(owner).send({ twoFactorRequired: true });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(/your own account/)]);

    ({ secret: ownerSecret } = await enrol(owner));
    const saved = await shop.http.put('/api/admin/sign-in-policy').set(owner).send({ twoFactorRequired: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      twoFactorRequired: true,
      updatedAt: now.toISOString(),
      updatedBy: { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email },
    });
    const [event] = await query<{ changes: Array<Record<string, unknown>> }>(
      `select "changes" from "audit_events" where "action" = 'saveSignInPolicy'`,
      [],
    );
    expect(event.changes).toContainEqual(
      expect.objectContaining({ record: 'SignInPolicyRecord', field: 'twoFactorRequired', after: true }),
    );
    // The Owner (two-step sign-in on) stays signed in; the profile says it is required.
    expect((await shop.http.get('/api/admin/profile').set(owner).expect(200)).body.twoFactor.required).toBe(true);
  });

  test('a member without it is signed out and led through enrolment at sign-in; the challenge opens nothing else', async () => {
    await shop.http.get('/api/admin/profile').set(memberAuth).expect(401);
    const answer = (await login(member).expect(200)).body;
    expect(answer).toEqual({ enrolmentRequired: true, challenge: expect.any(String), expiresAt: expect.any(String) });
    const { challenge } = answer;
    // The storefront's sign-in would skip the enrolment: refused.
    await shop.http.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(403);

    // No staff route takes the challenge, nor does the code step.
    for (const path of ['/api/admin/profile', '/api/admin/products', '/api/admin/dashboard'])
      await shop.http.get(path).set(bearer(challenge)).expect(401);
    await shop.http.post('/api/admin/profile/two-factor').set(bearer(challenge)).expect(401);
    await secondStep({ challenge, code: '123456' }).expect(401);

    const enrolment = (await shop.http.post('/api/admin/login/two-factor/enrolment').send({ challenge }).expect(200))
      .body;
    expect(URI.parse(enrolment.otpauthUri)).toMatchObject({ label: member.email });
    const confirm = (code: string) =>
      shop.http.post('/api/admin/login/two-factor/enrolment/confirm').send({ challenge, code });
    await confirm(notACode(enrolment.secret)).expect(401);
    const session = (await confirm(codeAt(enrolment.secret)).expect(200)).body;
    expect(session).toMatchObject({ email: member.email, token: expect.any(String) });
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: true });
    await shop.http.get('/api/admin/profile').set(bearer(session.token)).expect(200);
    // Used up.
    later(STEP);
    await confirm(codeAt(enrolment.secret)).expect(401);
    await shop.http.post('/api/admin/login/two-factor/enrolment').send({ challenge }).expect(401);

    // Required: it cannot be turned off, only reset by an Owner.
    const off = await shop.http
      .post('/api/admin/profile/two-factor/disable')
      .set(bearer(session.token))
      .send({ code: codeAt(enrolment.secret) });
    expect([off.status, off.body.message]).toEqual([409, expect.stringMatching(/required/)]);

    // From now on it signs in with a code.
    await secondStep({ challenge: await challengeOf(member), code: codeAt(enrolment.secret) }).expect(200);
    later(STEP);
  });

  test('after an Owner’s reset the member enrols again at the next sign-in', async () => {
    await shop.http.delete(`/api/admin/users/${member.id}/two-factor`).set(owner).expect(204);
    expect((await login(member).expect(200)).body.enrolmentRequired).toBe(true);
    // The Owner's own sign-in asks for the Owner's code.
    const challenge = await challengeOf({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } as Staff);
    await secondStep({ challenge, code: codeAt(ownerSecret) }).expect(200);
    later(STEP);
  });
});
