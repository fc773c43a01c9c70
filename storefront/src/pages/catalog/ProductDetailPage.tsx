import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isDiamondType } from '@gem-shop/widgets/catalog';
import { DiamondView, GenericView, JewelryView } from '../../catalog/product/ProductViews';
import { productQuery } from '../../catalog/productQuery';
import { answerStatus } from '../../ssr/queryClient';
import { NotFoundPage } from '../NotFoundPage';
import { usePageMeta } from '../../catalog/usePageMeta';
import '../../catalog/catalog.css';

/** The route families of spec 1 §2 that open a product. */
export type ProductRouteKind = 'diamonds' | 'jewelry' | 'rings' | 'engagement' | 'wedding';

/** The list each route family leads back to (breadcrumb, and the redirect after a failure). */
const LISTS: Record<ProductRouteKind, { label: string; to: string }> = {
  diamonds: { label: 'Diamonds', to: '/diamonds' },
  jewelry: { label: 'Jewelry', to: '/jewelry' },
  rings: { label: 'Rings', to: '/jewelry?category=rings' },
  engagement: { label: 'Engagement Rings', to: '/engagement' },
  wedding: { label: 'Wedding Bands', to: '/wedding' },
};

/** What the API answers for a product it does not have: unknown (404) or deleted (410). */
const UNKNOWN_PRODUCT = [404, 410];

/** What each route family calls the product its address names. */
const NOUNS: Record<ProductRouteKind, string> = {
  diamonds: 'diamond',
  jewelry: 'piece',
  rings: 'ring',
  engagement: 'ring',
  wedding: 'band',
};

/** Spec 1 §9: the failed page goes back to the list after 3 seconds (an unknown product stays to say so). */
export const REDIRECT_DELAY_MS = 3000;

export function ProductDetailPage({ kind }: { kind: ProductRouteKind }) {
  const { id = '' } = useParams();
  const list = LISTS[kind];
  const navigate = useNavigate();
  const product = useQuery(productQuery(id));
  // 404 for an id no product has, 410 for a deleted one: the server sent this page with the same status.
  // The error may have come with the server-rendered page, as JSON: its status is what says which.
  const unknown = UNKNOWN_PRODUCT.includes(answerStatus(product.error) ?? 0);
  const failed = product.isError && !unknown;
  // The server fills the same title and description into the page it sends (backend/src/web/page-head.ts).
  usePageMeta(product.data?.name ?? (product.isError ? 'Product Not Found' : 'Product'), product.data?.metaDescription);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate(list.to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate, list.to]);

  if (unknown) {
    return (
      <NotFoundPage
        title="Product Not Found"
        message={`This ${NOUNS[kind]} does not exist, or is no longer in our collection.`}
        browse={{ label: `Browse ${list.label}`, to: list.to }}
      />
    );
  }
  if (failed) {
    return (
      <div className="product-status container" role="alert">
        <h1>Oops!</h1>
        <p>Product not found or unavailable. Please try again later.</p>
        <p>
          <Link to={list.to}>Back to {list.label}</Link>
        </p>
      </div>
    );
  }
  if (!product.data) {
    return (
      <div className="product-status container" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Loading product details...</p>
      </div>
    );
  }

  const data = product.data;
  if (kind === 'diamonds' || isDiamondType(data.productType)) return <DiamondView product={data} list={list} />;
  if (kind === 'jewelry' || data.productType === 'jewelry') return <JewelryView product={data} list={list} />;
  return <GenericView product={data} list={list} />;
}
