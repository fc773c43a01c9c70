import type { Redis } from 'ioredis';
import type { TestApp } from './test-app.js';

/** The staff queue dashboard's JSON API (bull-board), as the console's dashboard page calls it. */
export const QUEUES_JSON = '/api/admin/queues/api/queues';

/** Every key under `match` (by default the whole shop's prefix), each with its whole value, whatever its type. */
export async function redisDump(redis: Redis, shop: TestApp, match = `${shop.config.queuePrefix}:*`): Promise<string> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, 0, -1, 'WITHSCORES');
      else value = `(${type})`;
      out.push(`${key} ${type} ${JSON.stringify(value)}`);
    }
  } while (cursor !== '0');
  return out.join('\n');
}

/** What the staff queue dashboard answers for `queues`, every status, every job, as text. */
export async function dashboardDump(shop: TestApp, queues: string[] = ['mail']): Promise<string> {
  const auth = await shop.adminAuth();
  const answers: string[] = [];
  for (const activeQueue of queues) {
    for (const status of ['latest', 'completed', 'failed', 'waiting', 'active', 'delayed', 'paused']) {
      const response = await shop.http
        .get(QUEUES_JSON)
        .query({ activeQueue, status, page: 1, jobsPerPage: 1000 })
        .set(auth)
        .expect(200);
      answers.push(JSON.stringify(response.body));
    }
  }
  return answers.join('\n');
}
