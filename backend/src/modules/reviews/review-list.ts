import type { FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { type CustomerReview, ReviewProductType } from './entities/customer-review.entity.js';
import { escapeLike } from '../../common/like-pattern.js';
import { isUuid } from '../../common/text/index.js';
import { oneOrMany } from '../leads/index.js';

/** Every field of a review's record sorts the staff list. */
export const REVIEW_SORT = sortColumns([
  'customerName',
  'customerLocation',
  'rating',
  'reviewText',
  'customerImage',
  'productType',
  'orderReference',
  'productId',
  'isActive',
  'isFeatured',
  'displayOrder',
  'adminNotes',
  'dateSubmitted',
  'createdAt',
  'updatedAt',
]);
export type ReviewSortField = keyof typeof REVIEW_SORT;
export const DEFAULT_REVIEW_SORT: [ReviewSortField, 'DESC'] = ['displayOrder', 'DESC'];

type Order = QueryOrderMap<CustomerReview>;

/** The spec's sortBy choices (filter.sortBy), which win over `sort` when given. */
const SORT_BY: Record<string, Order[]> = {
  latest: [{ dateSubmitted: 'DESC' }],
  oldest: [{ dateSubmitted: 'ASC' }],
  'rating-high': [{ rating: 'DESC' }, { dateSubmitted: 'DESC' }],
  'rating-low': [{ rating: 'ASC' }, { dateSubmitted: 'DESC' }],
  order: [{ displayOrder: 'DESC' }],
};

/** After the chosen order: the top of the staff order, then the newest, then the id, so pages never overlap. */
const TIE_BREAKERS: Order[] = [{ displayOrder: 'DESC' }, { dateSubmitted: 'DESC' }, { id: 'ASC' }];

const STATUS: Record<string, boolean> = { active: true, inactive: false };

/**
 * The conditions of a staff list's filter: q (name, location, text), status (active|inactive),
 * rating (1–5), productType (one value or a list of them), isFeatured (true|false) and id (react-admin's getMany).
 */
export function reviewListWhere(filter: Record<string, unknown>): FilterQuery<CustomerReview> {
  const conditions: FilterQuery<CustomerReview>[] = [];
  if (Array.isArray(filter.id))
    conditions.push({ id: { $in: filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id)) } });
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const pattern = `%${escapeLike(filter.q.trim())}%`;
    conditions.push({
      $or: [
        { customerName: { $ilike: pattern } },
        { customerLocation: { $ilike: pattern } },
        { reviewText: { $ilike: pattern } },
      ],
    });
  }
  const status = oneOrMany(filter, 'status', Object.keys(STATUS));
  if (status) conditions.push({ isActive: { $in: status.map((value) => STATUS[value]) } });
  const ratings = ratingsOf(filter.rating);
  if (ratings) conditions.push({ rating: { $in: ratings } });
  const productTypes = oneOrMany(filter, 'productType', Object.values(ReviewProductType));
  if (productTypes) conditions.push({ productType: { $in: productTypes as ReviewProductType[] } });
  const featured = flagOf(filter.isFeatured);
  if (featured !== undefined) conditions.push({ isFeatured: featured });
  return { $and: conditions };
}

/** The list's order: filter.sortBy when given, else `sort`; then the tie-breakers not already used. */
export function reviewListOrder(query: ListQuery<ReviewSortField>): Order[] {
  const sortBy = query.filter.sortBy;
  const given = sortBy !== undefined && sortBy !== null && sortBy !== '';
  if (given && !(typeof sortBy === 'string' && Object.hasOwn(SORT_BY, sortBy))) {
    throw new BadRequestException(`filter.sortBy must be one of ${Object.keys(SORT_BY).join(', ')}`);
  }
  const chosen = given ? SORT_BY[sortBy as string] : (query.sortBy as Order[]);
  const sorted = new Set(chosen.flatMap((order) => Object.keys(order)));
  return [...chosen, ...TIE_BREAKERS.filter((order) => !sorted.has(Object.keys(order)[0]))];
}

function flagOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadRequestException('filter.isFeatured must be true or false');
}

/** filter.rating: one whole number of stars (or its text, as URLs carry it) or a list of them. */
function ratingsOf(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ratings = (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' && item.trim() ? Number(item) : item,
  );
  if (!ratings.every((rating) => Number.isInteger(rating) && (rating as number) >= 1 && (rating as number) <= 5)) {
    throw new BadRequestException('filter.rating must be a whole number from 1 to 5');
  }
  return ratings as number[];
}
