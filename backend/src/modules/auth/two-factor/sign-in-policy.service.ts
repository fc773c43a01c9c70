import { ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../../../common/time/index.js';
import type { User } from '../../users/index.js';
import type { SignInPolicyDto } from '../dto/two-factor.dto.js';
import { SignInPolicyRepository } from './sign-in-policy.repository.js';
import { TwoFactorRepository } from './two-factor.repository.js';

/**
 * How staff sign in, as the Owners set it. Read from the database at each staff sign-in (no cache), so a
 * change holds at once in every API process.
 */
@Injectable()
export class SignInPolicyService {
  constructor(
    private readonly policy: SignInPolicyRepository,
    private readonly twoFactor: TwoFactorRepository,
    private readonly clock: Clock,
  ) {}

  async twoFactorRequired(): Promise<boolean> {
    return (await this.policy.find())?.twoFactorRequired ?? false;
  }

  async get(): Promise<SignInPolicyDto> {
    const record = await this.policy.find();
    return {
      twoFactorRequired: record?.twoFactorRequired ?? false,
      updatedAt: record?.updatedAt.toISOString() ?? null,
      updatedBy:
        record && (record.updatedByName || record.updatedByEmail)
          ? { name: record.updatedByName ?? '', email: record.updatedByEmail ?? '' }
          : null,
    };
  }

  /**
   * Requiring two-step sign-in needs the Owner's own to be on first (so nobody requires what they have not
   * tried), and signs out every staff member without it: each is led through enrolment at the next sign-in.
   */
  async save(actor: User, twoFactorRequired: boolean): Promise<SignInPolicyDto> {
    const now = this.clock.now();
    const wasRequired = await this.twoFactorRequired();
    if (twoFactorRequired && !wasRequired) {
      if (!(await this.twoFactor.find(actor.id))?.enabledAt)
        throw new ConflictException(
          'Turn on two-step sign-in for your own account before requiring it of every staff account',
        );
    }
    await this.policy.transaction(async () => {
      await this.policy.save(twoFactorRequired, actor, now);
      if (twoFactorRequired && !wasRequired) await this.policy.endSessionsWithoutTwoFactor(now);
    });
    return this.get();
  }
}
