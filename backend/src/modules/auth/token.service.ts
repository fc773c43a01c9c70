import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { isUuid } from '../../common/text/index.js';
import { SessionsRepository } from './sessions.repository.js';
import type { User } from '../users/index.js';

interface TokenClaims {
  sub: string;
  /** The server-side session (sessions table); sign-out revokes it. */
  jti?: string;
  /** Issue time in milliseconds: `iat` has whole seconds, too coarse to end sessions at once. */
  issuedAtMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Issues and checks bearer tokens; a token is only as good as its session and the account behind
 * it right now: signing out, "sign out everywhere", a password reset or disabling the account end it.
 */
@Injectable()
export class TokenService {
  private readonly lifetimeMs: number;

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const [, amount, unit] = /^(\d+)([smhd])$/.exec(config.jwt.expiresIn)!;
    this.lifetimeMs = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }

  async issue(user: User): Promise<string> {
    const sessionId = await this.sessions.open(user.id, new Date(Date.now() + this.lifetimeMs));
    return this.jwt.signAsync({ sub: user.id, issuedAtMs: Date.now() }, { jwtid: sessionId });
  }

  async userFromHeader(header: string | undefined): Promise<User | null> {
    return (await this.sessionFromHeader(header))?.user ?? null;
  }

  /** The account and session of a bearer header, or null when the token is not (or no longer) good. */
  async sessionFromHeader(header: string | undefined): Promise<{ user: User; sessionId: string } | null> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      return null;
    }
    // Tokens from before server-side sessions carry no jti: they sign in again once.
    if (!claims.jti || !isUuid(claims.jti) || !isUuid(claims.sub)) return null;
    const user = await this.sessions.liveAccount(claims.jti, claims.sub);
    if (!user) return null;
    // Sessions end at once when an account is disabled or its password is reset.
    if (!Number.isFinite(claims.issuedAtMs)) return null;
    if (user.sessionsValidAfter && claims.issuedAtMs <= user.sessionsValidAfter.getTime()) return null;
    return { user, sessionId: claims.jti };
  }

  /** Signs one session out. */
  signOut(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }

  /** Signs the account out of every browser and device. */
  signOutEverywhere(userId: string): Promise<void> {
    return this.sessions.revokeAll(userId);
  }
}
