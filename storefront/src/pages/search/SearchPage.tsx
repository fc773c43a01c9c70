import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CatalogCard, FIRST_ROW_CARDS } from '../../catalog/CatalogCard';
import { Paging, Spinner } from '../../catalog/Paging';
import '../../catalog/catalog.css';
import type { ProductSummary } from '../../catalog/searchTypes';
import {
  lookUpProducts,
  type ProductLookup,
  SEARCH_RESULTS_LIMIT,
  searchResultsPath,
} from '../../search/productLookup';
import { ProductSearchForm } from '../../search/ProductSearchForm';
import { PricesNote } from '../../shop/currency';
import { productPath } from '../../catalog/productPath';
import { usePageTitle } from '../usePageTitle';
import './SearchPage.css';

/** CatalogCard appends the id to its base; the base is the product's canonical section (/diamonds, /rings, /jewelry). */
const sectionOf = (product: ProductSummary) => productPath(product).slice(0, -(product.id.length + 1));

/** How many pieces match, and which of them this page shows when there are several pages. */
function matchCount({ total, truncated, page, pages }: ProductLookup, q: string): string {
  const count = total.toLocaleString('en-US');
  const matches = truncated
    ? `More than ${count} pieces match “${q}” (add words to narrow the search); the ${count} most relevant are listed`
    : `${total === 1 ? '1 piece matches' : `${count} pieces match`} “${q}”`;
  if (pages <= 1) return matches;
  const first = (page - 1) * SEARCH_RESULTS_LIMIT + 1;
  const last = Math.min(page * SEARCH_RESULTS_LIMIT, total);
  return `${matches}: ${first}–${last} shown, page ${page} of ${pages}`;
}

/** The page number in the address: a whole number from 1, else the first page. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function SearchResults({ q, page }: { q: string; page: number }) {
  const navigate = useNavigate();
  const top = useRef<HTMLParagraphElement>(null);
  const lookup = useQuery({
    queryKey: ['product-lookup', q, page],
    queryFn: () => lookUpProducts(q, page),
    // While the next page loads, the current one stays (not another search's results).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === q ? previous : undefined),
  });
  if (lookup.isError) {
    return (
      <div className="catalog__message" role="alert">
        <p>The search failed. Please try again later.</p>
        <button type="button" className="button button--primary" onClick={() => void lookup.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (!lookup.data) return <Spinner label="Searching..." />;
  const { items, total, pages } = lookup.data;
  if (!total) {
    return (
      <div className="catalog__message">
        <h2>No pieces match “{q}”</h2>
        <p>Check the stock or certificate number, try fewer or other words, or browse the collections.</p>
        <p className="search-page__browse">
          <Link to="/diamonds" className="button button--primary">
            Browse Diamonds
          </Link>
          <Link to="/jewelry" className="button button--secondary">
            Browse Jewelry
          </Link>
        </p>
      </div>
    );
  }
  if (!items.length) {
    // An address with a page past the last (shared before the catalogue shrank).
    return (
      <div className="catalog__message">
        <h2>
          There is no page {page} of “{q}”
        </h2>
        <Link to={searchResultsPath(q)} className="button button--primary">
          First page of results
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="search-page__count" role="status" ref={top}>
        {matchCount(lookup.data, q)}
      </p>
      <PricesNote />
      <ul className="catalog__grid catalog__grid--grid" aria-busy={lookup.isPlaceholderData || undefined}>
        {items.map((product, index) => (
          <li key={product.id}>
            <CatalogCard
              product={product}
              view="grid"
              detailBase={sectionOf(product)}
              priority={index < FIRST_ROW_CARDS}
            />
          </li>
        ))}
      </ul>
      <Paging
        label="Search result pages"
        page={page}
        pages={pages}
        onPage={(next) => {
          navigate(searchResultsPath(q, next));
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </>
  );
}

/** /search?q=: the header search's results, when no single product was named. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  usePageTitle(q ? `Search: ${q}` : 'Search');
  return (
    <div className="search-page">
      <div className="container">
        <h1 className="search-page__title">{q ? 'Search results' : 'Search'}</h1>
        {/* Keyed by the search, so a new search from the header refills the box. */}
        <ProductSearchForm key={q} initialQuery={q} className="search-page__form" />
        {q ? (
          <SearchResults q={q} page={page} />
        ) : (
          <p className="search-page__hint">
            Find a piece by its words (“oval ring”, “platinum band”), its stock number or its certificate number.
          </p>
        )}
      </div>
    </div>
  );
}
