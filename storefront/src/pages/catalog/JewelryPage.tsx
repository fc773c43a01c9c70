import { useSearchParams } from 'react-router';
import { CatalogHero } from '../../catalog/CatalogHero';
import { JewelryCatalog } from '../../catalog/JewelryCatalog';
import { categoryTitle, jewelryFiltersFromParams } from '../../catalog/jewelryFilters';
import { usePageMeta } from '../../catalog/usePageMeta';

/** /jewelry: spec 1 §2 jewelry catalogue; the title is the selected category or 'Jewelry Collection'. */
export function JewelryPage() {
  const [params] = useSearchParams();
  const title = categoryTitle(jewelryFiltersFromParams(params).category);
  usePageMeta(
    title,
    `Shop ${title.toLowerCase()}: fine jewelry in gold and platinum with certified diamonds and gemstones.`,
  );
  return (
    <JewelryCatalog
      hero={
        <CatalogHero
          eyebrow="Fine jewelry"
          title={title}
          intro="Handcrafted pieces in gold and platinum, set with certified diamonds and gemstones."
        />
      }
    />
  );
}
