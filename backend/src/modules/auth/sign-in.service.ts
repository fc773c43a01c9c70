import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { TokenService } from './token.service.js';
import { type User, UsersService } from '../users/index.js';
import { RateLimiter } from '../rate-limit/index.js';

/** Checks a password sign-in for both the storefront and the console. */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
  ) {}

  /** One answer for an unknown address and a wrong password, so the form cannot probe for accounts. */
  async signIn(email: string, password: string, ip: string): Promise<{ user: User; token: string }> {
    await this.limiter.consume('sign-in', email, ip);
    const user = await this.users.findByCredentials(email, password);
    if (!user) throw new UnauthorizedException('Invalid email or password');
    if (user.isDisabled) throw new ForbiddenException('This account has been disabled. Please contact us.');
    await this.limiter.reset('sign-in', email);
    return { user, token: await this.tokens.issue(user) };
  }
}
