import { wrap } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListQuery } from '../../common/list-query.js';
import type { ReviewDisplayOrderDto } from './dto/display-order.dto.js';
import type { CreateReviewDto, UpdateReviewDto } from './dto/review-input.dto.js';
import { ReviewDto } from './dto/review.dto.js';
import { RATINGS, type RatingDistribution, type ReviewStatsDto } from './dto/review-stats.dto.js';
import type { CustomerReview } from './entities/customer-review.entity.js';
import type { ReviewSortField } from './review-list.js';
import { isUuid } from '../../common/text/index.js';
import { ProductRepository } from '../catalog/index.js';
import { normaliseLeadReference } from '../leads/index.js';
import { OrderProducts } from '../orders/index.js';
import { ProductReviews } from './product-reviews.repository.js';
import { ReviewsRepository } from './reviews.repository.js';

const NOT_FOUND = 'Review not found';

/** Staff work on customer reviews: the react-admin resource, toggles, ordering and stats. */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly products: ProductRepository,
    private readonly orders: OrderProducts,
    private readonly productReviews: ProductReviews,
  ) {}

  async list(query: ListQuery<ReviewSortField>): Promise<{ items: ReviewDto[]; total: number }> {
    const { reviews, total } = await this.reviews.list(query);
    return { items: reviews.map(ReviewDto.from), total };
  }

  async get(id: string): Promise<ReviewDto> {
    return ReviewDto.from(await this.find(id));
  }

  /** A new review goes to the top of the list: one above the highest displayOrder. */
  async create(input: CreateReviewDto): Promise<ReviewDto> {
    const linked = await this.linkedProduct(input, null);
    const review = await this.reviews.transaction(async () => {
      const top = await this.reviews.topDisplayOrder();
      const { customerName, reviewText, ...optional } = input;
      const [created] = await this.reviews.insert([
        { ...sentFields({ ...optional, ...linked }), customerName, reviewText, displayOrder: top + 1 },
      ]);
      await this.productReviews.recount([created.productId]);
      return created;
    });
    return ReviewDto.from(review);
  }

  /** Only the fields sent change. */
  async update(id: string, changes: UpdateReviewDto): Promise<ReviewDto> {
    return this.change(id, async (review) => {
      const linked = await this.linkedProduct(changes, review);
      wrap(review).assign(sentFields({ ...changes, ...linked }));
      await this.reviews.save(review);
    });
  }

  async delete(id: string): Promise<ReviewDto> {
    return this.change(id, (review) => this.reviews.remove(review));
  }

  async toggle(id: string, flag: 'isActive' | 'isFeatured'): Promise<ReviewDto> {
    return this.change(id, (review) => {
      review[flag] = !review[flag];
      return this.reviews.save(review);
    });
  }

  /**
   * Sets each review's displayOrder in one statement, all or nothing: an unknown id answers 404 and
   * changes no row, so the console's reload shows the order as it was.
   */
  async setDisplayOrder(orders: ReviewDisplayOrderDto[]): Promise<number> {
    return this.reviews.transaction(async () => {
      const updated = await this.reviews.setDisplayOrders(orders);
      if (updated !== orders.length) throw new NotFoundException(NOT_FOUND);
      return updated;
    });
  }

  /** Counts, the mean rating and the distribution of stars over every review. */
  async stats(): Promise<ReviewStatsDto> {
    const row = await this.reviews.counts();
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

  /**
   * Applies a change to one review (which writes it) and counts again the stars of the products it
   * named before and after, in one transaction.
   */
  private async change(id: string, apply: (review: CustomerReview) => Promise<void>): Promise<ReviewDto> {
    const review = await this.reviews.transaction(async () => {
      const found = await this.find(id);
      const before = found.productId;
      await apply(found);
      await this.productReviews.recount([before, found.productId]);
      return found;
    });
    return ReviewDto.from(review);
  }

  /**
   * The product a review names, checked, and its order reference in stored form. A product chosen by
   * staff (productId) wins; else an order reference (`LJ-7K4M9P`, typed or changed now) names the
   * product of its order. A reference in another form (orders from before references, other systems)
   * stays a staff note and links nothing. Unknown product or order: 400 naming the field.
   */
  private async linkedProduct(
    input: CreateReviewDto | UpdateReviewDto,
    review: CustomerReview | null,
  ): Promise<{ productId?: string | null; orderReference?: string | null }> {
    const linked: { productId?: string | null; orderReference?: string | null } = {};
    const reference = input.orderReference ? normaliseLeadReference(input.orderReference) : null;
    let orderProductId: string | null = null;
    if (reference && reference !== review?.orderReference) {
      linked.orderReference = reference;
      orderProductId = await this.orders.productOfReference(reference);
      if (!orderProductId) refuse('orderReference', `No order has the reference ${reference}`);
    }
    if (typeof input.productId === 'string') {
      if (!(await this.products.findById(input.productId))) refuse('productId', 'No product has this id');
      linked.productId = input.productId;
    } else if (orderProductId) {
      if (!(await this.products.findById(orderProductId)))
        refuse('orderReference', `The product of order ${reference} is no longer in the catalogue`);
      linked.productId = orderProductId;
    }
    return linked;
  }

  private async find(id: string): Promise<CustomerReview> {
    const review = isUuid(id) ? await this.reviews.findById(id) : null;
    if (!review) throw new NotFoundException(NOT_FOUND);
    return review;
  }
}

function refuse(field: string, message: string): never {
  throw new BadRequestException({ message, errors: { [field]: message } });
}

/** The fields a request carried: DTO instances also hold every field it left out, as undefined. */
function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
