import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../../config/paths.js';

/**
 * The built server (backend/dist/main.js) on the project's Node, as production runs it: `role`
 * unset is one process doing everything (`npm start`), `api` and `worker` the processes of a shop
 * at scale. Its output goes to the benchmark's.
 */
export function startShopProcess(env: Record<string, string>, role?: 'api' | 'worker'): ChildProcess {
  return spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'backend/dist/main.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', ...(role ? { ROLE: role } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops the processes that still run and waits until they are gone. */
export async function stopShopProcesses(processes: ChildProcess[]): Promise<void> {
  for (const child of processes.filter((one) => one.exitCode === null && one.signalCode === null)) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
