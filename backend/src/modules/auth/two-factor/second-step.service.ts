import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { openText, SealedTextError, sealText, type SealingPurpose } from '../../../common/sealed-text.js';
import { Clock } from '../../../common/time/index.js';
import { RateLimiter } from '../../rate-limit/index.js';
import { ShopService } from '../../shop/index.js';
import type { User } from '../../users/index.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { qrCodeDataUrl } from './qr-code.js';
import { codeStep, newTotpSecret, otpauthUri } from './totp.js';
import { TwoFactorRepository } from './two-factor.repository.js';

/** A code from the authenticator app, or one of the recovery codes. */
export interface SecondStepProof {
  code?: string;
  recoveryCode?: string;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** The AES key for authenticator secrets is TWO_FACTOR_SECRET_KEY's, for this use only. */
const TOTP_SECRETS: SealingPurpose = { salt: 'gem-shop staff two-step sign-in', info: 'totp-secrets v1' };

/**
 * The second step itself: enrolling an authenticator and checking a code or a recovery code. Every check of a
 * code counts like a password in the sign-in rate limiter (per address and client), so codes cannot be guessed
 * faster than passwords; a code is accepted once (its time step is recorded) and a recovery code once.
 */
@Injectable()
export class SecondStepService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly limiter: RateLimiter,
    private readonly shop: ShopService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new secret, kept sealed as pending until a code confirms it. The app lists it under the shop's name as
   * staff set it (the issuer) and the member's e-mail (the label).
   */
  async begin(user: User): Promise<Enrolment> {
    const secret = newTotpSecret();
    await this.repository.savePending(user.id, this.seal(secret), this.clock.now());
    const issuer = (await this.shop.settings()).name || this.config.shop.name;
    const uri = otpauthUri(secret, issuer, user.email);
    return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
  }

  /**
   * Turns the pending secret on when `code` is one of its current codes; answers the ten new recovery codes
   * (their only showing), or null for a wrong code. 400 when no enrolment was started.
   */
  async confirm(user: User, code: string): Promise<string[] | null> {
    const row = await this.repository.find(user.id);
    if (!row?.pendingSecret)
      throw new BadRequestException('Start setting up two-step sign-in first: no authenticator is waiting for a code');
    const now = this.clock.now();
    const step = codeStep(this.open(row.pendingSecret), code, now);
    if (step === null) return null;
    const { codes, hashes } = newRecoveryCodes();
    if (!(await this.repository.enable(user.id, row.pendingSecret, step, now, hashes)))
      throw new ConflictException('The set-up was started again meanwhile: scan the new QR code');
    return codes;
  }

  /**
   * Whether `proof` is good for the account's second step (each code once). Rate-limited like a password
   * (429 with Retry-After past the limit); a good proof clears this client's failures for the address.
   */
  async prove(user: User, proof: SecondStepProof, ip: string): Promise<boolean> {
    const attempt = await this.limiter.beginSignIn(user.email, ip);
    const good = proof.recoveryCode
      ? await this.repository.useRecoveryCode(user.id, hashRecoveryCode(proof.recoveryCode), this.clock.now())
      : await this.acceptCode(user.id, proof.code ?? '');
    if (good) await attempt.succeeded();
    return good;
  }

  /** New recovery codes in place of the account's old ones (used or not); answers them, their only showing. */
  async newRecoveryCodes(user: User): Promise<string[]> {
    const { codes, hashes } = newRecoveryCodes();
    await this.repository.replaceRecoveryCodes(user.id, hashes, this.clock.now());
    return codes;
  }

  private async acceptCode(userId: string, code: string): Promise<boolean> {
    const row = await this.repository.find(userId);
    if (!row?.enabledAt || !row.secret) return false;
    const step = codeStep(this.open(row.secret), code, this.clock.now());
    return step !== null && (await this.repository.acceptStep(userId, step));
  }

  private seal(secret: string): string {
    return sealText(secret, this.config.twoFactor.secretKey, TOTP_SECRETS);
  }

  private open(sealed: string): string {
    try {
      return openText(sealed, this.config.twoFactor.secretKey, TOTP_SECRETS);
    } catch (error) {
      if (!(error instanceof SealedTextError)) throw error;
      throw new ConflictException(
        'Your authenticator cannot be checked: the server’s TWO_FACTOR_SECRET_KEY has changed. Use a recovery code, ' +
          'or ask an Owner to reset your two-step sign-in.',
      );
    }
  }
}
