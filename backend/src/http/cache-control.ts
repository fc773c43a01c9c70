import type { NextFunction, Request, Response } from 'express';
import { CACHE } from '../common/cache-policy.js';

/**
 * Every API answer starts as no-store: nothing personal or staff can be kept by a browser or a shared
 * cache by mistake; the catalogue's reads declare @CatalogueCache() or @ProductCache(), a few others their own value.
 * An API answer carries a validator only when it is a success that may be kept: Express labels every
 * body it sends with a weak hash ETag, which means nothing on a refusal or on an answer that may not be
 * kept (and would be the only ETag on personal and staff answers). The others keep theirs: the revision
 * ETag (revision-etag.ts), or Express's body hash (GET /api/shop).
 */
export function apiNoStoreByDefault(request: Request, response: Response, next: NextFunction): void {
  if (!/^\/api(\/|$)/i.test(request.path)) return next();
  response.setHeader('Cache-Control', CACHE.none);
  // Nor a 304 for one (Express would answer `If-None-Match: *` with it).
  Object.defineProperty(request, 'fresh', {
    configurable: true,
    get: () =>
      response.getHeader('Cache-Control') !== CACHE.none &&
      (Reflect.get(Object.getPrototypeOf(request) as object, 'fresh', request) as boolean),
  });
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: unknown[]) {
    const status = Number(args[0] ?? this.statusCode);
    if (status >= 400 || this.getHeader('Cache-Control') === CACHE.none) this.removeHeader('ETag');
    return (writeHead as (...args: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
}
