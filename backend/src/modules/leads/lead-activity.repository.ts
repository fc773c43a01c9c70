import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Repository } from '../../common/repository.js';
import type { LeadRecord } from './entities/lead-record.entity.js';
import { LeadSource } from './lead-source.js';

/** A lead kind's requests in one status: all of them, and those created before a given moment. */
export interface LeadStatusCount {
  status: string;
  total: number;
  previous: number;
}

/** Requests created in one shop-local week (its Monday, YYYY-MM-DD). */
export interface LeadWeekCount {
  week: string;
  count: number;
}

/** Requests from one source; widget ones per partner origin (null for the storefront, or no origin). */
export interface LeadSourceCount {
  source: LeadSource;
  origin: string | null;
  count: number;
}

/**
 * What the staff dashboard and the lists' origin filter read of one lead kind, over the columns every
 * LeadRecord has (status, spam, created_at, source, source_origin); spam never counts. Each kind's
 * module provides one for its entity, so no other module names its table. Reads only.
 */
export abstract class LeadActivityRepository<E extends LeadRecord & { status: string }> extends Repository {
  protected constructor(
    em: EntityManager,
    private readonly entity: EntityClass<E>,
  ) {
    super(em);
  }

  protected get table(): string {
    return this.em.getMetadata().get(this.entity).tableName;
  }

  private rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.getConnection().execute<T[]>(sql, params);
  }

  /** Per status: how many there are, and how many of them were created before `createdBefore`. */
  statusCounts(createdBefore: Date): Promise<LeadStatusCount[]> {
    return this.rows<LeadStatusCount>(
      `select status, count(*)::int as total, (count(*) filter (where created_at < ?))::int as previous
         from "${this.table}" where spam = false group by status`,
      [createdBefore],
    );
  }

  countInStatus(status: E['status']): Promise<number> {
    return this.db.count(this.entity, { status, spam: false } as FilterQuery<E>);
  }

  /** Created in [from, to), per shop-local week (Monday), off the (spam, created_at) index where there is one. */
  weeklyCounts(from: Date, to: Date, timeZone: string): Promise<LeadWeekCount[]> {
    return this.rows<LeadWeekCount>(
      `select to_char(date_trunc('week', created_at at time zone ?::text), 'YYYY-MM-DD') as week, count(*)::int as count
         from "${this.table}" where spam = false and created_at >= ? and created_at < ?
        group by 1`,
      [timeZone, from, to],
    );
  }

  /** How many came from each source; widget requests per partner origin. */
  sourceCounts(): Promise<LeadSourceCount[]> {
    return this.rows<LeadSourceCount>(
      `select source, case when source = ? then source_origin end as origin, count(*)::int as count
         from "${this.table}" where spam = false
        group by 1, 2`,
      [LeadSource.Widget],
    );
  }

  /** The distinct partner origins requests came from, unordered. */
  async origins(): Promise<string[]> {
    const rows = await this.rows<{ origin: string }>(
      `select distinct source_origin as origin from "${this.table}" where source_origin is not null and spam = false`,
    );
    return rows.map((row) => row.origin);
  }

  /** The newest `limit` by creation (the newest id first among equals), with `fields` loaded. */
  recent<F extends keyof E & string>(limit: number, fields: readonly F[]): Promise<Pick<E, F>[]> {
    return this.db.find(this.entity, { spam: false } as never, {
      fields: fields as never,
      orderBy: { createdAt: 'desc', id: 'desc' } as never,
      limit,
    });
  }
}

/**
 * Code-point order, which is PostgreSQL's "C" collation: lists merged from several kinds sort the same
 * whatever the database's locale.
 */
export function byCodePoint(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
