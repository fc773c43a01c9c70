/**
 * Files crawlers look for at the site's root, served outside the /api prefix (app.ts) and never
 * answered with the storefront's index.html (web/serve-web-apps.ts).
 */
export const SEO_PATHS = {
  robots: 'robots.txt',
  sitemapIndex: 'sitemap.xml',
  pagesSitemap: 'sitemap-pages.xml',
  productsSitemap: 'sitemap-products-:chunk.xml',
} as const;

/** Matches the request paths of SEO_PATHS. */
export const SEO_FILE = /^\/(?:robots\.txt|sitemap(?:-pages|-products-\d+)?\.xml)$/i;
