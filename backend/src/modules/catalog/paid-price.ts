/**
 * The price a shopper pays, the one rule for it: the sale price while the product is on sale, which
 * means flagged so with a sale price below the price (a flag alone, or a higher "sale", is not a sale).
 * Search sorts, filters and reports ranges on it; the storefront's `isOnSale` (widgets/src/catalog/
 * format.ts) shows the same prices. A leaf module (it imports nothing), so the entity can use the SQL
 * form below.
 */

/** Anything priced like a product: the entity, its summaries, a demo or feed row. */
type Priced = { price: number; onSale: boolean; salePrice?: number | null };

export function isOnSale(product: Priced): product is Priced & { salePrice: number } {
  return (
    product.onSale && product.salePrice !== undefined && product.salePrice !== null && product.salePrice < product.price
  );
}

export function paidPriceOf(product: Priced): number {
  return isOnSale(product) ? product.salePrice : product.price;
}

/**
 * `paidPriceOf` over the products table's columns, for the stored `paid_price` column. The search
 * tests hold the column to `paidPriceOf` over catalogues full of edge cases (no sale price, a "sale"
 * above the price, a sale price without the flag).
 */
export const PAID_PRICE_SQL = 'case when on_sale and sale_price < price then sale_price else price end';
