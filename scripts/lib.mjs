// Shared by start, dev and test. Plain JavaScript that also runs on an older system Node: on a
// fresh clone these scripts start before the project's pinned Node 24 is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The machine's Node must be new enough for these scripts (import.meta.dirname below); package.json's
// `engines` (">=major.minor") is the one place that says which. Checked before anything fails obscurely.
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = engines.node.replace('>=', '');
const [neededMajor, neededMinor] = needed.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.error(
    `The shop's scripts need Node.js ${needed} or newer, and this is ${process.versions.node}: install a newer Node.js (the shop itself then runs on its own pinned Node 24).`,
  );
  process.exit(1);
}

export const root = resolve(import.meta.dirname, '..');
/** The project's own Node (package.json pins it), not whatever the machine has. */
export const node = join(root, 'node_modules/.bin/node');

export function log(message) {
  console.log(`\x1b[36m[shop]\x1b[0m ${message}`);
}

/** Runs a command to its end; `hide` drops matching lines of its stderr (which then arrives at the end). */
export function run(command, args, { hide, ...options } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: hide ? ['inherit', 'inherit', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  if (hide)
    process.stderr.write(
      result.stderr
        .split('\n')
        .filter((line) => !hide.test(line))
        .join('\n'),
    );
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (
    existsSync(node) &&
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  )
    return;
  log('Installing dependencies (npm ci) and the pinned Node 24, once: a few minutes…');
  // npm checks every package's `engines` against the Node that runs npm, the machine's; the packages
  // run on the pinned Node 24, so those EBADENGINE warnings would only alarm.
  run('npm', ['ci', '--no-audit', '--no-fund'], { hide: /\bEBADENGINE\b/ });
}

// What each part is built from; a part is rebuilt when any of these is newer than its last build.
const parts = {
  backend: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/package.json'],
  widgets: ['widgets/src', 'widgets/demo', 'widgets/vite.config.ts', 'widgets/package.json', 'scripts/precompress.mjs'],
  storefront: [
    'storefront/src',
    'storefront/public',
    'storefront/index.html',
    'storefront/vite.config.ts',
    'widgets/src',
    'scripts/precompress.mjs',
  ],
  admin: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'scripts/precompress.mjs'],
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds the parts whose sources changed since their last build (all of them on a fresh clone). */
export function buildWhatChanged({ force = false } = {}) {
  for (const [part, inputs] of Object.entries(parts)) {
    const stamp = join(root, part, 'dist/.build-stamp');
    const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    if (!force && builtAt > Math.max(...inputs.map((input) => newestMtime(join(root, input))))) continue;
    log(`Building ${part}…`);
    run('npm', ['run', 'build', '-w', part]);
    writeFileSync(stamp, new Date().toISOString() + '\n');
  }
}

/** Starts a long-running child on the pinned Node, passing signals on so it can shut down cleanly. */
export function startChild(args, env = {}) {
  const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
