let bundleOrigin: string | undefined;

/**
 * Called by the bundle's entry while its own <script> runs: only then does `document.currentScript`
 * (also set for async scripts) point at widgets.js.
 */
export function rememberBundleOrigin(script: HTMLOrSVGScriptElement | null): void {
  if (script instanceof HTMLScriptElement && script.src) bundleOrigin = new URL(script.src).origin;
}

/** The shop's address for API calls and links: `api-base` attribute, else where widgets.js came from, else this page. */
export function resolveApiBase(host: Element): string {
  const base = host.getAttribute('api-base')?.trim() || bundleOrigin || location.origin;
  return base.replace(/\/+$/, '');
}

/**
 * The shop answers its own media root-relative (`/media/…`, `/catalog/…`) so its pages work on any host
 * name; on a partner's page such a link must still point at the shop, not at the partner's site.
 * Links to other sites (suppliers' pictures) stay as they are.
 */
export function shopMediaUrl(url: string, apiBase: string): string {
  try {
    return new URL(url, new URL(`${apiBase}/`, document.baseURI)).href;
  } catch {
    return url;
  }
}
