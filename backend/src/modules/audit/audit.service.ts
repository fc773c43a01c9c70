import { BadRequestException, Injectable } from '@nestjs/common';
import { AuditWay } from '../../common/audited-routes.js';
import type { ListQuery } from '../../common/list-query.js';
import type { StaffRole } from '../../common/staff-permissions.js';
import { isUuid, toCsv } from '../../common/text/index.js';
import { Clock } from '../../common/time/index.js';
import { collectChanges } from './audit-changes.js';
import { type AuditFilter, AuditEventsRepository, type AuditSortField } from './audit-events.repository.js';
import type { AuditEventDto } from './dto/audit-event.dto.js';
import type { AuditEvent, AuditFieldChange } from './entities/audit-event.entity.js';

/** What the audit interceptor knows of a staff write before it runs. */
export interface StaffWrite {
  actor: { id: string; name: string; role: string };
  action: string;
  operation: string;
  entity: string;
  /** The route's own id; for a create, the new record's id is taken from the answer. */
  entityId: string | null;
  requestId: string | null;
  clientAddress: string | null;
}

/** Most rows one export answers. */
export const AUDIT_EXPORT_LIMIT = 50_000;

const CSV_COLUMNS = [
  'occurredAt',
  'actorName',
  'actorRole',
  'action',
  'operation',
  'entity',
  'entityId',
  'changes',
  'requestId',
  'clientAddress',
] as const satisfies readonly (keyof AuditEventDto)[];

const answerId = (answer: unknown): string | null => {
  const id = (answer as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/** The audit trail (issue 33 §3): records every staff write, and lists them for Owners and Managers. */
@Injectable()
export class AuditService {
  constructor(
    private readonly events: AuditEventsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs a staff write and appends its event: in one database transaction with everything the write
   * does (each repository call on it), or right after it for AuditWay.AfterCommit. A write that throws
   * records nothing.
   */
  record<T>(write: StaffWrite, way: AuditWay, work: () => Promise<T>): Promise<T> {
    const run = async () => {
      const { answer, changes } = await collectChanges(work);
      await this.events.append(this.event(write, answer, changes));
      return answer;
    };
    return way === AuditWay.AfterCommit ? run() : this.events.enclosing(run);
  }

  async list(query: ListQuery<AuditSortField>): Promise<{ items: AuditEventDto[]; total: number }> {
    const { events, total } = await this.events.list(auditFilter(query.filter), query);
    return { items: events.map(toDto), total };
  }

  async exportCsv(query: ListQuery<AuditSortField>): Promise<string> {
    const { events } = await this.events.list(auditFilter(query.filter), {
      orderBy: query.orderBy,
      offset: 0,
      limit: AUDIT_EXPORT_LIMIT,
    });
    return toCsv(
      [...CSV_COLUMNS],
      events.map(toDto).map((event) => CSV_COLUMNS.map((column) => event[column])),
    );
  }

  private event(write: StaffWrite, answer: unknown, changes: AuditFieldChange[]) {
    return {
      occurredAt: this.clock.now(),
      actorId: write.actor.id,
      actorName: write.actor.name,
      actorRole: write.actor.role,
      action: write.action,
      operation: write.operation,
      entity: write.entity,
      entityId: write.entityId ?? answerId(answer),
      changes,
      requestId: write.requestId,
      clientAddress: write.clientAddress,
    };
  }
}

function toDto(event: AuditEvent): AuditEventDto {
  return { ...event, occurredAt: event.occurredAt.toISOString(), actorRole: event.actorRole as StaffRole };
}

const FILTER_KEYS = ['actorId', 'entity', 'entityId', 'action', 'from', 'to', 'q', 'id'];

/** The list's filter as react-admin sends it; a value that cannot be meant gets a 400 naming the key. */
function auditFilter(filter: Record<string, unknown>): AuditFilter {
  const refuse = (key: string, reason: string): never => {
    throw new BadRequestException({ message: `filter.${key} ${reason}`, errors: { [key]: reason } });
  };
  for (const key of Object.keys(filter))
    if (!FILTER_KEYS.includes(key)) refuse(key, 'is not a filter of the audit trail');
  const text = (key: string) => {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    return typeof value === 'string' ? value.trim() : refuse(key, 'must be text');
  };
  const date = (key: string) => {
    const value = text(key);
    if (value === undefined) return undefined;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? refuse(key, 'must be a date (ISO 8601)') : at;
  };
  const actorId = text('actorId');
  if (actorId !== undefined && !isUuid(actorId)) refuse('actorId', 'must be an account id');
  const ids = filter.id;
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string' && isUuid(id))))
    refuse('id', 'must be a list of event ids');
  return {
    ids: ids as string[] | undefined,
    actorId,
    entity: text('entity'),
    entityId: text('entityId'),
    action: text('action'),
    from: date('from'),
    to: date('to'),
    q: text('q'),
  };
}
