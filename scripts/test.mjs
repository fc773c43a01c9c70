// `npm test`: every suite that can fail: type checks, backend unit + integration tests (real
// PostgreSQL and Redis), the front ends' component tests and the Playwright end-to-end tests in
// Debian's Chromium. Ends with one line: `N passed, N failed`.
//
// The suites run one after another. Running the end-to-end tests beside the others was tried twice and
// dropped: on 2 cores the pages' own timeouts (5 s expectations, 30 s tests) then run out at random
// (two lanes: 2 of the first 93 browser tests failed; three lanes: a load average of 9-11 and a run
// past 40 minutes). The runners' reports live in test-reports/, apart from test-results/, which
// Playwright empties when it starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWhatChanged, ensureDependencies, log, node, root } from './lib.mjs';

ensureDependencies();
buildWhatChanged();

const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { provideTestDatabases, clearTestRedisKeys, freePort } = await import(
  join(root, 'backend/dist/scripts/test-services.js')
);
const databases = await provideTestDatabases(['jest', 'e2e']).catch((error) => {
  // A database that cannot start is the user's to fix: say what is wrong, not where in our code.
  console.error(`\nThe test databases could not be prepared.\n${error.message}\n`);
  process.exit(1);
});
const results = [];
const started = performance.now();
try {
  results.push(await runLint());
  for (const workspace of ['backend', 'widgets', 'storefront', 'admin']) {
    results.push(await runTypecheck(workspace));
  }
  for (const workspace of ['backend', 'widgets', 'storefront', 'admin']) {
    results.push(await runJest(workspace, { TEST_DATABASE_URL: databases.urls.jest }));
  }
  results.push(await runPlaywright({ E2E_DATABASE_URL: databases.urls.e2e, E2E_PORT: String(await freePort()) }));
} finally {
  await databases.stop();
  await clearTestRedisKeys();
}

// Minutes on the clock and of CPU (each suite's runner, its workers and browsers; not PostgreSQL's or
// Redis's own processes). Where the clock runs far ahead of the CPU, a suite is waiting (on the
// database, timers or pages).
console.log('\nSuite                     passed  failed  minutes  CPU minutes');
for (const { name, passed, failed, seconds, cpuSeconds } of results)
  console.log(
    `${name.padEnd(26)}${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${(seconds / 60).toFixed(1).padStart(7)}  ${(cpuSeconds / 60).toFixed(1).padStart(11)}`,
  );
console.log(`All suites: ${((performance.now() - started) / 60_000).toFixed(1)} minutes`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** ESLint (with the repository rules), Prettier and the rules' own tests: one check. */
function runLint() {
  return runCheck('lint', ['run', 'lint']);
}

function runTypecheck(workspace) {
  return runCheck(`typecheck ${workspace}`, ['run', 'typecheck', '-w', workspace]);
}

/**
 * Runs a suite's command to its end, with its output, through scripts/cpu-time.mjs (which measures
 * the suite's own CPU); answers its exit status, clock and CPU seconds.
 */
function timed(name, command, args, options) {
  const begun = performance.now();
  const cpuReport = join(reports, `${name.replace(/\W+/g, '-')}.cpu.json`);
  const child = spawn(process.execPath, [join(root, 'scripts/cpu-time.mjs'), cpuReport, command, ...args], {
    stdio: 'inherit',
    ...options,
  });
  return new Promise((resolveRun) =>
    child.on('close', (status) => {
      const { cpuSeconds } = existsSync(cpuReport) ? JSON.parse(readFileSync(cpuReport, 'utf8')) : { cpuSeconds: NaN };
      resolveRun({ status, seconds: (performance.now() - begun) / 1000, cpuSeconds });
    }),
  );
}

/** An npm script that passes or fails as a whole counts as one test. */
async function runCheck(name, npmArgs) {
  log(name);
  const { status, seconds, cpuSeconds } = await timed(name, 'npm', npmArgs, { cwd: root });
  const ok = status === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, cpuSeconds };
}

async function runJest(workspace, env) {
  log(`Jest: ${workspace}`);
  const output = join(reports, `jest-${workspace}.json`);
  const run = await timed(
    `jest ${workspace}`,
    node,
    [join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${output}`],
    {
      cwd: join(root, workspace),
      env: { ...process.env, ...env, NODE_OPTIONS: '--experimental-vm-modules', NODE_NO_WARNINGS: '1' },
    },
  );
  return summarize(`jest ${workspace}`, output, run, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
  }));
}

async function runPlaywright(env) {
  log('Playwright end-to-end tests (Chromium)');
  const output = join(reports, 'playwright.json');
  const run = await timed('playwright', node, [join(root, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd: root,
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  return summarize('playwright', output, run, (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0),
  }));
}

/** A runner that crashed before writing its report counts as one failure, never as zero tests. */
function summarize(name, reportFile, { status, seconds, cpuSeconds }, count) {
  if (!existsSync(reportFile)) return { name, passed: 0, failed: 1, seconds, cpuSeconds };
  const { passed, failed } = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  return { name, passed, failed: failed === 0 && status !== 0 ? 1 : failed, seconds, cpuSeconds };
}
