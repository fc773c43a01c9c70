import { resolve } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { startServer } from './support/server-process.js';

const createAdmin = resolve(import.meta.dirname, '../dist/scripts/create-admin.js');

describe('the server process', () => {
  test('bad configuration stops the start with every problem named, exit code 1 and no stack trace', async () => {
    const server = startServer({ PORT: 'eighty', ROLE: 'chef', NODE_ENV: 'production' });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('The shop could not start.');
    expect(server.output()).toContain('PORT must be a port number between 1 and 65535 (got "eighty")');
    expect(server.output()).toContain('ROLE must be one of all, api, worker (got "chef")');
    expect(server.output()).toContain('JWT_SECRET is required in production');
    expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  test('production without any administrator refuses to start and says how to create one', async () => {
    const empty = process.env.TEST_DATABASE_URL!.replace(/\/([^/]+)$/, '/$1_noadmin');
    // A database of its own: the test database already has an admin.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${new URL(empty).pathname.slice(1)}" with (force)`);
    await client.query(`create database "${new URL(empty).pathname.slice(1)}"`);
    await client.end();

    const server = startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      FEED_SECRET_KEY: 'f'.repeat(40),
      TWO_FACTOR_SECRET_KEY: 't'.repeat(40),
      DATABASE_URL: empty,
    });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('No administrator exists. Set ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  test('serves, then shuts down cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '3197' });
    await server.waitFor('on http://localhost:3197');
    const health = await fetch('http://localhost:3197/api/health');
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    const [code] = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('SIGTERM received, shutting down');
  });

  test('ROLE=worker runs the queue workers without HTTP and stops on SIGTERM', async () => {
    const server = startServer({ ROLE: 'worker', PORT: '3198' });
    await server.waitFor('Queue worker started (ROLE=worker)');
    await expect(fetch('http://localhost:3198/api/health')).rejects.toThrow();
    server.child.kill('SIGTERM');
    expect((await server.exited)[0]).toBe(0);
  });

  test('`npm run admin:create` adds an administrator who can sign in, once', async () => {
    const args = ['--email', 'second.admin@shop.example', '--name', 'Second Admin'];
    const created = startServer({ ADMIN_PASSWORD: 'a long enough password' }, createAdmin, args);
    expect((await created.exited)[0]).toBe(0);
    expect(created.output()).toContain('Administrator second.admin@shop.example created');

    const again = startServer({ ADMIN_PASSWORD: 'a long enough password' }, createAdmin, args);
    expect((await again.exited)[0]).toBe(1);
    expect(again.output()).toContain('An account with the e-mail second.admin@shop.example already exists.');

    const server = startServer({ PORT: '3199' });
    try {
      await server.waitFor('on http://localhost:3199');
      const login = await fetch('http://localhost:3199/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'second.admin@shop.example', password: 'a long enough password' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ name: 'Second Admin', isAdmin: true });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000); // three processes start one after another: slow on a busy 2-core machine
});
