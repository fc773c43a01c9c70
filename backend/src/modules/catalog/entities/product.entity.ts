import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PAID_PRICE_SQL } from '../paid-price.js';
import { ProductType } from '../product-type.js';
import { SEARCH_WORDS_SQL } from '../product-words.js';

export { ProductType };

/**
 * Numbers with exact decimals in PostgreSQL (numeric), plain numbers in JavaScript. Functions, since
 * MikroORM writes into the options object it is given.
 */
const money = (nullable = false) =>
  ({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', nullable }) as const;
const weight = () => ({ type: 'decimal', precision: 7, scale: 2, runtimeType: 'number', nullable: true }) as const;

/**
 * Every product the shop sells. What lists filter and sort on are real, indexed columns (design.md);
 * the long tail of VDB fields, stone details and ring specifications live in `specs`.
 */
@Entity({ tableName: 'products' })
@Index({ name: 'products_type_created_index', properties: ['productType', 'createdAt'] })
@Index({ name: 'products_type_paid_price_index', properties: ['productType', 'paidPrice'] })
@Index({ name: 'products_type_carat_index', properties: ['productType', 'carat'] })
// Jewelry's filters (category, shape, color, clarity, cut, lab, metal) have partial indexes for its SQL search
// (Migration20261129140000): diamonds are searched by the in-memory index, so their writes skip them.
@Index({
  name: 'products_featured_index',
  expression: 'create index "products_featured_index" on "products" ("product_type") where "featured"',
})
// The header search (lookup/): identifiers by equality or prefix, ignoring case; words (full-text); names near a
// misspelt search (pg_trgm).
@Index({
  name: 'products_stock_number_lower_index',
  expression: 'create index "products_stock_number_lower_index" on "products" (lower("stock_number") text_pattern_ops)',
})
@Index({
  name: 'products_certificate_number_lower_index',
  expression:
    'create index "products_certificate_number_lower_index" on "products" (lower("certificate_number") text_pattern_ops)',
})
@Index({
  name: 'products_name_trigram_index',
  expression: 'create index "products_name_trigram_index" on "products" using gin (lower("name") gin_trgm_ops)',
})
@Index({
  name: 'products_search_words_index',
  expression: 'create index "products_search_words_index" on "products" using gin ("search_words")',
})
export class Product {
  [OptionalProps]?:
    | 'onSale'
    | 'paidPrice'
    | 'featured'
    | 'isNewArrival'
    | 'numReviews'
    | 'reviewCount'
    | 'tags'
    | 'materials'
    | 'customizable'
    | 'specs'
    | 'galleryImages'
    | 'imageLinks'
    | 'rotationImages'
    | 'zoomImages'
    | 'supplierId'
    | 'supplierCost'
    | 'supplierOfferId'
    | 'createdAt'
    | 'updatedAt'
    | 'searchWords';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => ProductType, nativeEnumName: 'product_type' })
  productType: ProductType;

  /** The supplier's stock number (VDB), unique: the key of CSV imports. */
  @Property({ length: 40, unique: true })
  stockNumber: string;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text' })
  description: string;

  @Property(money())
  price: number;

  @Property(money(true))
  originalPrice?: number;

  @Property(money(true))
  salePrice?: number;

  @Property({ default: false })
  onSale: boolean = false;

  /**
   * What the shopper pays (paid-price.ts): the sale price while on sale, else the price. Kept by
   * PostgreSQL from the three columns above, so search sorts, filters and counts ranges on it with an
   * index; never written by the application.
   */
  @Property({ ...money(), generated: `(${PAID_PRICE_SQL}) stored` })
  paidPrice: number;

  /** Jewelry category in its canonical spelling (spec 1 §9), e.g. 'Engagement Ring'. */
  @Property({ length: 60, nullable: true })
  category?: string;

  @Property({ length: 60, nullable: true })
  subCategory?: string;

  @Property({ length: 100, nullable: true })
  brand?: string;

  @Property({ default: false })
  featured: boolean = false;

  @Property({ default: false })
  isNewArrival: boolean = false;

  /** Unknown when null (spec 1 §4 'Availability Unknown'). */
  @Property({ type: 'integer', nullable: true })
  countInStock?: number;

  /** Typed by staff or carried by imports (the spec's field); never shown to shoppers (reviewRating is). */
  @Property({ type: 'decimal', precision: 2, scale: 1, runtimeType: 'number', nullable: true })
  rating?: number;

  @Property({ type: 'integer', default: 0 })
  numReviews: number = 0;

  /**
   * The mean rating of the product's approved (active) customer reviews, one decimal; null without
   * any. What shoppers see as the product's stars, unlike the staff-typed rating and numReviews above
   * (kept because imports carry them). Written only by the reviews module (setReviewRating).
   */
  @Property({ type: 'decimal', precision: 2, scale: 1, runtimeType: 'number', nullable: true })
  reviewRating?: number | null;

  /** How many approved customer reviews name the product. */
  @Property({ type: 'integer', default: 0 })
  reviewCount: number = 0;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  tags: string[] = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  materials: string[] = [];

  @Property({ default: false })
  customizable: boolean = false;

  // Diamond grades (spec 2 §3 VDB), canonical spelling.
  @Property({ length: 20, nullable: true })
  shape?: string;

  @Property(weight())
  carat?: number;

  @Property({ length: 10, nullable: true })
  color?: string;

  @Property({ length: 10, nullable: true })
  clarity?: string;

  @Property({ length: 20, nullable: true })
  cut?: string;

  /** Grading lab, which is what shoppers filter as "certification". */
  @Property({ length: 10, nullable: true })
  lab?: string;

  @Property({ length: 40, nullable: true })
  certificateNumber?: string;

  @Property({ length: 500, nullable: true })
  certificateUrl?: string;

  /** The lab's availability value ('Available', 'Guaranteed Available', 'Unavailable', ...). */
  @Property({ length: 30, nullable: true })
  availability?: string;

  @Property({ length: 40, nullable: true })
  fancyColor?: string;

  // Jewelry (spec 2 §3), canonical spelling.
  @Property({ length: 40, nullable: true })
  metal?: string;

  @Property({ length: 40, nullable: true })
  classification?: string;

  @Property({ length: 40, nullable: true })
  stoneType?: string;

  @Property({ length: 20, nullable: true })
  stoneShape?: string;

  @Property({ length: 20, nullable: true })
  gemType?: string;

  @Property(weight())
  totalCaratWeight?: number;

  /** Every other specification: VDB fields, center and side stones, ring specifications, location. */
  @Property({ type: 'jsonb', defaultRaw: "'{}'" })
  specs: Record<string, unknown> = {};

  // Media: paths relative to the shop (answered as absolute URLs) or absolute URLs.
  @Property({ length: 500, nullable: true })
  mainImage?: string;

  /** Up to 5 more images. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  galleryImages: string[] = [];

  /** Image links 1–6 from feeds and the add forms. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  imageLinks: string[] = [];

  @Property({ length: 500, nullable: true })
  videoUrl?: string;

  /** Frames of the 360° view, in order. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  rotationImages: string[] = [];

  /** High-resolution images for the diamond page's zoom, in order. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  zoomImages: string[] = [];

  // Supplier feeds (staff-only, never in public answers): whose offer this product shows and its cost.
  /** The supplier whose offer is shown; null for the shop's own pieces. */
  @Property({ type: 'uuid', nullable: true })
  supplierId?: string | null;

  @Property(money(true))
  supplierCost?: number | null;

  /** The supplier offer (supplier_offers) the product shows: the lowest retail of its certificate. */
  @Property({ type: 'uuid', nullable: true })
  supplierOfferId?: string | null;

  /**
   * The header search's words, weighted (product-words.ts). Kept by PostgreSQL from the columns above on every
   * write, the imports' set-based statements included; never written, and only read by the repository's SQL.
   */
  @Property({ type: 'tsvector', generated: `(${SEARCH_WORDS_SQL}) stored`, lazy: true, hidden: true })
  searchWords: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
