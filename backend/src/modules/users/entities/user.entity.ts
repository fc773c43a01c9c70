import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { isStaffRole, StaffRole } from '../../../common/staff-permissions.js';

/** A staff member's role (common/staff-permissions.ts), or a customer. */
export const UserRole = { ...StaffRole, Customer: 'customer' } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

/** A person who signs in: a customer of the storefront or a member of staff. */
@Entity({ tableName: 'users' })
@Index({
  name: 'users_email_unique',
  expression: 'create unique index "users_email_unique" on "users" ("email") where "email_taken_by" is null',
})
@Index({
  name: 'users_username_unique',
  expression: 'create unique index "users_username_unique" on "users" (lower("username"))',
})
@Index({ name: 'users_role_created_at_index', properties: ['role', 'createdAt'] })
export class User {
  [OptionalProps]?: 'role' | 'isDisabled' | 'createdAt' | 'updatedAt' | 'isStaff';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Always stored normalised (common/text normaliseEmail), so equality is the comparison. */
  @Property({ length: 254 })
  email: string;

  /**
   * Set only by the migration that normalised stored addresses: this account's address spelled the
   * same as an older account's (that account's id), which kept it. This one keeps its address as it
   * was, is disabled, and no sign-in or look-up finds it by address; staff decide what happens next.
   */
  @Property({ type: 'uuid', nullable: true })
  emailTakenBy?: string | null;

  /** Display name: "First Last" for customers, the full name given for staff. */
  @Property({ length: 100 })
  name: string;

  /** Customers only (spec 2 §3). */
  @Property({ length: 50, nullable: true })
  username?: string;

  @Property({ length: 50, nullable: true })
  firstName?: string;

  @Property({ length: 50, nullable: true })
  lastName?: string;

  @Property({ length: 20, nullable: true })
  phoneNumber?: string;

  /**
   * The address its owner proved by an e-mailed link (issue 28, point 2), normalised. It counts only
   * while it is still `email`: a changed address is no longer proven.
   */
  @Property({ length: 254, nullable: true })
  provenEmail?: string | null;

  @Property({ hidden: true, lazy: true })
  passwordHash: string;

  @Enum({ items: () => UserRole, nativeEnumName: 'user_role' })
  role: UserRole = UserRole.Customer;

  @Property({ default: false })
  isDisabled: boolean = false;

  /** Tokens issued before this instant are refused (password reset, disable). */
  @Property({ type: 'datetime', nullable: true })
  sessionsValidAfter?: Date;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Any staff role; what the role may do is common/staff-permissions.ts's table. */
  get isStaff(): boolean {
    return isStaffRole(this.role);
  }

  /** The account's address as far as its owner proved it: what joins their guest requests to it. */
  get proofOfEmail(): string | null {
    return this.provenEmail && this.provenEmail === this.email ? this.email : null;
  }
}
