import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Product } from '../../catalog/index.js';

/** What a review is about (spec 3 §3 Customer review). */
export enum ReviewProductType {
  General = 'general',
  Jewelry = 'jewelry',
  Diamonds = 'diamonds',
  Engagement = 'engagement',
  Wedding = 'wedding',
  Custom = 'custom',
}

/**
 * A customer testimonial staff publish on the home page. displayOrder ranks them: the highest is
 * shown first. adminNotes and orderReference are for staff only and never leave the staff API.
 */
@Entity({ tableName: 'customer_reviews' })
@Index({ name: 'customer_reviews_is_active_display_order_index', properties: ['isActive', 'displayOrder'] })
@Check({ name: 'customer_reviews_rating_check', expression: 'rating >= 1 and rating <= 5' })
export class CustomerReview {
  [OptionalProps]?: 'rating' | 'productType' | 'isActive' | 'isFeatured' | 'dateSubmitted' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100 })
  customerName: string;

  @Property({ length: 100, nullable: true })
  customerLocation?: string | null;

  @Property({ type: 'smallint' })
  rating: number = 5;

  @Property({ type: 'text' })
  reviewText: string;

  /** An http(s) URL or a /media path of this shop. */
  @Property({ length: 500, nullable: true })
  customerImage?: string | null;

  @Enum({ items: () => ReviewProductType })
  productType: ReviewProductType = ReviewProductType.General;

  @Property({ length: 100, nullable: true })
  orderReference?: string | null;

  /**
   * The product the review is about (staff choose it, or an order reference finds it); null for a
   * review of the shop. Its active reviews make the product's stars (ProductReviewRatings).
   */
  @ManyToOne(() => Product, {
    fieldName: 'product_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'customer_reviews_product_id_index',
  })
  productId?: string | null;

  @Property()
  isActive: boolean = true;

  @Property()
  isFeatured: boolean = false;

  @Property({ type: 'integer' })
  displayOrder: number;

  @Property({ type: 'text', nullable: true })
  adminNotes?: string | null;

  @Property({ type: 'datetime' })
  dateSubmitted: Date = new Date();

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
