import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { CatalogueCache } from '../../common/cache-policy.js';
import { CustomerReviewsService } from './customer-reviews.service.js';
import { ActiveReviewsAnswerDto, ActiveReviewsQueryDto } from './dto/public-review.dto.js';

const DEFAULT_LIMIT = 10;

@ApiTags('Home page')
@Controller('customer-reviews')
export class CustomerReviewsController {
  constructor(private readonly reviews: CustomerReviewsService) {}

  @Get('active')
  @CatalogueCache({ query: ActiveReviewsQueryDto })
  @ApiOperation({
    summary: 'The testimonials to show: active reviews, top of the staff order first',
    description:
      'featured=true: featured reviews only. Staff fields (admin notes, order reference) are never answered.',
  })
  @ApiOkResponse({ type: ActiveReviewsAnswerDto })
  @ApiBadRequestResponse({ type: ApiError })
  async listActiveReviews(@Query() query: ActiveReviewsQueryDto): Promise<ActiveReviewsAnswerDto> {
    const reviews = await this.reviews.active({
      limit: query.limit ?? DEFAULT_LIMIT,
      featuredOnly: query.featured === 'true',
    });
    return { success: true, data: { reviews } };
  }
}
