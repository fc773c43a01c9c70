import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AUDIT_WAY, AuditWay } from '../../common/audited-routes.js';
import type { RequestWithAccount } from '../../common/authenticated-request.js';
import { AuditService, type StaffWrite } from './audit.service.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STAFF_ROUTE = /^\/api\/admin\/([^/]+)/;

type StaffRequest = RequestWithAccount<{ id: string; name: string; role: string }> & { id?: unknown };

/**
 * Global: every signed-in staff write under /api/admin goes through AuditService.record, so a new
 * staff route is in the trail without anyone remembering it (AuditWay says how, per route).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const resource = STAFF_ROUTE.exec(request.path)?.[1];
    const way = this.reflector.get<AuditWay | undefined>(AUDIT_WAY, context.getHandler()) ?? AuditWay.SameTransaction;
    if (!resource || !request.user || !WRITES.has(request.method) || way === AuditWay.NotRecorded) return next.handle();
    const write = this.describe(context, request, resource);
    return from(this.audit.record(write, way, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }

  private describe(context: ExecutionContext, request: StaffRequest, resource: string): StaffWrite {
    const handler = context.getHandler();
    // The operation's id as openapi.json names it (an explicit operationId, else the method's name).
    const documented = this.reflector.get<{ operationId?: string } | undefined>(DECORATORS.API_OPERATION, handler);
    const routePath = (request.route as { path?: string } | undefined)?.path ?? request.path;
    const { id, slug } = request.params as Record<string, string | undefined>;
    return {
      actor: { id: request.user!.id, name: request.user!.name, role: request.user!.role },
      action: documented?.operationId ?? handler.name,
      operation: `${request.method} ${routePath.replace(/:(\w+)/g, '{$1}')}`,
      entity: resource,
      entityId: id ?? slug ?? null,
      requestId: typeof request.id === 'string' ? request.id : null,
      clientAddress: request.ip ?? null,
    };
  }
}
