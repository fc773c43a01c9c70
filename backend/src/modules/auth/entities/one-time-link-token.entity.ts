import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/**
 * A single-use link sent to an account (see one-time-token.ts): only the SHA-256 of the token is kept, so
 * a leaked table opens nothing. Each kind of link has its own table.
 */
@Entity({ abstract: true })
export abstract class OneTimeLinkToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
