import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MediaReferences } from '../media/index.js';

/** A review's picture (`customer_image`) may be an uploaded file; media keeps it while a review mentions it. */
export const REVIEW_MEDIA_COLUMNS = { table: 'customer_reviews', columns: ['customer_image'] } as const;

@Injectable()
export class ReviewMediaReferences implements OnModuleInit {
  constructor(private readonly references: MediaReferences) {}

  onModuleInit(): void {
    this.references.register(REVIEW_MEDIA_COLUMNS);
  }
}
