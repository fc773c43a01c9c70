import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MEDIA_KINDS, type MediaKind } from '../media-rules.js';

/** The text fields of the multipart upload (the file itself is the `file` part). */
export class UploadMediaDto {
  @IsIn(MEDIA_KINDS, { message: `kind must be one of ${MEDIA_KINDS.join(', ')}` })
  kind: MediaKind;
}

/** The multipart body as documented; `kind` should come before `file`. */
export class UploadMediaBodyDto {
  @ApiProperty({
    enum: MEDIA_KINDS,
    description:
      'image and rotation: JPG, PNG, GIF or WEBP up to 5 MB; video: MP4, WEBM or MOV (MEDIA_VIDEO_MAX_MB, 100 MB by default); certificate: PDF or image up to 10 MB',
  })
  kind: MediaKind;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The file; its type is read from its bytes, not its name',
  })
  file: unknown;
}

export class MediaVariantsDto {
  @ApiProperty({ example: '/media/3f/3f…-thumbnail.webp', description: 'Longest side at most 200 px' })
  thumbnail: string;

  @ApiProperty({ example: '/media/3f/3f…-card.webp', description: 'Longest side at most 600 px' })
  card: string;

  @ApiProperty({ example: '/media/3f/3f…-large.webp', description: 'Longest side at most 1600 px' })
  large: string;
}

export class StoredMediaDto {
  @ApiProperty({
    example: '/media/3f/3f…a9.png',
    description:
      'Where a browser finds the stored original: root-relative on this shop (resolve it against the API’s address on other origins)',
  })
  url: string;

  @ApiProperty({ example: '/media/3f/3f…a9.png', description: 'What a product stores (mainImage, galleryImages, …)' })
  path: string;

  @ApiProperty({ enum: MEDIA_KINDS })
  kind: string;

  @ApiProperty({ example: 'image/png', description: 'Read from the bytes' })
  contentType: string;

  @ApiProperty({ example: 482113, description: 'Bytes' })
  size: number;

  @ApiPropertyOptional({ example: 1200, description: 'Images only, as displayed (EXIF orientation applied)' })
  width?: number;

  @ApiPropertyOptional({ example: 900 })
  height?: number;

  @ApiPropertyOptional({
    type: MediaVariantsDto,
    description: 'Images only: WebP copies, never larger than the original',
  })
  variants?: MediaVariantsDto;
}
