import type { BrowserContext, Page } from '@playwright/test';
import { REFUSING_PICTURE_HOST } from './dead-pictures';

// The picture a supplier's image host sends in these tests: as large as a product photo, so it can still
// be a page's largest paint, in a few bytes.
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="#e8e2d9"/></svg>';

/**
 * Supplier feeds link pictures on their own hosts (the generated feeds use img.example.com), which this
 * machine cannot reach and a shopper's browser can. Pictures from any host but the shop's are answered with
 * a small image, so a page is judged on what the shop serves itself, whatever a feed imported before; the
 * host of the dead pictures (dead-pictures.ts) refuses, as a host that is down does.
 */
export async function answerForeignImages(target: Page | BrowserContext, baseURL: string): Promise<void> {
  const shop = new URL(baseURL).host;
  await target.route(
    (url) => url.host !== shop,
    (route) => {
      if (new URL(route.request().url()).host === REFUSING_PICTURE_HOST) return route.abort('connectionrefused');
      return route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: PICTURE })
        : route.fallback();
    },
  );
}
