import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MediaReferences } from '../media/index.js';

/**
 * The product columns that may hold media paths (pictures, 360° frames, zoom images, the video, the
 * certificate, and `specs`, whose VDB fields may carry a certificate or picture link), registered
 * with media so a file stays while any product mentions it.
 */
export const PRODUCT_MEDIA_COLUMNS = {
  table: 'products',
  columns: [
    'main_image',
    'gallery_images',
    'image_links',
    'rotation_images',
    'video_url',
    'certificate_url',
    'zoom_images',
    'specs',
  ],
} as const;

@Injectable()
export class ProductMediaReferences implements OnModuleInit {
  constructor(private readonly references: MediaReferences) {}

  onModuleInit(): void {
    this.references.register(PRODUCT_MEDIA_COLUMNS);
  }
}
