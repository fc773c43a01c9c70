import './cards.css';
import { Link } from 'react-router';
import { discountPercent, formatPrice } from './format';
import { ProductImage } from './ProductImage';
import type { ProductSummary } from './searchTypes';

/** Product card of spec 1 §2 for jewelry: NEW and percent-off badges, price with struck-through original. */
export function JewelryCard({ item, view, detailBase }: { item: ProductSummary; view: 'grid' | 'list'; detailBase: string }) {
  const onSale = item.onSale && item.salePrice != null && item.salePrice < item.price;
  const percent = item.discount || (onSale ? discountPercent(item.price, item.salePrice) : 0);
  const was = onSale ? item.price : item.originalPrice != null && item.originalPrice > item.price ? item.originalPrice : null;
  return (
    <article className={`diamond-card diamond-card--${view}`}>
      <div className="diamond-card__media">
        <ProductImage src={item.mainImage} alt={item.name} placeholder="jewelry" />
        <div className="diamond-card__badges">
          {item.isNewArrival && <span className="badge badge--new">NEW</span>}
          {percent > 0 && <span className="badge badge--sale">{percent}% OFF</span>}
          {item.featured && <span className="badge badge--featured">FEATURED</span>}
        </div>
      </div>
      <div className="diamond-card__body">
        {(item.subCategory || item.category) && <p className="diamond-card__tag">{item.subCategory ?? item.category}</p>}
        <h3 className="diamond-card__title">{item.name}</h3>
        {item.metal && <p className="diamond-card__availability">{item.metal}</p>}
        <p className="diamond-card__price">
          <span className="price">{formatPrice(onSale ? item.salePrice : item.price)}</span>
          {was != null && (
            <>
              {' '}
              <s className="price price--was">{formatPrice(was)}</s>
            </>
          )}
        </p>
        <p className="diamond-card__availability">{item.availability?.label}</p>
        <Link to={`${detailBase}/${item.id}`} className="button button--secondary diamond-card__link" aria-label={`View Details: ${item.name}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
