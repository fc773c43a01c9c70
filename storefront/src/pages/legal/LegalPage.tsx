import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../apiClient';
import { useShopInfo } from '../../shop/shopInfo';
import { usePageTitle } from '../usePageTitle';
import './LegalPage.css';

export type LegalPageSlug = 'returns' | 'shipping' | 'privacy-policy' | 'terms' | 'cookie-policy';

/** GET /api/legal-pages/{slug} (LegalPageDto); the generated client replaces this type once openapi.json has it. */
interface LegalPageData {
  slug: LegalPageSlug;
  title: string;
  /** Sanitised on the server (legal-pages/render-markdown.ts). */
  html: string;
  updatedAt: string | null;
}

/** The footer's names of the pages: the title while the page loads, or when it cannot. */
const TITLES: Record<LegalPageSlug, string> = {
  returns: 'Returns & Exchanges',
  shipping: 'Shipping Info',
  'privacy-policy': 'Privacy Policy',
  terms: 'Terms of Service',
  'cookie-policy': 'Cookie Policy',
};

async function fetchLegalPage(slug: LegalPageSlug): Promise<LegalPageData> {
  const response = await apiFetch(`/api/legal-pages/${slug}`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`GET /api/legal-pages/${slug} answered ${response.status}`);
  return (await response.json()) as LegalPageData;
}

/** /returns, /shipping, /privacy-policy, /terms and /cookie-policy: the text staff keep in the console (issue 29). */
export function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const shop = useShopInfo();
  const page = useQuery({
    queryKey: ['legal-page', slug],
    queryFn: () => fetchLegalPage(slug),
    // Staff may edit a page at any time: read again when the shopper comes back to it after a minute.
    staleTime: 60 * 1000,
  });
  const title = page.data?.title ?? TITLES[slug];
  usePageTitle(title);
  const updated = page.data?.updatedAt
    ? new Date(page.data.updatedAt).toLocaleDateString(shop.locale, { dateStyle: 'long' })
    : null;

  return (
    <div className="legal-page">
      <div className="legal-page__hero">
        <div className="container">
          <h1>{title}</h1>
          {updated && <p className="legal-page__updated">Last updated {updated}</p>}
        </div>
      </div>
      <div className="container">
        {page.isError ? (
          <div className="legal-page__message" role="alert">
            <p>This page could not be loaded. Please try again.</p>
            <button type="button" className="button button--primary" onClick={() => void page.refetch()}>
              Try Again
            </button>
          </div>
        ) : page.data ? (
          // The server renders the Markdown and sanitises it (no scripts, handlers, frames or javascript: links).
          <article className="legal-page__body" dangerouslySetInnerHTML={{ __html: page.data.html }} />
        ) : (
          <p className="legal-page__message" role="status">
            Loading...
          </p>
        )}
      </div>
    </div>
  );
}
