import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PUBLIC_ROUTE } from './access.decorators.js';
import { TokenService } from './token.service.js';
import type { User } from '../users/entities/user.entity.js';

export type AuthenticatedRequest = Request & { user?: User };

/**
 * Global guard: every /api/admin route needs an admin's token unless marked @Public(), so a new
 * staff route cannot be left open by forgetting a decorator.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isStaffRoute = /^\/api\/admin(\/|$)/i.test(request.path);
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()]);
    if (!isStaffRoute || isPublic) return true;

    const user = await this.tokens.userFromHeader(request.headers.authorization);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    if (!user.isAdmin) throw new ForbiddenException('This area is for shop staff only');
    request.user = user;
    return true;
  }
}
