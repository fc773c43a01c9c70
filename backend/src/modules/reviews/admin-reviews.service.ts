import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { ListQuery } from '../../common/list-query.js';
import type { ReviewDisplayOrderDto } from './dto/display-order.dto.js';
import type { CreateReviewDto, UpdateReviewDto } from './dto/review-input.dto.js';
import { ReviewDto } from './dto/review.dto.js';
import { RATINGS, type RatingDistribution, type ReviewStatsDto } from './dto/review-stats.dto.js';
import { CustomerReview } from './entities/customer-review.entity.js';
import { reviewListOrder, reviewListWhere, type ReviewSortField } from './review-list.js';
import { isUuid } from '../../common/text/index.js';

const NOT_FOUND = 'Review not found';

interface StatsRow {
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

/** Staff work on customer reviews: the react-admin resource, toggles, ordering and stats. */
@Injectable()
export class AdminReviewsService {
  constructor(private readonly em: EntityManager) {}

  async list(query: ListQuery<ReviewSortField>): Promise<{ items: ReviewDto[]; total: number }> {
    const [rows, total] = await this.em.fork().findAndCount(CustomerReview, reviewListWhere(query.filter), {
      orderBy: reviewListOrder(query),
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows.map(ReviewDto.from), total };
  }

  async get(id: string): Promise<ReviewDto> {
    return ReviewDto.from(await this.find(this.em.fork(), id));
  }

  /** A new review goes to the top of the list: one above the highest displayOrder. */
  async create(input: CreateReviewDto): Promise<ReviewDto> {
    const em = this.em.fork();
    const [{ top }] = await em.execute<Array<{ top: number }>>(
      'select coalesce(max(display_order), 0)::int as top from customer_reviews',
    );
    const { customerName, reviewText, ...optional } = input;
    const review = em.create(CustomerReview, {
      ...sentFields(optional),
      customerName,
      reviewText,
      displayOrder: top + 1,
    });
    await em.persist(review).flush();
    return ReviewDto.from(review);
  }

  /** Only the fields sent change. */
  async update(id: string, changes: UpdateReviewDto): Promise<ReviewDto> {
    const em = this.em.fork();
    const review = await this.find(em, id);
    em.assign(review, sentFields(changes));
    await em.flush();
    return ReviewDto.from(review);
  }

  async delete(id: string): Promise<ReviewDto> {
    const em = this.em.fork();
    const review = await this.find(em, id);
    await em.remove(review).flush();
    return ReviewDto.from(review);
  }

  async toggle(id: string, flag: 'isActive' | 'isFeatured'): Promise<ReviewDto> {
    const em = this.em.fork();
    const review = await this.find(em, id);
    review[flag] = !review[flag];
    await em.flush();
    return ReviewDto.from(review);
  }

  /**
   * Sets each review's displayOrder in one statement, all or nothing: an unknown id answers 404 and
   * changes no row, so the console's reload shows the order as it was.
   */
  async setDisplayOrder(orders: ReviewDisplayOrderDto[]): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const updated = await em.execute<{ affectedRows: number }>(
        `update customer_reviews set display_order = moved.display_order, updated_at = now()
           from json_to_recordset(?) as moved(id uuid, display_order int)
          where customer_reviews.id = moved.id`,
        [JSON.stringify(orders.map((order) => ({ id: order.id, display_order: order.displayOrder })))],
        'run',
      );
      if (updated.affectedRows !== orders.length) throw new NotFoundException(NOT_FOUND);
      return updated.affectedRows;
    });
  }

  /** Counts, the mean rating and the distribution of stars, in one query over every review. */
  async stats(): Promise<ReviewStatsDto> {
    const [row] = await this.em.fork().execute<StatsRow[]>(
      `select count(*)::int as total_reviews,
              (count(*) filter (where is_active))::int as active_reviews,
              (count(*) filter (where is_featured))::int as featured_reviews,
              coalesce(round(avg(rating), 1), 0)::float8 as average_rating,
              ${RATINGS.map((stars) => `(count(*) filter (where rating = ${stars}))::int as rated_${stars}`).join(',\n              ')}
         from customer_reviews`,
    );
    return {
      totalReviews: row.total_reviews,
      activeReviews: row.active_reviews,
      inactiveReviews: row.total_reviews - row.active_reviews,
      featuredReviews: row.featured_reviews,
      averageRating: row.average_rating,
      ratingDistribution: Object.fromEntries(
        RATINGS.map((stars) => [stars, row[`rated_${stars}`]]),
      ) as RatingDistribution,
    };
  }

  private async find(em: EntityManager, id: string): Promise<CustomerReview> {
    const review = isUuid(id) ? await em.findOne(CustomerReview, { id }) : null;
    if (!review) throw new NotFoundException(NOT_FOUND);
    return review;
  }
}

/** The fields a request carried: DTO instances also hold every field it left out, as undefined. */
function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
