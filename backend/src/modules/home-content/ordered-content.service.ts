import type { EntityClass, EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import type { UploadedMediaFile } from '../media/index.js';
import { type ContentImages, imageError } from './content-images.js';
import type { ContentOrderDto, ContentStatsDto, ReorderResultDto } from './dto/ordered-content.dto.js';
import type { OrderedContent } from './entities/ordered-content.entity.js';
import { escapeLike } from '../../common/like-pattern.js';
import type { Clock } from '../../common/time/index.js';
import { isUuid } from '../../common/text/index.js';

/** The fields slides and tiles share sort their staff lists (imageUrl is the stored path's address). */
const ORDERED_CONTENT_FIELDS = ['title', 'order', 'isActive', 'imagePath', 'createdAt', 'updatedAt'] as const;
export const FEATURED_IMAGE_SORT = sortColumns(
  [
    ...ORDERED_CONTENT_FIELDS,
    'subtitle',
    'linkUrl',
    'linkText',
    'category',
    'displayCount',
    'lastDisplayed',
    'startsAt',
    'endsAt',
  ],
  {
    imageUrl: 'imagePath',
  },
);
export const SHOP_CATEGORY_SORT = sortColumns([...ORDERED_CONTENT_FIELDS, 'description', 'linkUrl', 'categoryType'], {
  imageUrl: 'imagePath',
});

/** Staff order: by `order`, then oldest first, so equal orders stay put. */
const STAFF_ORDER = { order: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/** What differs between the kinds of ordered content. */
export interface OrderedContentKind<E extends OrderedContent> {
  entity: EntityClass<E>;
  /** 'Featured image' → 'Featured image not found'. */
  label: string;
  /** Columns `filter.q` searches (case-insensitive substring). */
  searchFields: readonly string[];
}

/** A condition on the columns every kind has (TypeScript cannot see them through the generic). */
const condition = <E>(where: object) => where as FilterQuery<E>;

/** Copies the fields that were sent (undefined = not sent; null = cleared). */
export function assignSent<E extends object>(target: E, changes: object): void {
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
}

/**
 * Everything hero slides and category tiles share on the staff side — the react-admin list (filters
 * q, isActive, id), show, create and update with an image, delete, toggle, reorder, stats — and the
 * staff-ordered read behind the public endpoints. Each kind adds its fields and its record shape.
 */
export abstract class OrderedContentService<E extends OrderedContent, Dto> {
  protected constructor(
    private readonly kind: OrderedContentKind<E>,
    protected readonly em: EntityManager,
    protected readonly images: ContentImages,
    protected readonly clock: Clock,
  ) {}

  protected abstract toRecord(content: E): Dto;

  async list(query: ListQuery): Promise<{ items: Dto[]; total: number }> {
    const [rows, total] = await this.em.fork().findAndCount(this.kind.entity, this.where(query.filter), {
      orderBy: [...query.sortBy, STAFF_ORDER] as QueryOrderMap<E>[],
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows.map((row) => this.toRecord(row)), total };
  }

  async get(id: string): Promise<Dto> {
    return this.toRecord(await this.find(this.em.fork(), id));
  }

  async delete(id: string): Promise<Dto> {
    const em = this.em.fork();
    const content = await this.find(em, id);
    await em.remove(content).flush();
    await this.images.release([content.imagePath]);
    return this.toRecord(content);
  }

  async toggle(id: string): Promise<Dto> {
    const em = this.em.fork();
    const content = await this.find(em, id);
    content.isActive = !content.isActive;
    await em.flush();
    return this.toRecord(content);
  }

  /** Gives each listed item its new order, all or nothing; ids not found (deleted meanwhile) are skipped. */
  async reorder(items: ContentOrderDto[]): Promise<ReorderResultDto> {
    const updated = await this.em.fork().transactional(async (em) => {
      let count = 0;
      for (const { id, order } of items)
        count += await em.nativeUpdate(this.kind.entity, condition<E>({ id }), { order } as never);
      return count;
    });
    return { updated };
  }

  async stats(): Promise<ContentStatsDto> {
    const em = this.em.fork();
    const entity = this.kind.entity;
    const recentSince = new Date(this.clock.now().getTime() - RECENT_MS);
    const [total, active, recentUploads] = await Promise.all([
      em.count(entity, condition<E>({})),
      em.count(entity, condition<E>({ isActive: true })),
      em.count(entity, condition<E>({ createdAt: { $gte: recentSince } })),
    ]);
    return { total, active, inactive: total - active, recentUploads };
  }

  /**
   * Creates an item: `fill` applies the form (and may refuse it) before the image is stored, so a
   * refused form stores nothing. Without `order` the item goes after the last one.
   */
  protected async createWith(
    order: number | undefined,
    file: UploadedMediaFile | undefined,
    fill: (content: E) => void,
  ): Promise<Dto> {
    const em = this.em.fork();
    const content = new (this.kind.entity as new () => E)();
    fill(content);
    content.order = order ?? (await this.nextOrder(em));
    content.createdAt = content.updatedAt = this.clock.now();
    if (!file) throw imageError('Image is required');
    Object.assign(content, await this.images.store(file));
    await this.flushOrRelease(em.persist(content), content.imagePath);
    return this.toRecord(content);
  }

  /** Updates the fields sent; a new image replaces the old one, whose files are released once saved. */
  protected async updateWith(
    id: string,
    file: UploadedMediaFile | undefined,
    fill: (content: E) => void,
  ): Promise<Dto> {
    const em = this.em.fork();
    const content = await this.find(em, id);
    fill(content);
    const previousImage = content.imagePath;
    if (file) Object.assign(content, await this.images.store(file));
    await this.flushOrRelease(em, content.imagePath !== previousImage ? content.imagePath : undefined);
    if (content.imagePath !== previousImage) await this.images.release([previousImage]);
    return this.toRecord(content);
  }

  /** Active items matching `where`, in staff order (the public reads). */
  protected shown(where: FilterQuery<E> = condition<E>({})): Promise<E[]> {
    return this.em.fork().find(this.kind.entity, condition<E>({ $and: [{ isActive: true }, where] }), {
      orderBy: STAFF_ORDER as QueryOrderMap<E>,
    });
  }

  private async find(em: EntityManager, id: string): Promise<E> {
    const content = isUuid(id) ? await em.findOne(this.kind.entity, condition<E>({ id })) : null;
    if (!content) throw new NotFoundException(`${this.kind.label} not found`);
    return content;
  }

  private async nextOrder(em: EntityManager): Promise<number> {
    const [last] = await em.find(this.kind.entity, condition<E>({}), {
      orderBy: { order: 'DESC' } as QueryOrderMap<E>,
      limit: 1,
      fields: ['order'] as never,
    });
    return last ? last.order + 1 : 0;
  }

  /** A save that fails after a new image was stored releases that image again. */
  private async flushOrRelease(em: EntityManager, newImage: string | undefined): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (newImage) await this.images.release([newImage]);
      throw error;
    }
  }

  private where(filter: Record<string, unknown>): FilterQuery<E> {
    const conditions: object[] = [];
    if (Array.isArray(filter.id))
      conditions.push({ id: { $in: filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id)) } });
    if (filter.isActive !== undefined && filter.isActive !== null && filter.isActive !== '') {
      if (![true, false, 'true', 'false'].includes(filter.isActive as string))
        throw new BadRequestException('filter.isActive must be true or false');
      conditions.push({ isActive: filter.isActive === true || filter.isActive === 'true' });
    }
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const pattern = `%${escapeLike(filter.q.trim())}%`;
      conditions.push({ $or: this.kind.searchFields.map((field) => ({ [field]: { $ilike: pattern } })) });
    }
    return condition<E>({ $and: conditions });
  }
}
