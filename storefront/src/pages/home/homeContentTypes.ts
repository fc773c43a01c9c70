// The answers of the three public home-content endpoints (contract of issue 8, spec 1 §3 and §7).
// Written by hand because widgets/src/api/schema.d.ts does not list these paths yet; once
// `npm run openapi` has regenerated it, these become aliases of the generated schema types.

/** Absolute URLs of the WebP variants the media service makes (fit inside 200, 600 and 1600 px). */
export interface ImageVariants {
  thumbnail: string;
  card: string;
  large: string;
}

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string | null;
  linkUrl: string | null;
  linkText: string | null;
  category: string;
  imageUrl: string;
  imageVariants: ImageVariants | null;
}

export interface ShopCategory {
  id: string;
  title: string;
  description: string | null;
  linkUrl: string;
  categoryType: string;
  imageUrl: string;
  imageVariants: ImageVariants | null;
}

export interface PublicReview {
  id: string;
  customerName: string;
  customerLocation: string | null;
  rating: number;
  reviewText: string;
  customerImage: string | null;
  productType: string;
  isFeatured: boolean;
  dateSubmitted: string;
}

/** GET /api/featured-images/current */
export interface CurrentSlidesAnswer {
  success: boolean;
  images: HeroSlide[];
}

/** GET /api/shop-categories/active */
export interface ActiveCategoriesAnswer {
  success: boolean;
  categories: ShopCategory[];
}

/** GET /api/customer-reviews/active */
export interface ActiveReviewsAnswer {
  success: boolean;
  data: { reviews: PublicReview[] };
}
