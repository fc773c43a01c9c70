import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CatalogCard, FIRST_ROW_CARDS } from '../../catalog/CatalogCard';
import { Spinner } from '../../catalog/Paging';
import '../../catalog/catalog.css';
import type { ProductSummary } from '../../catalog/searchTypes';
import { lookUpProducts, SEARCH_RESULTS_LIMIT } from '../../search/productLookup';
import { ProductSearchForm } from '../../search/ProductSearchForm';
import { productPath } from '../../catalog/productPath';
import { usePageTitle } from '../usePageTitle';
import './SearchPage.css';

/** CatalogCard appends the id to its base; the base is the product's canonical section (/diamonds, /rings, /jewelry). */
const sectionOf = (product: ProductSummary) => productPath(product).slice(0, -(product.id.length + 1));

function matchCount(count: number, q: string): string {
  if (count === SEARCH_RESULTS_LIMIT)
    return `The first ${count} pieces matching “${q}”: add more of the name or number to narrow the search.`;
  return `${count === 1 ? '1 piece matches' : `${count} pieces match`} “${q}”`;
}

function SearchResults({ q }: { q: string }) {
  const lookup = useQuery({ queryKey: ['product-lookup', q], queryFn: () => lookUpProducts(q) });
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
  const { items } = lookup.data;
  if (!items.length) {
    return (
      <div className="catalog__message">
        <h2>No pieces match “{q}”</h2>
        <p>Check the stock or certificate number, try a shorter part of the name, or browse the collections.</p>
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
  return (
    <>
      <p className="search-page__count" role="status">
        {matchCount(items.length, q)}
      </p>
      <ul className="catalog__grid catalog__grid--grid">
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
    </>
  );
}

/** /search?q=: the header search's results, when no single product was named. */
export function SearchPage() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  usePageTitle(q ? `Search: ${q}` : 'Search');
  return (
    <div className="search-page">
      <div className="container">
        <h1 className="search-page__title">{q ? 'Search results' : 'Search'}</h1>
        {/* Keyed by the search, so a new search from the header refills the box. */}
        <ProductSearchForm key={q} initialQuery={q} className="search-page__form" />
        {q ? (
          <SearchResults q={q} />
        ) : (
          <p className="search-page__hint">Find a piece by its stock number, its certificate number or its name.</p>
        )}
      </div>
    </div>
  );
}
