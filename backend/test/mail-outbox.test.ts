import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { PasswordResetToken } from '../src/modules/auth/entities/password-reset-token.entity.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

async function waitForFile(dir: string, timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    if (files.length) return join(dir, files[0]);
    if (Date.now() > deadline) throw new Error(`no .eml file appeared in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail without SMTP_URL', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp({ MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'http://localhost:4321' })));
  afterAll(() => shop.close());

  test('messages are written as .eml files a developer can open', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const eml = readFileSync(await waitForFile(outbox), 'utf8');
    expect(eml).toContain(`To: ${input.email}`);
    expect(eml).toContain('Subject: Reset your Lumen Jewelers password');
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:4321\/reset-password\/[A-Za-z0-9_-]{43}/);
  });
});

describe('mail while Redis is down', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' })));
  afterAll(() => shop.close());

  test('a reset request answers 503 with how to start Redis, and stores nothing', async () => {
    const { input } = await registerCustomer(shop);
    const response = await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(503);
    expect(response.body.message).toMatch(/Redis cannot be reached.*Start Redis/);
    const tokens = await shop.app
      .get(EntityManager)
      .fork()
      .count(PasswordResetToken, { user: { email: input.email } });
    expect(tokens).toBe(0);
    // Sign-in does not need Redis: its rate limits fall back to this process.
    await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(200);
  });
});
