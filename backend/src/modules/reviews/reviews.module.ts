import { Module } from '@nestjs/common';

/** Customer reviews: staff CRUD, stats and ordering, and the home page's public testimonials. */
@Module({})
export class ReviewsModule {}
