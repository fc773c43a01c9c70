import type { components } from '@gem-shop/widgets/api';

// The public home-content answers, as the API documents them (generated from openapi.json).
type Schemas = components['schemas'];

export type ImageVariants = Schemas['MediaVariantsDto'];
export type HeroSlide = Schemas['HeroSlideDto'];
export type ShopCategory = Schemas['CategoryTileDto'];
export type PublicReview = Schemas['PublicReviewDto'];
