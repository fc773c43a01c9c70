import { Injectable } from '@nestjs/common';
import { Repository } from '../../../common/repository.js';
import { type ChallengePurpose, SignInChallenge } from '../entities/sign-in-challenge.entity.js';

/** Half-done staff sign-ins (only each challenge's hash). `claim` is one statement: a challenge is used once. */
@Injectable()
export class SignInChallengesRepository extends Repository {
  /** Records a new challenge, and drops the account's spent ones (used or expired). */
  async issue(userId: string, purpose: ChallengePurpose, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    const db = this.db;
    await db.nativeDelete(SignInChallenge, {
      user: userId,
      $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
    });
    db.create(SignInChallenge, { user: userId, purpose, tokenHash, expiresAt });
    await db.flush();
  }

  /** The challenge whose token hashes to `tokenHash`, with its account. */
  findByHash(tokenHash: string): Promise<SignInChallenge | null> {
    return this.db.findOne(SignInChallenge, { tokenHash }, { populate: ['user'] });
  }

  /** Marks the challenge used if nothing used it yet; answers whether this call did. */
  async claim(id: string, now: Date): Promise<boolean> {
    return (await this.db.nativeUpdate(SignInChallenge, { id, usedAt: null }, { usedAt: now })) === 1;
  }

  /** Ends every open challenge of the account (its second step was reset). */
  async useAllOf(userId: string, now: Date): Promise<void> {
    await this.db.nativeUpdate(SignInChallenge, { user: userId, usedAt: null }, { usedAt: now });
  }
}
