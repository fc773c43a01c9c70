import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MediaReferences } from '../media/index.js';

/** Hero slides and category tiles hold their image in `image_path`; media keeps a file while one mentions it. */
export const HOME_CONTENT_MEDIA_COLUMNS = [
  { table: 'featured_images', columns: ['image_path'] },
  { table: 'shop_categories', columns: ['image_path'] },
] as const;

@Injectable()
export class HomeContentMediaReferences implements OnModuleInit {
  constructor(private readonly references: MediaReferences) {}

  onModuleInit(): void {
    for (const source of HOME_CONTENT_MEDIA_COLUMNS) this.references.register(source);
  }
}
