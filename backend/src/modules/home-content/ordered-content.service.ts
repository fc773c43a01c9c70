import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import type { UploadedMediaFile } from '../media/index.js';
import { type ContentImages, imageError } from './content-images.js';
import type { ContentOrderDto, ContentStatsDto, ReorderResultDto } from './dto/ordered-content.dto.js';
import type { OrderedContent } from './entities/ordered-content.entity.js';
import type { OrderedContentFilter, OrderedContentRepository } from './ordered-content.repository.js';
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

const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

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
    /** 'Featured image' → 'Featured image not found'. */
    private readonly label: string,
    protected readonly repository: OrderedContentRepository<E>,
    protected readonly images: ContentImages,
    protected readonly clock: Clock,
  ) {}

  protected abstract toRecord(content: E): Dto;

  async list(query: ListQuery): Promise<{ items: Dto[]; total: number }> {
    const [rows, total] = await this.repository.findPage(this.filter(query.filter), query);
    return { items: rows.map((row) => this.toRecord(row)), total };
  }

  async get(id: string): Promise<Dto> {
    return this.toRecord(await this.find(id));
  }

  async delete(id: string): Promise<Dto> {
    const content = await this.repository.transaction(async () => {
      const content = await this.find(id);
      await this.repository.remove(content);
      return content;
    });
    await this.images.release([content.imagePath]);
    return this.toRecord(content);
  }

  async toggle(id: string): Promise<Dto> {
    const content = await this.repository.transaction(async () => {
      const content = await this.find(id);
      content.isActive = !content.isActive;
      await this.repository.save(content);
      return content;
    });
    return this.toRecord(content);
  }

  /** Gives each listed item its new order, all or nothing; ids not found (deleted meanwhile) are skipped. */
  async reorder(items: ContentOrderDto[]): Promise<ReorderResultDto> {
    return { updated: await this.repository.setOrders(items) };
  }

  async stats(): Promise<ContentStatsDto> {
    const recentSince = new Date(this.clock.now().getTime() - RECENT_MS);
    const { total, active, recent } = await this.repository.counts(recentSince);
    return { total, active, inactive: total - active, recentUploads: recent };
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
    const content = this.repository.newItem();
    fill(content);
    content.order = order ?? (await this.nextOrder());
    content.createdAt = content.updatedAt = this.clock.now();
    if (!file) throw imageError('Image is required');
    Object.assign(content, await this.images.store(file));
    await this.releasedOnFailure(this.repository.save(content), () => content.imagePath);
    return this.toRecord(content);
  }

  /** Updates the fields sent; a new image replaces the old one, whose files are released once saved. */
  protected async updateWith(
    id: string,
    file: UploadedMediaFile | undefined,
    fill: (content: E) => void,
  ): Promise<Dto> {
    let previousImage = '';
    let newImage: string | undefined;
    const saved = this.repository.transaction(async () => {
      const content = await this.find(id);
      fill(content);
      previousImage = content.imagePath;
      if (file) Object.assign(content, await this.images.store(file));
      if (content.imagePath !== previousImage) newImage = content.imagePath;
      await this.repository.save(content);
      return content;
    });
    const content = await this.releasedOnFailure(saved, () => newImage);
    if (newImage) await this.images.release([previousImage]);
    return this.toRecord(content);
  }

  private async find(id: string): Promise<E> {
    const content = isUuid(id) ? await this.repository.findById(id) : null;
    if (!content) throw new NotFoundException(`${this.label} not found`);
    return content;
  }

  private async nextOrder(): Promise<number> {
    const last = await this.repository.lastOrder();
    return last === undefined ? 0 : last + 1;
  }

  /**
   * A save that fails after a new image was stored releases that image again, once the failed
   * transaction is over (`newImage` tells the image stored by then, if any).
   */
  private async releasedOnFailure<T>(save: Promise<T>, newImage: () => string | undefined): Promise<T> {
    try {
      return await save;
    } catch (error) {
      const image = newImage();
      if (image) await this.images.release([image]);
      throw error;
    }
  }

  private filter(filter: Record<string, unknown>): OrderedContentFilter {
    const checked: OrderedContentFilter = {};
    if (Array.isArray(filter.id))
      checked.ids = filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id));
    if (filter.isActive !== undefined && filter.isActive !== null && filter.isActive !== '') {
      if (![true, false, 'true', 'false'].includes(filter.isActive as string))
        throw new BadRequestException('filter.isActive must be true or false');
      checked.isActive = filter.isActive === true || filter.isActive === 'true';
    }
    if (typeof filter.q === 'string' && filter.q.trim()) checked.q = filter.q.trim();
    return checked;
  }
}
