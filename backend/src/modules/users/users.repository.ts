import { type FilterQuery, raw, type RequiredEntityData } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../common/like-pattern.js';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { isUuid } from '../../common/text/index.js';
import { User, UserRole } from './entities/user.entity.js';

/** Every field of an account's record sorts the staff list (_id is id; isAdmin: any staff role). */
export const USER_SORT = sortColumns(
  ['username', 'email', 'name', 'firstName', 'lastName', 'phoneNumber', 'role', 'isDisabled', 'createdAt'],
  {
    _id: 'id',
    isAdmin: raw((alias: string) => `(${alias}.role <> '${UserRole.Customer}')`),
  },
);
export type UserSortField = keyof typeof USER_SORT;

/** The list filter `role` value that stands for every staff role. */
export const STAFF_FILTER = 'staff';

/**
 * Accounts. A new account is written at once; an account loaded inside `transaction()` and changed is
 * written when it commits.
 */
@Injectable()
export class UsersRepository extends Repository {
  findById(id: string): Promise<User | null> {
    return this.db.findOne(User, { id });
  }

  findActiveById(id: string): Promise<User | null> {
    return this.db.findOne(User, { id, isDisabled: false });
  }

  /** For a change inside `transaction()`: an unknown id throws the ORM's NotFoundError. */
  findByIdOrFail(id: string): Promise<User> {
    return this.db.findOneOrFail(User, { id });
  }

  /**
   * The account owning a normalised address. Accounts the normalising migration found to clash with an
   * older one (emailTakenBy) own no address. `withPasswordHash` loads the hash, which is lazy.
   */
  findByEmail(email: string, { withPasswordHash = false } = {}): Promise<User | null> {
    return this.db.findOne(User, { email, emailTakenBy: null }, withPasswordHash ? { populate: ['passwordHash'] } : {});
  }

  /** Customers' accounts whose phone number has these digits, however it was typed. */
  async customersByPhoneDigits(digits: string[]): Promise<User[]> {
    if (!digits.length) return [];
    const rows = await this.db
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from users where role = ? and regexp_replace(phone_number, '\\D', '', 'g') in (${digits.map(() => '?').join(', ')})`,
        [UserRole.Customer, ...digits],
      );
    return rows.length ? this.db.find(User, { id: { $in: rows.map((row) => row.id) } }) : [];
  }

  /** Usernames are unique whatever their case. */
  findByUsername(username: string): Promise<User | null> {
    return this.db.findOne(User, { username: { $ilike: escapeLike(username) } });
  }

  async insert(data: RequiredEntityData<User>): Promise<User> {
    const db = this.db;
    const user = db.create(User, data);
    await db.flush();
    return user;
  }

  /** Records `email` as proven if it is still the account's address; answers whether it was. */
  async proveEmail(id: string, email: string): Promise<boolean> {
    return (await this.db.nativeUpdate(User, { id, email }, { provenEmail: email })) === 1;
  }

  async delete(id: string): Promise<void> {
    await this.db.nativeDelete(User, { id });
  }

  /** The ids of the Owners who can still sign in, their rows locked until the open transaction ends. */
  async lockActiveOwners(): Promise<string[]> {
    const owners = await this.db.find(
      User,
      { role: UserRole.Owner, isDisabled: false },
      { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return owners.map((owner) => owner.id);
  }

  /**
   * The staff list's page: `q` matches name, e-mail or username; role (one role, or `staff` for every
   * staff role), isDisabled and id (getMany) filter. `customersOnly` keeps staff accounts out whatever
   * the filter says (for callers who may not see them).
   */
  async list(
    query: ListQuery<UserSortField>,
    { customersOnly = false } = {},
  ): Promise<{ users: User[]; total: number }> {
    const where: FilterQuery<User> = {};
    const { q, role, isDisabled, id } = query.filter;
    if (Array.isArray(id))
      where.id = { $in: id.filter((value): value is string => typeof value === 'string' && isUuid(value)) };
    if (role === STAFF_FILTER) where.role = { $ne: UserRole.Customer };
    else if (Object.values(UserRole).includes(role as UserRole)) where.role = role as UserRole;
    if (customersOnly) {
      if (where.role !== undefined && where.role !== UserRole.Customer) return { users: [], total: 0 };
      where.role = UserRole.Customer;
    }
    if (typeof isDisabled === 'boolean') where.isDisabled = isDisabled;
    if (typeof q === 'string' && q.trim()) {
      const pattern = `%${escapeLike(q.trim())}%`;
      where.$or = [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }, { username: { $ilike: pattern } }];
    }
    const [users, total] = await this.db.findAndCount(User, where, {
      orderBy: query.orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { users, total };
  }
}
