import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Session } from './entities/session.entity.js';
import type { User } from '../users/index.js';

/** Server-side sessions: one row per issued token, revoked on sign-out. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records a new session for `userId` (and drops that account's long-expired rows). */
  async open(userId: string, expiresAt: Date): Promise<string> {
    const em = this.em.fork();
    await em.nativeDelete(Session, { user: userId, expiresAt: { $lt: new Date() } });
    const session = em.create(Session, { user: userId, expiresAt });
    await em.flush();
    return session.id;
  }

  /**
   * The account behind a live session — one query (the session by its primary key, joined to its
   * account): missing, revoked, expired sessions, another account's and disabled accounts give null.
   */
  async liveAccount(sessionId: string, userId: string): Promise<User | null> {
    const session = await this.em
      .fork()
      .findOne(
        Session,
        { id: sessionId, user: { id: userId, isDisabled: false }, revokedAt: null, expiresAt: { $gt: new Date() } },
        { populate: ['user'], strategy: 'joined' },
      );
    return session?.user ?? null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Revokes every live session of the account ("sign out everywhere"). */
  async revokeAll(userId: string): Promise<void> {
    await this.em.fork().nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
  }
}
