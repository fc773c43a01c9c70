/* eslint-disable shop/module-boundaries -- like entities.ts: the ORM's configuration is also loaded by the migration tool and the import worker thread, which must not load the Nest modules behind each module's index.ts */
import { AuditChangeCollector } from '../modules/audit/audit-changes.js';

/** Told of every flush of every EntityManager: the audit trail's field changes (modules/audit). */
export const subscribers = [new AuditChangeCollector()];
