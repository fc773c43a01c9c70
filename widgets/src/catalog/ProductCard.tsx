import { Fragment, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { components } from '../api/client';
import {
  discountPercent,
  formatCarat,
  formatPrice,
  gradeTier,
  isDiamondType,
  placeholderLabel,
  shownPrices,
  type MoneyDisplay,
} from './format';
import { ReviewStars, type ReviewedProduct } from './ReviewStars';
import { useImageCycle } from './useImageCycle';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Between two grades of a diamond card. */
const GRADE_SEPARATOR = ' · ';

/** What a card needs: a search summary or a full product (both carry these fields). */
export type CardProduct = components['schemas']['ProductSummaryDto'] & ReviewedProduct;

/** What renders View Details: a plain link by default; the storefront passes its router's link. */
export type CardLink = ComponentType<{ href: string; className: string; 'aria-label': string; children: ReactNode }>;

export interface ProductCardProps {
  product: CardProduct;
  /** The product page on the shop. */
  href: string;
  Link?: CardLink;
  /** 'list' lays the picture beside the text (the catalogues' list view). */
  layout?: 'grid' | 'list';
  headingLevel?: HeadingLevel;
  /** Stands in for a missing or broken picture (default: a drawn diamond). */
  placeholder?: ReactNode;
  /** Shows 'Order Now' (when the product can be ordered); the page opens its order dialog. */
  onOrder?: () => void;
  /** A card in the first row a page shows: its picture may be the page's largest paint, so it loads at once and first. */
  priority?: boolean;
  /** The currency prices are shown in (issue 29); absent: the shop's US dollars. */
  display?: MoneyDisplay;
}

const PlainLink: CardLink = ({ href, children, ...attributes }) => (
  <a href={href} {...attributes}>
    {children}
  </a>
);

/**
 * Product card of spec 1 §2: the main picture, which cycles through the gallery while hovered or
 * focused; NEW, percent-off and FEATURED badges; the diamond's grades or the piece's category and
 * metal; the stars of its approved reviews (none without), linking to them; the price with the sale or
 * original price struck through; availability; View Details; and Order Now when the product can be
 * ordered. Styles: `product-card.css`.
 */
export function ProductCard({
  product,
  href,
  Link = PlainLink,
  layout = 'grid',
  headingLevel = 3,
  placeholder,
  onOrder,
  priority = false,
  display,
}: ProductCardProps) {
  const titleId = useId();
  const [engaged, setEngaged] = useState(false);
  const images = product.images?.length ? product.images : product.mainImage ? [product.mainImage] : [];
  const shown = useImageCycle(images.length, engaged);
  const diamond = isDiamondType(product.productType);
  const { now, was } = shownPrices(product);
  const percent = product.discount || discountPercent(product.price, now < product.price ? now : null);
  const Heading = `h${headingLevel}` as const;
  const title = diamond
    ? [formatCarat(product.carat), product.shape].filter(Boolean).join(' ') || product.name
    : product.name;

  return (
    <article
      className={`gem-card gem-card--${layout}`}
      aria-labelledby={titleId}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setEngaged(false)}
    >
      <div className="gem-card__media">
        <CardImage src={images[shown]} alt={product.name} placeholder={placeholder} priority={priority} />
        <div className="gem-card__badges">
          {product.isNewArrival && <span className="gem-badge gem-badge--new">NEW</span>}
          {percent > 0 && <span className="gem-badge gem-badge--sale">{percent}% OFF</span>}
          {product.featured && <span className="gem-badge gem-badge--featured">FEATURED</span>}
        </div>
      </div>
      <div className="gem-card__body">
        <p className="gem-card__tag">{tagOf(product)}</p>
        <Heading id={titleId} className="gem-card__title">
          {title}
        </Heading>
        {diamond ? (
          <DiamondGrades product={product} />
        ) : (
          product.metal && <p className="gem-card__meta">{product.metal}</p>
        )}
        <ReviewStars product={product} href={`${href}#reviews`} Link={Link} className="gem-card__rating" />
        <p className="gem-card__price">
          <span className="gem-card__now">{formatPrice(now, display)}</span>
          {was != null && (
            <>
              {' '}
              <s className="gem-card__was">
                <span className="gem-visually-hidden">Was </span>
                {formatPrice(was, display)}
              </s>
            </>
          )}
        </p>
        {product.availability && (
          <p className={`gem-card__availability gem-card__availability--${product.availability.status}`}>
            {product.availability.label}
          </p>
        )}
        <div className="gem-card__actions">
          <Link className="gem-button gem-button--secondary" href={href} aria-label={`View Details: ${product.name}`}>
            View Details
          </Link>
          {onOrder && product.availability?.canOrder !== false && (
            <button type="button" className="gem-button" onClick={onOrder} aria-label={`Order Now: ${product.name}`}>
              Order Now
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

function tagOf(product: CardProduct): string {
  if (product.productType === 'natural-diamond') return 'Natural';
  if (isDiamondType(product.productType)) return 'Lab Grown';
  return product.subCategory ?? product.category ?? 'Jewelry';
}

/**
 * The grades on one line, as a jeweller writes them ("Excellent · E · VS1 · IGI"), each colour-coded by
 * tier; the separators keep neighbouring grades apart however narrow the card, and a screen reader hears
 * each grade's name before it.
 */
function DiamondGrades({ product }: { product: CardProduct }) {
  const grades: Array<[label: string, value: string | null | undefined, kind?: 'cut' | 'color' | 'clarity']> = [
    ['Cut', product.cut, 'cut'],
    ['Color', product.color, 'color'],
    ['Clarity', product.clarity, 'clarity'],
    ['Certificate', product.lab],
  ];
  const shown = grades.filter(([, value]) => value);
  if (!shown.length) return null;
  return (
    <p className="gem-card__grades">
      {shown.map(([label, value, kind], index) => {
        const tier = kind && gradeTier(kind, value);
        return (
          <Fragment key={label}>
            {index > 0 && (
              <span className="gem-card__grade-separator" aria-hidden="true">
                {GRADE_SEPARATOR}
              </span>
            )}
            <span className={tier ? `gem-grade gem-grade--${tier}` : 'gem-grade'}>
              <span className="gem-visually-hidden">{label}: </span>
              {value}
            </span>
          </Fragment>
        );
      })}
    </p>
  );
}

/** A product picture; a missing or broken one shows a drawn placeholder (spec 1 §2). Below the first row it loads as it nears the screen. */
function CardImage({
  src,
  alt,
  placeholder,
  priority,
}: {
  src: string | undefined;
  alt: string;
  placeholder?: ReactNode;
  priority: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="gem-card__image gem-card__image--placeholder" role="img" aria-label={placeholderLabel(alt)}>
        {placeholder ?? <DiamondDrawing />}
      </div>
    );
  }
  return (
    <img
      className="gem-card__image"
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

function DiamondDrawing() {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
      <path
        d="M14 24 22 12h20l8 12-18 28Z M14 24h36 M22 12l10 12 10-12 M32 24v28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
