import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { ProductsService } from '../modules/catalog/index.js';
import { heroLeadImage, homePageHead, legalPageHead, productPageHead, withPageHead } from './page-head.js';
import type { ShareImages } from './share-images.js';
import { pagePreloads, withPreloads } from './page-preloads.js';
import { HOME_PAGE, storefrontPages } from './storefront-pages.js';
import { ShopService } from '../modules/shop/index.js';
import { FeaturedImagesService } from '../modules/home-content/index.js';
import { legalPageAt, legalPageDescription } from '../modules/legal-pages/index.js';

export interface StorefrontAnswer {
  /** 200 for a page; 404 for an address that is no page or an unknown product; 410 for a deleted product. */
  status: 200 | 404 | 410;
  html: string;
}

/**
 * The storefront's index.html for a request path, with the status the page deserves: the storefront
 * renders its own Not Found page on a 404 or 410 (issue 18.6). A product page and the home page arrive
 * with their head filled in (page-head.ts). Answers null while there is no build.
 */
export function storefrontPageRenderer(
  app: NestExpressApplication,
  storefrontDir: string,
  shareImages: ShareImages,
): (path: string) => Promise<StorefrontAnswer | null> {
  const products = app.get(ProductsService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const shop = app.get(ShopService);
  const heroSlides = app.get(FeaturedImagesService);
  const logger = new Logger('StorefrontPages');
  const pageOf = storefrontPages(storefrontDir);
  const preloadsOf = pagePreloads(storefrontDir);
  const indexFile = join(storefrontDir, 'index.html');
  // Read once per process; a build that appears after the start is picked up on the next request.
  let template: string | undefined;
  let warnedNoList = false;

  /** The page without its head filled in still works: the storefront loads what it shows itself. */
  const plainOnFailure = async (
    path: string,
    html: string,
    fill: () => Promise<StorefrontAnswer>,
  ): Promise<StorefrontAnswer> => {
    try {
      return await fill();
    } catch (error) {
      logger.warn(
        `Page ${path} sent without its head filled in: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { status: 200, html };
    }
  };

  return async (path) => {
    template ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!template) return null;
    const index = template;
    const page = pageOf(path);
    if (page === undefined && !warnedNoList) {
      warnedNoList = true;
      logger.warn(`The storefront build has no page list (${storefrontDir}): every address is answered as a page`);
    }
    if (page === null) return { status: 404, html: index };
    // A page's own code is asked for with its HTML; the Not Found page is in the entry already.
    const html = withPreloads(index, preloadsOf(page?.module));
    if (page?.productId !== undefined) {
      const id = page.productId;
      return plainOnFailure(path, html, async () => {
        const product = await products.find(id);
        if (!product) return { status: (await products.isGone(id)) ? 410 : 404, html: index };
        const shareImage = {
          url: shareImages.productUrl(product, config.publicUrl),
          showsProduct: shareImages.showsProduct(product),
        };
        const head = productPageHead({ product, config, shopName: (await shop.info()).name, shareImage });
        return { status: 200, html: withPageHead(html, head) };
      });
    }
    if (page?.name === HOME_PAGE) {
      return plainOnFailure(path, html, async () => {
        const firstSlide = await heroSlides.firstToday();
        const head = homePageHead(
          await shop.info(),
          config,
          shareImages.homeUrl(config.publicUrl),
          heroLeadImage(firstSlide),
        );
        return { status: 200, html: withPageHead(html, head) };
      });
    }
    // Decoded as the page list matched it ('/privacy%2Dpolicy' is the privacy page): it decoded, or page would be null.
    const legal = page && legalPageAt(decodeURIComponent(path));
    if (legal) {
      return plainOnFailure(path, html, async () => {
        const info = await shop.info();
        const head = legalPageHead(
          { path: `/${legal.slug}`, title: legal.title, description: legalPageDescription(legal, info.name) },
          info,
          config,
          shareImages.homeUrl(config.publicUrl),
        );
        return { status: 200, html: withPageHead(html, head) };
      });
    }
    return { status: 200, html };
  };
}
