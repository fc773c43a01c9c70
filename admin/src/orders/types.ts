import type { LeadOrigin } from '../leads/SourceLabel';
import type { OrderPriority, OrderStatus } from '../leads/statuses';

// A row of GET /api/admin/orders as leads-contract.md describes it. Hand-written until openapi.json carries the
// staff leads API; then it becomes components['schemas'][...] like users/types.ts.
export interface Order extends LeadOrigin {
  id: string;
  /** What the customer quotes (LJ-7K4M9P); the search box finds it. */
  reference: string;
  fullName: string;
  phone: string;
  email?: string | null;
  message?: string | null;
  productId?: string | null;
  productName?: string | null;
  productPrice?: number | string | null;
  /** The currency the shopper read the price in (USD or a display currency), its rate then and that price. */
  shownCurrency?: string | null;
  shownRate?: number | string | null;
  shownPrice?: number | string | null;
  productImage?: string | null;
  stockNumber?: string | null;
  productType?: 'Diamond' | 'Jewelry' | 'Product' | null;
  status: OrderStatus;
  priority: OrderPriority;
  adminNotes?: string | null;
  createdAt: string;
  contactedAt?: string | null;
}
