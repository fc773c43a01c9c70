import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** GET /robots.txt, /sitemap.xml and the sitemap files it lists. Storefront page heads (tags, schema.org data) and share images: web/page-head.ts, web/share-images.ts. */
@Module({ imports: [CatalogModule], controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}
