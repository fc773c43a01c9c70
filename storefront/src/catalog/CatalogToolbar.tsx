import { FiltersButton } from './FilterPanel';
import { parseSort, SORT_OPTIONS } from './catalogAddress';
import type { SortBy } from './searchTypes';

export type CatalogView = 'grid' | 'list';

interface CatalogToolbarProps {
  /** undefined while the first answer loads. */
  total: number | undefined;
  /** Singular and plural: '1 diamond found', '12 diamonds found'. */
  noun: [string, string];
  activeFilters: number;
  filtersPanelId: string;
  onOpenFilters: () => void;
  view: CatalogView;
  onView: (view: CatalogView) => void;
  sortBy: SortBy;
  onSort: (sortBy: SortBy) => void;
  /** Off: only what can be ordered now is listed (the API's default). */
  includeUnavailable: boolean;
  onIncludeUnavailable: (include: boolean) => void;
}

/** Above both catalogues' results: the mobile Filters button, the count, the unavailable switch, grid/list and sort. */
export function CatalogToolbar(props: CatalogToolbarProps) {
  const { total, noun, activeFilters, filtersPanelId, onOpenFilters, view, onView, sortBy, onSort } = props;
  return (
    <div className="catalog__toolbar">
      <FiltersButton count={activeFilters} onClick={onOpenFilters} controls={filtersPanelId} />
      <p className="catalog__count" role="status">
        {total === undefined ? '' : `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]} found`}
      </p>
      <label className="catalog__unavailable">
        <input
          type="checkbox"
          role="switch"
          checked={props.includeUnavailable}
          onChange={(event) => props.onIncludeUnavailable(event.target.checked)}
        />
        <span>Include unavailable</span>
      </label>
      <div className="catalog__view" role="group" aria-label="View">
        <button type="button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
          Grid view
        </button>
        <button type="button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          List view
        </button>
      </div>
      <label className="catalog__sort">
        <span>Sort by</span>
        <select value={sortBy} onChange={(event) => onSort(parseSort(event.target.value))}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
