import type { ReactNode } from 'react';
import { DIAMOND_KINDS } from '@gem-shop/widgets/api';
import { DiamondShapeIcon } from '../../components/shapes/DiamondShapeIcon';
import { CatalogHero } from '../../catalog/CatalogHero';
import { CatalogLayout, type CatalogWording } from '../../catalog/CatalogLayout';
import {
  activeDiamondFilterCount,
  DIAMOND_CARAT_RANGES,
  DIAMOND_PRICE_LIMITS,
  diamondFiltersFromParams,
  diamondFiltersToParams,
  diamondSearchQuery,
  emptyDiamondFilters,
  LIST_FILTERS,
  type DiamondFilters,
} from '../../catalog/diamondFilters';
import { FilterSection, OptionList } from '../../catalog/FilterPanel';
import { asDiamondShape } from '../../catalog/ProductImage';
import { priceRangeOptions, type RangeOption } from '../../catalog/ranges';
import { useMoneyDisplay } from '../../shop/currency';
import type { DiamondFacet, DiamondKind } from '../../catalog/searchTypes';
import { useCatalogSearch } from '../../catalog/useCatalogSearch';
import { useFilterAddress } from '../../catalog/useFilterAddress';
import { fetchDiamonds } from '../../catalog/catalogReads';
import { usePageMeta } from '../../catalog/usePageMeta';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const KIND_LABELS: Record<DiamondKind, string> = { 'lab-grown': 'Lab-Grown Diamonds', natural: 'Natural Diamonds' };
const KINDS: { kind: DiamondKind; label: string }[] = DIAMOND_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind] }));

const WORDING: CatalogWording = {
  filtersLabel: 'Diamond filters',
  countNoun: ['diamond', 'diamonds'],
  resultsNoun: 'diamonds',
  pagingLabel: 'Diamond result pages',
};

type ListName = DiamondFacet;

/** How a list filter looks, where it differs from a plain open list of checkboxes. */
interface ListLook {
  layout?: 'tiles' | 'chips';
  icon?: (value: string) => ReactNode;
  defaultOpen?: boolean;
  hideAbsent?: boolean;
}

/** /diamonds: spec 1 §2 diamond catalogue, searched on the server with facet counts. */
export function DiamondsPage() {
  const [params, setFilterParams] = useFilterAddress();
  const filters = diamondFiltersFromParams(params);
  const display = useMoneyDisplay();
  const natural = filters.kind === 'natural';
  usePageMeta(
    natural ? 'Natural Diamonds' : 'Lab-Grown Diamonds',
    `Search certified ${natural ? 'natural' : 'lab-grown'} diamonds by shape, cut, color, clarity, carat and price.`,
  );
  const { results, facets } = useCatalogSearch({
    key: 'diamonds',
    page: filters.page,
    queryFor: (page) => diamondSearchQuery(filters, page),
    fetchPage: fetchDiamonds,
  });

  function update(next: Partial<DiamondFilters>, resetPage = true) {
    const merged = { ...filters, ...next, ...(resetPage && !('page' in next) ? { page: 1 } : {}) };
    setFilterParams(diamondFiltersToParams(merged));
  }

  function toggle(name: ListName, value: string) {
    const current = filters[name];
    const chosen = current.some((v) => v.toLowerCase() === value.toLowerCase());
    update({ [name]: chosen ? current.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...current, value] });
  }

  // A new type starts a new search: only the toolbar's sort and switch are kept.
  const startOver = (kind: DiamondKind) => setFilterParams(diamondFiltersToParams(emptyDiamondFilters(kind, filters)));
  const clearAll = () => startOver(filters.kind);
  const activeCount = activeDiamondFilterCount(filters);

  const listSection = (name: ListName, title: string, { layout, icon, defaultOpen, hideAbsent }: ListLook = {}) => (
    <FilterSection title={title} defaultOpen={defaultOpen}>
      <OptionList
        legend={title}
        mode="multi"
        layout={layout}
        options={options(LIST_FILTERS[name])}
        facets={facets?.[name]}
        selected={filters[name]}
        onToggle={(value) => toggle(name, value)}
        icon={icon}
        hideAbsent={hideAbsent}
      />
    </FilterSection>
  );
  const rangeSection = (name: 'caratRange' | 'priceRange', title: string, ranges: RangeOption[]) => (
    <FilterSection title={title}>
      <OptionList
        legend={title}
        mode="single"
        options={ranges}
        selected={filters[name] ? [filters[name]] : []}
        onToggle={(value) => update({ [name]: filters[name] === value ? '' : value })}
      />
    </FilterSection>
  );

  const hero = (
    <CatalogHero
      eyebrow="Certified & conflict-free"
      title="Diamonds"
      intro={
        natural
          ? 'Natural diamonds formed over billions of years, each graded by an independent lab.'
          : 'Lab-grown diamonds: physically and chemically diamond, grown responsibly, certified and fairly priced.'
      }
    >
      <div className="catalog-switch" role="group" aria-label="Diamond type">
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={`catalog-switch__option${filters.kind === kind ? ' is-active' : ''}`}
            aria-pressed={filters.kind === kind}
            onClick={() => kind !== filters.kind && startOver(kind)}
          >
            {label}
          </button>
        ))}
      </div>
    </CatalogHero>
  );

  return (
    <CatalogLayout
      hero={hero}
      wording={WORDING}
      headActions={
        activeCount > 0 && (
          <button type="button" className="link-button" onClick={clearAll}>
            Clear All
          </button>
        )
      }
      results={results}
      filters={filters}
      onFiltersChange={update}
      activeFilters={activeCount}
      onClearAll={clearAll}
      detailBase="/diamonds"
    >
      {listSection('shape', 'Shape', {
        layout: 'tiles',
        icon: (value) => <DiamondShapeIcon shape={asDiamondShape(value)} size={32} />,
      })}
      {listSection('cut', 'Cut')}
      {/* D to Z: most catalogues hold a few of the 23 grades, and empty ones would crowd out those it has. */}
      {listSection('color', 'Color', { layout: 'chips', hideAbsent: true })}
      {listSection('clarity', 'Clarity', { layout: 'chips' })}
      {rangeSection('caratRange', 'Carat Weight', DIAMOND_CARAT_RANGES)}
      {rangeSection('priceRange', 'Price Range', priceRangeOptions(DIAMOND_PRICE_LIMITS, display))}
      {listSection('certification', 'Certification', { defaultOpen: false })}
    </CatalogLayout>
  );
}
