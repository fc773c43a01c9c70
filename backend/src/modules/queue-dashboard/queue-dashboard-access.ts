import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { type DashboardClaims, QueueDashboardTokens } from './queue-dashboard-tokens.service.js';
import { DASHBOARD_PATH, SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from './queue-dashboard.constants.js';
import { mayDo, Permission } from '../../common/staff-permissions.js';
import { TokenService } from '../auth/index.js';
import { type User, UsersService } from '../users/index.js';

const SIGN_IN = 'Please sign in to continue';
const STAFF_ONLY = 'This area is for shop staff only';

/** The same rule as the staff API's (Permission.Queues), which this Express middleware must apply itself. */
function assertMayUseDashboard(user: User): void {
  if (!user.isStaff) throw new ForbiddenException(STAFF_ONLY);
  if (!mayDo(user.role, Permission.Queues))
    throw new ForbiddenException(
      `Your role does not allow the queue dashboard: it needs the permission ${Permission.Queues}`,
    );
}

/**
 * The gate in front of bull-board. It is plain Express middleware, which the global AccessGuard
 * never sees, so it checks the role's permission itself. A browser tab cannot send a bearer header, hence
 * the ticket → cookie exchange; scripts and tests may still use the bearer header.
 */
@Injectable()
export class QueueDashboardAccess {
  constructor(
    private readonly apiTokens: TokenService,
    private readonly dashboardTokens: QueueDashboardTokens,
    private readonly users: UsersService,
  ) {}

  /** Errors go to next(), so Nest's exception filter answers them in the house shape. */
  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    this.check(request, response).then((passed) => passed && next(), next);
  };

  /** True when bull-board may answer; false when this gate already answered (the redirect). */
  private async check(request: Request, response: Response): Promise<boolean> {
    if (request.headers.authorization) {
      const user = await this.apiTokens.userFromHeader(request.headers.authorization);
      if (!user) throw new UnauthorizedException(SIGN_IN);
      assertMayUseDashboard(user);
      return true;
    }

    const ticket = request.query.ticket;
    if (typeof ticket === 'string') {
      const user = await this.currentAdmin(await this.dashboardTokens.redeemTicket(ticket));
      response.cookie(SESSION_COOKIE, await this.dashboardTokens.issueSession(user), {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.secure,
        path: DASHBOARD_PATH,
        maxAge: SESSION_LIFETIME_SECONDS * 1000,
      });
      // The clean address: the used ticket should not linger in the address bar or history.
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(302, withoutTicket(request));
      return false;
    }

    const session = readCookie(request, SESSION_COOKIE);
    if (!session) throw new UnauthorizedException(SIGN_IN);
    // Checked on every request, like API tokens: disabling an account or resetting its password
    // ends its dashboard session too.
    await this.currentAdmin(await this.dashboardTokens.verifySession(session));
    return true;
  }

  private async currentAdmin(claims: DashboardClaims): Promise<User> {
    const user = await this.users.findActiveById(claims.sub);
    if (!user) throw new UnauthorizedException(SIGN_IN);
    if (user.sessionsValidAfter && claims.issuedAtMs <= user.sessionsValidAfter.getTime())
      throw new UnauthorizedException(SIGN_IN);
    assertMayUseDashboard(user);
    return user;
  }
}

function withoutTicket(request: Request): string {
  const url = new URL(request.originalUrl, 'http://local');
  url.searchParams.delete('ticket');
  // Always under the dashboard's own path, so the redirect cannot be pointed anywhere else.
  const path = request.path === '/' ? '' : request.path;
  return `${DASHBOARD_PATH}${path}${url.search}`;
}

/** The app has no cookie parser (only this route uses a cookie); one named value is all we need. */
function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}
