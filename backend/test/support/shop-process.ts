import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../dist/main.js');

export interface ShopProcess {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): string;
  /** Resolves once `text` has appeared in the process's output. */
  waitFor(text: string | RegExp, ms?: number): Promise<void>;
  /** SIGTERM, and waits for the exit (nothing when it has exited already). */
  stop(): Promise<void>;
}

/** The built server (`npm start`), with only the given environment and the test database's Redis. */
export function startShopProcess(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const seen = (text: string | RegExp) => (typeof text === 'string' ? output.includes(text) : text.test(output));
  return {
    child,
    exited,
    output: () => output,
    async waitFor(text, ms = 60_000) {
      const deadline = Date.now() + ms;
      while (!seen(text)) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`"${text}" did not appear in:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
