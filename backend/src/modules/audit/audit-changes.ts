import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeSet, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { canonicalJson } from '../../common/text/index.js';
import type { AuditFieldChange } from './entities/audit-event.entity.js';
import { maskedValue } from './audit-masking.js';

/** Fields every update touches: noise in a trail that already says when. */
const BOOKKEEPING = new Set(['updatedAt']);

const collecting = new AsyncLocalStorage<AuditFieldChange[]>();

/** Runs `work`, collecting the field changes of every ORM flush it makes (AuditChangeCollector). */
export async function collectChanges<T>(work: () => Promise<T>): Promise<{ answer: T; changes: AuditFieldChange[] }> {
  const changes: AuditFieldChange[] = [];
  const answer = await collecting.run(changes, work);
  return { answer, changes };
}

function fieldChanges(changeSet: ChangeSet<object>): AuditFieldChange[] {
  const record = changeSet.meta.className;
  const before = (changeSet.originalEntity ?? {}) as Record<string, unknown>;
  const after = changeSet.payload as Record<string, unknown>;
  const isDelete = changeSet.type === 'delete';
  // An update the ORM saw as a change only because a JSON value's keys came in another order is none.
  const unchanged = (field: string) =>
    changeSet.type === 'update' && canonicalJson(before[field]) === canonicalJson(after[field]);
  const fields = Object.keys(isDelete ? before : after).filter((field) => !BOOKKEEPING.has(field) && !unchanged(field));
  return fields.map((field) => ({
    record,
    recordId: changeSet.getSerializedPrimaryKey(),
    change: changeSet.type,
    field,
    before: changeSet.type === 'create' ? null : maskedValue(record, field, before[field]),
    after: isDelete ? null : maskedValue(record, field, after[field]),
  }));
}

/**
 * Subscribed to every EntityManager: a flush inside collectChanges adds what it is about to write, as
 * the unit of work computed it (each field's value before and after). Writes that bypass the unit of
 * work (nativeUpdate, SQL) add nothing; their event still names the record.
 */
export class AuditChangeCollector implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    const changes = collecting.getStore();
    if (!changes) return;
    for (const changeSet of uow.getChangeSets())
      if (changeSet.meta.className !== 'AuditEvent') changes.push(...fieldChanges(changeSet));
  }
}
