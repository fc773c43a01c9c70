import type { EntityClass, FilterQuery } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import type { LeadRecord } from './entities/lead-record.entity.js';
import { LeadSource } from './lead-source.js';
import { normaliseLeadReference } from './lead-reference.js';
import { escapeLike } from '../../common/like-pattern.js';
import { isUuid } from '../../common/text/index.js';
import { parseDate, zonedDay } from '../../common/time/index.js';

/** One condition on a lead's columns, as MikroORM reads it. */
export type LeadCondition = Record<string, unknown>;

/** How staff find one kind of lead: what it is called, its statuses, what `q` searches and its own filter keys. */
export interface LeadKind<E extends LeadRecord> {
  entity: EntityClass<E>;
  /** 'Order' → 'Order not found'. */
  label: string;
  statuses: readonly string[];
  /** Columns `q` searches (case-insensitive substring); a reference, however typed, is always found. */
  searchFields: readonly string[];
  /** The kind's own filter keys, as conditions (`now`: the server's clock, for "upcoming"). */
  filters?: (filter: Record<string, unknown>, timeZone: string, now: Date) => LeadCondition[];
}

/** The fields every lead shows, as stored (each kind adds its own): staff lists sort on any of them. */
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

/**
 * The staff list's filter as a condition: spam is hidden unless `filter.spam=true`; `q`, `status`,
 * `source`, `sourceOrigin` and `id` (getMany) work on every kind, then the kind's own keys. A key whose
 * value cannot be one is a 400 naming it.
 */
export function leadConditions<E extends LeadRecord>(
  kind: LeadKind<E>,
  filter: Record<string, unknown>,
  timeZone: string,
  now: Date,
): FilterQuery<E> {
  const conditions: LeadCondition[] = [];
  if (Array.isArray(filter.id)) {
    conditions.push({ id: { $in: filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id)) } });
  } else {
    conditions.push({ spam: filter.spam === true || filter.spam === 'true' });
  }
  const status = oneOrMany(filter, 'status', kind.statuses);
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
        ...kind.searchFields.map((field) => ({ [field]: { $ilike: pattern } })),
        ...(reference ? [{ reference }] : []),
      ],
    });
  }
  conditions.push(...(kind.filters?.(filter, timeZone, now) ?? []));
  return { $and: conditions } as FilterQuery<E>;
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
): LeadCondition[] {
  const day = (key: string | undefined) => {
    if (!key || filter[key] === undefined || filter[key] === null || filter[key] === '') return undefined;
    const date = parseDate(filter[key]);
    if (!date) throw new BadRequestException(`filter.${key} must be a date written YYYY-MM-DD`);
    return zonedDay(date, timeZone);
  };
  const conditions: LeadCondition[] = [];
  const from = day(keys.from);
  const to = day(keys.to);
  const on = day(keys.on);
  if (from) conditions.push({ [field]: { $gte: from.start } });
  if (to) conditions.push({ [field]: { $lt: to.end } });
  if (on) conditions.push({ [field]: { $gte: on.start, $lt: on.end } });
  return conditions;
}
