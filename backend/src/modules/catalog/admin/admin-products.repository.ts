import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../../common/list-query.js';
import { isUuid } from '../../users/users.service.js';
import { Product, ProductType } from '../entities/product.entity.js';
import { ProductAuditEntry } from './entities/product-audit-entry.entity.js';

export const PRODUCT_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'stockNumber', 'price', 'salePrice', 'productType', 'carat', 'countInStock', 'id'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

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

  async list(filter: ProductListFilter, query: ListQuery<ProductSortField>): Promise<{ products: Product[]; total: number }> {
    const where: FilterQuery<Product>[] = [];
    if (filter.tab === 'diamonds') where.push({ productType: { $in: DIAMOND_TYPES } });
    else if (filter.tab && filter.tab !== 'all') where.push({ productType: filter.tab as ProductType });
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push({ $or: [{ stockNumber: { $ilike: pattern } }, { name: { $ilike: pattern } }] });
    }
    if (filter.ids) where.push({ id: { $in: filter.ids.filter(isUuid) } });
    const [products, total] = await this.em.fork().findAndCount(Product, where.length ? { $and: where } : {}, {
      orderBy: { [query.sortField]: `${query.sortOrder} NULLS LAST`, id: 'ASC' } as never,
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

  async history(productId: string, offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ entries: ProductAuditEntry[]; total: number }> {
    if (!isUuid(productId)) return { entries: [], total: 0 };
    const [entries, total] = await this.em
      .fork()
      .findAndCount(ProductAuditEntry, { productId }, { orderBy: { createdAt: order, id: order }, limit, offset });
    return { entries, total };
  }
}
