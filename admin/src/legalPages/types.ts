/**
 * A legal page as GET /api/admin/legal-pages answers it (backend AdminLegalPageDto); the generated type
 * replaces this once openapi.json has it.
 */
export interface LegalPage {
  id: 'returns' | 'shipping' | 'privacy-policy' | 'terms' | 'cookie-policy';
  slug: LegalPage['id'];
  title: string;
  /** Its address on the storefront. */
  path: string;
  markdown: string;
  html: string;
  /** Not saved by staff yet: written from the settings, and following them. */
  draft: boolean;
  savedAt: string | null;
  savedBy: { name: string; email: string } | null;
}
