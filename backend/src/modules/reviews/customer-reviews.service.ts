import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PublicReviewDto } from './dto/public-review.dto.js';
import { CustomerReview } from './entities/customer-review.entity.js';

/** The storefront's testimonials: active reviews only, in staff order. */
@Injectable()
export class CustomerReviewsService {
  constructor(private readonly em: EntityManager) {}

  async active(options: { limit: number; featuredOnly: boolean }): Promise<PublicReviewDto[]> {
    const reviews = await this.em
      .fork()
      .find(
        CustomerReview,
        { isActive: true, ...(options.featuredOnly ? { isFeatured: true } : {}) },
        { orderBy: [{ displayOrder: 'DESC' }, { dateSubmitted: 'DESC' }, { id: 'ASC' }], limit: options.limit },
      );
    return reviews.map((review) => PublicReviewDto.from(review));
  }
}
