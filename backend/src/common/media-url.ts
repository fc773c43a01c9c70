/**
 * How a stored media value (an uploaded file's `/media/…` path, a bundled `/catalog/…` picture or a
 * supplier's `https://…` link) is written in what the server sends out. The one place that decides.
 *
 * - Answers to browsers (the API, the storefront, the console) call it without an origin: our own
 *   files come back root-relative (`/media/ab/….png`), so a page works on whatever host name it was
 *   opened by (`localhost`, `127.0.0.1`, a LAN address) and its `img-src 'self'` policy allows them.
 *   Clients on other origins resolve them against the shop's address (the widgets against their API
 *   base, spec 2's clients against the API host).
 * - What is read away from the shop's pages (e-mails, sitemaps, share tags) passes PUBLIC_URL.
 *
 * Links to other sites stay as they are; an empty value is null.
 */
export function mediaUrl(path: string | null | undefined, origin = ''): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
