// `npm test`: every suite that can fail: type checks, backend unit + integration tests (real
// PostgreSQL and Redis), the front ends' component tests and the Playwright end-to-end tests in
// Debian's Chromium. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWhatChanged, ensureDependencies, log, node, root } from './lib.mjs';

ensureDependencies();
buildWhatChanged();

const reports = join(root, 'test-results');
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
try {
  results.push(runLint());
  for (const workspace of ['backend', 'widgets', 'storefront', 'admin']) {
    results.push(runTypecheck(workspace));
  }
  for (const workspace of ['backend', 'widgets', 'storefront', 'admin']) {
    results.push(runJest(workspace, { TEST_DATABASE_URL: databases.urls.jest }));
  }
  results.push(runPlaywright({ E2E_DATABASE_URL: databases.urls.e2e, E2E_PORT: String(await freePort()) }));
} finally {
  await databases.stop();
  await clearTestRedisKeys();
}

console.log('\nSuite                     passed  failed');
for (const { name, passed, failed } of results)
  console.log(`${name.padEnd(26)}${String(passed).padStart(6)}  ${String(failed).padStart(6)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** ESLint (with the module-boundaries rule), Prettier and the rule's own tests: one check. */
function runLint() {
  return runCheck('lint', ['run', 'lint']);
}

function runTypecheck(workspace) {
  return runCheck(`typecheck ${workspace}`, ['run', 'typecheck', '-w', workspace]);
}

/** An npm script that passes or fails as a whole counts as one test. */
function runCheck(name, npmArgs) {
  log(name);
  const ok = spawnSync('npm', npmArgs, { cwd: root, stdio: 'inherit' }).status === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function runJest(workspace, env) {
  log(`Jest: ${workspace}`);
  const output = join(reports, `jest-${workspace}.json`);
  const status = spawnSync(node, [join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${output}`], {
    cwd: join(root, workspace),
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_OPTIONS: '--experimental-vm-modules', NODE_NO_WARNINGS: '1' },
  }).status;
  return summarize(`jest ${workspace}`, output, status, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
  }));
}

function runPlaywright(env) {
  log('Playwright end-to-end tests (Chromium)');
  const output = join(reports, 'playwright.json');
  const status = spawnSync(node, [join(root, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  }).status;
  return summarize('playwright', output, status, (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0),
  }));
}

/** A runner that crashed before writing its report counts as one failure, never as zero tests. */
function summarize(name, reportFile, status, count) {
  if (!existsSync(reportFile)) return { name, passed: 0, failed: 1 };
  const { passed, failed } = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  return { name, passed, failed: failed === 0 && status !== 0 ? 1 : failed };
}
