import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum UserRole {
  Admin = 'admin',
  Customer = 'customer',
}

/** A person who signs in: a customer of the storefront or a member of staff. */
@Entity({ tableName: 'users' })
@Index({ name: 'users_email_unique', expression: 'create unique index "users_email_unique" on "users" (lower("email"))' })
export class User {
  [OptionalProps]?: 'role' | 'isDisabled' | 'createdAt' | 'updatedAt' | 'isAdmin';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 254 })
  email: string;

  @Property({ length: 100 })
  name: string;

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

  get isAdmin(): boolean {
    return this.role === UserRole.Admin;
  }
}
