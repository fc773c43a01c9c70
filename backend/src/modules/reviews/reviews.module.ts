import { Module } from '@nestjs/common';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { CustomerReviewsController } from './customer-reviews.controller.js';
import { CustomerReviewsService } from './customer-reviews.service.js';

/** Customer reviews: staff CRUD, stats and ordering, and the home page's public testimonials. */
@Module({
  controllers: [AdminReviewsController, CustomerReviewsController],
  providers: [AdminReviewsService, CustomerReviewsService],
})
export class ReviewsModule {}
