import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UsersService, type User } from '../users/index.js';

interface TokenClaims {
  sub: string;
  /** Issue time in milliseconds: `iat` has whole seconds, too coarse to end sessions at once. */
  issuedAtMs: number;
}

/** Issues and checks bearer tokens; a token is only as good as the account behind it right now. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issue(user: User): Promise<string> {
    return this.jwt.signAsync({ sub: user.id, issuedAtMs: Date.now() });
  }

  async userFromHeader(header: string | undefined): Promise<User | null> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      return null;
    }
    const user = await this.users.findActiveById(claims.sub);
    if (!user) return null;
    // Sessions end at once when an account is disabled or its password is reset.
    if (!Number.isFinite(claims.issuedAtMs)) return null;
    if (user.sessionsValidAfter && claims.issuedAtMs <= user.sessionsValidAfter.getTime()) return null;
    return user;
  }
}
