import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { ProductRepository } from '../catalog/index.js';
import { CustomerReview } from './entities/customer-review.entity.js';

interface RatingRow {
  rating: number | null;
  count: number;
}

/**
 * The reviews that name a product, and the stars they give it. A product's stars are kept on the
 * product (reviewRating, reviewCount), written here in the same transaction as every review change,
 * rather than computed on each read: search lists and cards (a page of 24 to 60 products, served from
 * the diamond index too) then read two plain columns with no join or second query, while reviews change
 * a few times a day. Approved means active: what the home page publishes is what counts.
 */
@Injectable()
export class ProductReviews extends Repository {
  constructor(
    em: EntityManager,
    private readonly products: ProductRepository,
  ) {
    super(em);
  }

  /**
   * Counts again the stars of each product named (the products a change touched: before and after),
   * after the caller's review writes, inside its `transaction()`. The advisory lock, taken after those
   * writes, makes two changes to one product's reviews count one after the other: the later one reads
   * the earlier's committed review, so neither's count is lost.
   */
  async recount(productIds: Array<string | null | undefined>): Promise<void> {
    const tx = this.db;
    for (const id of new Set(productIds.filter((id): id is string => !!id))) {
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`product-reviews:${id}`]);
      const [row] = await tx.execute<RatingRow[]>(
        `select round(avg(rating), 1)::float8 as rating, count(*)::int as count
           from customer_reviews where product_id = ? and is_active`,
        [id],
      );
      await this.products.setReviewRating(tx, id, row.rating, row.count);
    }
  }

  /** A product's approved reviews, newest first. */
  approvedOf(productId: string, limit: number): Promise<CustomerReview[]> {
    return this.db.find(
      CustomerReview,
      { productId, isActive: true },
      { orderBy: [{ dateSubmitted: 'DESC' }, { id: 'ASC' }], limit },
    );
  }
}
