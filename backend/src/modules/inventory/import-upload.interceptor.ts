import { rm } from 'node:fs/promises';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

/**
 * Wraps multer for CSV uploads: the file stays on disk for the worker when the upload is accepted,
 * and is removed when anything refuses it, so a refused upload keeps nothing. Multer's own errors
 * get the house shape on the `file` field.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { file?: { path?: string } }>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (request.file?.path) void rm(request.file.path, { force: true });
        return throwError(() => this.translate(error));
      }),
    );
  }

  private translate(error: unknown): unknown {
    if (!(error instanceof HttpException) || error.getStatus() !== 413) return error;
    const message = `The file is larger than ${Math.round(this.config.imports.maxBytes / (1024 * 1024))} MB. Split it into smaller files.`;
    return new HttpException({ message, errors: { file: message } }, 413);
  }
}
