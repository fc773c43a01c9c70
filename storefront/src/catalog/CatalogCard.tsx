import '@gem-shop/widgets/catalog.css';
import './cards.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { isDiamondType, ProductCard, type CardLink, type CardProduct } from '@gem-shop/widgets/catalog';
import { EngagementRingIcon } from '../components/icons/JewelryIcons';
import { DiamondShapeIcon } from '../components/shapes/DiamondShapeIcon';
import { useMoneyDisplay } from '../shop/currency';
import { LazyOrderDialog } from './LazyOrderDialog';
import { asDiamondShape } from './ProductImage';

const RouterLink: CardLink = ({ href, ...attributes }) => <Link to={href} {...attributes} />;

interface CatalogCardProps {
  product: CardProduct;
  view: 'grid' | 'list';
  /** Where View Details leads (the id is appended), e.g. '/diamonds' or '/engagement'. */
  detailBase: string;
  /** In the first row of a catalogue (FIRST_ROW_CARDS): the picture loads at once, first. */
  priority?: boolean;
}

/** The widest catalogue grid shows four cards a row: these are above the fold, and one of them is the page's largest paint. */
export const FIRST_ROW_CARDS = 4;

/**
 * A catalogue or home page card: the product card partners embed (@gem-shop/widgets/catalog), with the
 * router's links, the storefront's placeholder drawings and Order Now opening the order dialog.
 */
export function CatalogCard({ product, view, detailBase, priority }: CatalogCardProps) {
  const [ordering, setOrdering] = useState(false);
  const display = useMoneyDisplay();
  const placeholder = isDiamondType(product.productType) ? (
    <DiamondShapeIcon shape={asDiamondShape(product.shape)} size={96} />
  ) : (
    <EngagementRingIcon size={80} />
  );
  return (
    <>
      <ProductCard
        product={product}
        href={`${detailBase}/${product.id}`}
        Link={RouterLink}
        layout={view}
        placeholder={placeholder}
        onOrder={() => setOrdering(true)}
        priority={priority}
        display={display}
      />
      {ordering && <LazyOrderDialog onClose={() => setOrdering(false)} product={product} />}
    </>
  );
}
