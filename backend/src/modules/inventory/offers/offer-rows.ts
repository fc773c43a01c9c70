import type { ProductInput } from '../../catalog/index.js';
import type { StagedRow } from '../pipeline/staging.repository.js';

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
 * A checked feed row as an offer, staged: its price is the supplier's cost (the retail price comes
 * from the markup rules, in SQL). Sale prices in a feed are the supplier's, not the shop's: sales on
 * supplier stones are staff's to set, so they are dropped. A stone the supplier marks unavailable (or
 * a piece with no stock) is listed but not live: it is offered no more. Only the columns the offer
 * reads are staged; the product is written from the payload when its certificate is settled.
 */
export function stagedOffer(supplierId: string, rowIndex: number, stockNumber: string, value: ProductInput): StagedRow {
  const { originalPrice: _original, salePrice: _sale, onSale: _onSale, ...payload } = value;
  const specifications = value.specifications as Record<string, unknown>;
  const carat = specifications.weight ?? specifications.totalCaratWeight;
  return {
    rowIndex,
    product: {
      stockNumber,
      productType: value.productType,
      carat: typeof carat === 'number' ? carat : null,
      price: value.price,
    },
    certificateKey: certificateKey(supplierId, stockNumber, specifications),
    live: specifications.availability !== 'Unavailable' && value.countInStock !== 0,
    payload,
  };
}
