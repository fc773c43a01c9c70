import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OPTIONAL_SIGN_IN_ROUTE, PUBLIC_ROUTE, SIGNED_IN_ROUTE } from './access.decorators.js';
import { mayDo, type Permission, REQUIRED_PERMISSION, STAFF_ROLE_LABELS } from '../../common/staff-permissions.js';
import { TokenService } from './token.service.js';
import type { AuthenticatedRequest, User } from '../users/index.js';

/**
 * Global guard: every /api/admin route needs a staff token unless marked @Public(), and the permission
 * it declares (@Requires) in the caller's role; a staff route that declares none is refused to
 * everyone, so a new one cannot be left open by forgetting a decorator. Other routes marked @SignedIn() need
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
    if (isStaffRoute)
      this.checkPermission(session.user, this.reflector.getAllAndOverride(REQUIRED_PERMISSION, targets));
    request.user = session.user;
    request.sessionId = session.sessionId;
    return true;
  }

  private checkPermission(user: User, permission: Permission | undefined): void {
    if (!user.isStaff) throw new ForbiddenException('This area is for shop staff only');
    if (!permission) throw new ForbiddenException('This staff operation is not open to any role');
    if (!mayDo(user.role, permission))
      throw new ForbiddenException(
        `Your role (${STAFF_ROLE_LABELS[user.role as keyof typeof STAFF_ROLE_LABELS]}) does not allow this: it needs the permission ${permission}`,
      );
  }
}
