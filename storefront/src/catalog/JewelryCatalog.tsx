import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogResults } from './CatalogResults';
import { CatalogToolbar, type CatalogView } from './CatalogToolbar';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSection, OptionList, useDrawer } from './FilterPanel';
import { CatalogCard } from './CatalogCard';
import {
  activeJewelryFilterCount,
  JEWELRY_CARAT_RANGES,
  JEWELRY_CATEGORIES,
  JEWELRY_OPTIONS,
  JEWELRY_PRICE_RANGES,
  jewelryFiltersFromParams,
  jewelryFiltersToParams,
  jewelrySearchQuery,
  type ChoiceName,
  type JewelryFilters,
} from './jewelryFilters';
import type { JewelrySearchQuery } from './searchTypes';
import { api } from '../apiClient';
import './catalog.css';

async function fetchJewelry(query: JewelrySearchQuery) {
  const { data } = await api.GET('/api/jewelry', { params: { query } });
  if (!data) throw new Error('Failed to load jewelry');
  return data;
}

interface JewelryCatalogProps {
  /** The hero above the filters and results. */
  hero: ReactNode;
  /** Landing pages (/engagement, /wedding) search one category, kept out of the address. */
  fixedCategory?: string;
  /** Where a card's View Details leads (id appended). */
  detailBase?: string;
}

/** Spec 1 §2 jewelry catalogue: single-choice filter groups with facet counts, mirrored in the address. */
export function JewelryCatalog({ hero, fixedCategory, detailBase = '/jewelry' }: JewelryCatalogProps) {
  const [params, setParams] = useSearchParams();
  const read = jewelryFiltersFromParams(params);
  const filters: JewelryFilters = fixedCategory ? { ...read, category: fixedCategory } : read;
  const omit: ChoiceName[] = fixedCategory ? ['category'] : [];
  const [view, setView] = useState<CatalogView>('grid');
  const drawer = useDrawer();
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const query = jewelrySearchQuery(filters, filters.page);
  const results = useQuery({ queryKey: ['jewelry', query], queryFn: () => fetchJewelry(query), placeholderData: keepPreviousData });
  const firstPageQuery = jewelrySearchQuery(filters, 1);
  const firstPage = useQuery({
    queryKey: ['jewelry', firstPageQuery],
    queryFn: () => fetchJewelry(firstPageQuery),
    placeholderData: keepPreviousData,
    enabled: filters.page > 1,
    staleTime: 5 * 60 * 1000,
  });
  const facets = (filters.page > 1 ? firstPage.data : results.data)?.facets;

  function update(next: Partial<JewelryFilters>) {
    setParams(jewelryFiltersToParams({ ...filters, page: 1, ...next }, omit), { replace: true, preventScrollReset: true });
  }
  const choose = (name: ChoiceName, value: string) => update({ [name]: filters[name] === value ? '' : value });
  const clearAll = () =>
    setParams(jewelryFiltersToParams({ ...jewelryFiltersFromParams(new URLSearchParams()), sortBy: filters.sortBy }, omit), { replace: true, preventScrollReset: true });
  const activeCount = activeJewelryFilterCount(filters, omit);
  const data = results.data;

  const group = (name: ChoiceName, legend: string, options: { value: string; label: string }[], counts = true) => (
    <OptionList
      legend={legend}
      mode="single"
      options={options}
      facets={counts && name !== 'caratRange' && name !== 'priceRange' ? facets?.[name as keyof typeof facets] : undefined}
      selected={filters[name] ? [filters[name]] : []}
      onToggle={(value) => choose(name, value)}
    />
  );

  return (
    <div className="catalog">
      {hero}
      <div className="container catalog__layout">
        <aside ref={drawer.panelRef} id={panelId} className={`catalog__panel${drawer.open ? ' is-open' : ''}`} aria-label="Jewelry filters">
          <div className="catalog__panel-head">
            <h2 className="catalog__panel-title">Filters</h2>
            <button type="button" className="catalog__panel-close" aria-label="Close filters" onClick={() => drawer.setOpen(false)}>
              ×
            </button>
          </div>
          {activeCount > 0 && (
            <p className="catalog__applied">
              <span>{activeCount === 1 ? '1 filter applied' : `${activeCount} filters applied`}</span>
              <button type="button" className="link-button" onClick={clearAll}>
                Clear All
              </button>
            </p>
          )}
          {!fixedCategory && <FilterSection title="Category">{group('category', 'Category', JEWELRY_CATEGORIES)}</FilterSection>}
          <FilterSection title="Sub Category" defaultOpen={false}>
            {group('subCategory', 'Sub Category', JEWELRY_OPTIONS.subCategory)}
          </FilterSection>
          <FilterSection title="Metal">{group('metal', 'Metal', JEWELRY_OPTIONS.metal)}</FilterSection>
          <FilterSection title="Total Carat Weight">{group('caratRange', 'Total Carat Weight', JEWELRY_CARAT_RANGES)}</FilterSection>
          <FilterSection title="Price Range">{group('priceRange', 'Price Range', JEWELRY_PRICE_RANGES)}</FilterSection>
          <FilterSection title="Classification" defaultOpen={false}>
            {group('classification', 'Classification', JEWELRY_OPTIONS.classification)}
          </FilterSection>
          <FilterSection title="Center Stone" defaultOpen={false}>
            <h4 className="filter-subheading">Stone Type</h4>
            {group('stoneType', 'Stone Type', JEWELRY_OPTIONS.stoneType)}
            <h4 className="filter-subheading">Stone Shape</h4>
            {group('stoneShape', 'Stone Shape', JEWELRY_OPTIONS.stoneShape)}
            <h4 className="filter-subheading">Gem Type</h4>
            {group('gemType', 'Gem Type', JEWELRY_OPTIONS.gemType)}
          </FilterSection>
          <FilterSection title="Brand" defaultOpen={false}>
            {group('brand', 'Brand', JEWELRY_OPTIONS.brand)}
          </FilterSection>
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
            noun={['item', 'items']}
            activeFilters={activeCount}
            filtersPanelId={panelId}
            onOpenFilters={() => drawer.setOpen(true)}
            view={view}
            onView={setView}
            sortBy={filters.sortBy}
            onSort={(sortBy) => update({ sortBy })}
          />

          <CatalogResults
            noun="jewelry"
            items={data?.items}
            pages={data?.pages ?? 0}
            page={filters.page}
            isError={results.isError}
            isStale={results.isPlaceholderData}
            onRetry={() => void results.refetch()}
            onClearAll={activeCount > 0 ? clearAll : undefined}
            view={view}
            pagingLabel="Jewelry result pages"
            renderItem={(item) => <CatalogCard product={item} view={view} detailBase={detailBase} />}
            onPage={(page) => {
              setParams(jewelryFiltersToParams({ ...filters, page }, omit), { replace: true, preventScrollReset: true });
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      </div>
    </div>
  );
}
