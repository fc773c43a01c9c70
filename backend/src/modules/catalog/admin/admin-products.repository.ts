import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../../common/list-query.js';
import { Product, ProductType } from '../entities/product.entity.js';
import { canOrderSql } from '../product-facts.js';
import { ProductAuditEntry } from './entities/product-audit-entry.entity.js';
import { escapeLike } from '../../../common/like-pattern.js';
import { isUuid } from '../../../common/text/index.js';

/**
 * Every field of the staff record but its lists and objects sorts the list; computed ones follow what
 * they are computed from (discountOf in SQL; a meta description is the description, else the name;
 * why a product cannot be ordered: whether it can, then its stock count, then its lab availability).
 */
export const PRODUCT_SORT = sortColumns(
  [
    'productType', 'stockNumber', 'name', 'description', 'price', 'originalPrice', 'salePrice', 'onSale', 'category', 'subCategory', 'brand',
    'featured', 'isNewArrival', 'countInStock', 'rating', 'numReviews', 'customizable', 'shape', 'carat', 'color', 'clarity', 'cut', 'lab',
    'fancyColor', 'metal', 'classification', 'stoneType', 'stoneShape', 'gemType', 'totalCaratWeight', 'mainImage', 'videoUrl', 'createdAt', 'updatedAt',
  ],
  {
    _id: 'id',
    labAvailability: 'availability',
    metaDescription: ['description', 'name'],
    discount: { sql: (p) => `case when ${p}.on_sale and ${p}.sale_price < ${p}.price and ${p}.price > 0 then round((${p}.price - ${p}.sale_price) / ${p}.price * 100) else 0 end` },
    unorderableReason: [{ sql: canOrderSql }, 'countInStock', 'availability'],
  },
);
export type ProductSortField = keyof typeof PRODUCT_SORT;

/** The fields of a history entry but its actor and changes sort a product's history. */
export const HISTORY_SORT = sortColumns(['productId', 'stockNumber', 'productName', 'action', 'createdAt']);

/** The console's tabs (filter `productType`). */
export const PRODUCT_TABS = ['jewelry', 'ring', 'diamonds', 'lab-grown', 'natural-diamond', 'diamond', 'all'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
const DIAMOND_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];

export interface ProductListFilter {
  tab?: ProductTab;
  q?: string;
  ids?: string[];
}

/** Data access of the staff product API and its audit trail: the one place with its queries. */
@Injectable()
export class AdminProductsRepository {
  constructor(private readonly em: EntityManager) {}

  async list(filter: ProductListFilter, query: Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>): Promise<{ products: Product[]; total: number }> {
    const where: FilterQuery<Product>[] = [];
    if (filter.tab === 'diamonds') where.push({ productType: { $in: DIAMOND_TYPES } });
    else if (filter.tab && filter.tab !== 'all') where.push({ productType: filter.tab as ProductType });
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      where.push({ $or: [{ stockNumber: { $ilike: pattern } }, { name: { $ilike: pattern } }] });
    }
    if (filter.ids) where.push({ id: { $in: filter.ids.filter(isUuid) } });
    const [products, total] = await this.em.fork().findAndCount(Product, where.length ? { $and: where } : {}, {
      orderBy: query.orderBy as never,
      limit: query.limit,
      offset: query.offset,
    });
    return { products, total };
  }

  async counts(): Promise<Record<'jewelry' | 'ring' | 'diamonds' | 'lab-grown' | 'natural-diamond' | 'all', number>> {
    const [row] = await this.em.fork().getConnection().execute<Record<string, string>[]>(
      `select count(*) filter (where product_type = 'jewelry') as jewelry,
              count(*) filter (where product_type = 'ring') as ring,
              count(*) filter (where product_type in ('lab-grown', 'natural-diamond', 'diamond')) as diamonds,
              count(*) filter (where product_type = 'lab-grown') as lab_grown,
              count(*) filter (where product_type = 'natural-diamond') as natural,
              count(*) as all_products
         from products`,
    );
    return {
      jewelry: Number(row.jewelry),
      ring: Number(row.ring),
      diamonds: Number(row.diamonds),
      'lab-grown': Number(row.lab_grown),
      'natural-diamond': Number(row.natural),
      all: Number(row.all_products),
    };
  }

  find(id: string): Promise<Product | null> {
    return isUuid(id) ? this.em.fork().findOne(Product, { id }) : Promise.resolve(null);
  }

  /** The product holding a stock number, other than `exceptId`. */
  findByStockNumber(stockNumber: string, exceptId?: string): Promise<Product | null> {
    return this.em.fork().findOne(Product, { stockNumber, ...(exceptId && { id: { $ne: exceptId } }) });
  }

  /** Runs a change and its audit entries in one transaction. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  async history(productId: string, query: Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>): Promise<{ entries: ProductAuditEntry[]; total: number }> {
    if (!isUuid(productId)) return { entries: [], total: 0 };
    const { orderBy, offset, limit } = query;
    const [entries, total] = await this.em.fork().findAndCount(ProductAuditEntry, { productId }, { orderBy: orderBy as never, limit, offset });
    return { entries, total };
  }
}
