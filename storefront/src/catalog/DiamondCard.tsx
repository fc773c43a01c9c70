import './cards.css';
import { Link } from 'react-router';
import { formatCarat, formatPrice, gradeTier } from './format';
import { ProductImage } from './ProductImage';
import type { ProductSummary } from './searchTypes';

function Grade({ kind, label, value }: { kind: 'cut' | 'color' | 'clarity'; label: string; value: string | null }) {
  if (!value) return null;
  const tier = gradeTier(kind, value);
  return (
    <div className="diamond-card__grade">
      <dt>{label}</dt>
      <dd className={tier ? `grade grade--${tier}` : 'grade'}>{value}</dd>
    </div>
  );
}

/** Diamond card of spec 1 §2: grades colour-coded by tier, type tag, NEW and FEATURED badges. */
export function DiamondCard({ diamond, view }: { diamond: ProductSummary; view: 'grid' | 'list' }) {
  const natural = diamond.productType === 'natural-diamond';
  const onSale = diamond.onSale && diamond.salePrice != null && diamond.salePrice < diamond.price;
  return (
    <article className={`diamond-card diamond-card--${view}`}>
      <div className="diamond-card__media">
        <ProductImage src={diamond.mainImage} alt={diamond.name} placeholder="diamond" shape={diamond.shape} />
        <div className="diamond-card__badges">
          {diamond.isNewArrival && <span className="badge badge--new">NEW</span>}
          {diamond.featured && <span className="badge badge--featured">FEATURED</span>}
        </div>
      </div>
      <div className="diamond-card__body">
        <p className={`diamond-card__tag diamond-card__tag--${natural ? 'natural' : 'lab'}`}>{natural ? 'Natural' : 'Lab Grown'}</p>
        <h3 className="diamond-card__title">
          {[formatCarat(diamond.carat), diamond.shape].filter(Boolean).join(' ') || diamond.name}
        </h3>
        <dl className="diamond-card__grades">
          <Grade kind="cut" label="Cut" value={diamond.cut} />
          <Grade kind="color" label="Color" value={diamond.color} />
          <Grade kind="clarity" label="Clarity" value={diamond.clarity} />
          {diamond.lab && (
            <div className="diamond-card__grade">
              <dt>Cert.</dt>
              <dd>{diamond.lab}</dd>
            </div>
          )}
        </dl>
        <p className="diamond-card__price">
          {onSale ? (
            <>
              <span className="price">{formatPrice(diamond.salePrice)}</span>{' '}
              <s className="price price--was">{formatPrice(diamond.price)}</s>
            </>
          ) : (
            <>
              <span className="price">{formatPrice(diamond.price)}</span>
              {diamond.originalPrice != null && diamond.originalPrice > diamond.price && (
                <>
                  {' '}
                  <s className="price price--was">{formatPrice(diamond.originalPrice)}</s>
                </>
              )}
            </>
          )}
        </p>
        <p className="diamond-card__availability">{diamond.availability?.label}</p>
        <Link to={`/diamonds/${diamond.id}`} className="button button--secondary diamond-card__link" aria-label={`View Details: ${diamond.name}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
