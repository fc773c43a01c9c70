import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { User, UserRole } from './entities/user.entity.js';

/** Accounts: lookups and creation. Passwords are only ever stored as argon2id hashes. */
@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findActiveById(id: string): Promise<User | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.em.fork().findOne(User, { id, isDisabled: false });
  }

  /** E-mail addresses are compared case-insensitively. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: { $ilike: escapeLike(email.trim()) } }, { populate: ['passwordHash'] });
  }

  async verifyPassword(user: User, password: string): Promise<boolean> {
    try {
      return await argon2.verify(user.passwordHash, password);
    } catch {
      return false;
    }
  }

  countAdmins(): Promise<number> {
    return this.em.fork().count(User, { role: UserRole.Admin });
  }

  createAdmin(input: NewAdmin): Promise<User> {
    return createAdminAccount(this.em.fork(), input);
  }
}

export interface NewAdmin {
  email: string;
  password: string;
  name: string;
}

/** Also used before Nest starts (first start, `npm run admin:create`), hence a plain function. */
export async function createAdminAccount(em: EntityManager, input: NewAdmin): Promise<User> {
  const user = em.create(User, {
    email: input.email.trim(),
    name: input.name.trim(),
    role: UserRole.Admin,
    passwordHash: await argon2.hash(input.password, { type: argon2.argon2id }),
  });
  await em.flush();
  return user;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
