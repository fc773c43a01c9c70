import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { freePort } from '../src/scripts/test-services.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startServer } from './support/server-process.js';

/** A page the test edits as a developer would, and puts back. */
const ABOUT_PAGE = resolve(repoRoot, 'storefront/src/pages/info/AboutPage.tsx');

async function untilHealthy(origin: string) {
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run dev: the storefront from its sources, rendered on the server (issue 30.7)', () => {
  let database: OwnDatabase;
  let server: ReturnType<typeof startServer>;
  let origin: string;
  const original = readFileSync(ABOUT_PAGE, 'utf8');

  beforeAll(async () => {
    database = await createOwnDatabase('dev_render');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServer({
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_DEV: 'true',
      QUEUE_PREFIX: `shop-test-dev-${port}`,
    });
    await Promise.race([untilHealthy(origin), server.exited.then(() => Promise.reject(new Error(server.output())))]);
  }, 90_000);
  afterAll(async () => {
    writeFileSync(ABOUT_PAGE, original);
    await server?.stop();
    await database?.drop();
  });

  test('a page arrives rendered, loading its modules from Vite, with its dev script allowed by hash', async () => {
    const response = await fetch(`${origin}/about-us`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><div class="site">/);
    expect(html).toContain('<h1>About Us</h1>');
    expect(html).toContain('src="/@vite/client"');
    expect(html).toContain('src="/src/main.tsx"');
    // React Fast Refresh's inline preamble runs: its hash is in the policy, and nothing else is loosened.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    const module = await fetch(`${origin}/src/main.tsx`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toMatch(/javascript/);
  }, 60_000);

  test('an edit to a page shows on the next request, without a restart', async () => {
    writeFileSync(ABOUT_PAGE, original.replace('<h1>About Us</h1>', '<h1>About Us, edited</h1>'));
    let html = '';
    for (let attempt = 0; attempt < 20 && !html.includes('About Us, edited'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      html = await (await fetch(`${origin}/about-us`)).text();
    }
    expect(html).toContain('<h1>About Us, edited</h1>');
  }, 30_000);
});
