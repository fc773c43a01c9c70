/** Search engines' files (robots.txt, sitemaps): the module, and the addresses the web layer leaves to it. */
export { SeoModule } from './seo.module.js';
export { SEO_FILE, SEO_PATHS } from './seo-paths.js';
