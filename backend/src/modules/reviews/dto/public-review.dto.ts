import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBooleanString, IsInt, IsOptional, Max, Min } from 'class-validator';
import { mediaUrl } from '../../../common/media-url.js';
import { type CustomerReview, ReviewProductType } from '../entities/customer-review.entity.js';

export const MAX_ACTIVE_REVIEWS = 50;
const LIMIT_MESSAGE = `limit: must be a whole number from 1 to ${MAX_ACTIVE_REVIEWS}`;

/** GET /api/customer-reviews/active */
export class ActiveReviewsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ACTIVE_REVIEWS, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_ACTIVE_REVIEWS, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: 'true: featured reviews only' })
  @IsOptional()
  @IsBooleanString({ message: 'featured: must be true or false' })
  featured?: string;
}

/**
 * A review as the storefront shows it. Built field by field, never from the whole record, so staff
 * fields (adminNotes, orderReference) cannot leak when the entity grows.
 */
export class PublicReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Emily R.' })
  customerName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Austin, TX' })
  customerLocation: string | null;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty()
  reviewText: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Root-relative on this shop (/media/…) or another site’s absolute URL',
  })
  customerImage: string | null;

  @ApiProperty({ enum: ReviewProductType, enumName: 'ReviewProductType' })
  productType: ReviewProductType;

  @ApiProperty()
  isFeatured: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  dateSubmitted: Date;

  static from(review: CustomerReview): PublicReviewDto {
    return {
      id: review.id,
      customerName: review.customerName,
      customerLocation: review.customerLocation ?? null,
      rating: review.rating,
      reviewText: review.reviewText,
      customerImage: mediaUrl(review.customerImage),
      productType: review.productType,
      isFeatured: review.isFeatured,
      dateSubmitted: review.dateSubmitted,
    };
  }
}

class ActiveReviewsDataDto {
  @ApiProperty({ type: [PublicReviewDto] })
  reviews: PublicReviewDto[];
}

export class ActiveReviewsAnswerDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: ActiveReviewsDataDto })
  data: ActiveReviewsDataDto;
}
