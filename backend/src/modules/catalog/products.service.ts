import type { FilterQuery } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ProductDto, ProductListDto } from './dto/product.dto.js';
import type { ProductListQueryDto } from './dto/product-query.dto.js';
import { type Product, ProductType } from './entities/product.entity.js';
import { canonicalCategory, RING_CATEGORIES } from './jewelry-categories.js';
import { ProductPresenter } from './product.presenter.js';
import { ProductRepository } from './products.repository.js';
import { couldBeStockNumber } from './stock-number.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The product lists of the spec's paths (spec 1 §7). */
export const TYPE_PATHS = ['lab-grown', 'diamonds', 'natural-diamonds', 'rings', 'jewelry'] as const;
export type TypePath = (typeof TYPE_PATHS)[number];

const TYPE_PATH_FILTERS: Record<TypePath, FilterQuery<Product>> = {
  'lab-grown': { productType: ProductType.LabGrown },
  diamonds: { productType: { $in: [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond] } },
  'natural-diamonds': { productType: ProductType.NaturalDiamond },
  rings: {
    $or: [{ productType: ProductType.Ring }, { productType: ProductType.Jewelry, category: { $in: RING_CATEGORIES } }],
  },
  jewelry: { productType: { $in: [ProductType.Jewelry, ProductType.Ring] } },
};

/** The sort parameter's fields; `price` is the price the shopper pays (the sale price while on sale). */
const SORT_FIELDS = { createdAt: 'createdAt', price: 'paidPrice', carat: 'carat', name: 'name' } as const;

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductRepository,
    private readonly presenter: ProductPresenter,
  ) {}

  async get(id: string): Promise<ProductDto> {
    const product = await this.find(id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }

  /** The product, or null for an unknown or malformed id. */
  async find(id: string): Promise<ProductDto | null> {
    const product = await this.products.findById(id);
    return product && this.presenter.present(product);
  }

  /**
   * Whether the id names a product staff deleted (its history keeps a deletion): its page is gone for
   * good (410), not unknown (404). Ids are never given again, so a deleted one stays gone.
   */
  async isGone(id: string): Promise<boolean> {
    return this.products.wasDeleted(id);
  }

  /**
   * The product holding this stock number, exactly as written (partner widgets know products by it).
   * Any stock number the column can hold is looked up, including hand-made ones outside the feeds'
   * format; longer input or control characters (a NUL byte PostgreSQL would refuse) are a 404 without
   * asking the database, never a 500.
   */
  async getByStockNumber(stockNumber: string): Promise<ProductDto> {
    const product = couldBeStockNumber(stockNumber) ? await this.products.findByStockNumber(stockNumber) : null;
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return this.presenter.present(product);
  }

  list(query: ProductListQueryDto, typePath?: string): Promise<ProductListDto> {
    const where: FilterQuery<Product>[] = [];
    if (typePath !== undefined) {
      if (!(TYPE_PATHS as readonly string[]).includes(typePath)) {
        throw new BadRequestException({
          message: `type: must be one of ${TYPE_PATHS.join(', ')}`,
          errors: { type: 'unknown product type' },
        });
      }
      where.push(TYPE_PATH_FILTERS[typePath as TypePath]);
    }
    if (query.productType) where.push({ productType: query.productType });
    if (query.featured) where.push({ featured: query.featured === 'true' });
    if (query.isNewArrival) where.push({ isNewArrival: query.isNewArrival === 'true' });
    if (query.onSale) where.push({ onSale: query.onSale === 'true' });
    if (query.category) {
      const category = canonicalCategory(query.category);
      if (category === undefined)
        throw new BadRequestException({
          message: `category: unknown value "${query.category}"`,
          errors: { category: 'unknown value' },
        });
      if (category) where.push({ category });
    }
    return this.page(where.length ? { $and: where } : {}, query);
  }

  private async page(where: FilterQuery<Product>, query: ProductListQueryDto): Promise<ProductListDto> {
    const limit = query.limit ?? 20;
    const page = query.page ?? 1;
    const sort = query.sort ?? '-createdAt';
    const field = SORT_FIELDS[sort.replace(/^-/, '') as keyof typeof SORT_FIELDS];
    const { products, total } = await this.products.findPage(where, {
      orderBy: { [field]: sort.startsWith('-') ? 'DESC' : 'ASC', id: 'ASC' } as never,
      limit,
      offset: (page - 1) * limit,
    });
    return {
      products: products.map((product) => this.presenter.present(product)),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / limit)),
    };
  }
}
