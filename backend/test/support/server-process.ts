import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

export const mainScript = resolve(import.meta.dirname, '../../dist/main.js');

/**
 * Runs a built entry point as `npm start` does, with only the given environment (on the test
 * database, in test mode, unless the test says otherwise), and collects everything it prints.
 */
export function startServer(
  env: Record<string, string | undefined>,
  script = mainScript,
  args: string[] = [],
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      QUEUE_PREFIX: 'shop-test',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const waitFor = async (text: string, ms = 20000) => {
    const deadline = Date.now() + ms;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`"${text}" did not appear in:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** SIGTERM, then the exit code. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return (await exited)[0];
  };
  return { child, exited, waitFor, stop, output: () => output };
}
