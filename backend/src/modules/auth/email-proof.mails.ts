import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { EmailProofTokens } from './one-time-link-tokens.repository.js';
import { newOneTimeToken } from './one-time-token.js';
import { MailKinds, type MailMessage } from '../mail/index.js';
import { oneTimeLinkMail } from './one-time-link.mail.js';
import { UsersService } from '../users/index.js';

/** A job `{ kind: 'email-proof', id: <account id> }`: the link is made when the mail is sent. */
export const EMAIL_PROOF_MAIL = 'email-proof';

export const EMAIL_PROOF_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Renders the "confirm your e-mail" link in the mail worker, as PasswordResetMails does a reset link:
 * the token is made at send time for the account's address as it is then, only its hash is stored.
 */
@Injectable()
export class EmailProofMails implements OnModuleInit {
  constructor(
    private readonly tokens: EmailProofTokens,
    private readonly users: UsersService,
    private readonly kinds: MailKinds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.kinds.register(EMAIL_PROOF_MAIL, { render: (id) => this.proofMail(id) });
  }

  private async proofMail(userId: string | null): Promise<MailMessage | null> {
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.isDisabled) return null;
    const { token, tokenHash } = newOneTimeToken();
    await this.tokens.issue({
      user: user.id,
      email: user.email,
      tokenHash,
      expiresAt: new Date(Date.now() + EMAIL_PROOF_LIFETIME_MS),
    });
    return emailProofMail({
      to: user.email,
      name: user.name,
      link: `${this.config.publicUrl}/confirm-email/${token}`,
      shopName: this.config.shop.name,
    });
  }
}

/** The e-mail with the confirmation link, plain text and HTML. It says nothing of what requests exist. */
export function emailProofMail({
  to,
  name,
  link,
  shopName,
}: {
  to: string;
  name: string;
  link: string;
  shopName: string;
}): MailMessage {
  return oneTimeLinkMail({
    to,
    subject: `Confirm your e-mail address - ${shopName}`,
    name,
    shopName,
    lead: `To see in your ${shopName} account the requests you sent with this address before signing in, confirm it by opening this link within 24 hours (signed in to your account):`,
    link,
    button: 'Confirm my e-mail address',
    notYou: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    signOff: true,
  });
}
