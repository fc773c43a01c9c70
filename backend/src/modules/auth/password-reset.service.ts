import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { passwordResetMail } from './password-reset.mail.js';
import { MailService } from '../mail/index.js';
import { UsersService } from '../users/index.js';
import { RateLimiter } from '../rate-limit/index.js';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = 'If an account exists for that email, we have sent a password reset link.';
export const RESET_LINK_INVALID = 'The password reset link is invalid or has expired.';

/**
 * Password reset by e-mailed link. Tokens are random, stored only as a hash, live one hour, work
 * once, and a successful reset ends every session issued before it.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the same whether or not the address has an account. */
  async requestReset(email: string, ip: string): Promise<string> {
    this.mail.assertAvailable();
    await this.limiter.consume('password-reset', email, ip);
    const user = await this.users.findByEmail(email);
    if (!user || user.isDisabled) return RESET_REQUESTED;

    const token = randomBytes(32).toString('base64url');
    const em = this.em.fork();
    em.create(PasswordResetToken, {
      user,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    await em.flush();
    const link = `${this.config.publicUrl}/reset-password/${token}`;
    await this.mail.send(passwordResetMail({ to: user.email, name: user.name, link, shopName: this.config.shop.name }));
    this.logger.log(`Reset link sent to ${user.email}`);
    return RESET_REQUESTED;
  }

  async assertUsable(token: string): Promise<void> {
    await this.findUsable(this.em.fork(), token);
  }

  async reset(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.consume('password-reset', `token:${hashToken(token)}`, ip);
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      const reset = await this.findUsable(tx, token);
      // Marked used first and in the same transaction: a link clicked twice at once works once.
      const claimed = await tx.nativeUpdate(PasswordResetToken, { id: reset.id, usedAt: null }, { usedAt: new Date() });
      if (claimed !== 1) throw new BadRequestException(RESET_LINK_INVALID);
      await this.users.setPassword(reset.user.id, password);
    });
  }

  private async findUsable(em: EntityManager, token: string): Promise<PasswordResetToken> {
    const reset = await em.findOne(PasswordResetToken, { tokenHash: hashToken(token) }, { populate: ['user'] });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now() || reset.user.isDisabled) {
      throw new BadRequestException(RESET_LINK_INVALID);
    }
    return reset;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
