import { Injectable } from '@nestjs/common';
import { Repository } from '../../../common/repository.js';
import { StaffRecoveryCode } from '../entities/staff-recovery-code.entity.js';
import { StaffTwoFactor } from '../entities/staff-two-factor.entity.js';

/**
 * Staff members' authenticators and recovery codes. The checks that make a code single-use are single
 * statements (a step newer than the last accepted, a recovery code not used yet), so two requests with one
 * code cannot both pass.
 */
@Injectable()
export class TwoFactorRepository extends Repository {
  /** The row as stored now (also inside a transaction whose identity map holds it from before a native write). */
  find(userId: string): Promise<StaffTwoFactor | null> {
    return this.db.findOne(StaffTwoFactor, { user: userId }, { refresh: true });
  }

  /** Keeps `sealedSecret` as the account's secret awaiting confirmation (a new start replaces the last). */
  async savePending(userId: string, sealedSecret: string, now: Date): Promise<void> {
    await this.db.execute(
      `insert into "staff_two_factor" ("user_id", "pending_secret", "pending_since", "updated_at") values (?, ?, ?, ?)
       on conflict ("user_id") do update set "pending_secret" = excluded."pending_secret",
         "pending_since" = excluded."pending_since", "updated_at" = excluded."updated_at"`,
      [userId, sealedSecret, now, now],
      'run',
    );
  }

  /**
   * Turns on the pending secret `sealedSecret` (the one the code was checked against, if still pending),
   * with `step` as its last used step, and replaces the recovery codes; answers whether it did.
   */
  enable(userId: string, sealedSecret: string, step: number, now: Date, codeHashes: string[]): Promise<boolean> {
    return this.transaction(async () => {
      const enabled = await this.db.nativeUpdate(
        StaffTwoFactor,
        { user: userId, pendingSecret: sealedSecret },
        {
          secret: sealedSecret,
          pendingSecret: null,
          pendingSince: null,
          enabledAt: now,
          lastUsedStep: step,
          updatedAt: now,
        },
      );
      if (enabled !== 1) return false;
      await this.replaceRecoveryCodes(userId, codeHashes, now);
      return true;
    });
  }

  /** Records `step` as used if it is newer than the last used one; answers whether it was (a code works once). */
  async acceptStep(userId: string, step: number): Promise<boolean> {
    const accepted = await this.db.nativeUpdate(
      StaffTwoFactor,
      { user: userId, enabledAt: { $ne: null }, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    return accepted === 1;
  }

  /** Marks the account's unused recovery code with this hash used; answers whether there was one. */
  async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
    const used = await this.db.nativeUpdate(
      StaffRecoveryCode,
      { user: userId, codeHash, usedAt: null },
      { usedAt: now },
    );
    return used === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: string[], now: Date): Promise<void> {
    await this.transaction(async () => {
      const db = this.db;
      await db.nativeDelete(StaffRecoveryCode, { user: userId });
      for (const codeHash of codeHashes) db.create(StaffRecoveryCode, { user: userId, codeHash, createdAt: now });
      await db.flush();
    });
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.db.count(StaffRecoveryCode, { user: userId, usedAt: null });
  }

  /** Forgets the account's authenticator, pending or on, and its recovery codes. */
  async remove(userId: string): Promise<void> {
    await this.transaction(async () => {
      await this.db.nativeDelete(StaffRecoveryCode, { user: userId });
      await this.db.nativeDelete(StaffTwoFactor, { user: userId });
    });
  }
}
