import { Link } from 'react-router';
import { PlaceholderPage } from '../PlaceholderPage';

/** The route families of spec 1 §2 that open a product; the kind picks the view in a later issue. */
export type ProductRouteKind = 'diamonds' | 'jewelry' | 'rings' | 'engagement' | 'wedding';

const TITLES: Record<ProductRouteKind, string> = {
  diamonds: 'Diamond Details',
  jewelry: 'Jewelry Details',
  rings: 'Ring Details',
  engagement: 'Engagement Ring Details',
  wedding: 'Wedding Band Details',
};

export function ProductDetailPage({ kind }: { kind: ProductRouteKind }) {
  const listPath = kind === 'diamonds' ? '/diamonds' : '/jewelry';
  return (
    <PlaceholderPage eyebrow="Product" title={TITLES[kind]}>
      <div className="placeholder-page__actions">
        <Link to={listPath} className="button button--secondary">
          {kind === 'diamonds' ? 'Browse Diamonds' : 'Browse Jewelry'}
        </Link>
      </div>
    </PlaceholderPage>
  );
}
