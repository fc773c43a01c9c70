import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How staff sign in, as the Owners set it: one row (id 1), none until an Owner first saves (then the
 * defaults: two-step sign-in optional).
 */
@Entity({ tableName: 'staff_sign_in_policy' })
@Check({ name: 'staff_sign_in_policy_single_row_check', expression: '"id" = 1' })
export class SignInPolicyRecord {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  /** Every staff account signs in with a second step; one without is led through enrolment. */
  @Property({ default: false })
  twoFactorRequired: boolean = false;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** The Owner who saved last; name and e-mail are copied so they outlive the account. */
  @Property({ type: 'uuid', nullable: true })
  updatedById?: string | null;

  @Property({ length: 100, nullable: true })
  updatedByName?: string | null;

  @Property({ length: 254, nullable: true })
  updatedByEmail?: string | null;
}
