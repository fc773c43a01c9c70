import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  Header,
  SetMetadata,
  type Type,
} from '@nestjs/common';
import type { Request } from 'express';

/*
 * What a route declares about caching: the Cache-Control values, and the marks of the catalogue's
 * public reads that carry the revision ETag (http/revision-etag.ts answers them).
 */

/** Cache-Control, one value per kind of answer (README "Behaviour notes": caching). */
export const CACHE = {
  /**
   * The catalogue's lists, facets and home-page content: the same for every visitor, so browsers and shared
   * caches (CDN, proxy) may keep them for a minute, then revalidate with the revision ETag (a 304 costs one
   * small query). A shared cache may serve its copy up to five minutes more while it revalidates, so a
   * popular list never waits on the origin; a staff edit reaches visitors within about a minute.
   */
  catalogue: 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
  /**
   * One product, which a shopper acts on (its price, stock and Confirm Order): shared caches keep it a
   * minute, but a browser asks again each time (a 304 when unchanged), so a sold-out piece or a staff
   * edit shows on the next page load. No stale-while-revalidate here: browsers honour it too, and would
   * show the old stock once more while asking (productForCdn gives it to CDNs alone).
   */
  product: 'public, max-age=0, s-maxage=60',
  /** CDN-Cache-Control (RFC 9213, read by CDNs, ignored by browsers) for one product: a minute more stale while revalidating. */
  productForCdn: 'public, max-age=60, stale-while-revalidate=60',
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
  /**
   * A storefront page rendered on the server, the same for every visitor (issue 30.3): a browser asks again each
   * time (a 304 on the page's revision ETag when nothing changed), a shared cache may keep it a minute, like a product.
   */
  storefrontPage: 'public, max-age=0, s-maxage=60',
} as const;

/** What else, besides the catalogue revision and the address, an answer depends on (the shop day, a schedule). */
export interface EtagPart {
  etagPart(): Promise<string>;
}

/** Route metadata: the answer's ETag is the catalogue revision's (set by CatalogueCache / ProductCache). */
export const REVISION_ETAG = Symbol('revision-etag');
export interface RevisionEtagOptions {
  /**
   * The route's query DTO (the type of its `@Query()`): a conditional request's query must pass the
   * application's validation against it before a 304, exactly as the handler's argument would.
   */
  query?: Type<object>;
  /** A provider (found anywhere in the application) whose part is added to the ETag. */
  alsoKeyedBy?: Type<EtagPart>;
}

/**
 * Marks a public GET route as a catalogue list or home-page read: CACHE.catalogue and the revision ETag
 * (revision-etag.ts), with a matching If-None-Match answered 304 before any work once the query passes
 * validation (`query`: the route's query DTO). `alsoKeyedBy` adds what else the answer depends on
 * (today's hero slides: the shop day and the slides' schedules).
 */
export const CatalogueCache = (options: RevisionEtagOptions = {}) =>
  applyDecorators(Header('Cache-Control', CACHE.catalogue), SetMetadata(REVISION_ETAG, options));

/** Marks a public GET route that answers one product: CACHE.product and the revision ETag. */
export const ProductCache = () =>
  applyDecorators(
    Header('Cache-Control', CACHE.product),
    Header('CDN-Cache-Control', CACHE.productForCdn),
    SetMetadata(REVISION_ETAG, {}),
  );

const REVISION = Symbol('catalogue-revision');
type RequestWithRevision = Request & { [REVISION]?: string };

/** Records the catalogue revision a request's answer is labelled with (RevisionEtagInterceptor). */
export function labelRevision(request: Request, revision: string): void {
  (request as RequestWithRevision)[REVISION] = revision;
}

/**
 * The catalogue revision the request's ETag names (undefined on routes without one): a handler whose
 * answer is at least that new needs no read of its own to know it may carry the label.
 */
export const LabelledRevision = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<RequestWithRevision>()[REVISION],
);
