import { type Product, ProductType } from './entities/product.entity.js';
import { isOnSale } from './paid-price.js';

export { isOnSale, paidPriceOf } from './paid-price.js';

/**
 * What every client shows the same way, computed in one place (spec 1 §4 availability, §9
 * certificate lookup and discount): the storefront, the widgets and the console read these.
 */

export enum AvailabilityStatus {
  InStock = 'in-stock',
  Limited = 'limited',
  Available = 'available',
  Unavailable = 'unavailable',
  Unknown = 'unknown',
}

export interface Availability {
  status: AvailabilityStatus;
  label: string;
  /** Confirm Order is offered exactly when this is true. */
  canOrder: boolean;
}

const DIAMOND_TYPES = new Set<ProductType>([ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond]);
/** A known stock count decides; without one, a diamond's lab availability (trimmed, any case) does. */
const LAB_AVAILABLE = new Set(['available', 'guaranteed available', 'g']);
const LAB_UNAVAILABLE = new Set(['unavailable', 'na']);

export const isDiamond = (product: Pick<Product, 'productType'>) => DIAMOND_TYPES.has(product.productType);

export function availabilityOf(product: Pick<Product, 'productType' | 'countInStock' | 'availability'>): Availability {
  const stock = product.countInStock;
  if (stock !== undefined && stock !== null) {
    if (stock > 5)
      return { status: AvailabilityStatus.InStock, label: `In Stock (${stock} available)`, canOrder: true };
    if (stock > 0)
      return { status: AvailabilityStatus.Limited, label: `Limited Stock (${stock} remaining)`, canOrder: true };
    return { status: AvailabilityStatus.Unavailable, label: 'Currently Unavailable', canOrder: false };
  }
  if (isDiamond(product)) {
    const lab = product.availability?.trim().toLowerCase() ?? '';
    if (LAB_AVAILABLE.has(lab)) return { status: AvailabilityStatus.Available, label: 'Available', canOrder: true };
    if (LAB_UNAVAILABLE.has(lab))
      return { status: AvailabilityStatus.Unavailable, label: 'Currently Unavailable', canOrder: false };
  }
  return { status: AvailabilityStatus.Unknown, label: 'Availability Unknown', canOrder: false };
}

/** Each lab's report check; `{n}` is the certificate number. An unknown lab uses IGI's (spec 1 §9). */
const REPORT_CHECKS: Record<string, string> = {
  GIA: 'https://www.gia.edu/report-check?reportno={n}',
  IGI: 'https://www.igi.org/verify-your-report/?r={n}',
  AGS: 'https://www.agslab.com/report-verification?reportNumber={n}',
  GCAL: 'https://www.gcalusa.com/certificate-search.html?certificate_id={n}',
  EGL: 'https://www.eglusa.com/verify-a-report/?st_num={n}',
  GSI: 'https://www.gemscience.net/report-check/?reportno={n}',
};

const sqlList = (values: Iterable<string>) => [...values].map((value) => `'${value}'`).join(', ');

/**
 * `availabilityOf(product).canOrder` as a SQL condition on the products table aliased `p` (or `alias`), built from
 * the same lists: what catalogue search lists by default (orderable items first, issue 16), in SQL
 * and in the diamond index alike. The search tests hold it to `availabilityOf` over edge cases.
 */
export const canOrderSql = (p: string) =>
  `case when ${p}.count_in_stock is not null then ${p}.count_in_stock > 0 ` +
  `when ${p}.product_type in (${sqlList(DIAMOND_TYPES)}) then lower(regexp_replace(coalesce(${p}.availability, ''), '^\\s+|\\s+$', '', 'g')) in (${sqlList(LAB_AVAILABLE)}) ` +
  `else false end`;
export const CAN_ORDER_SQL = canOrderSql('p');

/** The certificate's verification page: an explicit URL wins, else the lab's report check. */
export function certificateUrlOf(
  product: Pick<Product, 'lab' | 'certificateNumber' | 'certificateUrl'>,
): string | null {
  if (product.certificateUrl) return product.certificateUrl;
  if (!product.certificateNumber) return null;
  const template = REPORT_CHECKS[product.lab?.trim().toUpperCase() ?? ''] ?? REPORT_CHECKS.IGI;
  return template.replace('{n}', encodeURIComponent(product.certificateNumber));
}

/** Percent off when on sale: round((price − salePrice) / price × 100) (decisions.md). */
export function discountOf(product: Pick<Product, 'price' | 'salePrice' | 'onSale'>): number {
  if (!isOnSale(product) || !(product.price > 0)) return 0;
  return Math.round(((product.price - product.salePrice) / product.price) * 100);
}

/** Search engines show about this many characters of a page's description. */
const META_DESCRIPTION_LENGTH = 155;

/**
 * A product page's meta description (search results, link previews): its description, or its name
 * when it has none, on one line and cut to at most 155 characters. The server's page head and the
 * storefront both use this one answer.
 */
export function metaDescriptionOf(product: Pick<Product, 'name' | 'description'>): string {
  const text = product.description?.replace(/\s+/g, ' ').trim() || product.name;
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 3);
  // End on a whole word when there is one to end on.
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}...`;
}

/**
 * A product's canonical storefront page (spec 1 §2 routes), whichever list led to it: diamonds under
 * /diamonds, rings under /rings, other jewelry under /jewelry.
 */
export function productPagePath(product: Pick<Product, 'id' | 'productType'>): string {
  const list = isDiamond(product) ? 'diamonds' : product.productType === ProductType.Ring ? 'rings' : 'jewelry';
  return `/${list}/${product.id}`;
}
