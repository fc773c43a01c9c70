import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAuditController } from './admin-audit.controller.js';
import { AuditEventsRepository } from './audit-events.repository.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditService } from './audit.service.js';

/**
 * The audit trail: every staff write recorded (the global interceptor), read on the console. The ORM
 * subscriber that collects the writes' field changes is registered with the ORM (database/subscribers.ts).
 */
@Module({
  controllers: [AdminAuditController],
  providers: [AuditEventsRepository, AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditModule {}
