import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { escapeMarkup } from '../common/escape-markup.js';
import { mediaUrl } from '../common/media-url.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import type { ProductDto } from '../modules/catalog/dto/product.dto.js';
import { productPagePath } from '../modules/catalog/product-facts.js';
import { ProductsService } from '../modules/catalog/products.service.js';
import { ShopService } from '../modules/shop/shop.service.js';

/** The storefront's product pages (storefront/src/routes.tsx), in any case. */
const PRODUCT_PAGE = /^\/(?:diamonds|jewelry|rings|engagement|wedding)\/([^/]+)\/?$/i;

/** What the storefront's own head may already say (its defaults): replaced, never repeated. */
const REPLACED_TAGS =
  /\s*<(?:title>[\s\S]*?<\/title>|meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>|link\s+rel="canonical"[^>]*>)/gi;

export interface ProductPageMeta {
  title: string;
  description: string;
  /** The canonical address, absolute. */
  url: string;
  /** Absolute; null when the product has no image. */
  image: string | null;
  siteName: string;
}

/**
 * The storefront's index.html for a product page with the product's title, description, canonical
 * address and Open Graph / Twitter tags already in its head, so link previews and crawlers that run
 * no JavaScript see them. Answers null for any other page, an unknown product or a missing build:
 * the caller then sends the plain index.html and the storefront shows its own not-found page.
 */
export function productPageRenderer(app: NestExpressApplication, storefrontDir: string): (path: string) => Promise<string | null> {
  const products = app.get(ProductsService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const shop = app.get(ShopService);
  const logger = new Logger('ProductPages');
  const indexFile = join(storefrontDir, 'index.html');
  // Read once per process; a build that appears after the start is picked up on the next request.
  let template: string | undefined;

  return async (path) => {
    const id = PRODUCT_PAGE.exec(path)?.[1];
    if (!id) return null;
    template ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!template) return null;
    try {
      const product = await products.find(id);
      return product && withProductMeta(template, productPageMeta(product, config, (await shop.info()).name));
    } catch (error) {
      // The page still works without its head filled in: the storefront loads the product itself.
      logger.warn(`Product page ${path} sent without its meta tags: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}

/** `shopName`: the name staff set in the settings (SHOP_NAME until they do). */
export function productPageMeta(product: ProductDto, config: AppConfig, shopName = config.shop.name): ProductPageMeta {
  return {
    // The storefront's usePageTitle writes the same: '<page> | <shop name>'.
    title: `${product.name} | ${shopName}`,
    description: product.metaDescription,
    url: `${config.publicUrl}${productPagePath(product)}`,
    // Read by other sites (link previews), so absolute from PUBLIC_URL, unlike the API's root-relative media.
    image: mediaUrl(product.images[0], config.publicUrl),
    siteName: shopName,
  };
}

/** The page with its title, description, canonical link and share tags replaced by the product's. */
export function withProductMeta(html: string, meta: ProductPageMeta): string {
  const tag = (name: string, value: string, key = 'property') => `<meta ${key}="${name}" content="${escapeMarkup(value)}" />`;
  const tags = [
    `<title>${escapeMarkup(meta.title)}</title>`,
    tag('description', meta.description, 'name'),
    `<link rel="canonical" href="${escapeMarkup(meta.url)}" />`,
    tag('og:type', 'product'),
    tag('og:site_name', meta.siteName),
    tag('og:title', meta.title),
    tag('og:description', meta.description),
    tag('og:url', meta.url),
    ...(meta.image ? [tag('og:image', meta.image)] : []),
    tag('twitter:card', meta.image ? 'summary_large_image' : 'summary', 'name'),
  ];
  // A function, not a string: '$&' or "$'" in a product's name must stay text, not replacement patterns.
  return html.replace(REPLACED_TAGS, '').replace(/\s*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
