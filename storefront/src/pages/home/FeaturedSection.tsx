import { Link } from 'react-router';
import { DiamondCard } from '../../catalog/DiamondCard';
import { useFeaturedProducts } from '../../catalog/featured';
import { isDiamondType } from '../../catalog/format';
import { JewelryCard } from '../../catalog/JewelryCard';
import { SparkleIcon } from '../../components/icons/ServiceIcons';
import { Section } from '../../components/Section';
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
                {isDiamondType(product.productType) ? (
                  <DiamondCard diamond={product} view="grid" />
                ) : (
                  <JewelryCard item={product} view="grid" detailBase="/jewelry" />
                )}
              </li>
            ))}
          </ul>
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
