import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../../common/time/index.js';
import { type User, UsersService } from '../../users/index.js';
import type { TwoFactorStatusDto } from '../dto/two-factor-status.dto.js';
import type { RecoveryCodesDto, TwoFactorEnrolmentDto } from '../dto/two-factor.dto.js';
import { TokenService } from '../token.service.js';
import { SecondStepService, type SecondStepProof } from './second-step.service.js';
import { SignInChallengesRepository } from './sign-in-challenges.repository.js';
import { SignInPolicyService } from './sign-in-policy.service.js';
import { TwoFactorRepository } from './two-factor.repository.js';

const WRONG_CODE = 'That code is not right: enter the code your authenticator app shows now';
const WRONG_RECOVERY_CODE = 'That recovery code is not right, or was already used';

/**
 * A staff member's own two-step sign-in (turn on with a code, turn off or new recovery codes with a code),
 * and the Owners' reset of someone else's (a lost phone).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly secondStep: SecondStepService,
    private readonly policy: SignInPolicyService,
    private readonly challenges: SignInChallengesRepository,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async status(user: User): Promise<TwoFactorStatusDto> {
    const [row, required] = await Promise.all([this.repository.find(user.id), this.policy.twoFactorRequired()]);
    const enabled = Boolean(row?.enabledAt && row.secret);
    return {
      enabled,
      enabledAt: enabled ? row!.enabledAt!.toISOString() : null,
      recoveryCodesLeft: enabled ? await this.repository.countUnusedRecoveryCodes(user.id) : 0,
      required,
    };
  }

  async isOn(user: User): Promise<boolean> {
    const row = await this.repository.find(user.id);
    return Boolean(row?.enabledAt && row.secret);
  }

  /** A new secret to scan (409 while two-step sign-in is on: turn it off first). */
  async start(user: User): Promise<TwoFactorEnrolmentDto> {
    if (await this.isOn(user)) throw new ConflictException('Two-step sign-in is already on for your account');
    return this.secondStep.begin(user);
  }

  /** Turns it on with a current code of the new secret; answers the recovery codes, this once. */
  async confirm(user: User, code: string): Promise<RecoveryCodesDto> {
    if (await this.isOn(user)) throw new ConflictException('Two-step sign-in is already on for your account');
    const recoveryCodes = await this.secondStep.confirm(user, code);
    if (!recoveryCodes) throw wrong('code', WRONG_CODE);
    return { recoveryCodes };
  }

  /** Turns it off with a code or a recovery code (409 while the Owners require it). */
  async disable(user: User, proof: SecondStepProof, ip: string): Promise<TwoFactorStatusDto> {
    if (!(await this.isOn(user))) throw new ConflictException('Two-step sign-in is not on for your account');
    if (await this.policy.twoFactorRequired())
      throw new ConflictException(
        'Two-step sign-in is required for every staff account and cannot be turned off; an Owner can reset it (a new phone)',
      );
    await this.check(user, proof, ip);
    await this.repository.remove(user.id);
    return this.status(user);
  }

  /** New recovery codes for a current code; the old ones stop working. */
  async regenerate(user: User, code: string, ip: string): Promise<RecoveryCodesDto> {
    if (!(await this.isOn(user))) throw new ConflictException('Two-step sign-in is not on for your account');
    await this.check(user, { code }, ip);
    return { recoveryCodes: await this.secondStep.newRecoveryCodes(user) };
  }

  /** The Owners' view of a staff member's second step. */
  async statusOf(id: string): Promise<TwoFactorStatusDto> {
    return this.status(await this.staffMember(id));
  }

  /**
   * An Owner resets a staff member's second step (a lost phone): authenticator and recovery codes are
   * forgotten, and the member's sessions and half-done sign-ins end. Their own is turned off with a code.
   */
  async reset(actor: User, id: string): Promise<void> {
    const member = await this.staffMember(id);
    if (member.id === actor.id)
      throw new ConflictException('Turn off your own two-step sign-in from your profile (it needs a code)');
    await this.repository.remove(member.id);
    await this.challenges.useAllOf(member.id, this.clock.now());
    await this.tokens.signOutEverywhere(member.id);
  }

  private async check(user: User, proof: SecondStepProof, ip: string): Promise<void> {
    if (proof.code !== undefined && proof.recoveryCode !== undefined)
      throw wrong('recoveryCode', 'Send either a code or a recovery code, not both');
    if (!(await this.secondStep.prove(user, proof, ip)))
      throw proof.recoveryCode !== undefined ? wrong('recoveryCode', WRONG_RECOVERY_CODE) : wrong('code', WRONG_CODE);
  }

  private async staffMember(id: string): Promise<User> {
    const member = await this.users.findById(id);
    if (!member?.isStaff) throw new NotFoundException('Staff member not found');
    return member;
  }
}

function wrong(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: message } });
}
