import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { productPagePath, ProductRepository } from '../catalog/index.js';
import { LEGAL_PAGE_SLUGS } from '../legal-pages/index.js';
import { escapeMarkup } from '../../common/text/index.js';

/** The sitemap protocol's limit of addresses per file. */
export const URLS_PER_SITEMAP = 50_000;

/** The storefront's public pages (storefront/src/routes.tsx) besides the product pages. */
const STOREFRONT_PAGES = [
  '/',
  '/diamonds',
  '/diamonds?type=natural',
  '/jewelry',
  '/engagement',
  '/wedding',
  '/custom-jewelry',
  '/about-us',
  '/contact',
  '/book-appointment',
  ...LEGAL_PAGE_SLUGS.map((slug) => `/${slug}`),
];

/**
 * The storefront renders pages from these public endpoints: crawlers that run JavaScript must be
 * able to read them although the rest of /api is closed to them.
 */
const ROBOTS_ALLOW = ['/api/shop', '/api/products/', '/api/diamonds', '/api/jewelry', '/api/legal-pages/'];
/** The staff console, the API, and sign-in and account pages, which have nothing to index. */
const ROBOTS_DISALLOW = [
  '/admin',
  '/api',
  '/my-account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** robots.txt and the sitemaps: a sitemap index, the storefront's pages, and the products in files of 50,000. */
@Injectable()
export class SeoService {
  constructor(
    private readonly products: ProductRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      // Allow lines first: crawlers that do not compare rule lengths take the first match.
      ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async sitemapIndex(): Promise<string> {
    const total = await this.products.count();
    const files = ['sitemap-pages.xml'];
    for (let chunk = 1; chunk <= Math.ceil(total / URLS_PER_SITEMAP); chunk++)
      files.push(`sitemap-products-${chunk}.xml`);
    const entries = files.map(
      (file) => `<sitemap><loc>${escapeMarkup(`${this.config.publicUrl}/${file}`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  pagesSitemap(): string {
    return urlSet(STOREFRONT_PAGES.map((path) => ({ loc: `${this.config.publicUrl}${path}` })));
  }

  /**
   * The product pages of one file (from 1), in id order; null past the last file. Raw rows of three
   * columns: the file is written without making 50,000 entities. The file's first id is found by
   * skipping ids in the primary key's index alone; its rows are then one range of that index.
   */
  async productsSitemap(chunk: number): Promise<string | null> {
    if (!Number.isSafeInteger(chunk) || chunk < 1) return null;
    const rows = await this.products.sitemapPage((chunk - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
    if (!rows.length) return null;
    return urlSet(
      rows.map((row) => ({
        loc: `${this.config.publicUrl}${productPagePath({ id: row.id, productType: row.product_type })}`,
        lastmod: new Date(row.updated_at).toISOString(),
      })),
    );
  }
}

function urlSet(urls: Array<{ loc: string; lastmod?: string }>): string {
  const entries = urls.map(
    ({ loc, lastmod }) => `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}
