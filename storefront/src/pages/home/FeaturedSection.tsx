import { Link } from 'react-router';
import { CatalogCard } from '../../catalog/CatalogCard';
import { useFeaturedProducts } from '../../catalog/featured';
import { isDiamondType } from '@gem-shop/widgets/catalog';
import { SparkleIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
import { PricesNote } from '../../shop/currency';
import type { NavItem } from '../../layout/navigation';
import './FeaturedSection.css';

interface FeaturedSectionProps {
  kind: 'jewelry' | 'diamonds';
  eyebrow: string;
  title: string;
  emptyMessage: string;
  browse: NavItem;
  tone?: 'plain' | 'muted';
}

/** Four featured cards (spec 1 §2); while none have arrived, or none could be loaded, the empty state shows. */
export function FeaturedSection({ kind, eyebrow, title, emptyMessage, browse, tone }: FeaturedSectionProps) {
  const { data: products = [] } = useFeaturedProducts(kind);
  return (
    <Section eyebrow={eyebrow} title={title} tone={tone}>
      {products.length > 0 ? (
        <>
          <ul className="featured-grid">
            {products.map((product) => (
              <li key={product.id}>
                <CatalogCard
                  product={product}
                  view="grid"
                  detailBase={isDiamondType(product.productType) ? '/diamonds' : '/jewelry'}
                />
              </li>
            ))}
          </ul>
          <PricesNote />
          <p className="featured-more">
            <Link to={browse.to} className="button button--secondary">
              {browse.label}
            </Link>
          </p>
        </>
      ) : (
        <div className="featured-empty">
          <SparkleIcon size={32} className="featured-empty__icon" />
          <p>{emptyMessage}</p>
          <Link to={browse.to} className="button button--secondary">
            {browse.label}
          </Link>
        </div>
      )}
    </Section>
  );
}
