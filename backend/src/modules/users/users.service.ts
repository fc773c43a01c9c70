import { wrap } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { User, UserRole } from './entities/user.entity.js';
import { StaffRole } from '../../common/staff-permissions.js';
import { isUuid, normaliseEmail } from '../../common/text/index.js';
import { UsersRepository } from './users.repository.js';

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
  /** Owner when not given: the first administrator and `npm run admin:create` make Owners. */
  role?: StaffRole;
}

/** Accounts' rules: addresses are looked up normalised, passwords are only ever stored as argon2id hashes. */
@Injectable()
export class UsersService {
  /** Hashed once, so an unknown address costs as much time as a wrong password. */
  private readonly dummyHash = argon2.hash('no account has this password', { type: argon2.argon2id });

  constructor(private readonly users: UsersRepository) {}

  findActiveById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.users.findActiveById(id);
  }

  findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.users.findById(id);
  }

  /**
   * The account that owns an address, however it is spelled (normaliseEmail: case, fullwidth forms,
   * `İ`): stored addresses are normalised, so this is plain equality on the unique column.
   */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normaliseEmail(email));
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findByUsername(username.trim());
  }

  /** The account whose password matches, or null; takes the same time whether or not the address exists. */
  async findByCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(normaliseEmail(email), { withPasswordHash: true });
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const matches = await argon2.verify(hash, password).catch(() => false);
    return user && matches ? user : null;
  }

  async createCustomer(input: NewCustomer): Promise<User> {
    return this.users.insert({
      username: input.username,
      email: normaliseEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phoneNumber: input.phoneNumber,
      role: UserRole.Customer,
      passwordHash: await hashPassword(input.password),
    });
  }

  createAdmin(input: NewAdmin): Promise<User> {
    return createAdminAccount(this.users, input);
  }

  updateProfile(id: string, changes: Partial<Pick<User, 'firstName' | 'lastName' | 'phoneNumber'>>): Promise<User> {
    return this.users.transaction(async () => {
      const user = await this.users.findByIdOrFail(id);
      // A DTO carries absent fields as undefined; only the ones sent change.
      wrap(user).assign(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
      if (user.firstName || user.lastName) user.name = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return user;
    });
  }

  /** A new password ends every session issued before it. */
  async setPassword(id: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.users.transaction(async () => {
      const user = await this.users.findByIdOrFail(id);
      user.passwordHash = passwordHash;
      user.sessionsValidAfter = new Date();
    });
  }

  /** The owner proved `email` (an e-mailed link): it counts only while it is still the account's address. */
  proveEmail(id: string, email: string): Promise<boolean> {
    return this.users.proveEmail(id, email);
  }

  /** Disables or enables an account and, for staff, changes the role; a disabled account's sessions end. */
  update(id: string, changes: { isDisabled?: boolean; role?: StaffRole }): Promise<User> {
    return this.users.transaction(async () => {
      const user = await this.users.findByIdOrFail(id);
      if (changes.role !== undefined) user.role = changes.role;
      if (changes.isDisabled !== undefined) {
        if (changes.isDisabled && !user.isDisabled) user.sessionsValidAfter = new Date();
        user.isDisabled = changes.isDisabled;
      }
      return user;
    });
  }
}

/**
 * Also used before Nest starts (first start, `npm run admin:create`, over a repository the caller
 * builds on its EntityManager), hence a plain function.
 */
export async function createAdminAccount(users: UsersRepository, input: NewAdmin): Promise<User> {
  return users.insert({
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    role: input.role ?? StaffRole.Owner,
    passwordHash: await hashPassword(input.password),
  });
}

function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
