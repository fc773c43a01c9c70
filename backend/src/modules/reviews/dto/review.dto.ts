import { ApiProperty } from '@nestjs/swagger';
import { type CustomerReview, ReviewProductType } from '../entities/customer-review.entity.js';

/** A review as staff see it, notes and order reference included. */
export class ReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Emily R.' })
  customerName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Austin, TX' })
  customerLocation: string | null;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  rating: number;

  @ApiProperty()
  reviewText: string;

  @ApiProperty({ type: String, nullable: true, description: 'As stored: an http(s) URL or a /media path' })
  customerImage: string | null;

  @ApiProperty({ enum: ReviewProductType, enumName: 'ReviewProductType' })
  productType: ReviewProductType;

  @ApiProperty({ type: String, nullable: true, description: 'Staff only' })
  orderReference: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The product the review is about; null: about the shop',
  })
  productId: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty()
  isFeatured: boolean;

  @ApiProperty({ description: 'The highest is shown first' })
  displayOrder: number;

  @ApiProperty({ type: String, nullable: true, description: 'Staff only' })
  adminNotes: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  dateSubmitted: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  static from(review: CustomerReview): ReviewDto {
    return {
      id: review.id,
      customerName: review.customerName,
      customerLocation: review.customerLocation ?? null,
      rating: review.rating,
      reviewText: review.reviewText,
      customerImage: review.customerImage ?? null,
      productType: review.productType,
      orderReference: review.orderReference ?? null,
      productId: review.productId ?? null,
      isActive: review.isActive,
      isFeatured: review.isFeatured,
      displayOrder: review.displayOrder,
      adminNotes: review.adminNotes ?? null,
      dateSubmitted: review.dateSubmitted,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
    };
  }
}
