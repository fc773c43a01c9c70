import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../../config/paths.js';

/**
 * The search benchmarks' staff account: the first administrator of their database (made when the
 * database is prepared), so a reused database signs in with it whichever benchmark made it.
 */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-admin-password', name: 'Bench Admin' };

/** The environment that makes `BENCH_ADMIN` the first administrator. */
export const BENCH_ADMIN_ENV = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ADMIN_NAME: BENCH_ADMIN.name,
};

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
