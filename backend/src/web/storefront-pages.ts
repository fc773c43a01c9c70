import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The storefront's pages as its build lists them: storefront/src/page-paths.json, the list its routes
 * are made from, copied beside index.html by its build (storefront/vite.config.ts). One list, so a page
 * the storefront adds is a page here too, and every other address is a 404 (issue 18.6).
 */
export const PAGE_PATHS_FILE = 'page-paths.json';
/** The list's name for the home page. */
export const HOME_PAGE = 'home';

interface PagePaths {
  /** Name → React Router path ('/reset-password/:token'). */
  pages: Record<string, string>;
  /** Route family → product page path ('/diamonds/:id'). */
  productPages: Record<string, string>;
  /** Page name (or `productPage` for every product page) → the build manifest's key of the module it loads on demand. */
  pageModules?: Record<string, string>;
}

/** A page; `module` is the manifest key of the code it loads on demand (page-preloads.ts). */
export type StorefrontPage = { name: string; module?: string } & ({ productId?: undefined } | { productId: string });

/** One pattern as React Router matches it: ignoring case, with or without a trailing slash, a parameter one segment. */
function matcher(path: string): RegExp {
  const segments = path.replace(/\/$/, '').split('/');
  const pattern = segments
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`, 'i');
}

/**
 * The path as React Router reads it: each segment percent-decoded, a decoded '/' kept as %2F so it
 * never splits a segment ('/about%2Dus' is the About page). Null when it does not decode.
 */
function decodedPath(path: string): string | null {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

/**
 * Which page a request path is: a named page, a product page with the id it names, or null for no page
 * at all. Answers undefined while the build has no list (an old build): nothing can then be called unknown.
 */
export function storefrontPages(storefrontDir: string): (path: string) => StorefrontPage | null | undefined {
  const file = join(storefrontDir, PAGE_PATHS_FILE);
  // Read once per process, like the index.html; a build that appears after the start is picked up on the next request.
  let routes: Array<{ name: string; pattern: RegExp; product: boolean; module?: string }> | undefined;
  return (path) => {
    if (!routes && existsSync(file)) {
      const list = JSON.parse(readFileSync(file, 'utf8')) as PagePaths;
      const modules = list.pageModules ?? {};
      routes = [
        ...Object.entries(list.pages).map(([name, route]) => ({
          name,
          pattern: matcher(route),
          product: false,
          module: modules[name],
        })),
        ...Object.entries(list.productPages).map(([name, route]) => ({
          name,
          pattern: matcher(route),
          product: true,
          module: modules.productPage,
        })),
      ];
    }
    if (!routes) return undefined;
    const decoded = decodedPath(path);
    if (decoded === null) return null;
    for (const { name, pattern, product, module } of routes) {
      const match = pattern.exec(decoded);
      if (match) return product ? { name, module, productId: match[1] } : { name, module };
    }
    return null;
  };
}
