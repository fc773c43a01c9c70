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
