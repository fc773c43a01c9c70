import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/** One of a staff member's ten single-use recovery codes: only its SHA-256 is kept. */
@Entity({ tableName: 'staff_recovery_codes' })
@Unique({ name: 'staff_recovery_codes_user_id_code_hash_unique', properties: ['user', 'codeHash'] })
export class StaffRecoveryCode {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ length: 64 })
  codeHash: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
