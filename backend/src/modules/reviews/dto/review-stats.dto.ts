import { ApiProperty } from '@nestjs/swagger';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type RatingDistribution = Record<(typeof RATINGS)[number], number>;

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

  @ApiProperty({
    type: 'object',
    description: 'How many reviews have each number of stars',
    properties: Object.fromEntries(RATINGS.map((stars) => [String(stars), { type: 'integer' }])),
    required: RATINGS.map(String),
    example: { 1: 0, 2: 1, 3: 2, 4: 10, 5: 31 },
  })
  ratingDistribution: RatingDistribution;
}
