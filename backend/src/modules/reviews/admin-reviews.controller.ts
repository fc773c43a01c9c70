import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { BulkDisplayOrderDto, UpdatedCountDto } from './dto/display-order.dto.js';
import { CreateReviewDto, UpdateReviewDto } from './dto/review-input.dto.js';
import { ReviewStatsDto } from './dto/review-stats.dto.js';
import { ReviewDto } from './dto/review.dto.js';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT } from './review-list.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

const FILTERS =
  'Filter keys: q (customer name, location, review text), status (active|inactive), rating (1–5), productType, isFeatured (true|false), ' +
  'id (list), sortBy (latest|oldest|rating-high|rating-low|order; wins over sort). Each of status, rating and productType takes one value or a list.';

@ApiTags('Staff: customer reviews')
@ApiBearerAuth()
@Requires(Permission.Reviews)
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @ApiOperation({
    summary: 'List reviews',
    description: `${FILTERS} Sort: ${Object.keys(REVIEW_SORT).join(', ')}; default displayOrder DESC (the top of the list first).`,
  })
  @ApiOkResponse({ type: [ReviewDto], description: 'Header Content-Range: reviews <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listReviews(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewDto[]> {
    const list = parseListQuery(query, { sortable: REVIEW_SORT, defaultSort: DEFAULT_REVIEW_SORT });
    const { items, total } = await this.reviews.list(list);
    setContentRange(response, 'reviews', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({ summary: 'Review counts, mean rating and the distribution of stars (every review, active or not)' })
  @ApiOkResponse({ type: ReviewStatsDto })
  getReviewStats(): Promise<ReviewStatsDto> {
    return this.reviews.stats();
  }

  @Patch('bulk/display-order')
  @ApiOperation({
    summary: 'Reorder reviews',
    description: 'All or nothing: an unknown id changes no review. The top of the list has the highest displayOrder.',
  })
  @ApiOkResponse({ type: UpdatedCountDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError, description: 'Review not found' })
  async setDisplayOrder(@Body() body: BulkDisplayOrderDto): Promise<UpdatedCountDto> {
    return { updated: await this.reviews.setDisplayOrder(body.reviews) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ApiError })
  getReview(@Param('id') id: string): Promise<ReviewDto> {
    return this.reviews.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a review',
    description: 'It goes to the top of the list (displayOrder = highest + 1).',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ApiError })
  createReview(@Body() body: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(body);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change a review',
    description: 'Only the fields sent change; an empty or null optional text clears it.',
  })
  @ApiOkResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError })
  updateReview(@Param('id') id: string, @Body() body: UpdateReviewDto): Promise<ReviewDto> {
    return this.reviews.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a review' })
  @ApiOkResponse({ type: ReviewDto, description: 'The deleted review' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteReview(@Param('id') id: string): Promise<ReviewDto> {
    return this.reviews.delete(id);
  }

  @Patch(':id/toggle-status')
  @ApiOperation({ summary: 'Switch a review between active and inactive' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ApiError })
  toggleReviewStatus(@Param('id') id: string): Promise<ReviewDto> {
    return this.reviews.toggle(id, 'isActive');
  }

  @Patch(':id/toggle-featured')
  @ApiOperation({ summary: 'Switch a review’s featured flag' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ApiError })
  toggleReviewFeatured(@Param('id') id: string): Promise<ReviewDto> {
    return this.reviews.toggle(id, 'isFeatured');
  }
}
