import type { ProductInput } from '../../catalog/index.js';

/** One checked feed row, as the import runner hands it over. */
export interface FeedRow {
  stockNumber: string;
  value: ProductInput;
}

/** A supplier offer as supplier_offers stores it (see offers.repository.ts). */
export interface OfferRow {
  stock_number: string;
  certificate_key: string;
  product_type: string;
  carat: number | null;
  cost: number;
  live: boolean;
  payload: ProductInput;
}

/**
 * What groups one stone's offers from several suppliers: its lab and certificate number, as written in
 * any case. A stone without both can only be its own supplier's, so it gets a key no one else shares.
 */
export function certificateKey(
  supplierId: string,
  stockNumber: string,
  specifications: Record<string, unknown>,
): string {
  const lab = typeof specifications.lab === 'string' ? specifications.lab.trim() : '';
  const number = typeof specifications.certificateNumber === 'string' ? specifications.certificateNumber.trim() : '';
  return lab && number ? `${lab.toUpperCase()}:${number.toUpperCase()}` : `offer:${supplierId}:${stockNumber}`;
}

/**
 * A feed row as an offer: its price is the supplier's cost (the retail price comes from the markup
 * rules, in SQL). Sale prices in a feed are the supplier's, not the shop's: sales on supplier stones
 * are staff's to set, so they are dropped. A stone the supplier marks unavailable (or a piece with no
 * stock) is listed but not live: it is offered no more.
 */
export function offerOf(supplierId: string, row: FeedRow): OfferRow {
  const { originalPrice: _original, salePrice: _sale, onSale: _onSale, ...payload } = row.value;
  const specifications = row.value.specifications as Record<string, unknown>;
  const carat = specifications.weight ?? specifications.totalCaratWeight;
  return {
    stock_number: row.stockNumber,
    certificate_key: certificateKey(supplierId, row.stockNumber, specifications),
    product_type: row.value.productType,
    carat: typeof carat === 'number' ? carat : null,
    cost: row.value.price,
    live: specifications.availability !== 'Unavailable' && row.value.countInStock !== 0,
    payload: payload as ProductInput,
  };
}
