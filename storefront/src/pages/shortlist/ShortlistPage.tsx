import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../apiClient';
import { discountPercent, formatCarat, formatPrice, isOnSale, type MoneyDisplay } from '@gem-shop/widgets/catalog';
import type { ProductDto } from '../../catalog/searchTypes';
import { formatMeasurements } from '../../catalog/specUnits';
import { PricesNote, useMoneyDisplay } from '../../shop/currency';
import { clearShortlist, refreshShortlisted, removeFromShortlist } from '../../shortlist/shortlistEdits';
import { SHORTLIST_LIMIT, type ShortlistItem } from '../../shortlist/shortlistStore';
import { useShortlist } from '../../shortlist/useShortlist';
import { usePageTitle } from '../usePageTitle';
import { useSideScroll } from './useSideScroll';
import './ShortlistPage.css';
import type { ProductType } from '@gem-shop/widgets/api';

const NO_VALUE = '—';

const TYPE_LABELS: Record<string, string> = {
  'lab-grown': 'Lab-grown diamond',
  'natural-diamond': 'Natural diamond',
  diamond: 'Diamond',
  jewelry: 'Jewelry',
  ring: 'Ring',
} satisfies Record<ProductType, string>;

/** The comparison's rows, in the order a gemologist reads them; a row no piece has a value for is left out. */
const ROWS: { label: string; value: (item: ShortlistItem) => string | null }[] = [
  { label: 'Type', value: (item) => TYPE_LABELS[item.productType] ?? null },
  { label: 'SKU', value: (item) => item.stockNumber || null },
  { label: 'Shape', value: (item) => item.shape },
  { label: 'Carat', value: (item) => formatCarat(item.carat) || null },
  { label: 'Color', value: (item) => item.color },
  { label: 'Clarity', value: (item) => item.clarity },
  { label: 'Cut', value: (item) => item.cut },
  { label: 'Polish', value: (item) => item.polish },
  { label: 'Symmetry', value: (item) => item.symmetry },
  { label: 'Fluorescence', value: (item) => item.fluorescence },
  { label: 'Measurements', value: (item) => formatMeasurements(item.measurements) || null },
  { label: 'Lab', value: (item) => item.lab },
  { label: 'Certificate', value: (item) => item.certificateNumber },
  { label: 'Metal', value: (item) => item.metal },
  { label: 'Total Carat Weight', value: (item) => formatCarat(item.totalCaratWeight) || null },
];

class ProductGoneError extends Error {}

async function fetchProduct(id: string): Promise<ProductDto> {
  const { data, response } = await api.GET('/api/products/{id}', { params: { path: { id } } });
  if (response.status === 404) throw new ProductGoneError('Product not found');
  if (!data?.data) throw new Error(`Product request failed with ${response.status}`);
  return data.data;
}

/**
 * The listed pieces as the catalogue has them now (the product page's cache, `['product', id]`): the
 * stored copies follow new prices and sales, and a piece no longer in the catalogue is marked.
 */
function useCurrentPieces(items: ShortlistItem[]): Set<string> {
  const answers = useQueries({
    queries: items.map((item) => ({
      queryKey: ['product', item.id],
      queryFn: () => fetchProduct(item.id),
      retry: false,
      staleTime: 5 * 60 * 1000,
    })),
  });
  const fresh = answers.map((answer) => answer.data);
  useEffect(() => {
    for (const product of fresh) if (product) refreshShortlisted(product);
  });
  return new Set(items.filter((_, index) => answers[index]?.error instanceof ProductGoneError).map((item) => item.id));
}

function Price({ item, display }: { item: ShortlistItem; display: MoneyDisplay | undefined }) {
  const onSale = isOnSale(item);
  if (!onSale) return <span className="price">{formatPrice(item.price, display)}</span>;
  const percent = discountPercent(item.price, item.salePrice);
  return (
    <>
      <span className="price">{formatPrice(item.salePrice, display)}</span>{' '}
      <s className="price price--was">{formatPrice(item.price, display)}</s>
      {percent > 0 && <span className="shortlist-table__discount"> {percent}% off</span>}
    </>
  );
}

function Thumbnail({ item }: { item: ShortlistItem }) {
  if (!item.mainImage)
    return <span className="shortlist-table__image shortlist-table__image--none" aria-hidden="true" />;
  // The name next to it says what it shows.
  return <img className="shortlist-table__image" src={item.mainImage} alt="" loading="lazy" />;
}

/**
 * The table's sideways-scrolling box (a keyboard-scrollable region named by the table's caption). When the
 * pieces do not fit, a line above says the table scrolls and a shadow marks each edge with more beyond it.
 */
function ComparisonScroll({ captionId, count, children }: { captionId: string; count: number; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const { overflows, moreLeft, moreRight } = useSideScroll(boxRef);
  const hintId = useId();
  const edges = `${moreLeft ? ' is-more-left' : ''}${moreRight ? ' is-more-right' : ''}`;
  return (
    <>
      {overflows && (
        <p id={hintId} className="shortlist-table__hint">
          Scroll sideways to compare all {count} pieces{' '}
          <span aria-hidden="true" className="shortlist-table__hint-arrow">
            →
          </span>
        </p>
      )}
      <div className={`shortlist-table__frame${edges}`}>
        <div
          ref={boxRef}
          className="shortlist-table__scroll"
          role="region"
          aria-labelledby={captionId}
          aria-describedby={overflows ? hintId : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </>
  );
}

function EmptyShortlist({ children }: { children: ReactNode }) {
  return (
    <div className="shortlist-page__empty">
      {children}
      <p>
        Your shortlist is empty. Add up to {SHORTLIST_LIMIT} diamonds or pieces of jewelry from their pages to compare
        them here side by side, then book a viewing.
      </p>
      <p className="shortlist-page__actions">
        <Link to="/diamonds" className="button button--primary">
          Browse diamonds
        </Link>
        <Link to="/jewelry" className="button button--secondary">
          Browse jewelry
        </Link>
      </p>
    </div>
  );
}

export function ShortlistPage() {
  usePageTitle('Your Shortlist');
  const items = useShortlist();
  const gone = useCurrentPieces(items);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const display = useMoneyDisplay();

  const heading = (
    <h1 ref={headingRef} tabIndex={-1}>
      Your Shortlist
    </h1>
  );
  if (!items.length) {
    return (
      <div className="shortlist-page container">
        <EmptyShortlist>{heading}</EmptyShortlist>
      </div>
    );
  }

  // A removed column takes its button with it: focus goes back to the page's heading.
  const remove = (id: string) => {
    removeFromShortlist(id);
    headingRef.current?.focus();
  };
  const clear = () => {
    clearShortlist();
    headingRef.current?.focus();
  };
  const bookable = items.filter((item) => !gone.has(item.id)).map((item) => item.id);
  const rows = ROWS.filter((row) => items.some((item) => row.value(item)));

  return (
    <div className="shortlist-page container">
      <div className="shortlist-page__intro">
        {heading}
        <p>
          {items.length} of {SHORTLIST_LIMIT} pieces, side by side. Book a viewing and we will have them ready for you
          in the showroom.
        </p>
        <p className="shortlist-page__actions">
          <Link
            to={bookable.length ? `/book-appointment?items=${bookable.join(',')}` : '/book-appointment'}
            className="button button--primary"
          >
            Book a viewing
          </Link>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear shortlist
          </button>
        </p>
        <PricesNote />
      </div>

      <ComparisonScroll captionId="shortlist-table-caption" count={items.length}>
        <table className="shortlist-table">
          <caption id="shortlist-table-caption" className="visually-hidden">
            Comparison of your shortlisted pieces
          </caption>
          <thead>
            <tr>
              <td />
              {items.map((item) => (
                <th key={item.id} scope="col">
                  <Thumbnail item={item} />
                  <Link to={item.path} className="shortlist-table__name">
                    {item.name}
                  </Link>
                  {gone.has(item.id) && <span className="shortlist-table__gone">No longer available</span>}
                  <button type="button" className="shortlist-table__remove" onClick={() => remove(item.id)}>
                    Remove<span className="visually-hidden"> {item.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price</th>
              {items.map((item) => (
                <td key={item.id}>
                  <Price item={item} display={display} />
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {items.map((item) => (
                  <td key={item.id}>{row.value(item) ?? NO_VALUE}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ComparisonScroll>
    </div>
  );
}
