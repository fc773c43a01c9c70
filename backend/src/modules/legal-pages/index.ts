/** What other modules may use of the legal pages: the module, and which page a storefront address is (for its head and the sitemap). */
export { LegalPagesModule } from './legal-pages.module.js';
export { LEGAL_PAGE_SLUGS, legalPageAt, legalPageDescription, type LegalPageKind } from './legal-page-kinds.js';
