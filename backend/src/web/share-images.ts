import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type Request, type Response, type Router } from 'express';
import sharp from 'sharp';
import { CACHE } from '../common/cache-policy.js';
import { pruneLeastRecentlyUsed, touch } from './file-cache.js';
import { ART_ROUTE, parseArt } from '../database/seeders/art/art-description.js';
import { renderArt } from '../database/seeders/art/render-art.js';
import { type ProductDto, type ProductsService } from '../modules/catalog/index.js';
import type { MediaStorage } from '../modules/media/index.js';

/**
 * Share images (og:image): a JPEG of the size the large share sites show (1200×630) for every product
 * and the home page, since they display no SVG (issue 18.5). Drawn from the product's first picture —
 * an upload, a picture bundled with the storefront or a demo drawing — and, for a product whose picture
 * is a supplier's link (never fetched by the server) or that has none, from the home page's picture.
 * Each is drawn once and kept on disk (<tmp>/shop-share-images) under the hash of its source's bytes;
 * the folder keeps the 5,000 most recently used (about 60 KB each), checked at most every ten minutes.
 */

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
export const SHARE_IMAGES_PATH = '/share-images';
/** The storefront's first default hero slide (storefront/src/pages/home/defaultSlides.ts), shown while the shop has none. */
export const DEFAULT_HERO_PICTURE = '/home/hero-diamonds.svg';
/** The storefront's page colour, around pictures of another shape. */
const BACKGROUND = '#faf7f2';
/** Bumped when the drawing changes, so cached files are drawn again. */
const DRAWING = 'v1';
const MAX_INPUT_PIXELS = 100_000_000;
const DEMO_ART = new RegExp(`^/api/${ART_ROUTE}/([^/]+)/([^/]+)/([^/]+)/([^/]+)$`);
const CACHE_DIR = join(tmpdir(), 'shop-share-images');
const CACHE_MAX_FILES = 5_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export class ShareImages {
  private readonly logger = new Logger('ShareImages');
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly storefrontDir: string;
  private lastPruned = 0;

  constructor(
    private readonly storage: MediaStorage,
    storefrontDir: string,
    private readonly cacheDir = CACHE_DIR,
  ) {
    this.storefrontDir = resolve(storefrontDir);
  }

  /** Absolute; changes when the product's first picture does, so share sites fetch the new one. */
  productUrl(product: Pick<ProductDto, 'id' | 'images'>, origin: string): string {
    const version = createHash('sha256')
      .update(product.images[0] ?? '')
      .digest('hex')
      .slice(0, 12);
    return `${origin}${SHARE_IMAGES_PATH}/products/${product.id}.jpg?v=${version}`;
  }

  /** Whether the product's share image is drawn from its own picture rather than the home page's (see above). */
  showsProduct(product: Pick<ProductDto, 'images'>): boolean {
    const picture = product.images[0];
    return picture !== undefined && picture.startsWith('/') && !picture.startsWith('//');
  }

  homeUrl(origin: string): string {
    return `${origin}${SHARE_IMAGES_PATH}/home.jpg`;
  }

  /** GET /share-images/home.jpg and /share-images/products/<id>.jpg (404 for an unknown product). */
  router(products: ProductsService): Router {
    const router = express.Router();
    router.get('/home.jpg', (_request, response) => this.send(response, null));
    router.get('/products/:file', async (request: Request<{ file: string }>, response: Response) => {
      const id = /^(.+)\.jpg$/i.exec(request.params.file)?.[1];
      const product = id ? await products.find(id) : null;
      if (!product) return void response.status(404).json({ statusCode: 404, message: 'There is no such share image' });
      await this.send(response, product.images[0] ?? null);
    });
    return router;
  }

  private async send(response: Response, picture: string | null): Promise<void> {
    const home = () => this.source(DEFAULT_HERO_PICTURE);
    let jpeg: Buffer;
    try {
      jpeg = await this.drawn((picture ? await this.source(picture) : null) ?? (await home()));
    } catch (error) {
      // A picture that does not decode (a damaged upload): the share image is still there.
      this.logger.warn(`Share image of ${picture} not drawn: ${(error as Error).message}`);
      jpeg = await this.drawn(await home());
    }
    // A product's address changes with its picture (?v=); a new drawing (a release) reaches share sites within a week.
    response.set({ 'Content-Type': SHARE_IMAGE.type, 'Cache-Control': CACHE.week }).send(jpeg);
  }

  /** The picture's bytes, or null for a supplier's link, a missing file or an address we cannot read. */
  private async source(picture: string): Promise<Buffer | null> {
    try {
      const art = DEMO_ART.exec(picture);
      if (art) {
        const description = parseArt(art[1], art[2], art[3], art[4]);
        return description && Buffer.from(renderArt(description));
      }
      const mediaPrefix = this.storage.url('');
      if (picture.startsWith(mediaPrefix)) return await this.storage.read(picture.slice(mediaPrefix.length));
      if (!picture.startsWith('/') || picture.startsWith('//')) return null;
      const file = resolve(this.storefrontDir, `.${decodeURIComponent(picture.split(/[?#]/)[0])}`);
      return file.startsWith(this.storefrontDir + sep) ? await readFile(file) : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.logger.warn(`Share image source ${picture} unreadable: ${(error as Error).message}`);
      return null;
    }
  }

  /** The JPEG of `source` (a plain page-coloured one without), from the disk cache or drawn once, however many ask at once. */
  private drawn(source: Buffer | null): Promise<Buffer> {
    const key = createHash('sha256')
      .update(DRAWING)
      .update(source ?? '')
      .digest('hex');
    let jpeg = this.drawing.get(key);
    if (!jpeg) {
      jpeg = this.cachedOrDrawn(key, source).finally(() => this.drawing.delete(key));
      this.drawing.set(key, jpeg);
    }
    return jpeg;
  }

  private async cachedOrDrawn(key: string, source: Buffer | null): Promise<Buffer> {
    const file = join(this.cacheDir, `${key}.jpg`);
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      void touch(file);
      return cached;
    }
    const jpeg = await draw(source);
    await mkdir(this.cacheDir, { recursive: true });
    // Written beside, then renamed: another process never reads half a file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, file).catch(() => rm(temporary, { force: true }));
    this.pruneNowAndThen();
    return jpeg;
  }

  /** Old share images go (file-cache.ts), in the background, at most every ten minutes per process. */
  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPruned < PRUNE_EVERY_MS) return;
    this.lastPruned = Date.now();
    pruneLeastRecentlyUsed(this.cacheDir, CACHE_MAX_FILES).catch((error: Error) =>
      this.logger.warn(`Share image cache not pruned: ${error.message}`),
    );
  }
}

/**
 * 1200×630: a wide picture fills it, any other shape sits whole on the page colour. Vector pictures
 * are rasterised at the density that gives enough pixels, not at 72 dpi and then enlarged.
 */
async function draw(source: Buffer | null): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  if (!source)
    return sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
      .jpeg()
      .toBuffer();
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const scale = Math.max(width / (metadata.width ?? width), height / (metadata.height ?? height));
  const density = metadata.format === 'svg' ? Math.min(72 * Math.max(scale, 1), 2400) : undefined;
  const wide = (metadata.width ?? 0) / (metadata.height ?? 1) >= 1.6;
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, density })
    .autoOrient()
    .resize({ width, height, fit: wide ? 'cover' : 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
