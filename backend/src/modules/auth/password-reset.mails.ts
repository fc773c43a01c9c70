import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { EmailProofTokens, PasswordResetTokens } from './one-time-link-tokens.repository.js';
import { newOneTimeToken } from './one-time-token.js';
import { accountExistsMail, passwordResetMail } from './password-reset.mail.js';
import { EmailProofMails } from './email-proof.mails.js';
import { MailKinds, type MailMessage } from '../mail/index.js';
import { UsersModule, UsersService } from '../users/index.js';

/** The mail kinds of accounts: a job names the account's id (or none), never an address or a token. */
export const PASSWORD_RESET_MAIL = 'password-reset';
export const ACCOUNT_EXISTS_MAIL = 'account-exists';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Renders the accounts' e-mails in the mail worker. The reset link's token is made here, at send
 * time: only its hash is stored, and the token itself lives in this process's memory and in the sent
 * mail, never in a job, a completed job or a log line.
 */
@Injectable()
export class PasswordResetMails implements OnModuleInit {
  constructor(
    private readonly tokens: PasswordResetTokens,
    private readonly users: UsersService,
    private readonly kinds: MailKinds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.kinds.register(PASSWORD_RESET_MAIL, { render: (id) => this.resetMail(id) });
    this.kinds.register(ACCOUNT_EXISTS_MAIL, { render: (id) => this.accountExistsMail(id) });
  }

  /** A new link for the account; none when the request named no account or it is disabled. */
  private async resetMail(userId: string | null): Promise<MailMessage | null> {
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.isDisabled) return null;
    const { token, tokenHash } = newOneTimeToken();
    await this.tokens.issue({ user: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS) });
    const link = `${this.config.publicUrl}/reset-password/${token}`;
    return passwordResetMail({ to: user.email, name: user.name, link, shopName: this.config.shop.name });
  }

  private async accountExistsMail(userId: string | null): Promise<MailMessage | null> {
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.isDisabled) return null;
    return accountExistsMail({
      to: user.email,
      name: user.name,
      publicUrl: this.config.publicUrl,
      shopName: this.config.shop.name,
    });
  }
}

/**
 * The accounts' mail kinds alone (reset, "address already registered", address proof), for ROLE=worker
 * (which loads no HTTP side) and AuthModule, which also uses the links' tokens.
 */
@Module({
  imports: [UsersModule],
  providers: [PasswordResetMails, EmailProofMails, PasswordResetTokens, EmailProofTokens],
  exports: [PasswordResetTokens, EmailProofTokens],
})
export class PasswordResetMailsModule {}
