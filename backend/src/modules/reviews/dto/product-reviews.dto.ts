import { ApiProperty } from '@nestjs/swagger';
import { PublicReviewDto } from './public-review.dto.js';

/** At most this many of a product's reviews are answered, the newest first. */
export const PRODUCT_REVIEWS_LIMIT = 50;

class ProductReviewsDataDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.7,
    description: 'The mean rating of the approved reviews, one decimal (the product’s rating); null without any',
  })
  rating: number | null;

  @ApiProperty({ example: 3, description: 'How many approved reviews name the product (the product’s numReviews)' })
  numReviews: number;

  @ApiProperty({ type: [PublicReviewDto], description: `The newest ${PRODUCT_REVIEWS_LIMIT} at most` })
  reviews: PublicReviewDto[];
}

/** GET /api/products/:id/reviews */
export class ProductReviewsAnswerDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: ProductReviewsDataDto })
  data: ProductReviewsDataDto;
}
