import type { ReactNode } from 'react';
import { CatalogLayout, type CatalogWording } from './CatalogLayout';
import { FilterSection, OptionList } from './FilterPanel';
import {
  activeJewelryFilterCount,
  JEWELRY_CARAT_RANGES,
  JEWELRY_CATEGORIES,
  JEWELRY_OPTIONS,
  JEWELRY_PRICE_LIMITS,
  jewelryFiltersFromParams,
  jewelryFiltersToParams,
  jewelrySearchQuery,
  type ChoiceName,
  type JewelryFilters,
} from './jewelryFilters';
import { fetchJewelry } from './catalogReads';
import { priceRangeOptions } from './ranges';
import { useMoneyDisplay } from '../shop/currency';
import { useCatalogSearch } from './useCatalogSearch';
import { useFilterAddress } from './useFilterAddress';

const WORDING: CatalogWording = {
  filtersLabel: 'Jewelry filters',
  countNoun: ['item', 'items'],
  resultsNoun: 'jewelry',
  pagingLabel: 'Jewelry result pages',
};

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
  const [params, setFilterParams] = useFilterAddress();
  const read = jewelryFiltersFromParams(params);
  const filters: JewelryFilters = fixedCategory ? { ...read, category: fixedCategory } : read;
  const omit: ChoiceName[] = fixedCategory ? ['category'] : [];
  const display = useMoneyDisplay();
  const { results, facets } = useCatalogSearch({
    key: 'jewelry',
    page: filters.page,
    queryFor: (page) => jewelrySearchQuery(filters, page),
    fetchPage: fetchJewelry,
  });

  // A change of filters or sort goes back to page 1; a change of page names its page.
  function update(next: Partial<JewelryFilters>) {
    setFilterParams(jewelryFiltersToParams({ ...filters, page: 1, ...next }, omit));
  }
  const choose = (name: ChoiceName, value: string) => update({ [name]: filters[name] === value ? '' : value });
  // The toolbar's choices (sort, unavailable items) are the shopper's and stay.
  const clearAll = () =>
    setFilterParams(
      jewelryFiltersToParams(
        {
          ...jewelryFiltersFromParams(new URLSearchParams()),
          sortBy: filters.sortBy,
          includeUnavailable: filters.includeUnavailable,
        },
        omit,
      ),
    );
  const activeCount = activeJewelryFilterCount(filters, omit);

  const group = (name: ChoiceName, legend: string, options: { value: string; label: string }[], counts = true) => (
    <OptionList
      legend={legend}
      mode="single"
      options={options}
      facets={
        counts && name !== 'caratRange' && name !== 'priceRange' ? facets?.[name as keyof typeof facets] : undefined
      }
      selected={filters[name] ? [filters[name]] : []}
      onToggle={(value) => choose(name, value)}
    />
  );

  return (
    <CatalogLayout
      hero={hero}
      wording={WORDING}
      results={results}
      filters={filters}
      onFiltersChange={update}
      activeFilters={activeCount}
      onClearAll={activeCount > 0 ? clearAll : undefined}
      detailBase={detailBase}
    >
      {activeCount > 0 && (
        <p className="catalog__applied">
          <span>{activeCount === 1 ? '1 filter applied' : `${activeCount} filters applied`}</span>
          <button type="button" className="link-button" onClick={clearAll}>
            Clear All
          </button>
        </p>
      )}
      {!fixedCategory && (
        <FilterSection title="Category">{group('category', 'Category', JEWELRY_CATEGORIES)}</FilterSection>
      )}
      <FilterSection title="Sub Category" defaultOpen={false}>
        {group('subCategory', 'Sub Category', JEWELRY_OPTIONS.subCategory)}
      </FilterSection>
      <FilterSection title="Metal">{group('metal', 'Metal', JEWELRY_OPTIONS.metal)}</FilterSection>
      <FilterSection title="Total Carat Weight">
        {group('caratRange', 'Total Carat Weight', JEWELRY_CARAT_RANGES)}
      </FilterSection>
      <FilterSection title="Price Range">
        {group('priceRange', 'Price Range', priceRangeOptions(JEWELRY_PRICE_LIMITS, display))}
      </FilterSection>
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
    </CatalogLayout>
  );
}
