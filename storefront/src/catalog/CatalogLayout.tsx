import { useId, useRef, useState, type ReactNode } from 'react';
import { CatalogCard, FIRST_ROW_CARDS } from './CatalogCard';
import { CatalogResults } from './CatalogResults';
import { CatalogToolbar, type CatalogView } from './CatalogToolbar';
import { useDrawer } from './FilterPanel';
import { PricesNote } from '../shop/currency';
import type { ListOptions } from './catalogAddress';
import type { ProductSummary, SortBy } from './searchTypes';
import './catalog.css';

/** The words that tell the catalogues apart. */
export interface CatalogWording {
  /** Names the filter panel: 'Diamond filters'. */
  filtersLabel: string;
  /** Singular and plural of the count: '1 diamond found', '12 diamonds found'. */
  countNoun: [string, string];
  /** For the results' messages: 'Failed to load diamonds…', 'No diamonds found'. */
  resultsNoun: string;
  /** Names the page navigation: 'Diamond result pages'. */
  pagingLabel: string;
}

/** What the layout reads of a search (a TanStack Query result). */
interface CatalogSearchResults {
  data: { items: ProductSummary[]; total: number; pages: number } | undefined;
  isError: boolean;
  /** Earlier results shown while new ones load. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface CatalogLayoutProps {
  hero: ReactNode;
  wording: CatalogWording;
  /** In the panel head, between the title and the close button. */
  headActions?: ReactNode;
  /** The filter sections, below the panel head. */
  children: ReactNode;
  results: CatalogSearchResults;
  /** The sort, page and unavailable switch the address holds. */
  filters: ListOptions;
  /** A new sort or switch (the page's own rules reset the page) or a new page. */
  onFiltersChange: (next: { sortBy: SortBy } | { includeUnavailable: boolean } | { page: number }) => void;
  activeFilters: number;
  /** Offered in the empty results when there is something to clear. */
  onClearAll?: () => void;
  /** Where a card's View Details leads (id appended). */
  detailBase: string;
}

/**
 * The catalogue page (spec 1 §2): hero, the filter panel (a drawer on small screens) with its Apply
 * button, and the results with their toolbar and pages.
 */
export function CatalogLayout(props: CatalogLayoutProps) {
  const { wording, results, filters, onFiltersChange } = props;
  const [view, setView] = useState<CatalogView>('grid');
  const drawer = useDrawer();
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const data = results.data;

  return (
    <div className="catalog">
      {props.hero}
      <div className="container catalog__layout">
        <aside
          ref={drawer.panelRef}
          id={panelId}
          className={`catalog__panel${drawer.open ? ' is-open' : ''}`}
          aria-label={wording.filtersLabel}
        >
          <div className="catalog__panel-head">
            <h2 className="catalog__panel-title">Filters</h2>
            {props.headActions}
            <button
              type="button"
              className="catalog__panel-close"
              aria-label="Close filters"
              onClick={() => drawer.setOpen(false)}
            >
              ×
            </button>
          </div>
          {props.children}
          <div className="catalog__panel-foot">
            <button type="button" className="button button--primary" onClick={() => drawer.setOpen(false)}>
              Apply Filters
            </button>
          </div>
        </aside>
        {drawer.open && <div className="catalog__scrim" aria-hidden="true" onClick={() => drawer.setOpen(false)} />}

        <div className="catalog__results" ref={resultsRef}>
          <CatalogToolbar
            total={data?.total}
            noun={wording.countNoun}
            activeFilters={props.activeFilters}
            filtersPanelId={panelId}
            onOpenFilters={() => drawer.setOpen(true)}
            view={view}
            onView={setView}
            sortBy={filters.sortBy}
            onSort={(sortBy) => onFiltersChange({ sortBy })}
            includeUnavailable={filters.includeUnavailable}
            onIncludeUnavailable={(includeUnavailable) => onFiltersChange({ includeUnavailable })}
          />
          <PricesNote />

          <CatalogResults
            noun={wording.resultsNoun}
            items={data?.items}
            pages={data?.pages ?? 0}
            page={filters.page}
            isError={results.isError}
            isStale={results.isPlaceholderData}
            onRetry={() => void results.refetch()}
            onClearAll={props.onClearAll}
            view={view}
            pagingLabel={wording.pagingLabel}
            renderItem={(item, index) => (
              <CatalogCard
                product={item}
                view={view}
                detailBase={props.detailBase}
                priority={index < FIRST_ROW_CARDS}
              />
            )}
            onPage={(page) => {
              onFiltersChange({ page });
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      </div>
    </div>
  );
}
