import { Module } from '@nestjs/common';
import { MediaReferencesModule } from '../media/index.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { CustomerReviewsController } from './customer-reviews.controller.js';
import { CustomerReviewsService } from './customer-reviews.service.js';
import { ReviewMediaReferences } from './review-media-references.js';

/** Customer reviews: staff CRUD, stats and ordering, and the home page's public testimonials. */
@Module({
  imports: [MediaReferencesModule],
  controllers: [AdminReviewsController, CustomerReviewsController],
  providers: [AdminReviewsService, CustomerReviewsService, ReviewMediaReferences],
})
export class ReviewsModule {}
