import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  approximatePriceNote,
  discountPercent,
  formatPrice,
  isOnSale,
  shownPrices,
  ReviewStars,
} from '@gem-shop/widgets/catalog';
import { LazyOrderDialog } from '../LazyOrderDialog';
import { useMoneyDisplay } from '../../shop/currency';
import { REVIEWS_ANCHOR } from './ReviewsSection';
import type { ProductDto } from '../searchTypes';

export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((step, index) => (
          <li key={step.label}>
            {step.to && index < trail.length - 1 ? (
              <Link to={step.to}>{step.label}</Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Price with struck-through regular price and percentage while on sale, in the shopper's currency with a note of
 * the shop's US-dollar price under it.
 */
export function PriceBlock({ product }: { product: ProductDto }) {
  const display = useMoneyDisplay();
  const { now, was } = shownPrices(product);
  const percent = isOnSale(product) ? product.discount || discountPercent(product.price, product.salePrice) : 0;
  return (
    <>
      <p className="product__price">
        <span className="price">{formatPrice(now, display)}</span>
        {was != null && (
          <>
            {' '}
            <s className="price price--was">{formatPrice(was, display)}</s>
          </>
        )}
        {percent > 0 && (
          <>
            {' '}
            <span className="product__discount">{percent}% off</span>
          </>
        )}
      </p>
      {display && <p className="product__price-note">{approximatePriceNote(display, now)}</p>}
    </>
  );
}

/** The server's availability line, shown as sent (never recomputed here). */
export function AvailabilityLine({ product }: { product: ProductDto }) {
  return (
    <p className={`product__availability product__availability--${product.availability.status}`}>
      <span className="product__availability-dot" aria-hidden="true" />
      {product.availability.label}
    </p>
  );
}

export function Badges({ product, typeBadge, extra }: { product: ProductDto; typeBadge?: string; extra?: ReactNode }) {
  const onSale = isOnSale(product);
  return (
    <div className="product__badges">
      {typeBadge && <span className="badge badge--type">{typeBadge}</span>}
      {product.featured && <span className="badge badge--featured">Featured</span>}
      {onSale && <span className="badge badge--sale">SALE</span>}
      {extra}
    </div>
  );
}

/** The stars of the product's approved reviews, linking to them below (ReviewsSection); none without. */
export function Rating({ product }: { product: ProductDto }) {
  return <ReviewStars product={product} href={`#${REVIEWS_ANCHOR}`} className="product__rating" spelledOut />;
}

/**
 * Confirm Order (Buy Now in the generic view), enabled exactly when the server says the product can be
 * ordered; it opens the order dialog. Focus returns to the button when the dialog closes.
 */
export function OrderButton({ product, label = 'Confirm Order' }: { product: ProductDto; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary product__order"
        disabled={!product.availability.canOrder}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && <LazyOrderDialog onClose={() => setOpen(false)} product={product} />}
    </>
  );
}

export function Tiles({ tiles }: { tiles: { label: string; value: string; note?: string; tier?: string }[] }) {
  const shown = tiles.filter((tile) => tile.value);
  if (!shown.length) return null;
  return (
    <dl className="product__tiles">
      {shown.map((tile) => (
        <div key={tile.label} className="product__tile">
          <dt>{tile.label}</dt>
          <dd className={tile.tier ? `grade grade--${tile.tier}` : undefined}>{tile.value}</dd>
          {tile.note && <dd className="product__tile-note">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A block whose button (named by its title) shows and hides the content. */
/** The product's own words, when it has any. */
export function Description({ product }: { product: ProductDto }) {
  if (!product.description) return null;
  return (
    <section className="product__description">
      <h2>Description</h2>
      <p>{product.description}</p>
    </section>
  );
}

export function Disclosure({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="disclosure">
      <h2 className="disclosure__heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          {title}
          <span className="filter-section__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={id} className="disclosure__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export type SpecRow = [label: string, value: unknown];

function display(value: unknown): string {
  if (value == null || value === '') return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(display).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => (display(inner) ? `${humanize(key)}: ${display(inner)}` : ''))
      .filter(Boolean)
      .join(', ');
  }
  return '';
}

export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A specification list; rows without a value are left out. */
export function SpecList({ groups }: { groups: { title: string; rows: SpecRow[] }[] }) {
  const filled = groups
    .map((group) => ({
      ...group,
      rows: group.rows.map(([label, value]) => [label, display(value)] as const).filter(([, value]) => value),
    }))
    .filter((group) => group.rows.length);
  if (!filled.length) return <p>No specifications recorded.</p>;
  return (
    <div className="spec-groups">
      {filled.map((group) => (
        <div key={group.title} className="spec-group">
          <h3>{group.title}</h3>
          <dl className="spec-list">
            {group.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

export function spec(product: ProductDto, key: string): unknown {
  return product.specs?.[key];
}

export function productImages(product: ProductDto): string[] {
  if (product.images?.length) return product.images;
  return [product.mainImage, ...(product.galleryImages ?? []), ...(product.imageLinks ?? [])].filter(
    (src): src is string => Boolean(src),
  );
}
