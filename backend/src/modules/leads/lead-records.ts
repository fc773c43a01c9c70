import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { ListQuery } from '../../common/list-query.js';
import type { LeadStatsDto } from './dto/lead-stats.dto.js';
import type { LeadRecord } from './entities/lead-record.entity.js';
import { LeadSource } from './lead-source.js';
import { normaliseLeadReference } from './lead-reference.js';
import { escapeLike } from '../../common/like-pattern.js';
import { isUuid } from '../../common/text/index.js';
import { parseDate, zonedDay, zonedMonthStart } from '../../common/time/index.js';

type Where = Record<string, unknown>;

/** How one lead resource is listed by staff. */
export interface LeadResource<E extends LeadRecord> {
  entity: EntityClass<E>;
  /** 'Order' → 'Order not found'. */
  label: string;
  statuses: readonly string[];
  /** Columns `q` searches (case-insensitive substring); a reference, however typed, is always found. */
  searchFields: readonly string[];
  /** The resource's own filter keys, as conditions (`now`: the server's clock, for "upcoming"). */
  filters?: (filter: Record<string, unknown>, timeZone: string, now: Date) => Where[];
}

/** The fields every lead shows, as stored (each resource adds its own): staff lists sort on any of them. */
export const LEAD_SORT_FIELDS = [
  'reference',
  'fullName',
  'phone',
  'email',
  'source',
  'sourceOrigin',
  'spam',
  'createdAt',
] as const;

/** Most rows one export answers. */
export const EXPORT_LIMIT = 50_000;

/**
 * The staff side every lead resource shares (react-admin lists, show, stats, export): spam is hidden
 * unless `filter.spam=true`; `q`, `status`, `source`, `sourceOrigin` and `id` (getMany) work everywhere.
 */
export class LeadRecords<E extends LeadRecord> {
  constructor(
    private readonly resource: LeadResource<E>,
    /** The shop's time zone as staff set it now (date filters, months). */
    private readonly timeZone: () => Promise<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(em: EntityManager, query: ListQuery<string>): Promise<{ rows: E[]; total: number }> {
    const [rows, total] = await em.findAndCount(this.resource.entity, this.where(query.filter, await this.timeZone()), {
      orderBy: query.orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { rows, total };
  }

  /** The whole filtered list in the list's order (exports), at most EXPORT_LIMIT rows. */
  async all(em: EntityManager, query: ListQuery<string>): Promise<E[]> {
    return em.find(this.resource.entity, this.where(query.filter, await this.timeZone()), {
      orderBy: query.orderBy as never,
      limit: EXPORT_LIMIT,
    });
  }

  async find(em: EntityManager, id: string): Promise<E> {
    const record = isUuid(id) ? await em.findOne(this.resource.entity, { id } as FilterQuery<E>) : null;
    if (!record) throw new NotFoundException(`${this.resource.label} not found`);
    return record;
  }

  async stats(em: EntityManager, now: Date): Promise<LeadStatsDto> {
    const table = em.getMetadata().get(this.resource.entity).tableName;
    const timeZone = await this.timeZone();
    const thisMonth = zonedMonthStart(now, timeZone);
    const previousMonth = zonedMonthStart(now, timeZone, 1);
    const rows = await em
      .getConnection()
      .execute<Array<{ status: string; total: number; this_month: number; previous_month: number }>>(
        `select status, count(*)::int as total,
              (count(*) filter (where created_at >= ?))::int as this_month,
              (count(*) filter (where created_at >= ? and created_at < ?))::int as previous_month
         from "${table}" where spam = false group by status`,
        [thisMonth, previousMonth, thisMonth],
      );
    const byStatus = Object.fromEntries(this.resource.statuses.map((status) => [status, 0]));
    const sum = (key: 'total' | 'this_month' | 'previous_month') => rows.reduce((total, row) => total + row[key], 0);
    for (const row of rows) byStatus[row.status] = row.total;
    return { total: sum('total'), byStatus, thisMonth: sum('this_month'), previousMonth: sum('previous_month') };
  }

  private where(filter: Record<string, unknown>, timeZone: string): FilterQuery<E> {
    const conditions: Where[] = [];
    if (Array.isArray(filter.id)) {
      conditions.push({ id: { $in: filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id)) } });
    } else {
      conditions.push({ spam: filter.spam === true || filter.spam === 'true' });
    }
    const status = oneOrMany(filter, 'status', this.resource.statuses);
    if (status) conditions.push({ status: { $in: status } });
    const source = oneOrMany(filter, 'source', Object.values(LeadSource));
    if (source) conditions.push({ source: { $in: source } });
    if (typeof filter.sourceOrigin === 'string' && filter.sourceOrigin.trim())
      conditions.push({ sourceOrigin: filter.sourceOrigin.trim() });
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const pattern = `%${escapeLike(filter.q.trim())}%`;
      const reference = normaliseLeadReference(filter.q);
      conditions.push({
        $or: [
          ...this.resource.searchFields.map((field) => ({ [field]: { $ilike: pattern } })),
          ...(reference ? [{ reference }] : []),
        ],
      });
    }
    conditions.push(...(this.resource.filters?.(filter, timeZone, this.now()) ?? []));
    return { $and: conditions } as FilterQuery<E>;
  }
}

/** A filter key that takes one allowed value or a list of them (react-admin's select-array inputs). */
export function oneOrMany(
  filter: Record<string, unknown>,
  key: string,
  allowed: readonly string[],
): string[] | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((item) => typeof item === 'string' && allowed.includes(item))) {
    throw new BadRequestException(`filter.${key} must be one of ${allowed.join(', ')}`);
  }
  return values as string[];
}

/** Conditions for `from`/`to` shop-local calendar days (YYYY-MM-DD, both inclusive) on `field`. */
export function dayRange(
  filter: Record<string, unknown>,
  keys: { from?: string; to?: string; on?: string },
  field: string,
  timeZone: string,
): Where[] {
  const day = (key: string | undefined) => {
    if (!key || filter[key] === undefined || filter[key] === null || filter[key] === '') return undefined;
    const date = parseDate(filter[key]);
    if (!date) throw new BadRequestException(`filter.${key} must be a date written YYYY-MM-DD`);
    return zonedDay(date, timeZone);
  };
  const conditions: Where[] = [];
  const from = day(keys.from);
  const to = day(keys.to);
  const on = day(keys.on);
  if (from) conditions.push({ [field]: { $gte: from.start } });
  if (to) conditions.push({ [field]: { $lt: to.end } });
  if (on) conditions.push({ [field]: { $gte: on.start, $lt: on.end } });
  return conditions;
}
