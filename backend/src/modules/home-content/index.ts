/** What other modules may use of the home page's content (hero slides, category tiles): the module and its entities. */
export { HomeContentModule } from './home-content.module.js';
export { homeContentEntities } from './entities/index.js';
// The home page's HTML names its first slide's picture for preloading (web/storefront-page.ts).
export { FeaturedImagesService } from './featured-images.service.js';
// Today's slides label the server-rendered home page's ETag as they label their API answer (web/page-etag.ts).
export { TodaysSlidesEtag } from './todays-slides-etag.js';
