import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { DEMO_ADMIN, loadConfig } from '../../src/config/config.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  /** A bearer header for the demo administrator. */
  adminAuth(): Promise<{ Authorization: string }>;
  close(): Promise<void>;
}

/** The real application on the test database and the local Redis, without the web apps. */
export async function createTestApp(env: Record<string, string> = {}, databaseUrl = process.env.TEST_DATABASE_URL!): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', QUEUE_PREFIX: 'shop-test', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...env });
  const app = await createApp(config, databaseUrl);
  app.useLogger(false);
  await app.init();
  const http = request(app.getHttpServer());
  let token: string | undefined;
  return {
    app,
    http,
    async adminAuth() {
      token ??= (await http.post('/api/admin/login').send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200)).body.token;
      return { Authorization: `Bearer ${token}` };
    },
    close: () => app.close(),
  };
}
