import { type EntityClass, EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/postgresql';
import type { ListOrder } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { isUuid } from '../../common/text/index.js';
import type { LeadRecord } from './entities/lead-record.entity.js';

/** One status's leads, spam left out: all of them, and those created this and the previous month. */
export interface StatusCounts {
  status: string;
  total: number;
  thisMonth: number;
  previousMonth: number;
}

/**
 * The records of one kind of lead (orders, appointments, contact messages), as staff and the public
 * forms read and write them; each kind's module declares an injectable subclass naming its entity.
 * Writes (`add`, `remove`, and changes to records found) happen when the surrounding transaction()
 * commits, so call them inside one.
 */
export abstract class LeadRecords<E extends LeadRecord> extends Repository {
  protected constructor(
    em: EntityManager,
    private readonly entity: EntityClass<E>,
  ) {
    super(em);
  }

  async page(
    where: FilterQuery<E>,
    orderBy: ListOrder,
    offset: number,
    limit: number,
  ): Promise<{ rows: E[]; total: number }> {
    const [rows, total] = await this.db.findAndCount(this.entity, where, { orderBy: orderBy as never, offset, limit });
    return { rows, total };
  }

  /** Every matching record in this order, at most `limit`. */
  all(where: FilterQuery<E>, orderBy: ListOrder, limit: number): Promise<E[]> {
    return this.db.find(this.entity, where, { orderBy: orderBy as never, limit });
  }

  /** Null when no record has this id (or it is not a uuid). */
  findById(id: string): Promise<E | null> {
    return isUuid(id) ? this.db.findOne(this.entity, { id } as FilterQuery<E>) : Promise.resolve(null);
  }

  add(data: RequiredEntityData<E>): E {
    return this.db.create(this.entity, data);
  }

  remove(record: E): void {
    this.db.remove(record);
  }

  /** Counts per status, spam left out, with those created since `thisMonth` and in [previousMonth, thisMonth). */
  async countByStatus(thisMonth: Date, previousMonth: Date): Promise<StatusCounts[]> {
    const db = this.db;
    const table = db.getMetadata().get(this.entity).tableName;
    const rows = await db
      .getConnection()
      .execute<Array<{ status: string; total: number; this_month: number; previous_month: number }>>(
        `select status, count(*)::int as total,
              (count(*) filter (where created_at >= ?))::int as this_month,
              (count(*) filter (where created_at >= ? and created_at < ?))::int as previous_month
         from "${table}" where spam = false group by status`,
        [thisMonth, previousMonth, thisMonth],
      );
    return rows.map((row) => ({
      status: row.status,
      total: row.total,
      thisMonth: row.this_month,
      previousMonth: row.previous_month,
    }));
  }
}
