import type { ProductAuditAction, ProductType, components } from '@gem-shop/widgets/api';

/** The API's product types (generated vocabulary). */
export type { ProductType };

/** The staff product record (backend AdminProductDto), the fields the console reads. */
export interface Product {
  id: string;
  productType: ProductType;
  stockNumber: string;
  name: string;
  price: number;
  mainImage: string | null;
  createdAt: string;
  updatedAt: string;
  // Supplier feeds (issue 21), staff-only; optional until every answer carries them.
  supplier?: { id: string; name: string } | null;
  supplierCost?: number | null;
  /** price − supplierCost. */
  margin?: number | null;
  marginPercent?: number | null;
  /** getOne only: every supplier's offer of this stone (same certificate); `shown` is the one on the storefront. */
  offers?: SupplierOffer[];
  /** getOne only: the shown offer's cost and retail over time. */
  priceHistory?: { at: string; cost: number; retail: number }[];
}

export interface SupplierOffer {
  supplierId: string;
  supplierName: string;
  stockNumber: string;
  cost: number;
  retail: number;
  live: boolean;
  shown: boolean;
  firstSeenAt: string;
  lastSeenAt: string;
}

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
