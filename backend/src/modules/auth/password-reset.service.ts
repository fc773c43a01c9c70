import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { PasswordResetTokens } from './one-time-link-tokens.repository.js';
import { ACCOUNT_EXISTS_MAIL, PASSWORD_RESET_MAIL } from './password-reset.mails.js';
import { hashOneTimeToken as hashToken } from './one-time-token.js';
import { MailService } from '../mail/index.js';
import { UsersService } from '../users/index.js';
import { RateLimiter } from '../rate-limit/index.js';

/** At most one "someone tried to register with your address" e-mail per account a day. */
const ACCOUNT_EXISTS_NOTICES = { limit: 1, windowSeconds: 24 * 60 * 60 };
export const RESET_REQUESTED = 'If an account exists for that email, we have sent a password reset link.';
export const RESET_LINK_INVALID = 'The password reset link is invalid or has expired.';

/**
 * Password reset by e-mailed link. Tokens are random, made by the mail worker when it sends the link
 * (PasswordResetMails), stored only as a hash, live one hour, work once; a successful reset ends
 * every other link of the account and every session issued before it.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly tokens: PasswordResetTokens,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Answers the same, after the same work, whether or not the address has an account: one look-up and
   * one queued job naming the account's id, or none (the worker then sends nothing). The job carries
   * no address and no token; the worker makes the link when it sends it.
   */
  async requestReset(email: string, ip: string): Promise<string> {
    this.mail.assertAvailable();
    await this.limiter.consume('password-reset', email, ip);
    const user = await this.users.findByEmail(email);
    await this.mail.send({ kind: PASSWORD_RESET_MAIL, id: user?.id ?? null });
    return RESET_REQUESTED;
  }

  /**
   * Tells the owner of `email` that someone tried to register with it (issue 27, point 4): at most
   * once a day per account, so it cannot be used to flood an inbox. Never fails the caller.
   */
  async noticeTakenAddress(email: string): Promise<void> {
    try {
      const user = await this.users.findByEmail(email);
      if (!user || user.isDisabled) return;
      if (!(await this.limiter.allowKey(`mail:account-exists:${user.id}`, ACCOUNT_EXISTS_NOTICES))) return;
      await this.mail.send({ kind: ACCOUNT_EXISTS_MAIL, id: user.id });
    } catch (error) {
      this.logger.warn(`The "address already registered" notice was not queued: ${(error as Error).message}`);
    }
  }

  async assertUsable(token: string): Promise<void> {
    await this.findUsable(token);
  }

  async reset(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.consume('password-reset', `token:${hashToken(token)}`, ip);
    await this.tokens.transaction(async () => {
      const reset = await this.findUsable(token);
      // Marked used first and in the same transaction: a link clicked twice at once works once.
      if (!(await this.tokens.claim(reset.id))) throw new BadRequestException(RESET_LINK_INVALID);
      // Every other link of the account ends with this one: an older e-mail cannot reset it again.
      await this.tokens.useAllOf(reset.user.id);
      await this.users.setPassword(reset.user.id, password);
    });
  }

  private async findUsable(token: string): Promise<PasswordResetToken> {
    const reset = await this.tokens.findByHash(hashToken(token), { withAccount: true });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now() || reset.user.isDisabled) {
      throw new BadRequestException(RESET_LINK_INVALID);
    }
    return reset;
  }
}
