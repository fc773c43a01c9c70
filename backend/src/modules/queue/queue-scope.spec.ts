import { hostname } from 'node:os';
import { describe, expect, test } from '@jest/globals';
import { databaseIdentity, defaultQueuePrefix, QueueScope } from './queue-scope.js';

describe('the database identity behind the default queue prefix', () => {
  test('host, port and database name; never the user or password', () => {
    expect(databaseIdentity('postgres://shop:secret@DB.internal:6432/shop_prod')).toBe('db.internal:6432/shop_prod');
    expect(databaseIdentity('postgres://other:rotated@db.internal:6432/shop_prod')).toBe('db.internal:6432/shop_prod');
    expect(databaseIdentity('postgresql://shop@db.internal/shop')).toBe('db.internal:5432/shop');
  });

  test("a database on this machine is named by the machine, so two developers' local databases differ", () => {
    expect(databaseIdentity('postgres://postgres:postgres@127.0.0.1:54329/shop')).toBe(
      `${hostname().toLowerCase()}:54329/shop`,
    );
    expect(databaseIdentity('postgres://u@localhost/shop')).toBe(databaseIdentity('postgres://u@[::1]/shop'));
  });

  test('two databases get two prefixes; processes of one shop the same; QUEUE_PREFIX wins', () => {
    const staging = QueueScope.of('postgres://u:p@db:5432/staging');
    const production = QueueScope.of('postgres://u:p@db:5432/production');
    expect(staging.prefix).not.toBe(production.prefix);
    expect(QueueScope.of('postgres://worker:other@db:5432/staging').prefix).toBe(staging.prefix);
    expect(staging.prefix).toMatch(/^shop-staging-[0-9a-f]{10}$/);
    expect(QueueScope.of('postgres://u:p@db:5432/staging', 'shared').prefix).toBe('shared');
    expect(defaultQueuePrefix('db:5432/Shop Live!')).toMatch(/^shop-shop-live-[0-9a-f]{10}$/);
  });
});
