import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ListQuery } from '../../../common/list-query.js';
import { ignoredOnUpdate } from '../../../common/read-only-fields.js';
import { isUuid } from '../../../common/text/index.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import type { Product } from '../entities/product.entity.js';
import { MediaService } from '../../media/index.js';
import { ProductPresenter } from '../product.presenter.js';
import { PRODUCT_NOT_FOUND } from '../products.service.js';
import { ProductRepository } from '../products.repository.js';
import { PRODUCT_TABS, type ProductListFilter, type ProductTab } from './product-list.js';
import { type AdminProductDto, type ProductCountsDto, ProductInputDto } from './dto/admin-product.dto.js';
import type { ProductHistoryEntryDto } from './dto/product-history.dto.js';
import { ProductAuditAction, ProductAuditEntry } from './entities/product-audit-entry.entity.js';
import { diffProductInputs, toProductFields, toProductInput } from './product-mapping.js';
import { mergeProductInput, type ProductInput, VALIDATION_MESSAGE, validateProductInput } from './product-rules.js';
import { unorderableReason } from './unorderable-reason.js';
import { PRICE_HISTORY_LIMIT, supplyOf } from './product-supply.js';
import type { User } from '../../users/index.js';

const MEDIA_FIELDS = ['mainImage', 'videoUrl', 'galleryImages', 'imageLinks', 'rotationImages', 'zoomImages'] as const;

/** Staff catalogue management: the forms' rules, unique stock numbers, and an audit entry for every change. */
@Injectable()
export class AdminProductsService {
  private readonly logger = new Logger(AdminProductsService.name);

  constructor(
    private readonly products: ProductRepository,
    private readonly presenter: ProductPresenter,
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQuery): Promise<{ items: AdminProductDto[]; total: number }> {
    const { products, total } = await this.products.findForStaff(this.listFilter(query.filter), query);
    const names = await this.products.supplierNames(products.flatMap((product) => product.supplierId ?? []));
    return { items: products.map((product) => this.present(product, names)), total };
  }

  counts(): Promise<ProductCountsDto> {
    return this.products.countByTab();
  }

  async get(id: string): Promise<AdminProductDto> {
    return this.presentOne(await this.find(id));
  }

  /** `checked`: a new product's body as the validation pipe answers it (ProductInputDto, checked by validateProductInput). */
  async create(actor: User, checked: ProductInput): Promise<AdminProductDto> {
    const input = this.ownMedia(checked) as unknown as ProductInput;
    await this.assertStockNumberFree(input);
    const product = await this.write(async () => {
      const created = await this.products.insert(toProductFields(input));
      this.products.addAuditEntry(
        this.entry(actor, created, ProductAuditAction.Create, diffProductInputs(null, input)),
      );
      return created;
    });
    return this.presentOne(product);
  }

  async update(actor: User, id: string, body: Record<string, unknown>): Promise<AdminProductDto> {
    const current = await this.find(id);
    const before = toProductInput(current);
    const input = this.validate(mergeProductInput(before, this.ownMedia(body)));
    await this.assertStockNumberFree(input, id);
    const changes = diffProductInputs(before, input);
    if (!changes.length) return this.presentOne(current);
    let previousMedia: string[] = [];
    const product = await this.write(async () => {
      const stored = await this.products.findForUpdate(id);
      previousMedia = mediaPaths(stored);
      this.products.assign(stored, toProductFields(input));
      this.products.addAuditEntry(this.entry(actor, stored, ProductAuditAction.Update, changes));
      return stored;
    });
    const kept = new Set(mediaPaths(product));
    await this.releaseMedia(previousMedia.filter((path) => !kept.has(path)));
    return this.presentOne(product);
  }

  async delete(actor: User, id: string): Promise<AdminProductDto> {
    const product = await this.find(id);
    // As it was: deleting the product unlinks its offers.
    const answer = await this.presentOne(product);
    await this.remove(actor, [product]);
    return answer;
  }

  /** Deletes every listed product that exists; answers the deleted ids. */
  async deleteMany(actor: User, ids: string[]): Promise<string[]> {
    const { products } = await this.products.findForStaff(
      { ids: [...new Set(ids)] },
      { orderBy: [{ id: 'ASC' }], offset: 0, limit: 500 },
    );
    await this.remove(actor, products);
    return products.map((product) => product.id);
  }

  async history(
    productId: string,
    query: Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>,
  ): Promise<{ items: ProductHistoryEntryDto[]; total: number }> {
    const { entries, total } = await this.products.history(productId, query);
    return {
      items: entries.map((entry) => ({
        id: entry.id,
        productId: entry.productId,
        stockNumber: entry.stockNumber,
        productName: entry.productName,
        action: entry.action,
        actor: { id: entry.actorId ?? null, name: entry.actorName ?? null, email: entry.actorEmail ?? null },
        changes: entry.changes,
        createdAt: entry.createdAt,
      })),
      total,
    };
  }

  private async remove(actor: User, products: Product[]): Promise<void> {
    if (!products.length) return;
    await this.write(async () => {
      for (const product of products) {
        this.products.addAuditEntry(
          this.entry(actor, product, ProductAuditAction.Delete, diffProductInputs(toProductInput(product), null)),
        );
      }
      await this.products.deleteByIds(products.map((product) => product.id));
    });
    await this.releaseMedia(products.flatMap(mediaPaths));
  }

  /**
   * After the change is committed: files no product refers to any more are deleted (another product
   * may share one, which release() checks). A failure leaves a stray file, never a failed change.
   */
  private async releaseMedia(paths: string[]): Promise<void> {
    if (!paths.length) return;
    await this.media.release(paths).catch((error: Error) => this.logger.warn(`Media not released: ${error.message}`));
  }

  private validate(body: Record<string, unknown>): ProductInput {
    const { value, errors } = validateProductInput(undefined, body, ignoredOnUpdate(ProductInputDto));
    if (!value) throw new BadRequestException({ message: VALIDATION_MESSAGE, errors });
    return value;
  }

  private async assertStockNumberFree(input: ProductInput, exceptId?: string): Promise<void> {
    const stockNumber = input.specifications.stockNumber as string;
    if (await this.products.findByStockNumber(stockNumber, exceptId)) throw this.duplicate(stockNumber);
  }

  private duplicate(stockNumber: string): ConflictException {
    const message = `A product with stock number ${stockNumber} already exists`;
    return new ConflictException({ message, errors: { 'specifications.stockNumber': message } });
  }

  /** Runs the change in one transaction with its audit entries; a stock number taken meanwhile is a 409. */
  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.products.transaction(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const stockNumber = /\(stock_number\)=\(([^)]*)\)/.exec(String((error as Error).message))?.[1] ?? 'given';
        throw this.duplicate(stockNumber);
      }
      throw error;
    }
  }

  private entry(
    actor: User,
    product: Product,
    action: ProductAuditAction,
    changes: ProductAuditEntry['changes'],
  ): ProductAuditEntry {
    const entry = new ProductAuditEntry();
    Object.assign(entry, {
      productId: product.id,
      stockNumber: product.stockNumber,
      productName: product.name,
      action,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      changes,
    });
    return entry;
  }

  private listFilter(filter: Record<string, unknown>): ProductListFilter {
    const result: ProductListFilter = {};
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'productType') {
        if (!PRODUCT_TABS.includes(value as ProductTab)) {
          throw new BadRequestException({
            message: `productType must be one of ${PRODUCT_TABS.join(', ')}`,
            errors: { productType: 'Unknown product type' },
          });
        }
        result.tab = value as ProductTab;
      } else if (key === 'q') {
        if (typeof value !== 'string')
          throw new BadRequestException({ message: 'q must be text', errors: { q: 'must be text' } });
        if (value.trim()) result.q = value.trim();
      } else if (key === 'id') {
        result.ids = (Array.isArray(value) ? value : [value]).map(String);
      } else if (key === 'supplierId') {
        if (typeof value !== 'string' || !isUuid(value)) {
          throw new BadRequestException({
            message: 'filter.supplierId must be a supplier id (a UUID)',
            errors: { supplierId: 'must be a supplier id' },
          });
        }
        result.supplierId = value;
      } else {
        throw new BadRequestException({ message: `Unknown filter: ${key}`, errors: { [key]: 'Unknown filter' } });
      }
    }
    return result;
  }

  /** Our own absolute media URLs (as answered) are stored as the relative paths they stand for. */
  private ownMedia(body: object): Record<string, unknown> {
    const prefix = `${this.config.publicUrl.replace(/\/$/, '')}/`;
    const relative = (value: unknown) =>
      typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length - 1) : value;
    const result: Record<string, unknown> = { ...body };
    for (const field of MEDIA_FIELDS) {
      if (field in result)
        result[field] = Array.isArray(result[field])
          ? (result[field] as unknown[]).map(relative)
          : relative(result[field]);
    }
    return result;
  }

  private async find(id: string): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }

  /** One product's staff record: also every supplier's offer of its stone and their price history. */
  private async presentOne(product: Product): Promise<AdminProductDto> {
    const [names, offers, priceHistory] = await Promise.all([
      this.products.supplierNames(product.supplierId ? [product.supplierId] : []),
      this.products.offersOf(product.id),
      this.products.priceHistoryOf(product.id, PRICE_HISTORY_LIMIT),
    ]);
    return { ...this.present(product, names), offers, priceHistory };
  }

  /** `supplierNames`: the names of the suppliers whose offers the products show. */
  private present(product: Product, supplierNames: ReadonlyMap<string, string>): AdminProductDto {
    return {
      ...this.presenter.present(product),
      // What staff type and edit; shoppers see the reviews' stars (reviewRating, reviewCount) instead.
      rating: product.rating ?? null,
      numReviews: product.numReviews,
      reviewRating: product.reviewRating ?? null,
      reviewCount: product.reviewCount,
      updatedAt: product.updatedAt,
      specifications: toProductInput(product).specifications,
      media: {
        mainImage: product.mainImage ?? null,
        galleryImages: product.galleryImages,
        imageLinks: product.imageLinks,
        videoUrl: product.videoUrl ?? null,
        rotationImages: product.rotationImages,
        zoomImages: product.zoomImages,
      },
      unorderableReason: unorderableReason(product),
      ...supplyOf(product, supplierNames),
    };
  }
}

/** Every file a product refers to (release() ignores links that are not our media). */
function mediaPaths(product: Product): string[] {
  // Uploaded files may also sit in specifications (a natural diamond's certificateImage).
  const specValues = Object.values(product.specs).filter((value) => typeof value === 'string');
  return [
    product.mainImage,
    ...product.galleryImages,
    ...product.imageLinks,
    ...product.rotationImages,
    ...product.zoomImages,
    product.videoUrl,
    product.certificateUrl,
    ...specValues,
  ].filter((path): path is string => typeof path === 'string' && path !== '');
}
