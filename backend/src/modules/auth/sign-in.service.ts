import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { TokenService } from './token.service.js';
import { TwoFactorSignInService } from './two-factor/two-factor-sign-in.service.js';
import { type User, UsersService } from '../users/index.js';
import { RateLimiter, type SignInAttempt } from '../rate-limit/index.js';

/** Checks a password sign-in for both the storefront and the console. */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly secondSteps: TwoFactorSignInService,
  ) {}

  /**
   * The password step: the account whose password this is, with the attempt still counting as a failure
   * until the caller settles it (`succeeded()` once the sign-in is complete, `passed()` when a second step
   * follows). One answer for an unknown address and a wrong password, so the form cannot probe for accounts.
   */
  async checkPassword(email: string, password: string, ip: string): Promise<{ user: User; attempt: SignInAttempt }> {
    const attempt = await this.limiter.beginSignIn(email, ip);
    const user = await this.users.findByCredentials(email, password);
    if (!user) throw new UnauthorizedException('Invalid email or password');
    return { user, attempt };
  }

  /**
   * The storefront's sign-in. Only failures count against the client (see RateLimiter.beginSignIn); the right
   * password clears this client's failures for the address, also when the account turns out to be disabled.
   * A staff account that signs in with a second step is refused here (it would skip that step): its password
   * leaves the failures counted, so it cannot clear the count of wrong codes either.
   */
  async signIn(email: string, password: string, ip: string): Promise<{ user: User; token: string }> {
    const { user, attempt } = await this.checkPassword(email, password, ip);
    if ((await this.secondSteps.due(user)) !== 'none') {
      await attempt.passed();
      throw new ForbiddenException('This staff account signs in with two-step sign-in: please sign in at the console');
    }
    await attempt.succeeded();
    if (user.isDisabled) throw new ForbiddenException('This account has been disabled. Please contact us.');
    return { user, token: await this.tokens.issue(user) };
  }
}
