import { Injectable } from '@nestjs/common';
import { Repository } from '../../../common/repository.js';
import { SignInPolicyRecord } from '../entities/sign-in-policy.entity.js';
import type { User } from '../../users/index.js';

/** The staff sign-in policy's one row (none until an Owner first saves it). */
@Injectable()
export class SignInPolicyRepository extends Repository {
  find(): Promise<SignInPolicyRecord | null> {
    return this.db.findOne(SignInPolicyRecord, { id: 1 });
  }

  /**
   * Writes the policy through the unit of work (so the audit trail sees the field before and after); call it
   * inside `transaction()`.
   */
  async save(twoFactorRequired: boolean, actor: User, now: Date): Promise<void> {
    const db = this.db;
    const saved = {
      twoFactorRequired,
      updatedAt: now,
      updatedById: actor.id,
      updatedByName: actor.name,
      updatedByEmail: actor.email,
    };
    const record = await db.findOne(SignInPolicyRecord, { id: 1 });
    if (record) db.assign(record, saved);
    else db.create(SignInPolicyRecord, { id: 1, ...saved });
    await db.flush();
  }

  /**
   * Ends the sessions of every staff member who has no two-step sign-in on, so that each is led through
   * enrolment at their next sign-in once it is required.
   */
  async endSessionsWithoutTwoFactor(now: Date): Promise<void> {
    await this.db.execute(
      `update "sessions" as s set "revoked_at" = ? from "users" as u
       where u."id" = s."user_id" and s."revoked_at" is null and u."role" <> 'customer'
         and not exists (select 1 from "staff_two_factor" as t where t."user_id" = u."id" and t."enabled_at" is not null)`,
      [now],
      'run',
    );
  }
}
