import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import { CarouselControls } from './CarouselControls';
import { defaultCategories, type CategoryTile } from './defaultCategories';
import { useShopCategories } from './homeContent';
import type { ShopCategory } from './homeContentTypes';
import { useCarousel } from './useCarousel';
import './CategorySection.css';

/** Spec 1 §9: categories show 4 to a page. */
export const CATEGORIES_PER_PAGE = 4;

type Tile = CategoryTile | ShopCategory;

function pagesOf(tiles: Tile[]): Tile[][] {
  const pages: Tile[][] = [];
  for (let start = 0; start < tiles.length; start += CATEGORIES_PER_PAGE)
    pages.push(tiles.slice(start, start + CATEGORIES_PER_PAGE));
  return pages;
}

/** Shop by category (spec 1 §2): the shop's active categories, or the defaults while none have loaded. */
export function CategorySection() {
  const { data: categories } = useShopCategories();
  const pages = pagesOf(categories?.length ? categories : defaultCategories);
  const carousel = useCarousel({ count: pages.length });
  return (
    <Section eyebrow="Collections" title="Shop by Category" intro="Find the piece that marks your moment.">
      <div className="category-carousel">
        <ul className="category-grid" {...carousel.liveRegion}>
          {pages[carousel.index].map((tile) => (
            <li key={'Icon' in tile ? tile.title : tile.id}>
              <Link to={tile.linkUrl} className="category-tile">
                <span className="category-tile__art">
                  <TileArt tile={tile} />
                </span>
                <span className="category-tile__title">{tile.title}</span>
                {tile.description && <span className="category-tile__description">{tile.description}</span>}
                <span className="category-tile__more" aria-hidden="true">
                  Explore <ArrowRightIcon size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <CarouselControls carousel={carousel} itemName="page" />
      </div>
    </Section>
  );
}

/** The default tiles draw their line icon; the shop's tiles show their picture in the same round frame. */
function TileArt({ tile }: { tile: Tile }) {
  if ('Icon' in tile) return <tile.Icon size={56} />;
  const variants = tile.imageVariants;
  return (
    <img
      className="category-tile__image"
      srcSet={variants ? `${variants.thumbnail} 200w, ${variants.card} 600w` : undefined}
      sizes={variants ? '104px' : undefined}
      src={variants?.card ?? tile.imageUrl}
      width={104}
      height={104}
      alt=""
      loading="lazy"
    />
  );
}
