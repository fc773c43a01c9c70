import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/config.js';
import { logHooks } from '../common/boot-logger.js';

type Request = IncomingMessage & { originalUrl?: string };

/** An id the proxy in front of us already gave the request is kept, so one id follows it through both logs. */
const FORWARDED_ID = /^[\w.:-]{1,64}$/;

/**
 * The request log (pino-http, also the app's logger). At `info` one short line per API request —
 * method, path, status, time and request id — that a person can read; headers, query and client
 * address only at `debug`/`trace`, for chasing a problem. The id goes back to the client as
 * `X-Request-Id`, so a user's report can be matched with its line.
 */
export function requestLogOptions(config: AppConfig): NonNullable<Params['pinoHttp']> {
  const detailed = config.logLevel === 'debug' || config.logLevel === 'trace';
  const line = (request: Request, response: ServerResponse) =>
    `${request.method} ${pathOf(request)} ${response.statusCode}`;
  return {
    level: config.logLevel,
    hooks: logHooks,
    // Request logs for the API only; static files would drown them.
    autoLogging: { ignore: (request) => !request.url?.startsWith('/api') },
    genReqId: (request, response) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customSuccessMessage: (request, response, ms) => `${line(request, response)} ${Math.round(ms)} ms`,
    customErrorMessage: (request, response) => line(request, response),
    // pino-http hands these the standard serialized request and response.
    serializers: detailed
      ? undefined
      : {
          req: (request: { id: unknown; method: string; url: string }) => ({
            id: request.id,
            method: request.method,
            path: loggedPath(request.url),
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    customProps: () => ({ role: config.role }),
  };
}

// Paths that carry a secret: the password-reset token opens an account to whoever reads the log.
const SECRET_IN_PATH = /(\/verify-reset-token\/)[^/]+/;

/**
 * The path as logged: without its query string, which may hold what shoppers typed (search words,
 * e-mail addresses), and with secrets in the path replaced by '…'.
 */
function loggedPath(url: string): string {
  return url.split('?')[0].replace(SECRET_IN_PATH, '$1…');
}

function pathOf(request: Request): string {
  return loggedPath(request.originalUrl ?? request.url ?? '');
}
