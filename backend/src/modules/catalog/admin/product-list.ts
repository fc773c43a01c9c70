import { sortColumns } from '../../../common/list-query.js';

/** The fields of a history entry but its actor and changes sort a product's history. */
export const HISTORY_SORT = sortColumns(['productId', 'stockNumber', 'productName', 'action', 'createdAt']);

/** The console's tabs (filter `productType`). */
export const PRODUCT_TABS = ['jewelry', 'ring', 'diamonds', 'lab-grown', 'natural-diamond', 'diamond', 'all'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** What the staff list is filtered by: a tab, a text in the stock number or name, ids, or the supplier shown. */
export interface ProductListFilter {
  tab?: ProductTab;
  q?: string;
  ids?: string[];
  supplierId?: string;
}
