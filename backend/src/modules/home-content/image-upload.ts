import { rm } from 'node:fs/promises';
import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { catchError, finalize, type Observable, throwError } from 'rxjs';
import { ApiError } from '../../common/api-error.js';
import { FEATURED_IMAGE_RULE } from '../media/index.js';
import { imageError } from './content-images.js';

/** Multer's limits for the slide and tile forms (registered in HomeContentModule). */
export const IMAGE_FORM_LIMITS = {
  // Multer stops reading beyond the rule's size, so an oversize upload is never received whole.
  fileSize: FEATURED_IMAGE_RULE.maxBytes,
  files: 1,
  fields: 12,
  // Room for a description or the productFilters JSON.
  fieldSize: 8 * 1024,
  parts: 13,
};

/**
 * Around multer: its refusals become the house shape on the `image` field (an oversize file gets
 * the spec's 'Image size should be less than 10MB'), and the temporary file is always removed.
 */
@Injectable()
export class ImageFormInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { file?: { path?: string } }>();
    return next.handle().pipe(
      catchError((error: unknown) => throwError(() => translate(error))),
      finalize(() => {
        if (request.file?.path) void rm(request.file.path, { force: true });
      }),
    );
  }
}

function translate(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const answer = error.getResponse();
  if (typeof answer === 'object' && answer && 'errors' in answer) return error;
  const status = error.getStatus();
  if (status === 413) return imageError(FEATURED_IMAGE_RULE.tooLarge(FEATURED_IMAGE_RULE.maxBytes + 1), 413);
  if (status !== 400) return error;
  if (/unexpected field/i.test(error.message)) return imageError('Send one image, in the field named "image"');
  if (/too many|limit/i.test(error.message)) return new BadRequestException('Too many or too long form fields');
  if (/multipart|boundary|unexpected end/i.test(error.message))
    return imageError('The upload was cut off or is not valid multipart/form-data');
  return error;
}

/** A create or update that takes multipart/form-data with an optional `image` file (or JSON). */
export const ImageForm = () =>
  applyDecorators(
    UseInterceptors(ImageFormInterceptor, FileInterceptor('image')),
    ApiConsumes('multipart/form-data', 'application/json'),
  );

/** The refusals of a slide or tile form, as documented. */
export const ImageFormErrors = () =>
  applyDecorators(
    ApiBadRequestResponse({
      type: ApiError,
      description:
        "Invalid fields, each on errors.<field>; on errors.image: 'Image is required' (create), 'Please select an image file' (not an image, SVG included)",
    }),
    ApiPayloadTooLargeResponse({ type: ApiError, description: "errors.image: 'Image size should be less than 10MB'" }),
  );
