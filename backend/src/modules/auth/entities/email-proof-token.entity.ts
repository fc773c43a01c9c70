import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/**
 * A link that proves the account's owner reads its e-mail address (issue 28, point 2). It proves the
 * address it was sent to, normalised, and nothing once the account's address is another. Only the
 * SHA-256 of the token is kept.
 */
@Entity({ tableName: 'email_proof_tokens' })
export class EmailProofToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** The address the link was sent to (normalised). */
  @Property({ length: 254 })
  email: string;

  @Property({ length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
