import { Header } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Cache-Control, one value per kind of answer (README "Behaviour notes": caching). */
export const CACHE = {
  /**
   * The catalogue's lists, facets and home-page content: the same for every visitor, so browsers and shared
   * caches (CDN, proxy) may keep them for a minute and show a copy up to five minutes older while they
   * fetch a fresh one; a staff edit reaches every visitor within about a minute.
   */
  catalogue: 'public, max-age=60, stale-while-revalidate=300',
  /**
   * One product, which a shopper acts on (its price, stock and Confirm Order): shared caches keep it a
   * minute, but a browser asks again each time (a 304 when unchanged), so a sold-out piece or a staff edit
   * shows on the next page load.
   */
  product: 'public, max-age=0, s-maxage=60',
  /** Personal (account, sign-in, a customer's requests), staff (/api/admin, the queue dashboard) or not declared shareable. */
  none: 'no-store',
  /** The URL names its content (a hash, or what a drawing is drawn from): it can be kept for good. */
  immutable: 'public, max-age=31536000, immutable',
  /** Files whose names stay while their content may change with a release (the storefront's art, the favicon). */
  week: 'public, max-age=604800, stale-while-revalidate=86400',
  /** The widget bundle partner pages load from a fixed address: a release reaches them within minutes. */
  fiveMinutes: 'public, max-age=300',
  /** Pages (HTML): always asked again (ETag, 304), so a release, whose scripts have new names, is seen on the next load. */
  page: 'no-cache',
} as const;

/** Marks a public GET route as a catalogue list or home-page read (CACHE.catalogue). */
export const CatalogueCache = () => Header('Cache-Control', CACHE.catalogue);

/** Marks a public GET route that answers one product (CACHE.product). */
export const ProductCache = () => Header('Cache-Control', CACHE.product);

/**
 * Every API answer starts as no-store: nothing personal or staff can be kept by a browser or a shared
 * cache by mistake; the catalogue's reads declare @CatalogueCache() or @ProductCache(), a few others their own value.
 */
export function apiNoStoreByDefault(request: Request, response: Response, next: NextFunction): void {
  if (/^\/api(\/|$)/i.test(request.path)) response.setHeader('Cache-Control', CACHE.none);
  next();
}
