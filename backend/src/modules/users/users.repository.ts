import { type FilterQuery, raw, type RequiredEntityData } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../common/like-pattern.js';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { isUuid } from '../../common/text/index.js';
import { User, UserRole } from './entities/user.entity.js';

/** Every field of an account's record sorts the staff list (_id is id; isAdmin follows the role). */
export const USER_SORT = sortColumns(
  ['username', 'email', 'name', 'firstName', 'lastName', 'phoneNumber', 'role', 'isDisabled', 'createdAt'],
  {
    _id: 'id',
    isAdmin: raw((alias: string) => `(${alias}.role = '${UserRole.Admin}')`),
  },
);
export type UserSortField = keyof typeof USER_SORT;

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

  /** Administrators who can still sign in, other than `exceptId`. */
  countOtherActiveAdmins(exceptId: string): Promise<number> {
    return this.db.count(User, { role: UserRole.Admin, isDisabled: false, id: { $ne: exceptId } });
  }

  /** The staff list's page: `q` matches name, e-mail or username; role, isDisabled and id (getMany) filter. */
  async list(query: ListQuery<UserSortField>): Promise<{ users: User[]; total: number }> {
    const where: FilterQuery<User> = {};
    const { q, role, isDisabled, id } = query.filter;
    if (Array.isArray(id))
      where.id = { $in: id.filter((value): value is string => typeof value === 'string' && isUuid(value)) };
    if (role === UserRole.Admin || role === UserRole.Customer) where.role = role;
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
