import type { ProductInput, SupplierFields } from '../../catalog/index.js';
import type { CertificateState } from './offers.repository.js';

/** What settling a set of certificates writes. */
export interface Settlement {
  /** Products to write from their shown offer (new ones, or a supplier product taking a new offer or new fields). */
  writes: (ProductInput & SupplierFields)[];
  /** Supplier products that keep showing their offer, whose fields did not change: their price is the offer's retail. */
  prices: { id: string; price: number }[];
  /** Supplier products no live offer is left for, by product type. */
  retire: Map<string, string[]>;
  /** Each certificate's product, by stock number, for linking its offers. */
  links: { key: string; stockNumber: string }[];
}

/**
 * One stone per certificate: the storefront shows the live offer with the lowest retail price; the
 * other suppliers' offers are its alternates. Decided here from each certificate's state, without the
 * database, so the rule reads in one place:
 * - the shop's own piece of that certificate is what is shown; feeds never change it;
 * - otherwise the product takes the cheapest live offer's fields and retail price, keeping its own id
 *   and stock number when it exists (links, orders and shortlists stay right when the offer switches);
 *   a new product takes the offer's stock number, or, when that is another product's, one marked with
 *   the offer's id;
 * - a supplier product with no live offer left is retired (unavailable, never deleted);
 * - a product that keeps its offer when no offer's fields changed (a repricing) takes the offer's price alone.
 */
export function settle(certificates: CertificateState[]): Settlement {
  const settlement: Settlement = { writes: [], prices: [], retire: new Map(), links: [] };
  for (const { key, offer, offerStockFree, product } of certificates) {
    if (product && product.supplierId === null) {
      settlement.links.push({ key, stockNumber: product.stockNumber });
      continue;
    }
    if (offer?.payload === null && product) {
      // Read without its fields: the product shows this offer already and only the price can have moved.
      settlement.prices.push({ id: product.id, price: offer.retail });
      continue;
    }
    if (offer?.payload) {
      if (product && product.productType !== offer.payload.productType) continue;
      const stockNumber =
        product?.stockNumber ??
        (offerStockFree ? offer.stockNumber : `${offer.stockNumber}~${offer.id.slice(0, 8)}`.slice(-40));
      settlement.writes.push({
        ...offer.payload,
        specifications: { ...offer.payload.specifications, stockNumber },
        price: offer.retail,
        supplierId: offer.supplierId,
        supplierCost: offer.cost,
        supplierOfferId: offer.id,
      });
      settlement.links.push({ key, stockNumber });
    } else if (product) {
      const ids = settlement.retire.get(product.productType) ?? [];
      ids.push(product.id);
      settlement.retire.set(product.productType, ids);
    }
  }
  return settlement;
}
