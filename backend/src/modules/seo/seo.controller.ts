import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SEO_PATHS } from './seo-paths.js';
import { SeoService } from './seo.service.js';

const XML = 'application/xml; charset=utf-8';
// Crawlers read these rarely; a few minutes of caching spares the database the count and the scans.
const CACHE = 'public, max-age=300';

/** Files for search engines at the site's root; not part of the developers' API. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get(SEO_PATHS.robots)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE)
  robots(): string {
    return this.seo.robots();
  }

  @Get(SEO_PATHS.sitemapIndex)
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  sitemapIndex(): Promise<string> {
    return this.seo.sitemapIndex();
  }

  @Get(SEO_PATHS.pagesSitemap)
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  pagesSitemap(): string {
    return this.seo.pagesSitemap();
  }

  @Get(SEO_PATHS.productsSitemap)
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  async productsSitemap(@Param('chunk') chunk: string): Promise<string> {
    const xml = await this.seo.productsSitemap(Number(chunk));
    if (xml === null) throw new NotFoundException('No such sitemap');
    return xml;
  }
}
