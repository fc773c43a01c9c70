import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { ProductCache } from '../../common/cache-policy.js';
import { ProductReviewsAnswerDto } from './dto/product-reviews.dto.js';
import { CustomerReviewsService } from './customer-reviews.service.js';

@ApiTags('Catalogue')
@Controller('products')
export class ProductReviewsController {
  constructor(private readonly reviews: CustomerReviewsService) {}

  @Get(':id/reviews')
  @ProductCache()
  @ApiOperation({
    summary: 'A product’s approved customer reviews, newest first, with the stars they give it',
    description: 'The stars a product shows (rating, numReviews) are computed from these reviews only.',
  })
  @ApiOkResponse({ type: ProductReviewsAnswerDto })
  @ApiNotFoundResponse({ type: ApiError, description: 'Product not found' })
  async listProductReviews(@Param('id') id: string): Promise<ProductReviewsAnswerDto> {
    return { success: true, data: await this.reviews.ofProduct(id) };
  }
}
