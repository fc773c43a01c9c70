import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogResults } from '../../catalog/CatalogResults';
import { CatalogToolbar, type CatalogView } from '../../catalog/CatalogToolbar';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DiamondShapeIcon } from '../../components/shapes/DiamondShapeIcon';
import { CatalogCard } from '../../catalog/CatalogCard';
import {
  activeDiamondFilterCount,
  DIAMOND_CARAT_RANGES,
  DIAMOND_CERTIFICATIONS,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_PRICE_RANGES,
  DIAMOND_SHAPES,
  diamondFiltersFromParams,
  diamondFiltersToParams,
  diamondSearchQuery,
  emptyDiamondFilters,
  type DiamondFilters,
} from '../../catalog/diamondFilters';
import { FilterSection, OptionList, useDrawer } from '../../catalog/FilterPanel';
import { asDiamondShape } from '../../catalog/ProductImage';
import type { DiamondFacet, DiamondKind, DiamondSearchQuery } from '../../catalog/searchTypes';
import { api } from '../../apiClient';
import { usePageMeta } from '../../catalog/usePageMeta';
import '../../catalog/catalog.css';

async function fetchDiamonds(query: DiamondSearchQuery) {
  // Lists go as one comma-separated value (shape=Round,Oval), like the shop's own addresses.
  const { data } = await api.GET('/api/diamonds', { params: { query }, querySerializer: { array: { style: 'form', explode: false } } });
  if (!data) throw new Error('Failed to load diamonds');
  return data;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const KINDS: { kind: DiamondKind; label: string }[] = [
  { kind: 'lab-grown', label: 'Lab-Grown Diamonds' },
  { kind: 'natural', label: 'Natural Diamonds' },
];

type ListName = DiamondFacet;

/** /diamonds: spec 1 §2 diamond catalogue, searched on the server with facet counts. */
export function DiamondsPage() {
  const [params, setParams] = useSearchParams();
  const filters = diamondFiltersFromParams(params);
  const [view, setView] = useState<CatalogView>('grid');
  const drawer = useDrawer();
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const natural = filters.kind === 'natural';
  usePageMeta(
    natural ? 'Natural Diamonds' : 'Lab-Grown Diamonds',
    `Search certified ${natural ? 'natural' : 'lab-grown'} diamonds by shape, cut, color, clarity, carat and price.`,
  );

  const query = diamondSearchQuery(filters, filters.page);
  const results = useQuery({
    queryKey: ['diamonds', query],
    queryFn: () => fetchDiamonds(query),
    placeholderData: keepPreviousData,
  });
  // Later pages are asked without facets; the counts come from the same search's first page.
  const firstPageQuery = diamondSearchQuery(filters, 1);
  const firstPage = useQuery({
    queryKey: ['diamonds', firstPageQuery],
    queryFn: () => fetchDiamonds(firstPageQuery),
    placeholderData: keepPreviousData,
    enabled: filters.page > 1,
    // Counts that came with the first page are good enough for the pages after it.
    staleTime: 5 * 60 * 1000,
  });
  const facets = (filters.page > 1 ? firstPage.data : results.data)?.facets;

  function update(next: Partial<DiamondFilters>, resetPage = true) {
    const merged = { ...filters, ...next, ...(resetPage && !('page' in next) ? { page: 1 } : {}) };
    setParams(diamondFiltersToParams(merged), { replace: true, preventScrollReset: true });
  }

  function toggle(name: ListName, value: string) {
    const current = filters[name];
    const chosen = current.some((v) => v.toLowerCase() === value.toLowerCase());
    update({ [name]: chosen ? current.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...current, value] });
  }

  const clearAll = () => setParams(diamondFiltersToParams(emptyDiamondFilters(filters.kind, filters.sortBy)), { replace: true, preventScrollReset: true });
  const activeCount = activeDiamondFilterCount(filters);
  const data = results.data;

  return (
    <div className="catalog">
      <div className="catalog-hero">
        <div className="container">
          <p className="eyebrow">Certified &amp; conflict-free</p>
          <h1 className="catalog-hero__title">Diamonds</h1>
          <p className="catalog-hero__intro">
            {natural
              ? 'Natural diamonds formed over billions of years, each graded by an independent lab.'
              : 'Lab-grown diamonds: physically and chemically diamond, grown responsibly, certified and fairly priced.'}
          </p>
          <div className="catalog-switch" role="group" aria-label="Diamond type">
            {KINDS.map(({ kind, label }) => (
              <button
                key={kind}
                type="button"
                className={`catalog-switch__option${filters.kind === kind ? ' is-active' : ''}`}
                aria-pressed={filters.kind === kind}
                onClick={() => kind !== filters.kind && setParams(diamondFiltersToParams(emptyDiamondFilters(kind, filters.sortBy)), { replace: true, preventScrollReset: true })}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="container catalog__layout">
        <aside ref={drawer.panelRef} id={panelId} className={`catalog__panel${drawer.open ? ' is-open' : ''}`} aria-label="Diamond filters">
          <div className="catalog__panel-head">
            <h2 className="catalog__panel-title">Filters</h2>
            {activeCount > 0 && (
              <button type="button" className="link-button" onClick={clearAll}>
                Clear All
              </button>
            )}
            <button type="button" className="catalog__panel-close" aria-label="Close filters" onClick={() => drawer.setOpen(false)}>
              ×
            </button>
          </div>
          <FilterSection title="Shape">
            <OptionList
              legend="Shape"
              mode="multi"
              layout="tiles"
              options={options(DIAMOND_SHAPES)}
              facets={facets?.shape}
              selected={filters.shape}
              onToggle={(value) => toggle('shape', value)}
              icon={(value) => <DiamondShapeIcon shape={asDiamondShape(value)} size={32} />}
            />
          </FilterSection>
          <FilterSection title="Cut">
            <OptionList legend="Cut" mode="multi" options={options(DIAMOND_CUTS)} facets={facets?.cut} selected={filters.cut} onToggle={(value) => toggle('cut', value)} />
          </FilterSection>
          <FilterSection title="Color">
            <OptionList
              legend="Color"
              mode="multi"
              layout="chips"
              options={options(DIAMOND_COLORS)}
              facets={facets?.color}
              selected={filters.color}
              onToggle={(value) => toggle('color', value)}
            />
          </FilterSection>
          <FilterSection title="Clarity">
            <OptionList
              legend="Clarity"
              mode="multi"
              layout="chips"
              options={options(DIAMOND_CLARITIES)}
              facets={facets?.clarity}
              selected={filters.clarity}
              onToggle={(value) => toggle('clarity', value)}
            />
          </FilterSection>
          <FilterSection title="Carat Weight">
            <OptionList
              legend="Carat Weight"
              mode="single"
              options={DIAMOND_CARAT_RANGES}
              selected={filters.caratRange ? [filters.caratRange] : []}
              onToggle={(value) => update({ caratRange: filters.caratRange === value ? '' : value })}
            />
          </FilterSection>
          <FilterSection title="Price Range">
            <OptionList
              legend="Price Range"
              mode="single"
              options={DIAMOND_PRICE_RANGES}
              selected={filters.priceRange ? [filters.priceRange] : []}
              onToggle={(value) => update({ priceRange: filters.priceRange === value ? '' : value })}
            />
          </FilterSection>
          <FilterSection title="Certification" defaultOpen={false}>
            <OptionList
              legend="Certification"
              mode="multi"
              options={options(DIAMOND_CERTIFICATIONS)}
              facets={facets?.certification}
              selected={filters.certification}
              onToggle={(value) => toggle('certification', value)}
            />
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
            noun={['diamond', 'diamonds']}
            activeFilters={activeCount}
            filtersPanelId={panelId}
            onOpenFilters={() => drawer.setOpen(true)}
            view={view}
            onView={setView}
            sortBy={filters.sortBy}
            onSort={(sortBy) => update({ sortBy })}
          />

          <CatalogResults
            noun="diamonds"
            items={data?.items}
            pages={data?.pages ?? 0}
            page={filters.page}
            isError={results.isError}
            isStale={results.isPlaceholderData}
            onRetry={() => void results.refetch()}
            onClearAll={clearAll}
            view={view}
            pagingLabel="Diamond result pages"
            renderItem={(item) => <CatalogCard product={item} view={view} detailBase="/diamonds" />}
            onPage={(page) => {
              update({ page });
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      </div>
    </div>
  );
}
