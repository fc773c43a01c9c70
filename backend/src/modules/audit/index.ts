/** The audit trail of staff writes (issue 33 §3): the module, and its masking of personal data. */
export { AuditModule } from './audit.module.js';
export { AuditEvent } from './entities/audit-event.entity.js';
