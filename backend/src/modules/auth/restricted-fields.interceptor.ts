import {
  type CallHandler,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { mayDo, RESTRICTED_FIELDS, type RestrictedFields } from '../../common/staff-permissions.js';
import type { AuthenticatedRequest } from '../users/index.js';

/** A list query's JSON parameter, or undefined when it is not JSON (the list's own parser answers that). */
function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function without(record: unknown, fields: readonly string[]): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
}

/**
 * Applies @RestrictFields: for a caller whose role lacks the permission, the restricted fields are
 * refused as the list's sort or filter keys, and left out of the answer (of each record of a list).
 */
@Injectable()
export class RestrictedFieldsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const restriction = this.reflector.getAllAndOverride<RestrictedFields | undefined>(RESTRICTED_FIELDS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (context.getType() !== 'http' || !restriction) return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (mayDo(request.user?.role, restriction.permission)) return next.handle();

    const { fields } = restriction;
    const sort = parsed(request.query.sort);
    const filter = parsed(request.query.filter);
    const asked = [
      ...(Array.isArray(sort) && typeof sort[0] === 'string' ? [sort[0]] : []),
      ...(filter && typeof filter === 'object' && !Array.isArray(filter) ? Object.keys(filter) : []),
    ].filter((key) => fields.includes(key));
    if (asked.length > 0)
      throw new ForbiddenException(
        `Your role may not sort or filter by ${asked.join(', ')}: it needs the permission ${restriction.permission}`,
      );
    return next
      .handle()
      .pipe(map((answer) => (Array.isArray(answer) ? answer.map((r) => without(r, fields)) : without(answer, fields))));
  }
}
