import type { LoggerService } from '@nestjs/common';
import { pino } from 'pino';

/**
 * The same JSON log lines as the app's request logger (nestjs-pino), for what happens before the
 * app exists: database start, migrations, the first admin.
 */
export function createBootLogger(level: string): LoggerService {
  const logger = pino({ level });
  const write = (method: 'info' | 'warn' | 'error' | 'debug' | 'trace') => (message: unknown, ...rest: unknown[]) => {
    const context = typeof rest.at(-1) === 'string' ? rest.at(-1) : undefined;
    logger[method]({ context }, String(message));
  };
  return { log: write('info'), warn: write('warn'), error: write('error'), debug: write('debug'), verbose: write('trace') };
}
