import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { ShopModule } from '../shop/index.js';
import { MediaModule } from '../media/index.js';
import { AdminFeaturedImagesController } from './admin-featured-images.controller.js';
import { AdminShopCategoriesController } from './admin-shop-categories.controller.js';
import { ContentImages } from './content-images.js';
import { HomeContentMediaReferences } from './content-media-references.js';
import { FeaturedImagesRepository } from './featured-images.repository.js';
import { FeaturedImagesService } from './featured-images.service.js';
import { HomeContentController } from './home-content.controller.js';
import { IMAGE_FORM_LIMITS, ImageFormInterceptor } from './image-upload.js';
import { ShopCategoriesRepository } from './shop-categories.repository.js';
import { ShopCategoriesService } from './shop-categories.service.js';
import { TodaysSlidesEtag } from './todays-slides-etag.js';
import { uploadOptions } from '../../common/upload-options.js';

/** Hero slides (featured images) and shop-by-category tiles: staff CRUD and the home page's public reads. */
@Module({
  imports: [
    MediaModule,
    // The shop's time zone (the daily rotation); the clock comes from the global CommonModule.
    ShopModule,
    MulterModule.registerAsync({
      useFactory: () => {
        // Form uploads stream to a temporary file, never into memory (removed by ImageFormInterceptor).
        return uploadOptions(join(tmpdir(), 'shop-media-uploads'), IMAGE_FORM_LIMITS);
      },
    }),
  ],
  controllers: [HomeContentController, AdminFeaturedImagesController, AdminShopCategoriesController],
  providers: [
    ContentImages,
    HomeContentMediaReferences,
    FeaturedImagesRepository,
    ShopCategoriesRepository,
    FeaturedImagesService,
    ShopCategoriesService,
    ImageFormInterceptor,
    TodaysSlidesEtag,
  ],
})
export class HomeContentModule {}
