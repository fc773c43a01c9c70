import { ApiProperty } from '@nestjs/swagger';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type RatingDistribution = Record<(typeof RATINGS)[number], number>;

/** How many reviews have each number of stars (a class, so the document lists every key as required). */
export class RatingDistributionDto implements RatingDistribution {
  @ApiProperty({ type: 'integer', example: 0 })
  '1': number;

  @ApiProperty({ type: 'integer', example: 1 })
  '2': number;

  @ApiProperty({ type: 'integer', example: 2 })
  '3': number;

  @ApiProperty({ type: 'integer', example: 10 })
  '4': number;

  @ApiProperty({ type: 'integer', example: 31 })
  '5': number;
}

/** GET /api/admin/reviews/stats: every review counts, active or not. */
export class ReviewStatsDto {
  @ApiProperty()
  totalReviews: number;

  @ApiProperty()
  activeReviews: number;

  @ApiProperty()
  inactiveReviews: number;

  @ApiProperty()
  featuredReviews: number;

  @ApiProperty({ example: 4.6, description: 'Mean rating, one decimal; 0 when there are no reviews' })
  averageRating: number;

  @ApiProperty({ type: () => RatingDistributionDto, description: 'How many reviews have each number of stars' })
  ratingDistribution: RatingDistributionDto;
}
