import type { FilterQuery, RequiredEntityData } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../common/like-pattern.js';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { AuditEvent } from './entities/audit-event.entity.js';

export const AUDIT_SORT = sortColumns([
  'occurredAt',
  'actorName',
  'actorRole',
  'action',
  'operation',
  'entity',
  'entityId',
  'clientAddress',
]);
export type AuditSortField = keyof typeof AUDIT_SORT;

/** What the trail is filtered by (checked by AuditService). */
export interface AuditFilter {
  /** react-admin's getMany. */
  ids?: string[];
  actorId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** In the actor's name, the action or the record's id. */
  q?: string;
}

/** The audit trail: appended to inside the staff write's transaction, read by the console. */
@Injectable()
export class AuditEventsRepository extends Repository {
  /** Runs a staff write in one database transaction, which its event is then appended to. */
  enclosing<T>(write: () => Promise<T>): Promise<T> {
    return this.enclose(write);
  }

  async append(event: RequiredEntityData<AuditEvent>): Promise<void> {
    const db = this.db;
    db.create(AuditEvent, event);
    await db.flush();
  }

  async list(
    filter: AuditFilter,
    query: Pick<ListQuery<AuditSortField>, 'orderBy' | 'offset' | 'limit'>,
  ): Promise<{ events: AuditEvent[]; total: number }> {
    const [events, total] = await this.db.findAndCount(AuditEvent, where(filter), {
      orderBy: query.orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { events, total };
  }
}

function where(filter: AuditFilter): FilterQuery<AuditEvent> {
  const conditions: FilterQuery<AuditEvent>[] = [];
  if (filter.ids) conditions.push({ id: { $in: filter.ids } });
  if (filter.actorId) conditions.push({ actorId: filter.actorId });
  if (filter.entity) conditions.push({ entity: filter.entity });
  if (filter.entityId) conditions.push({ entityId: filter.entityId });
  if (filter.action) conditions.push({ action: filter.action });
  if (filter.from) conditions.push({ occurredAt: { $gte: filter.from } });
  if (filter.to) conditions.push({ occurredAt: { $lt: filter.to } });
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push({
      $or: [{ actorName: { $ilike: pattern } }, { action: { $ilike: pattern } }, { entityId: { $ilike: pattern } }],
    });
  }
  return conditions.length ? { $and: conditions } : {};
}
