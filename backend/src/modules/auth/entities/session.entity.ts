import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/** One signed-in browser: the bearer token carries this row's id as its `jti`. Sign-out revokes it. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'sessions_user_id_index' })
  user: User;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When the token itself expires; the row is useless after it and is purged at a later sign-in. */
  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;
}
