import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { RateLimit } from '../../config/config.js';
import { EMAIL_PROOF_MAIL } from './email-proof.mails.js';
import { EmailProofTokens } from './one-time-link-tokens.repository.js';
import { hashOneTimeToken } from './one-time-token.js';
import { MailService } from '../mail/index.js';
import { addressKey, RateLimiter } from '../rate-limit/index.js';
import { type User, UsersService } from '../users/index.js';

/** Confirmation e-mails an account's address gets, and one client asks for, per hour. */
const SENDS_PER_ADDRESS: RateLimit = { limit: 3, windowSeconds: 60 * 60 };
const SENDS_PER_IP: RateLimit = { limit: 10, windowSeconds: 60 * 60 };
const TOO_MANY = 'Too many confirmation e-mails. Please try again later.';

export const PROOF_SENT = 'We have sent a confirmation link to your e-mail address. It works for 24 hours.';
export const ALREADY_PROVEN = 'Your e-mail address is confirmed.';
export const PROOF_CONFIRMED = 'Your e-mail address is confirmed. Requests you sent with it are in your account.';
export const PROOF_LINK_INVALID =
  'This confirmation link is invalid, has expired or was already used. Ask for a new one in My Account.';
export const STAFF_HAVE_NO_REQUESTS = 'Staff accounts send no requests: there is nothing to confirm.';
export const PROOF_OTHER_ACCOUNT =
  'This confirmation link was sent to another account. Sign in to the account it was sent to.';

/**
 * A customer proves they read their account's address (issue 28, point 2): only then do requests sent
 * with it as a guest join the account. Registering with an address proves nothing. The link is made
 * by the mail worker (EmailProofMails), works once, for 24 hours, for the account and the address it
 * was sent for.
 */
@Injectable()
export class EmailProofService {
  constructor(
    private readonly tokens: EmailProofTokens,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Queues the link to the account's own address (never one the caller names, so nothing can be enumerated). */
  async send(user: User, ip: string): Promise<string> {
    if (user.isStaff) throw new ForbiddenException(STAFF_HAVE_NO_REQUESTS);
    if (user.proofOfEmail) return ALREADY_PROVEN;
    this.mail.assertAvailable();
    await this.limiter.consumeKey(`email-proof:ip:${ip}`, SENDS_PER_IP, TOO_MANY);
    await this.limiter.consumeKey(`email-proof:address:${addressKey(user.email)}`, SENDS_PER_ADDRESS, TOO_MANY);
    await this.mail.send({ kind: EMAIL_PROOF_MAIL, id: user.id });
    return PROOF_SENT;
  }

  async confirm(user: User, token: string): Promise<string> {
    await this.tokens.transaction(async () => {
      const proof = await this.tokens.findByHash(hashOneTimeToken(token));
      if (!proof || proof.usedAt || proof.expiresAt.getTime() <= Date.now()) throw linkInvalid();
      if (proof.user.id !== user.id) throw new ForbiddenException(PROOF_OTHER_ACCOUNT);
      // Marked used first, in this transaction: a link opened twice at once works once.
      if (!(await this.tokens.claim(proof.id))) throw linkInvalid();
      await this.tokens.useAllOf(user.id);
      // Proves only the address the link was sent to, and only while it is still the account's.
      if (!(await this.users.proveEmail(user.id, proof.email))) throw linkInvalid();
    });
    return PROOF_CONFIRMED;
  }
}

function linkInvalid(): BadRequestException {
  return new BadRequestException({ message: PROOF_LINK_INVALID, errors: { token: PROOF_LINK_INVALID } });
}
