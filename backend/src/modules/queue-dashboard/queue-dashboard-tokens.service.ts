import { randomUUID } from 'node:crypto';
import { Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  PURPOSE,
  type DashboardPurpose,
  SESSION_LIFETIME_SECONDS,
  TICKET_LIFETIME_SECONDS,
} from './queue-dashboard.constants.js';
import { QueueScope, RedisStatus } from '../queue/index.js';
import type { User } from '../users/index.js';

export interface DashboardClaims {
  sub: string;
  purpose: DashboardPurpose;
  /** Milliseconds, as in the API tokens, so a password reset or disable ends the session at once. */
  issuedAtMs: number;
  jti?: string;
  exp?: number;
}

const EXPIRED = 'This dashboard link has expired or was already used. Open the queue dashboard from the console again.';
const SESSION_ENDED = 'Your queue dashboard session has ended. Open it from the console again.';

/**
 * Tickets and session cookies for the queue dashboard. They are signed with a key of their own
 * (see QueueDashboardModule), so the API never accepts them as bearer tokens, and carry a purpose
 * that is checked exactly, so an API token is never accepted here either.
 */
@Injectable()
export class QueueDashboardTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly redis: RedisStatus,
    private readonly scope: QueueScope,
  ) {}

  issueTicket(user: User): Promise<string> {
    return this.sign(user, PURPOSE.ticket, TICKET_LIFETIME_SECONDS, randomUUID());
  }

  issueSession(user: User): Promise<string> {
    return this.sign(user, PURPOSE.session, SESSION_LIFETIME_SECONDS);
  }

  /**
   * Checks a ticket and marks it used. The mark lives in Redis so it holds across API processes;
   * without Redis the dashboard has nothing to show anyway, so a ticket is refused rather than
   * made reusable.
   */
  async redeemTicket(ticket: string): Promise<DashboardClaims> {
    const claims = await this.verify(ticket, PURPOSE.ticket, EXPIRED);
    if (!claims.jti) throw new UnauthorizedException(EXPIRED);
    this.redis.assertAvailable();
    const secondsLeft = Math.max(1, (claims.exp ?? 0) - Math.floor(Date.now() / 1000));
    let first: string | null;
    try {
      first = await this.redis.connection.set(this.usedKey(claims.jti), '1', 'EX', secondsLeft, 'NX');
    } catch {
      throw new ServiceUnavailableException(
        'The queue dashboard is unavailable because Redis cannot be reached. Try again shortly.',
      );
    }
    if (first !== 'OK') throw new UnauthorizedException(EXPIRED);
    return claims;
  }

  verifySession(token: string): Promise<DashboardClaims> {
    return this.verify(token, PURPOSE.session, SESSION_ENDED);
  }

  private sign(user: User, purpose: DashboardPurpose, expiresIn: number, jti?: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, purpose, issuedAtMs: Date.now() },
      { expiresIn, ...(jti ? { jwtid: jti } : {}) },
    );
  }

  private async verify(token: string, purpose: DashboardPurpose, refusal: string): Promise<DashboardClaims> {
    let claims: DashboardClaims;
    try {
      claims = await this.jwt.verifyAsync<DashboardClaims>(token);
    } catch {
      throw new UnauthorizedException(refusal);
    }
    if (claims.purpose !== purpose || typeof claims.sub !== 'string' || !Number.isFinite(claims.issuedAtMs)) {
      throw new UnauthorizedException(refusal);
    }
    return claims;
  }

  private usedKey(jti: string): string {
    return this.scope.key('queue-dashboard', 'used-ticket', jti);
  }
}
