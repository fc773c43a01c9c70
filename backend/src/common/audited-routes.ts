import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/**
 * How a staff write is recorded in the audit trail (modules/audit). By default its event is written in
 * the same transaction as its change. openapi.json shows each write's way as `x-audit`.
 */
export enum AuditWay {
  /** The route's writes and its event commit together, or neither does. */
  SameTransaction = 'same-transaction',
  /**
   * The route hands work to a queue whose worker reads what the route wrote, so its writes must be
   * committed before the job can start (or, like a held run's discard, it goes through repositories
   * that keep connections of their own): the route runs as before, and its event is written right after.
   */
  AfterCommit = 'after-commit',
  /** Changes no shop data (a preview, signing out). */
  NotRecorded = 'not-recorded',
}

export const AUDIT_WAY = 'audit:way';
export const AUDIT_EXTENSION = 'x-audit';

const auditWay = (way: AuditWay, note?: string) =>
  applyDecorators(SetMetadata(AUDIT_WAY, way), ApiExtension(AUDIT_EXTENSION, note ? `${way}: ${note}` : way));

/** A staff write whose worker must see its writes committed (see AuditWay.AfterCommit). */
export const AuditedAfterCommit = () => auditWay(AuditWay.AfterCommit);

/** A POST, PUT, PATCH or DELETE that changes no shop data, with the reason. */
export const NotAudited = (reason: string) => auditWay(AuditWay.NotRecorded, reason);
