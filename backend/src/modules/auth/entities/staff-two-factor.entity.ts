import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/**
 * A staff member's authenticator (two-step sign-in, RFC 6238 TOTP): one row per account once they start
 * to enrol. Secrets are stored only sealed (common/sealed-text.ts under TWO_FACTOR_SECRET_KEY), never answered
 * after enrolment. On while `enabledAt` is set.
 */
@Entity({ tableName: 'staff_two_factor' })
export class StaffTwoFactor {
  [OptionalProps]?: 'updatedAt';

  @OneToOne({ entity: () => User, primary: true, deleteRule: 'cascade', owner: true })
  user: User;

  /** The confirmed secret, sealed; null until enrolment is confirmed. */
  @Property({ type: 'text', nullable: true })
  secret?: string | null;

  /** A secret shown for enrolment and not yet confirmed with a code, sealed. */
  @Property({ type: 'text', nullable: true })
  pendingSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  pendingSince?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  enabledAt?: Date | null;

  /** The last time step (Unix time / 30 s) a code was accepted for: that step and earlier ones are refused. */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep?: number | null;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
