import { FeaturedImage } from './featured-image.entity.js';
import { ShopCategory } from './shop-category.entity.js';

/** The home page content's entities (hero slides, shop-by-category tiles), registered in database/entities.ts. */
export const homeContentEntities = [FeaturedImage, ShopCategory];
