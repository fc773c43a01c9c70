import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { webAppDirs } from '../config/paths.js';
import { precompressedStatic, type RevisionReader } from '../http/index.js';
import { CACHE } from '../common/cache-policy.js';
import { SEO_FILE } from '../modules/seo/index.js';
import { ProductsService } from '../modules/catalog/index.js';
import { MEDIA_STORAGE, type MediaStorage } from '../modules/media/index.js';
import { ShareImages, SHARE_IMAGES_PATH } from './share-images.js';
import { storefrontPageRenderer } from './storefront-page.js';
import { allowingInlineScripts, builtStorefront, storefrontDevServer } from './storefront-source.js';
import type { Server } from 'node:http';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

const API_OR_FILES = /^\/(api|media)(\/|$)/i;

/** The built front ends; tests give folders of their own, without a server build (pages are then sent as shells). */
export type WebAppDirs = Omit<typeof webAppDirs, 'storefrontServer' | 'storefrontRoot'> & { storefrontServer?: string };

/**
 * Serves the built front ends from this one process: /admin (react-admin), /widgets (partner
 * bundle) and every other page the storefront, each single-page app falling back to its index.html
 * (product pages and the home page with their head filled in; an address the storefront has no page
 * for answers 404, a deleted product 410), and the share images of /share-images. Paths ignore case
 * (spec 1 §2): /ADMIN reaches the console like /admin.
 */
export async function serveWebApps(
  app: NestExpressApplication,
  revision: RevisionReader,
  dirs: WebAppDirs = webAppDirs,
): Promise<void> {
  const { storefront, admin, widgets } = dirs;
  const shareImages = new ShareImages(app.get<MediaStorage>(MEDIA_STORAGE), storefront);
  // `npm run dev`: the storefront's sources through Vite, rendered on the server as the build is (issue 30.7).
  const dev = app.get<AppConfig>(APP_CONFIG).storefrontDev
    ? await storefrontDevServer(webAppDirs.storefrontRoot, app.getHttpServer() as Server)
    : null;
  const source = dev?.source ?? builtStorefront(storefront, dirs.storefrontServer);
  const storefrontPage = storefrontPageRenderer(app, source, shareImages, revision);
  app.use(SHARE_IMAGES_PATH, shareImages.router(app.get(ProductsService)));
  // Each file with the brotli and gzip copies the build wrote. Vite puts content hashes in asset names, so
  // they can be cached for good; HTML must always be fresh.
  app.use('/widgets', precompressedStatic(widgets, CACHE.fiveMinutes));
  app.use('/admin/assets', precompressedStatic(join(admin, 'assets'), CACHE.immutable));
  app.use('/assets', precompressedStatic(join(storefront, 'assets'), CACHE.immutable));
  const storefrontFiles = dev?.middlewares ?? precompressedStatic(storefront, CACHE.week);
  // Never a storefront file under /api or /media: the file server decodes %2f, so /api/products/..%2f..%2f
  // named the storefront's folder (and answered a 301 to it) instead of reaching the API's 404.
  app.use((request: Request, response: Response, next: NextFunction) =>
    API_OR_FILES.test(request.path) ? next() : storefrontFiles(request, response, next),
  );
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (API_OR_FILES.test(request.path)) return next();
    // Nest's routes are added after this handler: let robots.txt and the sitemaps through to them.
    if (/^\/widgets(\/|$)/i.test(request.path) || SEO_FILE.test(request.path)) return next();
    const isAdmin = /^\/admin(\/|$)/i.test(request.path);
    // The storefront's forms are posted (method="post"), so one sent before the page's script runs (its
    // server-rendered HTML) never puts its fields, a password among them, in an address; the shopper is sent
    // back to the page, which sends it through the API once running.
    // One leading slash: '//host' or '/\\host' would send the browser to another site.
    if (request.method === 'POST' && !isAdmin)
      return response.redirect(303, `/${request.originalUrl.replace(/^[/\\]+/, '')}`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isAdmin && !request.path.startsWith('/admin')) {
      return response.redirect(301, '/admin' + request.originalUrl.slice('/admin'.length));
    }
    const page = isAdmin ? null : await storefrontPage(request);
    if (page) {
      // A page labelled for every visitor may be kept by shared caches; a shell is asked for again.
      response.setHeader('Cache-Control', page.etag ? CACHE.storefrontPage : CACHE.page);
      if (page.etag) response.setHeader('ETag', page.etag);
      if (page.renderMs !== undefined)
        response.setHeader(
          'Server-Timing',
          `render;dur=${page.renderMs.toFixed(1)}, cache;desc=${page.cached ? 'hit' : 'miss'}`,
        );
      if (page.status === 304) return void response.status(304).end();
      const policy = response.getHeader('Content-Security-Policy');
      if (dev && typeof policy === 'string')
        response.setHeader('Content-Security-Policy', allowingInlineScripts(policy, page.html));
      return void response.status(page.status).type('html').send(page.html);
    }
    sendIndex(response, isAdmin ? admin : storefront, next);
  });
}

function sendIndex(response: Response, dir: string, next: NextFunction): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return next();
  response.setHeader('Cache-Control', CACHE.page);
  response.sendFile(index);
}
