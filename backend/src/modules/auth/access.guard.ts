import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OPTIONAL_SIGN_IN_ROUTE, PUBLIC_ROUTE, SIGNED_IN_ROUTE } from './access.decorators.js';
import { TokenService } from './token.service.js';
import type { AuthenticatedRequest } from '../users/index.js';

/**
 * Global guard: every /api/admin route needs an admin's token unless marked @Public(), so a new
 * staff route cannot be left open by forgetting a decorator; other routes marked @SignedIn() need
 * any account's token; routes marked @OptionalSignIn() take a valid token's account and ignore any other.
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
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets);
    const needsSignIn = this.reflector.getAllAndOverride<boolean>(SIGNED_IN_ROUTE, targets);
    if (!isStaffRoute && this.reflector.getAllAndOverride<boolean>(OPTIONAL_SIGN_IN_ROUTE, targets)) {
      const session = await this.tokens.sessionFromHeader(request.headers.authorization);
      request.user = session?.user;
      request.sessionId = session?.sessionId;
      return true;
    }
    if (isPublic || (!isStaffRoute && !needsSignIn)) return true;

    const session = await this.tokens.sessionFromHeader(request.headers.authorization);
    if (!session) throw new UnauthorizedException('Please sign in to continue');
    if (isStaffRoute && !session.user.isAdmin) throw new ForbiddenException('This area is for shop staff only');
    request.user = session.user;
    request.sessionId = session.sessionId;
    return true;
  }
}
