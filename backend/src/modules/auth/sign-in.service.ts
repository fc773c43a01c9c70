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

  /**
   * One answer for an unknown address and a wrong password, so the form cannot probe for accounts.
   * Only failures count against the client (see RateLimiter.beginSignIn); the right password clears
   * this client's failures for the address, also when the account turns out to be disabled.
   */
  async signIn(email: string, password: string, ip: string): Promise<{ user: User; token: string }> {
    const attempt = await this.limiter.beginSignIn(email, ip);
    const user = await this.users.findByCredentials(email, password);
    if (!user) throw new UnauthorizedException('Invalid email or password');
    await attempt.succeeded();
    if (user.isDisabled) throw new ForbiddenException('This account has been disabled. Please contact us.');
    return { user, token: await this.tokens.issue(user) };
  }
}
