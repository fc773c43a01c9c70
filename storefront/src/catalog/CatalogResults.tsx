import type { ReactNode } from 'react';
import type { CatalogView } from './CatalogToolbar';
import { Paging, Spinner } from './Paging';

interface CatalogResultsProps<Item extends { id: string }> {
  /** 'diamonds' or 'jewelry', for the spec's texts ('Failed to load diamonds…', 'No diamonds found'). */
  noun: string;
  items: Item[] | undefined;
  pages: number;
  page: number;
  isError: boolean;
  /** Earlier results shown while new ones load. */
  isStale: boolean;
  onRetry: () => void;
  /** Offered in the empty state when there is something to clear. */
  onClearAll?: () => void;
  view: CatalogView;
  /** `index`: the item's place on this page, from 0. */
  renderItem: (item: Item, index: number) => ReactNode;
  onPage: (page: number) => void;
  /** Names the page navigation, e.g. 'Diamond result pages'. */
  pagingLabel: string;
}

/** Both catalogues' results: error with Try Again, loading, empty state, then the grid and its pages. */
export function CatalogResults<Item extends { id: string }>(props: CatalogResultsProps<Item>) {
  const { noun, items, isError, onRetry, onClearAll, view } = props;
  if (isError) {
    return (
      <div className="catalog__message" role="alert">
        <p>Failed to load {noun}. Please try again later.</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try Again
        </button>
      </div>
    );
  }
  if (!items) return <Spinner label={`Loading ${noun}...`} />;
  if (items.length === 0) {
    return (
      <div className="catalog__message">
        <h2>No {noun} found</h2>
        <p>Try fewer filters or another range.</p>
        {onClearAll && (
          <button type="button" className="button button--primary" onClick={onClearAll}>
            Clear All Filters
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={`catalog__grid catalog__grid--${view}`} aria-busy={props.isStale || undefined}>
        {items.map((item, index) => (
          <li key={item.id}>{props.renderItem(item, index)}</li>
        ))}
      </ul>
      <Paging label={props.pagingLabel} page={props.page} pages={props.pages} onPage={props.onPage} />
    </>
  );
}
