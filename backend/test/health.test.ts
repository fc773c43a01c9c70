import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { QUEUES } from '../src/modules/queue/queue.constants.js';
import { RedisStatus } from '../src/modules/queue/redis-status.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  test('reports the database and Redis up, with the version', async () => {
    const response = await shop.http.get('/api/health').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      role: 'all',
    });
    expect(response.body.database).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
    expect(response.body.redis).toMatchObject({ status: 'up' });
  });

  test('answers 503 when the database is down', async () => {
    const broken = await createTestApp({}, 'postgres://postgres@127.0.0.1:9/none');
    try {
      const response = await broken.http.get('/api/health').expect(503);
      expect(response.body.status).toBe('down');
      expect(response.body.database.status).toBe('down');
      expect(response.body.database.message).toMatch(/PostgreSQL/);
    } finally {
      await broken.close();
    }
  });

  test('stays up but degraded when Redis is down, and says how to start it', async () => {
    const noRedis = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const response = await noRedis.http.get('/api/health').expect(200);
      expect(response.body.status).toBe('degraded');
      expect(response.body.database.status).toBe('up');
      expect(response.body.redis).toMatchObject({ status: 'down', message: expect.stringMatching(/redis-server/) });
      // What queue features call before queueing: a 503 with the way out, instead of a hang.
      expect(() => noRedis.app.get(RedisStatus).assertAvailable()).toThrow(
        expect.objectContaining({
          status: 503,
          message: expect.stringMatching(/Redis cannot be reached at redis:\/\/127\.0\.0\.1:9\. Start Redis/),
        }),
      );
      // Every queue has an 'error' listener and a caught worker start: without, a refused connection
      // (the feeds queue had none) threw or left an unhandled rejection, now and then ending the process.
      const listened = Object.values(QUEUES).map((name) => [
        name,
        noRedis.app.get<Queue>(getQueueToken(name)).listenerCount('error') > 0,
      ]);
      expect(Object.fromEntries(listened)).toEqual(
        Object.fromEntries(Object.values(QUEUES).map((name) => [name, true])),
      );
    } finally {
      await noRedis.close();
    }
  });
});
