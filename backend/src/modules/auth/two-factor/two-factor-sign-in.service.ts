import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Clock } from '../../../common/time/index.js';
import type { User } from '../../users/index.js';
import { ChallengePurpose, type SignInChallenge } from '../entities/sign-in-challenge.entity.js';
import { hashOneTimeToken, newOneTimeToken } from '../one-time-token.js';
import { SecondStepService, type Enrolment, type SecondStepProof } from './second-step.service.js';
import { SignInChallengesRepository } from './sign-in-challenges.repository.js';
import { SignInPolicyService } from './sign-in-policy.service.js';
import { TwoFactorService } from './two-factor.service.js';

/** What a staff sign-in still needs once the password was right. */
export type SecondStepDue = 'none' | ChallengePurpose;

const LIFETIME_MS: Record<ChallengePurpose, number> = {
  [ChallengePurpose.TwoFactor]: 5 * 60_000,
  // Time to install an authenticator app and scan the code.
  [ChallengePurpose.Enrolment]: 15 * 60_000,
};

const CHALLENGE_GONE = 'This sign-in has expired or was already used: please sign in again';

/**
 * The staff sign-in's second step. The password step answers a challenge (a random token, only its hash
 * stored) instead of a session; the challenge is short-lived, single-use and opens nothing but this step.
 */
@Injectable()
export class TwoFactorSignInService {
  constructor(
    private readonly challenges: SignInChallengesRepository,
    private readonly secondStep: SecondStepService,
    private readonly twoFactor: TwoFactorService,
    private readonly policy: SignInPolicyService,
    private readonly clock: Clock,
  ) {}

  /** What a staff member must still do after the right password: a code, an enrolment, or nothing. */
  async due(user: User): Promise<SecondStepDue> {
    if (!user.isStaff) return 'none';
    if (await this.twoFactor.isOn(user)) return ChallengePurpose.TwoFactor;
    return (await this.policy.twoFactorRequired()) ? ChallengePurpose.Enrolment : 'none';
  }

  /** A new challenge for `purpose`: the token (given once) and when it expires. */
  async challenge(user: User, purpose: ChallengePurpose): Promise<{ challenge: string; expiresAt: Date }> {
    const { token, tokenHash } = newOneTimeToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + LIFETIME_MS[purpose]);
    await this.challenges.issue(user.id, purpose, tokenHash, expiresAt, now);
    return { challenge: token, expiresAt };
  }

  /**
   * The account that completed its sign-in with a code or a recovery code. Wrong codes count in the sign-in
   * rate limiter (401 each, 429 past the limit); the challenge stays good for another try until it expires.
   */
  async complete(challenge: string, proof: SecondStepProof, ip: string): Promise<User> {
    const found = await this.open(challenge, ChallengePurpose.TwoFactor);
    if (proof.code !== undefined && proof.recoveryCode !== undefined)
      throw new BadRequestException('Send either a code or a recovery code, not both');
    if (!(await this.secondStep.prove(found.user, proof, ip)))
      throw new UnauthorizedException(proof.recoveryCode !== undefined ? 'Invalid recovery code' : 'Invalid code');
    await this.claim(found);
    return found.user;
  }

  /** Enrolment at sign-in (the shop requires it): the secret to scan. */
  async startEnrolment(challenge: string): Promise<Enrolment> {
    const found = await this.open(challenge, ChallengePurpose.Enrolment);
    return this.secondStep.begin(found.user);
  }

  /** Enrolment at sign-in confirmed with a code: the account, signed in, and its recovery codes. */
  async confirmEnrolment(challenge: string, code: string): Promise<{ user: User; recoveryCodes: string[] }> {
    const found = await this.open(challenge, ChallengePurpose.Enrolment);
    const recoveryCodes = await this.secondStep.confirm(found.user, code);
    if (!recoveryCodes) throw new UnauthorizedException('Invalid code');
    await this.claim(found);
    return { user: found.user, recoveryCodes };
  }

  /**
   * The live challenge of this purpose, else 401: unknown, used, expired, for an account since disabled or
   * signed out everywhere (a password reset, an Owner's reset), or already enrolled.
   */
  private async open(challenge: string, purpose: ChallengePurpose): Promise<SignInChallenge> {
    const found = await this.challenges.findByHash(hashOneTimeToken(challenge));
    const user = found?.user;
    if (
      !found ||
      !user ||
      found.purpose !== purpose ||
      found.usedAt ||
      found.expiresAt <= this.clock.now() ||
      user.isDisabled ||
      !user.isStaff ||
      (user.sessionsValidAfter && found.createdAt <= user.sessionsValidAfter)
    )
      throw new UnauthorizedException(CHALLENGE_GONE);
    if (purpose === ChallengePurpose.Enrolment && (await this.twoFactor.isOn(user)))
      throw new ConflictException('Two-step sign-in is already on for this account: please sign in again');
    return found;
  }

  private async claim(challenge: SignInChallenge): Promise<void> {
    if (!(await this.challenges.claim(challenge.id, this.clock.now()))) throw new UnauthorizedException(CHALLENGE_GONE);
  }
}
