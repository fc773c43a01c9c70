import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { normaliseEmail } from '../src/common/text/index.js';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import {
  Migration20261129010000_normalised_emails,
  planNormalisedEmails,
} from '../src/database/migrations/Migration20261129010000_normalised_emails.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/**
 * Issue 27, "Accounts": what an attacker tries against sign-in, registration and sessions. The test
 * apps believe X-Forwarded-For from the loopback proxy (TRUST_PROXY), so each request names its client.
 */
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const tag = () => randomUUID().slice(0, 8);
/** `ａｌｉ-1@example.com`: the local part in fullwidth forms, which NFKC folds back to ASCII. */
const fullwidth = (email: string) => {
  const [local, domain] = email.split('@');
  return `${[...local].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}@${domain}`;
};

async function createStaff(shop: TestApp) {
  const input = { name: 'Grace Staff', email: `staff-${tag()}@example.com`, password: 'staff-secret-1' };
  await shop.http
    .post('/api/admin/users')
    .set(await shop.adminAuth())
    .send({ ...input, confirmPassword: input.password, role: 'manager' })
    .expect(201);
  return input;
}

describe('lock-out: a stranger cannot lock the owner out', () => {
  let shop: TestApp;
  beforeAll(
    async () =>
      (shop = await createTestApp({
        TRUST_PROXY: 'loopback',
        AUTH_RATE_LIMIT_PER_ADDRESS: '3/10m',
        AUTH_RATE_LIMIT_PER_IP: '30/10m',
        AUTH_SLOWDOWN_PER_ADDRESS: '50/10m',
      })),
  );
  afterAll(() => shop.close());

  test.each([
    ['/api/auth/login', 'customer'],
    ['/api/admin/login', 'staff'],
  ])('%s (%s): the attacker’s IP gets 429, the owner at another IP signs in at once', async (route, who) => {
    const { email, password } = who === 'staff' ? await createStaff(shop) : (await registerCustomer(shop)).input;
    for (let attempt = 0; attempt < 3; attempt++)
      await shop.http.post(route).set(from(ATTACKER)).send({ email, password: 'guess' }).expect(401);
    const refused = await shop.http.post(route).set(from(ATTACKER)).send({ email, password: 'guess' }).expect(429);
    expect(refused.body.message).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // The owner, from a client that has not failed, is not refused for the stranger's guesses.
    const signedIn = await shop.http.post(route).set(from(OWNER)).send({ email, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // The attacker stays limited, even with the right password.
    await shop.http.post(route).set(from(ATTACKER)).send({ email, password }).expect(429);
  });

  test('a successful sign-in clears only that client’s failures', async () => {
    const { input } = await registerCustomer(shop);
    const login = (ip: string, password: string) =>
      shop.http.post('/api/auth/login').set(from(ip)).send({ email: input.email, password });
    await login(OWNER, 'typo').expect(401);
    await login(OWNER, 'typo').expect(401);
    await login(OWNER, input.password).expect(200);
    for (let attempt = 0; attempt < 3; attempt++) await login(OWNER, 'typo').expect(401);
    await login(OWNER, 'typo').expect(429);
  });
});

describe('with Redis down, each process counts on its own by the same rule', () => {
  test('the attacker is refused, the owner signs in', async () => {
    const shop = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:9',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_ADDRESS: '2/10m',
    });
    try {
      const { input } = await registerCustomer(shop);
      const login = (ip: string, password: string) =>
        shop.http.post('/api/auth/login').set(from(ip)).send({ email: input.email, password });
      await login(ATTACKER, 'guess').expect(401);
      await login(ATTACKER, 'guess').expect(401);
      await login(ATTACKER, input.password).expect(429);
      await login(OWNER, input.password).expect(200);
    } finally {
      await shop.close();
    }
  });
});

describe('many clients together are slowed down on one address, never refused', () => {
  let shop: TestApp;
  beforeAll(
    async () =>
      (shop = await createTestApp({
        TRUST_PROXY: 'loopback',
        AUTH_RATE_LIMIT_PER_ADDRESS: '3/10m',
        AUTH_SLOWDOWN_PER_ADDRESS: '2/10m',
        AUTH_SLOWDOWN_MAX_DELAY: '600ms',
      })),
  );
  afterAll(() => shop.close());

  test('each further failure from anywhere makes the next answer wait longer, up to the cap', async () => {
    const { input } = await registerCustomer(shop);
    const timings: number[] = [];
    for (let client = 1; client <= 6; client++) {
      const started = Date.now();
      await shop.http
        .post('/api/auth/login')
        .set(from(`192.0.2.${client}`))
        .send({ email: input.email, password: 'guess' })
        .expect(401);
      timings.push(Date.now() - started);
    }
    // Two free failures, then 250 ms, 500 ms, 600 ms (the cap), 600 ms.
    expect(Math.min(...timings.slice(2))).toBeGreaterThanOrEqual(240);
    expect(Math.min(...timings.slice(4))).toBeGreaterThanOrEqual(590);
    expect(Math.max(...timings)).toBeLessThan(5000); // capped: no answer waits seconds on end
    // The owner waits too, but gets in.
    const started = Date.now();
    await shop.http
      .post('/api/auth/login')
      .set(from(OWNER))
      .send({ email: input.email, password: input.password })
      .expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});

describe('one address, many spellings', () => {
  let shop: TestApp;
  beforeAll(
    async () =>
      (shop = await createTestApp({
        TRUST_PROXY: 'loopback',
        AUTH_RATE_LIMIT_PER_ADDRESS: '3/10m',
        AUTH_SLOWDOWN_PER_ADDRESS: '50/10m',
      })),
  );
  afterAll(() => shop.close());

  const spellings = (email: string) => [
    email.replace('ali', 'al\u0130'), // LATIN CAPITAL LETTER I WITH DOT ABOVE
    email.toUpperCase(),
    fullwidth(email),
  ];

  test('the normalising rule folds case, İ and fullwidth forms into one spelling', () => {
    expect(normaliseEmail('al\u0130ce@example.com')).toBe('alice@example.com');
    expect(normaliseEmail(' ALICE@EXAMPLE.COM ')).toBe('alice@example.com');
    expect(normaliseEmail('ａｌｉｃｅ@example.com')).toBe('alice@example.com');
    expect(normaliseEmail('ＡＬＩＣＥ＠ＥＸＡＭＰＬＥ．ＣＯＭ')).toBe('alice@example.com');
  });

  test('every spelling signs in to the same account', async () => {
    const { input, user } = await registerCustomer(shop, { email: `ali-${tag()}@example.com` });
    for (const email of spellings(input.email)) {
      const response = await shop.http
        .post('/api/auth/login')
        .set(from(OWNER))
        .send({ email, password: input.password })
        .expect(200);
      expect(response.body.user.id).toBe(user.id);
    }
  });

  test('every spelling counts under the same limiter key', async () => {
    const { input } = await registerCustomer(shop, { email: `ali-${tag()}@example.com` });
    for (const email of spellings(input.email))
      await shop.http.post('/api/auth/login').set(from(ATTACKER)).send({ email, password: 'guess' }).expect(401);
    await shop.http
      .post('/api/auth/login')
      .set(from(ATTACKER))
      .send({ email: input.email, password: 'guess' })
      .expect(429);
  });

  test('a spelled-alike address cannot register a second account', async () => {
    const { input } = await registerCustomer(shop, { email: `ali-${tag()}@example.com` });
    for (const email of spellings(input.email)) {
      const response = await shop.http
        .post('/api/auth/register')
        .set(from(`192.0.2.${Math.floor(Math.random() * 250) + 1}`))
        .send({ ...input, username: `other-${tag()}`, email })
        .expect(409);
      expect(response.body.errors).toEqual({ email: 'An account with this email already exists' });
    }
  });

  test('addresses are stored in their normalised spelling', async () => {
    const local = `bob-${tag()}`;
    const { user } = await registerCustomer(shop, { email: fullwidth(`${local.toUpperCase()}@Example.COM`) });
    expect(user.email).toBe(`${local}@example.com`);
  });
});

describe('registration cannot be used to harvest addresses', () => {
  let shop: TestApp;
  beforeAll(
    async () => (shop = await createTestApp({ TRUST_PROXY: 'loopback', AUTH_REGISTER_RATE_LIMIT_PER_IP: '3/1h' })),
  );
  afterAll(() => shop.close());

  test('sign-up attempts are limited per client IP, with a clear 429 and Retry-After', async () => {
    const { input } = await registerCustomer(shop);
    const probe = (email: string, ip = ATTACKER) =>
      shop.http
        .post('/api/auth/register')
        .set(from(ip))
        .send({ ...input, username: `probe-${tag()}`, email });
    await probe(input.email).expect(409);
    await probe(`nobody-${tag()}@example.com`).expect(201);
    await probe(input.email).expect(409);
    const refused = await probe(input.email).expect(429);
    expect(refused.body.message).toBe('Too many sign-up attempts. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await probe(`nobody-${tag()}@example.com`).expect(429);
    // Another client still signs up.
    await probe(`newcomer-${tag()}@example.com`, OWNER).expect(201);
  });
});

describe('signing out ends the session on the server', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  test('a customer token reused after sign-out answers 401; other sessions live on', async () => {
    const { input, token } = await registerCustomer(shop);
    const other = (await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password })).body
      .token as string;
    await shop.http.get('/api/auth/me').set(bearer(token)).expect(200);
    await shop.http.post('/api/auth/logout').set(bearer(token)).expect(204);
    await shop.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await shop.http.post('/api/auth/logout').set(bearer(token)).expect(401);
    await shop.http.get('/api/auth/me').set(bearer(other)).expect(200);
  });

  test('a customer signing out everywhere ends every session of the account', async () => {
    const { input, token } = await registerCustomer(shop);
    const other = (await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password })).body
      .token as string;
    await shop.http.post('/api/auth/logout-everywhere').set(bearer(other)).expect(204);
    await shop.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await shop.http.get('/api/auth/me').set(bearer(other)).expect(401);
    const again = await shop.http
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(200);
    await shop.http.get('/api/auth/me').set(bearer(again.body.token)).expect(200);
  });

  test('a staff token reused after sign-out answers 401', async () => {
    const staff = await createStaff(shop);
    const login = async () =>
      (await shop.http.post('/api/admin/login').send({ email: staff.email, password: staff.password }).expect(200)).body
        .token as string;
    const token = await login();
    const other = await login();
    await shop.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    await shop.http.post('/api/admin/logout').set(bearer(token)).expect(204);
    await shop.http.get('/api/admin/profile').set(bearer(token)).expect(401);
    await shop.http.get('/api/admin/profile').set(bearer(other)).expect(200);
  });

  test('staff "sign out everywhere" ends every session of that account, and only of that account', async () => {
    const staff = await createStaff(shop);
    const login = async () =>
      (await shop.http.post('/api/admin/login').send({ email: staff.email, password: staff.password }).expect(200)).body
        .token as string;
    const [laptop, phone] = [await login(), await login()];
    const colleague = await shop.adminAuth();
    await shop.http.post('/api/admin/logout-everywhere').set(bearer(phone)).expect(204);
    await shop.http.get('/api/admin/profile').set(bearer(laptop)).expect(401);
    await shop.http.get('/api/admin/profile').set(bearer(phone)).expect(401);
    await shop.http.get('/api/admin/profile').set(colleague).expect(200);
  });
});

describe('the migration that normalises stored addresses', () => {
  test('the oldest account keeps an address; newer spellings of it are flagged and disabled', () => {
    const plan = planNormalisedEmails([
      { id: 'a', email: 'Alice@Example.com' },
      { id: 'b', email: 'al\u0130ce@example.com' },
      { id: 'c', email: 'ａｌｉｃｅ@example.com' },
      { id: 'd', email: 'dave@example.com' },
    ]);
    expect(plan).toEqual({
      renamed: [{ id: 'a', email: 'alice@example.com' }],
      clashes: [
        { id: 'b', email: 'al\u0130ce@example.com', takenBy: 'a' },
        { id: 'c', email: 'ａｌｉｃｅ@example.com', takenBy: 'a' },
      ],
    });
  });

  test('on a database: addresses are respelled, clashes resolved without losing an account', async () => {
    const database = await createOwnDatabase('attack_accounts');
    const orm = await MikroORM.init(ormConfig(database.url));
    try {
      const connection = orm.em.getConnection();
      const migration = new Migration20261129010000_normalised_emails(orm.em.getDriver(), orm.config);
      // Back to the schema before the migration, with addresses as the old code stored them.
      await migration.down();
      const users = [
        ['ｃａｒｏｌ@example.com', '2020-01-01'],
        ['Carol@Example.com', '2021-01-01'],
        ['Dave@Example.COM', '2021-01-01'],
        ['erin@example.com', '2022-01-01'],
      ].map(([email, createdAt]) => ({ id: randomUUID(), email, createdAt }));
      for (const user of users)
        await connection.execute(
          `insert into "users" ("id", "email", "name", "password_hash", "role", "is_disabled", "created_at", "updated_at")
           values (?, ?, 'Someone', 'x', 'customer', false, ?, now())`,
          [user.id, user.email, user.createdAt],
        );
      await migration.up();
      const rows = (await connection.execute(
        `select "id", "email", "email_taken_by", "is_disabled" from "users"`,
      )) as Array<{ id: string; email: string; email_taken_by: string | null; is_disabled: boolean }>;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const [older, newer, dave, erin] = users.map((user) => byId.get(user.id)!);
      expect(older).toMatchObject({ email: 'carol@example.com', email_taken_by: null, is_disabled: false });
      expect(newer).toMatchObject({ email: 'Carol@Example.com', email_taken_by: users[0].id, is_disabled: true });
      expect(dave).toMatchObject({ email: 'dave@example.com', email_taken_by: null, is_disabled: false });
      expect(erin).toMatchObject({ email: 'erin@example.com', email_taken_by: null, is_disabled: false });
      // The unique index now compares the stored (normalised) spelling.
      await expect(
        connection.execute(
          `insert into "users" ("id", "email", "name", "password_hash", "role", "is_disabled", "created_at", "updated_at")
           values (?, 'carol@example.com', 'Copy', 'x', 'customer', false, now(), now())`,
          [randomUUID()],
        ),
      ).rejects.toThrow(/users_email_unique/);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
