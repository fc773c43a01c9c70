/**
 * The five pages every shop publishes (issue 29, point 2), each at its own storefront address
 * `/<slug>`, with the title the footer links by and the description search engines show.
 */
export const LEGAL_PAGE_SLUGS = ['returns', 'shipping', 'privacy-policy', 'terms', 'cookie-policy'] as const;

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export interface LegalPageKind {
  slug: LegalPageSlug;
  title: string;
  /** The page's meta description; `{shop}` is the shop's name. */
  description: string;
}

export const LEGAL_PAGE_KINDS: Record<LegalPageSlug, LegalPageKind> = {
  returns: {
    slug: 'returns',
    title: 'Returns & Exchanges',
    description:
      'How to return or exchange a piece bought from {shop}: the return period, the condition and the refund.',
  },
  shipping: {
    slug: 'shipping',
    title: 'Shipping Info',
    description: 'How {shop} ships your jewelry and diamonds: cost, insurance, tracking and delivery.',
  },
  'privacy-policy': {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What {shop} stores about you, why, for how long, and how to ask for a copy or its erasure.',
  },
  terms: {
    slug: 'terms',
    title: 'Terms of Service',
    description: 'The terms on which {shop} offers its website, requests, appointments and pieces.',
  },
  'cookie-policy': {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    description: 'What {shop} keeps in your browser, and why: no tracking or advertising cookies.',
  },
};

export const isLegalPageSlug = (slug: string): slug is LegalPageSlug =>
  (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);

/** The legal page a storefront request path shows ('/Privacy-Policy/' too, as React Router matches), or null. */
export function legalPageAt(path: string): LegalPageKind | null {
  const slug = path.replace(/\/$/, '').slice(1).toLowerCase();
  return isLegalPageSlug(slug) ? LEGAL_PAGE_KINDS[slug] : null;
}

/** The page's meta description for the shop. */
export const legalPageDescription = (kind: LegalPageKind, shopName: string) =>
  kind.description.replaceAll('{shop}', shopName);
