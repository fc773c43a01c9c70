import type { EntityClass, EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../common/list-query.js';
import { escapeLike } from '../../common/like-pattern.js';
import { Repository } from '../../common/repository.js';
import type { OrderedContent } from './entities/ordered-content.entity.js';

/** Staff order: by `order`, then oldest first, so equal orders stay put. */
const STAFF_ORDER = { order: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** The staff list's filters, checked: ids (uuids only), on or off, words searched in the kind's text columns. */
export interface OrderedContentFilter {
  ids?: string[];
  isActive?: boolean;
  q?: string;
}

/** A condition on the columns every kind has (TypeScript cannot see them through the generic). */
const condition = <E>(where: object) => where as FilterQuery<E>;

/**
 * One table of ordered content (hero slides, category tiles). `save` and `remove` write at once, in the
 * open transaction when there is one: load an item to change or remove inside the same `transaction()`.
 */
export abstract class OrderedContentRepository<E extends OrderedContent> extends Repository {
  protected constructor(
    em: EntityManager,
    private readonly entity: EntityClass<E>,
    /** Columns `filter.q` searches (case-insensitive substring). */
    private readonly searchFields: readonly string[],
  ) {
    super(em);
  }

  /** A new item, stored by `save`. */
  newItem(): E {
    return new (this.entity as new () => E)();
  }

  findPage(filter: OrderedContentFilter, page: Pick<ListQuery, 'sortBy' | 'offset' | 'limit'>): Promise<[E[], number]> {
    return this.db.findAndCount(this.entity, this.where(filter), {
      orderBy: [...page.sortBy, STAFF_ORDER] as QueryOrderMap<E>[],
      offset: page.offset,
      limit: page.limit,
    });
  }

  findById(id: string): Promise<E | null> {
    return this.db.findOne(this.entity, condition<E>({ id }));
  }

  /** The active items in staff order (the public reads). */
  findShown(): Promise<E[]> {
    return this.findShownWhere(condition<E>({}));
  }

  /** The highest `order` given, undefined when there is no item. */
  async lastOrder(): Promise<number | undefined> {
    const [last] = await this.db.find(this.entity, condition<E>({}), {
      orderBy: { order: 'DESC' } as QueryOrderMap<E>,
      limit: 1,
      fields: ['order'] as never,
    });
    return last?.order;
  }

  /** How many items there are, how many are on, and how many were created since `recentSince`. */
  async counts(recentSince: Date): Promise<{ total: number; active: number; recent: number }> {
    const db = this.db;
    const [total, active, recent] = await Promise.all([
      db.count(this.entity, condition<E>({})),
      db.count(this.entity, condition<E>({ isActive: true })),
      db.count(this.entity, condition<E>({ createdAt: { $gte: recentSince } })),
    ]);
    return { total, active, recent };
  }

  /** Which of `paths` some item shows as its image. */
  async imagePathsAmong(paths: string[]): Promise<string[]> {
    const rows = await this.db.find(this.entity, condition<E>({ imagePath: { $in: paths } }), {
      fields: ['imagePath'] as never,
    });
    return rows.map((row) => row.imagePath);
  }

  async save(content: E): Promise<void> {
    await this.db.persist(content).flush();
  }

  async remove(content: E): Promise<void> {
    await this.db.remove(content).flush();
  }

  /** Gives each item its new order in one transaction; answers how many rows were found. */
  setOrders(items: Array<{ id: string; order: number }>): Promise<number> {
    return this.transaction(async () => {
      const db = this.db;
      let count = 0;
      for (const { id, order } of items)
        count += await db.nativeUpdate(this.entity, condition<E>({ id }), { order } as never);
      return count;
    });
  }

  /** Active items matching `where`, in staff order. */
  protected findShownWhere(where: FilterQuery<E>): Promise<E[]> {
    return this.db.find(this.entity, condition<E>({ $and: [{ isActive: true }, where] }), {
      orderBy: STAFF_ORDER as QueryOrderMap<E>,
    });
  }

  private where(filter: OrderedContentFilter): FilterQuery<E> {
    const conditions: object[] = [];
    if (filter.ids) conditions.push({ id: { $in: filter.ids } });
    if (filter.isActive !== undefined) conditions.push({ isActive: filter.isActive });
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push({ $or: this.searchFields.map((field) => ({ [field]: { $ilike: pattern } })) });
    }
    return condition<E>({ $and: conditions });
  }
}
