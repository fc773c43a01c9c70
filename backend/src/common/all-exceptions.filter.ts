import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { CACHE } from './cache-policy.js';
import type { ApiError } from './api-error.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/** Errors thrown by body-parser and other Express middleware carry their status and a `type`. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body charset is not supported',
};

/**
 * Turns every error into `{ statusCode, message, errors? }`. Client errors keep their message;
 * anything unexpected is logged with its stack and answered as a plain 500, never leaking details.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toApiError(exception);
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // A failure is not the answer to keep: a catalogue read declared shared caching before it failed.
    if (body.statusCode >= 500) response.setHeader('Cache-Control', CACHE.none);
    response.status(body.statusCode).json(body);
  }

  private toApiError(exception: unknown): ApiError {
    // Nest wraps body-parser's errors; their raw text ("Unexpected token } in JSON…") helps nobody.
    const middlewareType = ((exception as { cause?: HttpLikeError })?.cause ?? (exception as HttpLikeError))?.type;
    const middlewareMessage = middlewareType ? MIDDLEWARE_MESSAGES[middlewareType] : undefined;
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (middlewareMessage) return { statusCode, message: middlewareMessage };
      const answer = exception.getResponse();
      if (typeof answer === 'string') return { statusCode, message: answer };
      const { message, errors } = answer as { message?: string | string[]; errors?: Record<string, string> };
      let text = Array.isArray(message) ? message[0] : message;
      // Nest's text for an unknown route is "Cannot GET /api/x".
      if (statusCode === 404 && text?.startsWith('Cannot '))
        text = `There is no API route ${text.slice(7)}. The list is at /api/docs.`;
      return { statusCode, message: text ?? exception.message, ...(errors ? { errors } : {}) };
    }
    const httpLike = exception as HttpLikeError | undefined;
    const status = httpLike?.status ?? httpLike?.statusCode;
    if (status && status >= 400 && status < 500) {
      return { statusCode: status, message: middlewareMessage ?? 'The request could not be processed' };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again later.',
    };
  }
}
