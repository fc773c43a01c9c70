import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import argon2 from 'argon2';
import { DEMO_ADMIN, type AppConfig } from '../config/config.js';
import { User, UserRole, UsersRepository, createAdminAccount } from '../modules/users/index.js';

export class NoAdministratorError extends Error {}

/**
 * Creates the first administrator (an Owner) when the shop has no staff: from ADMIN_EMAIL/ADMIN_PASSWORD, or in
 * development the demo admin, whose login is printed this once. Production without either refuses
 * to start, since nobody could ever sign in to the console.
 */
export async function ensureFirstAdmin(em: EntityManager, config: AppConfig): Promise<void> {
  const logger = new Logger('Setup');
  if ((await em.count(User, { role: { $ne: UserRole.Customer } })) > 0) return;
  const admin = config.bootstrapAdmin;
  if (!admin) {
    throw new NoAdministratorError(
      'No administrator exists. Set ADMIN_EMAIL and ADMIN_PASSWORD for the first start, or run `npm run admin:create`.',
    );
  }
  await createAdminAccount(new UsersRepository(em), admin);
  if (admin === DEMO_ADMIN) {
    logger.warn(`Created the demo administrator: sign in at /admin with ${admin.email} / ${admin.password}`);
  } else {
    logger.log(`Created the first administrator ${admin.email}`);
  }
}

/**
 * The demo administrator's login while it still signs in (demo mode), for the development start
 * banner; nothing once staff changed its password or disabled it, so the banner never shows a stale one.
 */
export async function workingDemoLogin(
  em: EntityManager,
  config: AppConfig,
): Promise<{ email: string; password: string } | undefined> {
  if (config.bootstrapAdmin !== DEMO_ADMIN) return undefined;
  const user = await em.findOne(
    User,
    { email: DEMO_ADMIN.email, role: { $ne: UserRole.Customer }, isDisabled: false },
    { populate: ['passwordHash'] },
  );
  const works = user ? await argon2.verify(user.passwordHash, DEMO_ADMIN.password).catch(() => false) : false;
  return works ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : undefined;
}
