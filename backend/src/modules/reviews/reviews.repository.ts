import { EntityManager, type RequiredEntityData } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { ProductRepository } from '../catalog/index.js';
import { RATINGS } from './dto/review-stats.dto.js';
import { CustomerReview } from './entities/customer-review.entity.js';
import { ProductReviews } from './product-reviews.repository.js';
import { reviewListOrder, reviewListWhere, type ReviewSortField } from './review-list.js';

/** Every review counted: all, active, featured, the mean rating and how many have each number of stars. */
export interface ReviewCounts {
  total_reviews: number;
  active_reviews: number;
  featured_reviews: number;
  average_rating: number;
  rated_1: number;
  rated_2: number;
  rated_3: number;
  rated_4: number;
  rated_5: number;
}

/**
 * Customer reviews. Every write goes to the database at once, so the stars counted again after it
 * (ProductReviews.recount, in the same transaction) see it.
 */
@Injectable()
export class ReviewsRepository extends Repository {
  /** A page of the staff list, by its filter and order (review-list.ts), and how many match in all. */
  async list(query: ListQuery<ReviewSortField>): Promise<{ reviews: CustomerReview[]; total: number }> {
    const [reviews, total] = await this.db.findAndCount(CustomerReview, reviewListWhere(query.filter), {
      orderBy: reviewListOrder(query),
      offset: query.offset,
      limit: query.limit,
    });
    return { reviews, total };
  }

  findById(id: string): Promise<CustomerReview | null> {
    return this.db.findOne(CustomerReview, { id });
  }

  /** The active reviews, top of the staff order first, then the newest. */
  active({ limit, featuredOnly }: { limit: number; featuredOnly: boolean }): Promise<CustomerReview[]> {
    return this.db.find(
      CustomerReview,
      { isActive: true, ...(featuredOnly ? { isFeatured: true } : {}) },
      { orderBy: [{ displayOrder: 'DESC' }, { dateSubmitted: 'DESC' }, { id: 'ASC' }], limit },
    );
  }

  async hasAny(): Promise<boolean> {
    return (await this.db.count(CustomerReview, {})) > 0;
  }

  /** The highest displayOrder of any review, 0 when there is none. */
  async topDisplayOrder(): Promise<number> {
    const [{ top }] = await this.db.execute<Array<{ top: number }>>(
      'select coalesce(max(display_order), 0)::int as top from customer_reviews',
    );
    return top;
  }

  /** Adds the reviews in one flush. */
  async insert(reviews: RequiredEntityData<CustomerReview>[]): Promise<CustomerReview[]> {
    const db = this.db;
    const created = reviews.map((review) => db.create(CustomerReview, review));
    await db.flush();
    return created;
  }

  /** Writes a review's changes; it was loaded in the open transaction. */
  async save(review: CustomerReview): Promise<void> {
    await this.db.persist(review).flush();
  }

  async remove(review: CustomerReview): Promise<void> {
    await this.db.remove(review).flush();
  }

  /** Sets each review's displayOrder in one statement; answers how many reviews it found. */
  async setDisplayOrders(orders: Array<{ id: string; displayOrder: number }>): Promise<number> {
    const updated = await this.db.execute<{ affectedRows: number }>(
      `update customer_reviews set display_order = moved.display_order, updated_at = now()
         from json_to_recordset(?) as moved(id uuid, display_order int)
        where customer_reviews.id = moved.id`,
      [JSON.stringify(orders.map((order) => ({ id: order.id, display_order: order.displayOrder })))],
      'run',
    );
    return updated.affectedRows;
  }

  /** Counts, the mean rating and the distribution of stars, in one query over every review. */
  async counts(): Promise<ReviewCounts> {
    const [row] = await this.db.execute<ReviewCounts[]>(
      `select count(*)::int as total_reviews,
              (count(*) filter (where is_active))::int as active_reviews,
              (count(*) filter (where is_featured))::int as featured_reviews,
              coalesce(round(avg(rating), 1), 0)::float8 as average_rating,
              ${RATINGS.map((stars) => `(count(*) filter (where rating = ${stars}))::int as rated_${stars}`).join(',\n              ')}
         from customer_reviews`,
    );
    return row;
  }
}

/** The reviews' repositories over one EntityManager, for code that runs before Nest starts (the demo reviews). */
export function reviewRepositories(em: EntityManager): {
  reviews: ReviewsRepository;
  products: ProductRepository;
  productReviews: ProductReviews;
} {
  const products = new ProductRepository(em);
  return { reviews: new ReviewsRepository(em), products, productReviews: new ProductReviews(em, products) };
}
