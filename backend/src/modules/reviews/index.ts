/**
 * What other modules may use of customer reviews: the module, its entities, and the demo reviews' loader
 * with the repositories it writes through.
 */
export { ReviewsModule } from './reviews.module.js';
export { reviewEntities } from './entities/index.js';
export { DEMO_REVIEWS, loadDemoReviews } from './demo/load-demo-reviews.js';
export { reviewRepositories } from './reviews.repository.js';
export { ReviewPersonalData } from './review-personal-data.repository.js';
