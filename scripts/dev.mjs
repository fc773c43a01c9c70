// `npm run dev`: the shop with reloading. The API restarts when backend code changes; the storefront is
// served by the API's own process from its sources through Vite's middleware (http://localhost:3000),
// rendered on the server as in production and hot-reloaded in the browser (issue 30.7); the console
// (http://localhost:5174/admin/) hot-reloads through Vite, which forwards /api to the API on :3000; the
// widget bundle rebuilds on change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatChanged, ensureDependencies, log, node, root } from './lib.mjs';

ensureDependencies();
buildWhatChanged();

const bin = (name) => join(root, 'node_modules/.bin', name);
const tasks = [
  ['types', bin('tsc'), ['-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['api', node, ['--watch-path=backend/dist', 'backend/dist/main.js'], '', { STOREFRONT_DEV: 'true' }],
  ['widgets', node, [bin('vite'), 'build', '--watch'], 'widgets'],
  ['admin', node, [bin('vite')], 'admin'],
];

const children = tasks.map(([name, command, args, cwd, env]) => {
  const child = spawn(command, args, {
    cwd: join(root, cwd ?? ''),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `\x1b[35m${name.padEnd(10)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => log(`${name} stopped (${code})`));
  return child;
});

log('Storefront http://localhost:3000 · Console http://localhost:5174/admin/ · API http://localhost:3000/api/docs');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
