import { CustomerReview } from './customer-review.entity.js';

/** Customer reviews' entities, registered in database/entities.ts. */
export const reviewEntities = [CustomerReview];
