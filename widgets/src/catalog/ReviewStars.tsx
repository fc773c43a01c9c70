import type { CardLink } from './ProductCard';

/**
 * A product's stars as the server computes them from its approved customer reviews (issue 29.4): the
 * mean rating and how many. Any product answer carries them (summary, detail, lookup).
 */
export interface ReviewedProduct {
  rating?: number | null;
  numReviews?: number;
}

const MAX_STARS = 5;

const PlainLink: CardLink = ({ href, children, ...attributes }) => (
  <a href={href} {...attributes}>
    {children}
  </a>
);

const reviewsOf = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** What a screen reader hears for stars: "Rated 4.5 out of 5 from 2 reviews" (a product), "Rated 4 out of 5" (one review). */
export function starsLabel(rating: number, count?: number): string {
  return `Rated ${rating} out of ${MAX_STARS}${count === undefined ? '' : ` from ${reviewsOf(count)}`}`;
}

/**
 * The stars and count, as a link to the reviews they come from (`href`: the product page's
 * `#reviews`); nothing at all for a product without approved reviews, whatever staff typed.
 */
export function ReviewStars({
  product,
  href,
  className,
  Link = PlainLink,
  spelledOut = false,
}: {
  product: ReviewedProduct;
  href: string;
  /** The link's class; its parts add `-stars` and `-count`. */
  className: string;
  Link?: CardLink;
  /** "(2 reviews)" rather than "(2)". */
  spelledOut?: boolean;
}) {
  const { rating, numReviews: count = 0 } = product;
  if (rating == null || count < 1) return null;
  const stars = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <Link className={className} href={href} aria-label={starsLabel(rating, count)}>
      <span className={`${className}-stars`} aria-hidden="true">
        {'★'.repeat(stars)}
        {'☆'.repeat(MAX_STARS - stars)}
      </span>{' '}
      <span className={`${className}-count`} aria-hidden="true">
        ({spelledOut ? reviewsOf(count) : count})
      </span>
    </Link>
  );
}
