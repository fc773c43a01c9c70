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
import { legalPageAt, legalPageDescription } from '../modules/legal-pages/index.js';
import type { Server } from 'node:net';
import type { Request } from 'express';
import type { RevisionReader } from '../http/index.js';
import { FeaturedImagesService, TodaysSlidesEtag } from '../modules/home-content/index.js';
import { isFresh, pageEtag } from './page-etag.js';
import { RenderedPages } from './rendered-pages.js';
import { ownOrigin, StorefrontServerRender, withRenderedRoot } from './server-render.js';
import type { StorefrontSource } from './storefront-source.js';

export interface StorefrontAnswer {
  /**
   * 200 for a page; 404 for an address that is no page or an unknown product; 410 for a deleted product;
   * 500 when the render failed (the shell is sent, which the browser renders itself); 304 when `etag` is
   * the one the request already holds.
   */
  status: 200 | 304 | 404 | 410 | 500;
  html: string;
  /** Set on a page rendered for every visitor alike (issue 30.3), which shared caches may keep. */
  etag?: string;
  /** How long the answer took to make or to find, reads included (sent as Server-Timing: `npm run bench:ssr` reads it). */
  renderMs?: number;
  /** Whether it was found rendered already (rendered-pages.ts). */
  cached?: boolean;
}

/** Room for rendered pages in memory: a few hundred pages of 60–120 KB. */
const RENDERED_PAGES_BYTES = 32 * 1024 * 1024;
/** How long a rendered page is kept: as long as CACHE.storefrontPage lets a shared cache keep it (s-maxage). */
const RENDERED_PAGE_MAX_AGE_MS = 60 * 1000;

/** The request as the page renderer reads it: its path and its whole address (path and query). */
export type PageRequest = Pick<Request, 'path' | 'originalUrl' | 'headers'>;

/**
 * The storefront's page for a request, rendered on the server (issue 30: server-render.ts) into index.html,
 * with the status the page deserves: the storefront renders its own Not Found page on a 404 or 410 (issue
 * 18.6). A product page, a legal page and the home page arrive with their head filled in (page-head.ts).
 * Answers null while there is no build.
 */
export function storefrontPageRenderer(
  app: NestExpressApplication,
  source: StorefrontSource,
  shareImages: ShareImages,
  revision: RevisionReader,
): (request: PageRequest) => Promise<StorefrontAnswer | null> {
  const products = app.get(ProductsService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const shop = app.get(ShopService);
  const heroSlides = app.get(FeaturedImagesService);
  const slides = app.get(TodaysSlidesEtag, { strict: false });
  const logger = new Logger('StorefrontPages');
  const serverRender = new StorefrontServerRender(
    source,
    () => ownOrigin(app.getHttpServer() as Server),
    config.serverRenderTimeoutMs,
  );
  const renderedPages = new RenderedPages<StorefrontAnswer>(RENDERED_PAGES_BYTES, RENDERED_PAGE_MAX_AGE_MS);
  const pageOf = storefrontPages(source.pageListDir);
  const preloadsOf = pagePreloads(source.pageListDir);
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

  /**
   * The page with the root rendered in; else its shell, which the browser renders itself (with a 500 when the
   * render failed). Only a rendered page is labelled: a cache must not keep a shell under the page's label.
   */
  const rendered = async (url: string, answer: StorefrontAnswer, etag: string): Promise<StorefrontAnswer> => {
    try {
      const root = await serverRender.render(url);
      if (root === 'timed-out') logger.warn(`Page ${url} sent as its shell: the render took longer than allowed`);
      return root && root !== 'timed-out' ? { ...answer, html: withRenderedRoot(answer.html, root), etag } : answer;
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      logger.error(`Page ${url} sent as its shell: the render failed: ${reason}`);
      return { status: 500, html: answer.html };
    }
  };

  return async (request) => {
    const template = await source.template(request.originalUrl);
    if (!template) return null;
    const build = template;
    const [catalogue, today] = await Promise.all([revision.read(), slides.etagPart()]);
    const etag = pageEtag({ revision: catalogue, slides: today, build, url: request.originalUrl });
    if (isFresh(request.headers, etag)) return { status: 304, html: '', etag };
    const started = performance.now();
    const { answer, cached } = await renderedPages.answer(etag, async () =>
      rendered(request.originalUrl, await headedPage(template, request.path), etag),
    );
    return { ...answer, renderMs: performance.now() - started, cached };
  };

  async function headedPage(index: string, path: string): Promise<StorefrontAnswer> {
    const page = pageOf(path);
    if (page === undefined && !warnedNoList) {
      warnedNoList = true;
      logger.warn(`The storefront build has no page list (${source.pageListDir}): every address is answered as a page`);
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
  }
}
