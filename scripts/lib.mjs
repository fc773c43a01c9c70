// Shared by start, dev and test. Plain JavaScript that also runs on an older system Node: on a
// fresh clone these scripts start before the project's pinned Node 24 is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
/** The project's own Node (package.json pins it), not whatever the machine has. */
export const node = join(root, 'node_modules/.bin/node');

export function log(message) {
  console.log(`\x1b[36m[shop]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (existsSync(node) && existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  log('Installing dependencies (npm ci), once…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// What each part is built from; a part is rebuilt when any of these is newer than its last build.
const parts = {
  backend: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/package.json'],
  widgets: ['widgets/src', 'widgets/demo', 'widgets/vite.config.ts', 'widgets/package.json'],
  storefront: ['storefront/src', 'storefront/public', 'storefront/index.html', 'storefront/vite.config.ts', 'widgets/src'],
  admin: ['admin/src', 'admin/index.html', 'admin/vite.config.ts'],
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
