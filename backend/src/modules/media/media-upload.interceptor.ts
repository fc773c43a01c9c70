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
import { catchError, finalize, type Observable, throwError } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { uploadHardLimit } from './media-rules.js';

/**
 * Wraps multer (the FileInterceptor inside it): turns its errors into the house shape on the `file`
 * field, and always removes the temporary file once the request is answered.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { file?: { path?: string } }>();
    return next.handle().pipe(
      catchError((error: unknown) => throwError(() => this.translate(error))),
      finalize(() => {
        if (request.file?.path) void rm(request.file.path, { force: true });
      }),
    );
  }

  private translate(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    const answer = error.getResponse();
    if (typeof answer === 'object' && answer && 'errors' in answer) return error;
    const status = error.getStatus();
    const limitMb = Math.round(uploadHardLimit(this.config.media.videoMaxBytes) / (1024 * 1024));
    let message: string;
    if (status === 413) message = `The file is too large (max ${limitMb}MB)`;
    else if (status === 400 && /unexpected field/i.test(error.message))
      message = 'Send the file in the field named "file", one file per request';
    else if (status === 400 && /too many|limit/i.test(error.message)) message = 'Send one file and the kind field only';
    else if (status === 400 && /multipart|boundary|unexpected end/i.test(error.message))
      message = 'The upload was cut off or is not valid multipart/form-data';
    else return error;
    return new HttpException({ message, errors: { file: message } }, status);
  }
}
