import { Body, Controller, HttpCode, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError } from '../../common/api-error.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { StoredMediaDto, UploadMediaBodyDto, UploadMediaDto } from './dto/media.dto.js';
import { ruleFor } from './media-rules.js';
import { MediaUploadInterceptor } from './media-upload.interceptor.js';
import { MediaService, type UploadedMediaFile } from './media.service.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

@ApiTags('Staff: media')
@ApiBearerAuth()
@Requires(Permission.CatalogueWrite)
@Controller('admin/media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(MediaUploadInterceptor, FileInterceptor('file'))
  @ApiOperation({
    summary: 'Upload a product image, video, 360° frame or certificate',
    description:
      'The type is read from the file’s bytes, never its name or declared type (a PNG named .jpg is stored as .png; SVG is refused). ' +
      'Files are stored once per content (named by their SHA-256) and served at /media with a one-year immutable cache. ' +
      'Images also get WebP variants (thumbnail 200 px, card 600 px, large 1600 px; never enlarged).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMediaBodyDto })
  @ApiCreatedResponse({ type: StoredMediaDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description:
      "Refused file, on errors.file: 'Invalid file type: {type}. Use JPG, PNG, GIF or WEBP.', 'Image too large (max 5MB): {size}MB', 'Please select an image file', …",
  })
  @ApiPayloadTooLargeResponse({ type: ApiError, description: 'Above the largest upload of any kind (the video limit)' })
  uploadMedia(
    @Req() request: Request & { file?: UploadedMediaFile },
    @Body() body: UploadMediaDto,
  ): Promise<StoredMediaDto> {
    return this.media.store(request.file, ruleFor(body.kind, this.config.media.videoMaxBytes), body.kind);
  }
}
