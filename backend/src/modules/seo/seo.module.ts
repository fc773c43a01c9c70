import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** GET /robots.txt, /sitemap.xml and the sitemap files it lists. Product pages' meta tags: web/product-page-meta.ts. */
@Module({ controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}
