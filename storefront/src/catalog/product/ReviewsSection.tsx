import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ProductDto } from '../searchTypes';

// Its own chunk, fetched when a shopper opens the reviews: the product page's first load stays within its JavaScript budget.
const ReviewList = lazy(() => import('./ReviewList'));

/** The address the stars link to (ProductParts' Rating), on the product page. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * The product's approved customer reviews, which its stars come from (issue 29.4): a section the stars
 * link to, opened by its heading or by arriving at `#reviews` (a card's stars, the page's own). None
 * without reviews.
 */
export function ReviewsSection({ product }: { product: ProductDto }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  useEffect(() => {
    const follow = () => {
      if (window.location.hash === `#${REVIEWS_ANCHOR}`) setOpen(true);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  if (product.rating == null || !product.numReviews) return null;
  return (
    <section id={REVIEWS_ANCHOR} className="disclosure product-reviews">
      <h2 className="disclosure__heading">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          Customer Reviews ({product.numReviews})
          <span className="filter-section__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="disclosure__body" hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">Loading reviews…</p>}>
            <ReviewList productId={product.id} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
