import { Injectable, NotFoundException } from '@nestjs/common';
import { PRODUCT_NOT_FOUND, ProductRepository } from '../catalog/index.js';
import { PRODUCT_REVIEWS_LIMIT, type ProductReviewsAnswerDto } from './dto/product-reviews.dto.js';
import { PublicReviewDto } from './dto/public-review.dto.js';
import { ProductReviews } from './product-reviews.repository.js';
import { ReviewsRepository } from './reviews.repository.js';

/** What shoppers read: the home page's testimonials and a product's reviews, active reviews only. */
@Injectable()
export class CustomerReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly products: ProductRepository,
    private readonly productReviews: ProductReviews,
  ) {}

  async active(options: { limit: number; featuredOnly: boolean }): Promise<PublicReviewDto[]> {
    const reviews = await this.reviews.active(options);
    return reviews.map((review) => PublicReviewDto.from(review));
  }

  /** A product's approved reviews and the stars kept on the product from them. */
  async ofProduct(id: string): Promise<ProductReviewsAnswerDto['data']> {
    const product = await this.products.findById(id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const reviews = await this.productReviews.approvedOf(product.id, PRODUCT_REVIEWS_LIMIT);
    return {
      rating: product.reviewRating ?? null,
      numReviews: product.reviewCount,
      reviews: reviews.map((review) => PublicReviewDto.from(review)),
    };
  }
}
