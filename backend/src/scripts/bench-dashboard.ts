import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { loadConfig } from '../config/config.js';
import { repoRoot } from '../config/paths.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { loadBenchDiamonds } from './bench/bulk-load.js';
import { freePort, provideTestDatabases } from './test-services.js';
import { numberOption } from './bench/number-option.js';

/**
 * `npm run bench:dashboard [-- --rows=1000000 --leads=100000 --requests=30]`: a catalogue of a million
 * diamonds (the bench:search loader) and 100,000 leads (orders, appointments, contact messages spread
 * over 400 days, some spam, some from partner widgets), then GET /api/admin/dashboard timed through
 * HTTP against the server as production runs it. BENCH_DATABASE_URL reuses a database (created when
 * missing, kept after); otherwise a fresh one is made and dropped.
 */

const ROWS = numberOption('rows', 1_000_000);
const LEADS = numberOption('leads', 100_000);
const CUSTOMERS = numberOption('customers', 20_000);
const REQUESTS = numberOption('requests', 30);
const WARM_UP = 5;
const say = (message: string) => console.log(`[bench] ${message}`);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Creates the database of `url` when it does not exist yet (a reused bench database). */
async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Tops the lead tables up to `total` rows with generate_series: 45 % orders, 35 % appointments, 20 %
 * contact messages; created over the last 400 days, every status, 3 % spam, 20 % from widgets on five
 * partner origins; orders name 500 of the catalogue's products.
 */
async function loadLeads(connection: ReturnType<MikroORM['em']['getConnection']>, total: number): Promise<void> {
  const [{ count }] = await connection.execute<{ count: number }[]>(
    `select ((select count(*) from orders) + (select count(*) from appointments) + (select count(*) from contact_messages))::int as count`,
  );
  const missing = total - count;
  if (missing <= 0) return;
  const orders = Math.round(missing * 0.45);
  const appointments = Math.round(missing * 0.35);
  const messages = missing - orders - appointments;
  const common = (n: string) => `
    case when ${n} % 5 = 0 then 'widget' else 'storefront' end,
    case when ${n} % 5 = 0 then 'https://partner' || (${n} % 25 / 5) || '.example' end,
    ${n} % 33 = 0,
    now() - (${n} % 400) * interval '1 day' - (${n} % 1440) * interval '1 minute',
    now() - (${n} % 400) * interval '1 day'`;
  // Each request's reference (unique across the three kinds): a letter for the kind, then a number past the rows already there.
  const reference = (kind: string) => `'LJ-${kind}' || (${count} + g)`;
  await connection.execute(`
    insert into orders (id, source, source_origin, spam, created_at, updated_at, reference, full_name, phone, email, product_id, product_name, product_price, shown_price, product_type, status, priority)
    select gen_random_uuid(), ${common('g')}, ${reference('O')}, 'Bench Buyer ' || g, '+44 20 7946 0000', 'buyer' || g || '@bench.example',
           p.id, p.name, p.price, p.price, 'Diamond',
           (array['new','contacted','processing','completed','cancelled'])[g % 5 + 1], 'medium'
      from generate_series(1, ${orders}) g
      join (select id, name, price, row_number() over (order by id) - 1 as n from (select id, name, price from products order by id limit 500) picked) p
        on p.n = g % 500`);
  await connection.execute(`
    insert into appointments (id, source, source_origin, spam, created_at, updated_at, reference, full_name, email, phone, consultation_date_time, assistance_type, status)
    select gen_random_uuid(), ${common('g')}, ${reference('A')}, 'Bench Visitor ' || g, 'visitor' || g || '@bench.example', '+44 20 7946 0000',
           now() - (g % 400) * interval '1 day' + interval '3 days', 'Engagement Ring',
           (array['pending','confirmed','cancelled','completed'])[g % 4 + 1]
      from generate_series(1, ${appointments}) g`);
  await connection.execute(`
    insert into contact_messages (id, source, source_origin, spam, created_at, updated_at, reference, full_name, phone, email, message, status)
    select gen_random_uuid(), ${common('g')}, ${reference('M')}, 'Bench Writer ' || g, '+44 20 7946 0000', 'writer' || g || '@bench.example',
           'Do you resize rings?', (array['new','read','replied','resolved'])[g % 4 + 1]
      from generate_series(1, ${messages}) g`);
}

/** Tops customer accounts up to `total` (created over the last 400 days). */
async function loadCustomers(connection: ReturnType<MikroORM['em']['getConnection']>, total: number): Promise<void> {
  const [{ count }] = await connection.execute<{ count: number }[]>(
    `select count(*)::int as count from users where role = 'customer'`,
  );
  if (count >= total) return;
  await connection.execute(`
    insert into users (id, email, name, password_hash, role, is_disabled, created_at, updated_at, username)
    select gen_random_uuid(), 'bench-customer-' || g || '-' || ${count} || '@bench.example', 'Bench Customer ' || g, 'x', 'customer', false,
           now() - (g % 400) * interval '1 day', now(), 'bench-customer-' || g || '-' || ${count}
      from generate_series(1, ${total - count}) g`);
}

async function main(): Promise<void> {
  const reused = process.env.BENCH_DATABASE_URL;
  if (reused) await ensureDatabase(reused);
  const databases = reused ? undefined : await provideTestDatabases(['bench_dashboard']);
  const url = reused ?? databases!.urls.bench_dashboard;
  Logger.overrideLogger(['warn', 'error']);
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'development' });
  await prepareDatabase(config, url);
  const orm = await MikroORM.init(ormConfig(url));
  let server: ReturnType<typeof spawn> | undefined;
  try {
    const connection = orm.em.getConnection();
    const [{ count: products }] = await connection.execute<{ count: number }[]>(
      `select count(*)::int as count from products`,
    );
    if (!products) {
      say(`loading ${ROWS} diamonds…`);
      say(`loaded in ${((await timed(() => loadBenchDiamonds(orm.em.fork(), ROWS))) / 1000).toFixed(1)} s`);
    } else if (products !== ROWS) {
      say(`the database already holds ${products} products (not ${ROWS}); measuring with those`);
    }
    const leadsMs = await timed(async () => {
      await loadLeads(connection, LEADS);
      await loadCustomers(connection, CUSTOMERS);
    });
    // What autovacuum does to a settled database: statistics and the visibility map (index-only scans).
    await connection.execute('vacuum analyze products, orders, appointments, contact_messages, users');
    say(`leads and customers ready, vacuumed in ${(leadsMs / 1000).toFixed(1)} s`);
    const [counts] = await connection.execute<{ products: number; leads: number; customers: number }[]>(
      `select (select count(*) from products)::int as products,
              ((select count(*) from orders) + (select count(*) from appointments) + (select count(*) from contact_messages))::int as leads,
              (select count(*) from users where role = 'customer')::int as customers`,
    );

    const port = await freePort();
    server = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'backend/dist/main.js')], {
      // The diamond search index is not used by the dashboard; building it would share the CPU with the timing.
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        QUEUE_PREFIX: 'shop-test-bench',
        SEARCH_INDEX: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}/api`;
    const started = performance.now();
    let token: string | undefined;
    while (!token) {
      const response = await fetch(`${base}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      }).catch(() => undefined);
      if (response?.status === 200) token = ((await response.json()) as { token: string }).token;
      else if (response && response.status !== 503)
        throw new Error(`login answered ${response.status}: ${await response.text()}`);
      else if (performance.now() - started > 120_000) throw new Error('the server did not start within 2 minutes');
      else await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const dashboard = async () => {
      const response = await fetch(`${base}/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200)
        throw new Error(`the dashboard answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<{ products: { total: number }; weekly: unknown[] }>;
    };
    const sample = await dashboard();
    say(`server up; the dashboard counts ${sample.products.total} products, ${sample.weekly.length} weeks`);
    for (let i = 0; i < WARM_UP; i++) await dashboard();
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) samples.push(await timed(dashboard));

    // The worst case: a catalogue change before every request, so the product counts are counted again.
    const uncached: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      await connection.execute('update catalog_revision set revision = revision + 1');
      uncached.push(await timed(dashboard));
    }

    const p50 = percentile(samples, 50).toFixed(1);
    const p95 = percentile(samples, 95).toFixed(1);
    const row = (name: string, values: number[]) =>
      console.log(
        `${name.padEnd(52)}${String(values.length).padStart(9)}${[
          Math.min(...values),
          percentile(values, 50),
          percentile(values, 95),
          Math.max(...values),
        ]
          .map((value) => value.toFixed(1).padStart(9))
          .join('')}`,
      );
    console.log(`\n${'ms'.padEnd(52)}${['n', 'min', 'p50', 'p95', 'max'].map((h) => h.padStart(9)).join('')}`);
    row('GET /api/admin/dashboard, 1 client', samples);
    row('same, catalogue changed before each request', uncached);
    console.log(
      `bench:dashboard uncached_p50_ms=${percentile(uncached, 50).toFixed(1)} uncached_p95_ms=${percentile(uncached, 95).toFixed(1)}`,
    );
    console.log(`bench:dashboard products=${counts.products} leads=${counts.leads} p50_ms=${p50} p95_ms=${p95}`);
  } finally {
    server?.kill('SIGTERM');
    await orm.close();
    await databases?.drop();
  }
}

main().catch((error: Error) => {
  console.error(`bench:dashboard failed: ${error.message}`);
  process.exit(1);
});
