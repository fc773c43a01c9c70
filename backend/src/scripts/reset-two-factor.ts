/**
 * `npm run admin:reset-two-factor -- --email owner@shop.example`: turns off a staff member's two-step sign-in
 * from the server, for when no Owner can sign in to reset it (the only Owner lost both their phone and their
 * recovery codes). Their authenticator and recovery codes are forgotten and their sessions end; where the shop
 * requires two-step sign-in, they set it up again at their next sign-in.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { normaliseEmail } from '../common/text/index.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/database-url.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { SessionsRepository, TwoFactorRepository } from '../modules/auth/index.js';
import { UsersRepository } from '../modules/users/index.js';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = normaliseEmail(values.email?.trim() ?? '');
if (!email) fail('Give the staff member’s e-mail: npm run admin:reset-two-factor -- --email you@shop.example');

const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
const database = await openDatabase(config);
const orm = await MikroORM.init(ormConfig(database.url));
try {
  await orm.migrator.up();
  const user = await new UsersRepository(orm.em.fork()).findByEmail(email);
  if (!user?.isStaff) fail(`No staff account has the e-mail ${email}.`);
  await new TwoFactorRepository(orm.em.fork()).remove(user.id);
  await new SessionsRepository(orm.em.fork()).revokeAll(user.id);
  console.log(`Two-step sign-in of ${email} is off, and its sessions have ended.`);
} finally {
  await orm.close();
  await database.stop();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
