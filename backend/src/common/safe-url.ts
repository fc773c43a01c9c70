/**
 * The one rule for an address that staff, a CSV file or a supplier's feed give us and that the shop
 * later writes into a page as a link or an image (`href`, `src`): certificate links, product images and
 * videos, links of the home page's slides. Only two shapes are addresses:
 *
 * - an absolute `http://` or `https://` URL with a host, written exactly so from its first character;
 * - where the field allows it, a path of this site: `/` followed by anything but a second `/` or a
 *   backslash (`//evil.example` and `/\evil.example` are other sites to a browser).
 *
 * Everything else is refused, whatever a browser would make of it: `javascript:`, `data:`, `vbscript:`
 * in any case or with tabs, line breaks or entities inside, leading spaces or control characters,
 * backslashes, protocol-relative `//host`. A browser strips tabs and line breaks inside a URL and leading
 * control characters, so no control character is accepted anywhere.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const HTTP_START = /^https?:\/\/[^\s/\\?#@]/i;

export interface SafeUrlOptions {
  /** Also accept a path of this site (`/media/ab/….png`, `/jewelry?metal=gold`). */
  paths?: boolean;
}

export function isSafeUrl(value: unknown, { paths = false }: SafeUrlOptions = {}): value is string {
  if (typeof value !== 'string' || value === '' || CONTROL.test(value) || value.includes('\\')) return false;
  if (value.startsWith('/')) return paths && value[1] !== '/' && !/\s/.test(value);
  if (!HTTP_START.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The value when it is a safe link (see isSafeUrl), else null: for what is written into a page. */
export function safeUrlOrNull(value: string | null | undefined, options: SafeUrlOptions = { paths: true }) {
  return isSafeUrl(value, options) ? value : null;
}
