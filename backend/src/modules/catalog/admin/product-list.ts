import { sortColumns } from '../../../common/list-query.js';
import { canOrderSql } from '../product-facts.js';

/**
 * Every field of the staff record but its lists and objects sorts the list; computed ones follow what
 * they are computed from (discountOf in SQL; a meta description is the description, else the name;
 * why a product cannot be ordered: whether it can, then its stock count, then its lab availability;
 * the margins: the price less the supplier's cost, products without a cost last).
 */
export const PRODUCT_SORT = sortColumns(
  [
    'productType',
    'stockNumber',
    'name',
    'description',
    'price',
    'originalPrice',
    'salePrice',
    'onSale',
    'category',
    'subCategory',
    'brand',
    'featured',
    'isNewArrival',
    'countInStock',
    'rating',
    'numReviews',
    'reviewRating',
    'reviewCount',
    'customizable',
    'shape',
    'carat',
    'color',
    'clarity',
    'cut',
    'lab',
    'fancyColor',
    'metal',
    'classification',
    'stoneType',
    'stoneShape',
    'gemType',
    'totalCaratWeight',
    'mainImage',
    'videoUrl',
    'supplierCost',
    'createdAt',
    'updatedAt',
  ],
  {
    _id: 'id',
    labAvailability: 'availability',
    metaDescription: ['description', 'name'],
    discount: {
      sql: (p) =>
        `case when ${p}.on_sale and ${p}.sale_price < ${p}.price and ${p}.price > 0 then round((${p}.price - ${p}.sale_price) / ${p}.price * 100) else 0 end`,
    },
    unorderableReason: [{ sql: canOrderSql }, 'countInStock', 'availability'],
    margin: { sql: (p) => `${p}.price - ${p}.supplier_cost` },
    marginPercent: { sql: (p) => `(${p}.price - ${p}.supplier_cost) / nullif(${p}.price, 0)` },
  },
);
export type ProductSortField = keyof typeof PRODUCT_SORT;

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
