import type { MetadataStorage } from '@mikro-orm/core';
import { Product } from './entities/product.entity.js';

type Conversion = [property: string, column: string, to: 'number' | 'date' | null];

const conversions = new WeakMap<object, Conversion[]>();

/**
 * Products from raw rows, for read-only answers such as search results: plain objects of the Product
 * shape, not managed by an EntityManager (`storage` is the ORM's metadata, which the repository reading
 * the rows gives). MikroORM's hydration costs about 0.2 ms a product, most of a fast search's time; this costs microseconds. Decimals and timestamps arrive as text and become
 * numbers and dates, as the entity's runtime types say.
 */
export function productsFromRows(storage: MetadataStorage, rows: Record<string, unknown>[]): Product[] {
  const metadata = storage.get(Product);
  let plan = conversions.get(metadata);
  if (!plan) {
    const to = (runtimeType: string) => (runtimeType === 'number' ? 'number' : runtimeType === 'Date' ? 'date' : null);
    plan = metadata.props.map((prop) => [prop.name, prop.fieldNames[0], to(prop.runtimeType)] as Conversion);
    conversions.set(metadata, plan);
  }
  return rows.map((row) => {
    // A plain object: Product's prototype carries MikroORM's tracking setters, costly on every field.
    const product: Record<string, unknown> = {};
    for (const [property, column, to] of plan) {
      const value = row[column];
      if (typeof value !== 'string' || !to) product[property] = value;
      else product[property] = to === 'number' ? Number(value) : new Date(value);
    }
    return product as unknown as Product;
  });
}

/**
 * What the reviews module keeps from a product's approved reviews (ProductRepository.setReviewRating):
 * no import, feed or seed writes it, so a new product starts with the columns' defaults (no stars).
 */
const REVIEW_SUMMARY = new Set(['reviewRating', 'reviewCount']);

/**
 * The product properties the application writes, for bulk statements that name every column:
 * generated columns (paid_price) are PostgreSQL's to compute and refuse values.
 */
export function writableProductProps(storage: MetadataStorage) {
  return storage.get(Product).props.filter((prop) => !prop.generated && !REVIEW_SUMMARY.has(prop.name));
}

/** The columns ProductPresenter.presentSummary reads: what search results select. */
export const SUMMARY_COLUMNS = [
  'id',
  'product_type',
  'stock_number',
  'name',
  'price',
  'original_price',
  'sale_price',
  'on_sale',
  'category',
  'sub_category',
  'brand',
  'featured',
  'is_new_arrival',
  'count_in_stock',
  'shape',
  'carat',
  'color',
  'clarity',
  'cut',
  'lab',
  'certificate_number',
  'certificate_url',
  'availability',
  'fancy_color',
  'metal',
  'total_carat_weight',
  'main_image',
  'gallery_images',
  'image_links',
  'review_rating',
  'review_count',
  'created_at',
] as const;
