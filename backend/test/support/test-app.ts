import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/app.js';
import { DEMO_ADMIN, loadConfig } from '../../src/config/config.js';

export interface TestApp {
  config: ReturnType<typeof loadConfig>;
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  /** A bearer header for the demo administrator. */
  adminAuth(): Promise<{ Authorization: string }>;
  close(): Promise<void>;
}

/** The real application on the test database and the local Redis, without the web apps unless asked. */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL!,
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    // Queues and rate-limit counters of their own, so runs and test files never see each other's. Under
    // QUEUE_PREFIX when set: another run's teardown clears every shop-test-* key, even a running test's.
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX ?? 'shop-test'}-${randomUUID().slice(0, 8)}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    MAIL_OUTBOX_DIR: `/tmp/shop-test-outbox-${process.pid}`,
    // Tests send many leads from the same sample addresses; attack-mail-secrets.test.ts tests the limit.
    MAIL_CONFIRMATIONS_PER_ADDRESS: '100000/1h',
    ...env,
  });
  const app = await createApp(config, databaseUrl, options);
  app.useLogger(false);
  await app.init();
  const http = request(app.getHttpServer());
  let token: string | undefined;
  return {
    config,
    app,
    http,
    async adminAuth() {
      token ??= (
        await http.post('/api/admin/login').send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200)
      ).body.token;
      return { Authorization: `Bearer ${token}` };
    },
    close: () => app.close(),
  };
}

let customers = 0;

/** Registers a fresh customer through the API; answers its token, user and password. */
export async function registerCustomer(shop: TestApp, overrides: Record<string, string> = {}) {
  customers += 1;
  const unique = `${process.pid}-${customers}-${randomUUID().slice(0, 6)}`;
  const input = {
    username: `shopper-${unique}`,
    email: `shopper-${unique}@example.com`,
    password: 'secret-123',
    firstName: 'Sam',
    lastName: 'Shopper',
    phoneNumber: '+44 20 7946 0000',
    ...overrides,
  };
  const response = await shop.http.post('/api/auth/register').send(input).expect(201);
  return {
    token: response.body.token as string,
    user: response.body.user,
    input,
    auth: { Authorization: `Bearer ${response.body.token}` },
  };
}

let staffMembers = 0;

/** A staff member of `role`, created by the demo Owner through the API and signed in: its bearer header and account. */
export async function signInStaff(shop: TestApp, role: string) {
  staffMembers += 1;
  const input = {
    name: `${role} ${staffMembers}`,
    email: `${role}-${process.pid}-${staffMembers}-${randomUUID().slice(0, 6)}@lumenjewelers.example`,
    password: 'staff-secret-123',
    role,
  };
  const created = await shop.http
    .post('/api/admin/users')
    .set(await shop.adminAuth())
    .send({ ...input, confirmPassword: input.password })
    .expect(201);
  const { email, password } = input;
  const { token } = (await shop.http.post('/api/admin/login').send({ email, password }).expect(200)).body;
  return { auth: { Authorization: `Bearer ${token}` }, user: created.body, input };
}
