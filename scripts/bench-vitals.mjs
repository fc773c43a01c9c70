// `npm run bench:vitals`: Lighthouse's performance audit (mobile defaults: a mid-range phone on a slow
// 4G connection, simulated) of the storefront's five most visited pages, several runs each, in Debian's
// Chromium. Prints the median performance score, LCP, CLS and JavaScript transferred of each page, then
//   bench:vitals perf_min=<lowest median score> lcp_max_ms=<highest median LCP> cls_max=<highest median CLS>
//
//   npm run bench:vitals                              # builds what changed, starts the shop on a free port with its own database
//   npm run bench:vitals -- --url=http://host:3000    # a shop that is already running
//   npm run bench:vitals -- --runs=1                  # fewer runs (default 5)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWhatChanged, ensureDependencies, log, node, root } from './lib.mjs';

/** The Chromium the tests use too; a browser is never downloaded. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1 (got ${option('runs')})`);

/** The pages of issue 18; the diamond is the first of the lab-grown list. */
const PAGES = [
  { name: 'home', path: () => '/' },
  { name: '/diamonds', path: () => '/diamonds' },
  {
    name: 'a diamond',
    path: async (base) =>
      `/diamonds/${(await (await fetch(`${base}/api/diamonds?limit=1&facets=false`)).json()).items[0].id}`,
  },
  { name: '/jewelry', path: () => '/jewelry' },
  { name: '/book-appointment', path: () => '/book-appointment' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The built shop as `npm start` runs it (demo data), on a free port with a fresh database of its own. */
async function startShop() {
  ensureDependencies();
  buildWhatChanged();
  const { provideTestDatabases, freePort } = await import(join(root, 'backend/dist/scripts/test-services.js'));
  const databases = await provideTestDatabases(['vitals']);
  const port = await freePort();
  const server = spawn(node, ['backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databases.urls.vitals,
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `shop-vitals-${process.pid}`,
    },
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    await databases.drop();
  };
  for (const started = Date.now(); ;) {
    if (server.exitCode !== null) throw new Error(`the shop stopped while starting (exit code ${server.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error('the shop did not answer /api/health within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop };
}

/** Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART): such a run is repeated. */
const ATTEMPTS = 3;

/** One Lighthouse run of the performance category with its default (mobile) settings, in a browser of its own. */
async function audit(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError && attempt < ATTEMPTS) return audit(url, attempt + 1);
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url} in ${ATTEMPTS} attempts: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKib:
      requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
  };
}

const given = option('url')?.replace(/\/$/, '');
const shop = given ? { base: given, stop: async () => undefined } : await startShop();
const results = [];
try {
  for (const page of PAGES) {
    const url = shop.base + (await page.path(shop.base));
    // The first load warms the server's caches and indexes; only the runs after it count.
    await audit(url);
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      samples.push(await audit(url));
      log(
        `${page.name} run ${run}/${runs}: score ${samples.at(-1).score}, LCP ${Math.round(samples.at(-1).lcpMs)} ms, CLS ${samples.at(-1).cls.toFixed(3)}`,
      );
    }
    results.push({
      name: page.name,
      score: median(samples.map((sample) => sample.score)),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      cls: median(samples.map((sample) => sample.cls)),
      jsKib: median(samples.map((sample) => sample.jsKib)),
    });
  }
} finally {
  await shop.stop();
}

console.log(`\nLighthouse ${runs} run${runs === 1 ? '' : 's'} a page, medians (mobile defaults, simulated slow 4G)`);
console.log(
  `${'page'.padEnd(20)}${'performance'.padStart(12)}${'LCP ms'.padStart(10)}${'CLS'.padStart(8)}${'JS KiB'.padStart(10)}`,
);
for (const { name, score, lcpMs, cls, jsKib } of results) {
  console.log(
    `${name.padEnd(20)}${String(score).padStart(12)}${String(Math.round(lcpMs)).padStart(10)}${cls.toFixed(3).padStart(8)}${jsKib.toFixed(1).padStart(10)}`,
  );
}
const perfMin = Math.min(...results.map(({ score }) => score));
const lcpMax = Math.max(...results.map(({ lcpMs }) => lcpMs));
const clsMax = Math.max(...results.map(({ cls }) => cls));
console.log(`\nbench:vitals perf_min=${perfMin} lcp_max_ms=${Math.round(lcpMax)} cls_max=${clsMax.toFixed(3)}`);
