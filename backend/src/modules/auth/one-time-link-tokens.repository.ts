import { EntityManager, type EntityClass, type FilterQuery, type RequiredEntityData } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { EmailProofToken } from './entities/email-proof-token.entity.js';
import type { OneTimeLinkToken } from './entities/one-time-link-token.entity.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';

/**
 * The stored hashes of one kind of e-mailed link (each kind has its table). Every write goes to the
 * database at once; `claim` and `useAllOf` are single statements, so a claim inside `transaction()`
 * holds its row until the commit.
 */
abstract class OneTimeLinkTokens<T extends OneTimeLinkToken> extends Repository {
  constructor(
    em: EntityManager,
    private readonly entity: EntityClass<T>,
  ) {
    super(em);
  }

  async issue(data: RequiredEntityData<T>): Promise<void> {
    const db = this.db;
    db.create(this.entity, data);
    await db.flush();
  }

  /** The link whose token hashes to `tokenHash`; `withAccount` loads its account too. */
  findByHash(tokenHash: string, { withAccount = false } = {}): Promise<T | null> {
    const where = { tokenHash } as FilterQuery<T>;
    return withAccount
      ? this.db.findOne(this.entity, where, { populate: ['user'] as never })
      : this.db.findOne(this.entity, where);
  }

  /** Marks the link used if nothing used it yet; answers whether this call did. */
  async claim(id: string): Promise<boolean> {
    const claimed = await this.db.nativeUpdate<OneTimeLinkToken>(
      this.entity,
      { id, usedAt: null },
      { usedAt: new Date() },
    );
    return claimed === 1;
  }

  /** Marks every unused link of the account used. */
  async useAllOf(userId: string): Promise<void> {
    await this.db.nativeUpdate<OneTimeLinkToken>(this.entity, { user: userId, usedAt: null }, { usedAt: new Date() });
  }
}

@Injectable()
export class PasswordResetTokens extends OneTimeLinkTokens<PasswordResetToken> {
  constructor(em: EntityManager) {
    super(em, PasswordResetToken);
  }
}

@Injectable()
export class EmailProofTokens extends OneTimeLinkTokens<EmailProofToken> {
  constructor(em: EntityManager) {
    super(em, EmailProofToken);
  }
}
