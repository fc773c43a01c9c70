import type { ProductAuditAction, ProductType, components } from '@gem-shop/widgets/api';

/** The API's product types (generated vocabulary). */
export type { ProductType };

type AdminProduct = components['schemas']['AdminProductDto'];

/**
 * The staff product record (backend AdminProductDto), the fields the console reads. Issue 21's supply is staff-only:
 * its supplier (null for the shop's own pieces), the supplier's cost, the margin (price − cost) and its percent; one
 * product also every supplier's offer of its stone (`shown`: the one on the storefront) and their price history.
 */
export type Product = Pick<
  AdminProduct,
  | 'id'
  | 'productType'
  | 'stockNumber'
  | 'name'
  | 'price'
  | 'mainImage'
  | 'createdAt'
  | 'updatedAt'
  | 'supplier'
  | 'supplierCost'
  | 'margin'
  | 'marginPercent'
  | 'offers'
  | 'priceHistory'
>;

export type SupplierOffer = components['schemas']['ProductOfferDto'];

/** GET /api/admin/products/counts (backend ProductCountsDto, generated from openapi.json). */
export type ProductCounts = components['schemas']['ProductCountsDto'];

export type ProductTab = keyof ProductCounts;

/** One entry of the react-admin resource `product-history` (backend ProductHistoryEntryDto). */
export interface ProductHistoryEntry {
  id: string;
  productId: string;
  stockNumber: string;
  productName: string;
  action: ProductAuditAction;
  actor: { id: string | null; name: string | null; email: string | null };
  changes: { field: string; before: unknown; after: unknown }[];
  createdAt: string;
}

export const productTypeLabels: Record<ProductType, string> = {
  'lab-grown': 'Lab-Grown Diamond',
  'natural-diamond': 'Natural Diamond',
  diamond: 'Diamond',
  jewelry: 'Jewelry',
  ring: 'Ring',
};
