import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { MediaReferencesModule } from '../media/index.js';
import { OrdersModule } from '../orders/index.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { CustomerReviewsController } from './customer-reviews.controller.js';
import { CustomerReviewsService } from './customer-reviews.service.js';
import { ProductReviewsController } from './product-reviews.controller.js';
import { ProductReviews } from './product-reviews.repository.js';
import { ReviewMediaReferences } from './review-media-references.js';
import { ReviewPersonalData } from './review-personal-data.repository.js';
import { ReviewsRepository } from './reviews.repository.js';

/**
 * Customer reviews: staff CRUD, stats and ordering, the home page's public testimonials, and a
 * product's reviews with the stars they give it (kept on the product, see ProductReviews).
 */
@Module({
  imports: [MediaReferencesModule, CatalogModule, OrdersModule],
  controllers: [AdminReviewsController, CustomerReviewsController, ProductReviewsController],
  providers: [
    AdminReviewsService,
    CustomerReviewsService,
    ReviewsRepository,
    ProductReviews,
    ReviewMediaReferences,
    ReviewPersonalData,
  ],
  exports: [ReviewPersonalData],
})
export class ReviewsModule {}
