import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import type { SupplierOfferSnapshot } from '../../catalog/index.js';
import { LeadRecord, type LeadOptionalProps } from '../../leads/index.js';

export enum OrderStatus {
  New = 'new',
  Contacted = 'contacted',
  Processing = 'processing',
  Completed = 'completed',
  Cancelled = 'cancelled',
}

export enum OrderPriority {
  Low = 'low',
  Medium = 'medium',
  High = 'high',
  Urgent = 'urgent',
}

/** What kind of product was ordered, as staff filter it. */
export enum OrderProductKind {
  Diamond = 'Diamond',
  Jewelry = 'Jewelry',
  Product = 'Product',
}

/**
 * A shopper's request to be contacted about buying one product (not a paid checkout). The product
 * is copied as it was when ordered; later catalogue changes or deletion leave the order as it is.
 */
@Entity({ tableName: 'orders' })
@Index({ name: 'orders_spam_created_at_index', properties: ['spam', 'createdAt'] })
export class Order extends LeadRecord {
  [OptionalProps]?: LeadOptionalProps | 'status' | 'priority' | 'contactedAt' | 'supplierOffer';

  @Property({ length: 100 })
  fullName: string;

  @Property({ length: 20 })
  phone: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  /** The product's id when ordered; no foreign key, so the order outlives the product. */
  @Property({ type: 'uuid' })
  productId: string;

  @Property({ length: 200 })
  productName: string;

  /** The price asked when ordered (the sale price when on sale). */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  productPrice: number;

  /** The currency the shopper read the price in: USD (the shop's) or a display currency (issue 29). */
  @Property({ length: 3 })
  shownCurrency: string;

  /** Units of the shown currency per US dollar when ordered (1 for USD). */
  @Property({ type: 'decimal', precision: 18, scale: 6, runtimeType: 'number' })
  shownRate: number;

  /** The price as the shopper read it: `productPrice` converted at `shownRate`, whole units (USD: the price). */
  @Property({ type: 'decimal', precision: 18, scale: 2, runtimeType: 'number' })
  shownPrice: number;

  @Property({ length: 500, nullable: true })
  productImage?: string | null;

  @Property({ length: 40, nullable: true })
  stockNumber?: string | null;

  @Enum({ items: () => OrderProductKind })
  productType: OrderProductKind;

  /**
   * The supplier's offer the product showed when ordered (staff-only: its cost never reaches the
   * shopper); null for the shop's own pieces. Kept as it was when another offer takes the stone's place.
   */
  @Property({ type: 'jsonb', nullable: true })
  supplierOffer?: SupplierOfferSnapshot | null;

  @Enum({ items: () => OrderStatus })
  status: OrderStatus = OrderStatus.New;

  @Enum({ items: () => OrderPriority })
  priority: OrderPriority = OrderPriority.Medium;

  @Property({ type: 'text', nullable: true })
  adminNotes?: string | null;

  /** When the status first became `contacted`. */
  @Property({ type: 'datetime', nullable: true })
  contactedAt?: Date | null;
}
