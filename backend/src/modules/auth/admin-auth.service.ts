import { ForbiddenException, Injectable } from '@nestjs/common';
import { AdminProfileDto, type AdminSessionDto } from './dto/admin-profile.dto.js';
import type { LoginDto } from './dto/auth.dto.js';
import type { EnrolledSessionDto, EnrolmentChallengeDto, TwoFactorChallengeDto } from './dto/two-factor.dto.js';
import { ChallengePurpose } from './entities/sign-in-challenge.entity.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';
import type { SecondStepProof } from './two-factor/second-step.service.js';
import { TwoFactorSignInService } from './two-factor/two-factor-sign-in.service.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import type { User } from '../users/index.js';

export type StaffSignInAnswer = AdminSessionDto | TwoFactorChallengeDto | EnrolmentChallengeDto;

/** The console's sign-in: the password, then (two-step sign-in on, or required) a code or an enrolment. */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly signIns: SignInService,
    private readonly tokens: TokenService,
    private readonly secondSteps: TwoFactorSignInService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * The right password alone answers a session only for an account without a second step; else a challenge
   * for the code, or (the shop requires two-step sign-in) for the enrolment. The right password of an account
   * with two-step sign-in leaves this client's failures counted: only the right code clears them.
   */
  async login({ email, password }: LoginDto, ip: string): Promise<StaffSignInAnswer> {
    const { user, attempt } = await this.signIns.checkPassword(email, password, ip);
    const due = await this.secondSteps.due(user);
    await (due === ChallengePurpose.TwoFactor ? attempt.passed() : attempt.succeeded());
    if (user.isDisabled) throw new ForbiddenException('This account has been disabled. Please contact us.');
    if (!user.isStaff) throw new ForbiddenException('Not authorized as admin');
    if (due === 'none') return this.session(user);
    const { challenge, expiresAt } = await this.secondSteps.challenge(user, due);
    return due === ChallengePurpose.TwoFactor
      ? { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() }
      : { enrolmentRequired: true, challenge, expiresAt: expiresAt.toISOString() };
  }

  async completeTwoFactor(challenge: string, proof: SecondStepProof, ip: string): Promise<AdminSessionDto> {
    return this.session(await this.secondSteps.complete(challenge, proof, ip));
  }

  async confirmEnrolment(challenge: string, code: string): Promise<EnrolledSessionDto> {
    const { user, recoveryCodes } = await this.secondSteps.confirmEnrolment(challenge, code);
    return { ...(await this.session(user)), recoveryCodes };
  }

  async profile(user: User): Promise<AdminProfileDto> {
    return AdminProfileDto.from(user, await this.twoFactor.status(user));
  }

  private async session(user: User): Promise<AdminSessionDto> {
    return { ...(await this.profile(user)), token: await this.tokens.issue(user) };
  }
}
