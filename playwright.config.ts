import { defineConfig } from '@playwright/test';
import { E2E_OUTBOX } from './e2e/support/outbox';

// The built shop on its own port and database: E2E_DATABASE_URL from `npm test`, otherwise a
// throw-away embedded PostgreSQL under .data/e2e-postgres.
const port = Number(process.env.E2E_PORT ?? 3100);

const database = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
  : { EMBEDDED_PG_DIR: '.data/e2e-postgres', EMBEDDED_PG_PORT: '54331' };

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (this machine cannot download one).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node_modules/.bin/node backend/dist/main.js',
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...database,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `shop-e2e-${Date.now()}`,
      MAIL_OUTBOX_DIR: E2E_OUTBOX,
      // Supplier feeds served by a spec's own HTTP server on 127.0.0.1 (a private address, refused otherwise).
      FEED_ALLOW_PRIVATE_HOSTS: 'true',
    },
  },
});
