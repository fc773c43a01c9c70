import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a server-rendered storefront page is labelled by (issue 30.3). */
export interface PageLabelParts {
  /** The catalogue revision: moves with products, the home page's content, the settings and the legal pages. */
  revision: string;
  /** Today's hero slides (the shop day, schedules passed): the home page changes without a row changing. */
  slides: string;
  /** The build the page's scripts belong to (a hash of index.html, which names them). */
  build: string;
  /** The address, path and query. */
  url: string;
}

const hash = (text: string, length: number) => createHash('sha1').update(text).digest('base64url').slice(0, length);

/** The same for every visitor, since personal parts are rendered in the browser: shared caches may keep it. */
export function pageEtag({ revision, slides, build, url }: PageLabelParts): string {
  return `W/"h${revision}-${slides}-${hash(build, 8)}-${hash(url, 16)}"`;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, as for the API's answers). */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const conditional = headers['if-none-match'];
  if (!conditional || conditional.trim() === '*') return false;
  return conditional.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}
