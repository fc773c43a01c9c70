import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { User, UserRole } from './entities/user.entity.js';
import { escapeLike } from '../../common/like-pattern.js';
import { isUuid, normaliseEmail } from '../../common/text/index.js';

/** Every field of an account's record sorts the staff list (_id is id; isAdmin follows the role). */
export const USER_SORT = sortColumns(
  ['username', 'email', 'name', 'firstName', 'lastName', 'phoneNumber', 'role', 'isDisabled', 'createdAt'],
  {
    _id: 'id',
    isAdmin: { sql: (alias) => `(${alias}.role = '${UserRole.Admin}')` },
  },
);
export type UserSortField = keyof typeof USER_SORT;

export interface NewCustomer {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface NewAdmin {
  email: string;
  password: string;
  name: string;
}

/** Data access for accounts. Passwords are only ever stored as argon2id hashes. */
@Injectable()
export class UsersService {
  /** Hashed once, so an unknown address costs as much time as a wrong password. */
  private readonly dummyHash = argon2.hash('no account has this password', { type: argon2.argon2id });

  constructor(private readonly em: EntityManager) {}

  findActiveById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.fork().findOne(User, { id, isDisabled: false });
  }

  findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.fork().findOne(User, { id });
  }

  /**
   * The account that owns an address, however it is spelled (normaliseEmail: case, fullwidth forms,
   * `İ`): stored addresses are normalised, so this is plain equality on the unique column. Accounts the
   * normalising migration found to clash with an older one (emailTakenBy) own no address.
   */
  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: normaliseEmail(email), emailTakenBy: null });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.em.fork().findOne(User, { username: { $ilike: escapeLike(username.trim()) } });
  }

  /** The account whose password matches, or null; takes the same time whether or not the address exists. */
  async findByCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.em
      .fork()
      .findOne(User, { email: normaliseEmail(email), emailTakenBy: null }, { populate: ['passwordHash'] });
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const matches = await argon2.verify(hash, password).catch(() => false);
    return user && matches ? user : null;
  }

  async createCustomer(input: NewCustomer): Promise<User> {
    const em = this.em.fork();
    const user = em.create(User, {
      username: input.username,
      email: normaliseEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phoneNumber: input.phoneNumber,
      role: UserRole.Customer,
      passwordHash: await hashPassword(input.password),
    });
    await em.flush();
    return user;
  }

  createAdmin(input: NewAdmin): Promise<User> {
    return createAdminAccount(this.em.fork(), input);
  }

  async updateProfile(
    id: string,
    changes: Partial<Pick<User, 'firstName' | 'lastName' | 'phoneNumber'>>,
  ): Promise<User> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id });
    // A DTO carries absent fields as undefined; only the ones sent change.
    em.assign(user, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    if (user.firstName || user.lastName) user.name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    await em.flush();
    return user;
  }

  /** A new password ends every session issued before it. */
  async setPassword(id: string, password: string): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id });
    user.passwordHash = await hashPassword(password);
    user.sessionsValidAfter = new Date();
    await em.flush();
  }

  async setDisabled(id: string, isDisabled: boolean): Promise<User> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id });
    user.isDisabled = isDisabled;
    if (isDisabled) user.sessionsValidAfter = new Date();
    await em.flush();
    return user;
  }

  async delete(id: string): Promise<void> {
    await this.em.fork().nativeDelete(User, { id });
  }

  /** Administrators who can still sign in, other than `exceptId`. */
  countOtherActiveAdmins(exceptId: string): Promise<number> {
    return this.em.fork().count(User, { role: UserRole.Admin, isDisabled: false, id: { $ne: exceptId } });
  }

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
    const [users, total] = await this.em.fork().findAndCount(User, where, {
      orderBy: query.orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { users, total };
  }
}

/** Also used before Nest starts (first start, `npm run admin:create`), hence a plain function. */
export async function createAdminAccount(em: EntityManager, input: NewAdmin): Promise<User> {
  const user = em.create(User, {
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    role: UserRole.Admin,
    passwordHash: await hashPassword(input.password),
  });
  await em.flush();
  return user;
}

function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
