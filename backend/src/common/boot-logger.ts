import type { LoggerService } from '@nestjs/common';
import { pino, type LoggerOptions } from 'pino';

// Nest's start-up report (every module and route it wires) and MikroORM's line per migration step:
// about 150 lines on every start that hide the few a person needs, so they are detail for `debug`.
const CHATTY_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'MikroORM',
]);
const INFO = 30;

/** pino hooks shared by the boot logger and the app's logger (see http/request-log.ts). */
export const logHooks: LoggerOptions['hooks'] = {
  logMethod(args, write, level) {
    const context = (args[0] as { context?: unknown } | undefined)?.context;
    if (level === INFO && typeof context === 'string' && CHATTY_CONTEXTS.has(context)) {
      (this.debug as (...rest: unknown[]) => void)(...args);
      return;
    }
    write.apply(this, args);
  },
};

/**
 * The same JSON log lines as the app's request logger (nestjs-pino), for what happens before the
 * app exists: database start, migrations, the first admin.
 */
export function createBootLogger(level: string): LoggerService {
  const logger = pino({ level, hooks: logHooks });
  const write =
    (method: 'info' | 'warn' | 'error' | 'debug' | 'trace') =>
    (message: unknown, ...rest: unknown[]) => {
      const context = typeof rest.at(-1) === 'string' ? rest.at(-1) : undefined;
      logger[method]({ context }, String(message));
    };
  return {
    log: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
    verbose: write('trace'),
  };
}
