import { useQuery } from '@tanstack/react-query';
import type { components } from '@gem-shop/widgets/api';
import { starsLabel } from '@gem-shop/widgets/catalog';
import { apiFetch } from '../../apiClient';

/** GET /api/products/{id}/reviews: the product's approved reviews, newest first. */
type ProductReviewsAnswer = components['schemas']['ProductReviewsAnswerDto'];

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

async function loadReviews(productId: string): Promise<ProductReviewsAnswer['data']> {
  const response = await apiFetch(`/api/products/${encodeURIComponent(productId)}/reviews`);
  if (!response.ok) throw new Error(`Reviews answered ${response.status}`);
  return ((await response.json()) as ProductReviewsAnswer).data;
}

/** A product's approved reviews, newest first: author, stars, text and date. */
export default function ReviewList({ productId }: { productId: string }) {
  const reviews = useQuery({ queryKey: ['product-reviews', productId], queryFn: () => loadReviews(productId) });
  if (reviews.isPending) return <p role="status">Loading reviews…</p>;
  if (reviews.isError)
    return (
      <div role="alert">
        <p>The reviews could not be loaded.</p>
        <button type="button" className="button button--secondary" onClick={() => reviews.refetch()}>
          Try again
        </button>
      </div>
    );
  return (
    <ul className="product-reviews__list">
      {reviews.data.reviews.map((review) => (
        <li key={review.id} className="product-reviews__item">
          <p className="product-reviews__stars" role="img" aria-label={starsLabel(review.rating)}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </p>
          <blockquote className="product-reviews__text">
            <p>{review.reviewText}</p>
          </blockquote>
          <p className="product-reviews__author">
            {review.customerName}
            {review.customerLocation && `, ${review.customerLocation}`} ·{' '}
            <time dateTime={review.dateSubmitted}>{DATE.format(new Date(review.dateSubmitted))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
