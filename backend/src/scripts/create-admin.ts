/**
 * `npm run admin:create -- --email ada@shop.example --name "Ada Lovelace"`: adds an administrator.
 * The password comes from ADMIN_PASSWORD or is asked for (never on the command line, where other
 * users of the machine could read it).
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isEmail } from 'class-validator';
import { MikroORM } from '@mikro-orm/postgresql';
import { normaliseEmail } from '../common/text/index.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/database-url.js';
import { ormConfig } from '../database/mikro-orm.config.js';
import { User, UsersRepository, createAdminAccount } from '../modules/users/index.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = values.email?.trim() ?? '';
const name = values.name?.trim() || 'Administrator';
if (!isEmail(email))
  fail('Give the new administrator’s e-mail: npm run admin:create -- --email you@shop.example --name "Your Name"');

const password = process.env.ADMIN_PASSWORD || (await ask('Password (at least 8 characters): '));
if (password.length < 8) fail('The password must be at least 8 characters.');

const { ADMIN_EMAIL: _ignoredEmail, ADMIN_PASSWORD: _ignoredPassword, ...env } = process.env;
const config = loadConfig({ ...env, DEMO_DATA: 'false' });
const database = await openDatabase(config);
const orm = await MikroORM.init(ormConfig(database.url));
try {
  await orm.migrator.up();
  const em = orm.em.fork();
  if (await em.findOne(User, { email: normaliseEmail(email), emailTakenBy: null }))
    fail(`An account with the e-mail ${email} already exists.`);
  await createAdminAccount(new UsersRepository(em), { email, name, password });
  console.log(`Administrator ${email} created. Sign in at /admin.`);
} finally {
  await orm.close();
  await database.stop();
}

async function ask(question: string): Promise<string> {
  const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await readline.question(question);
  readline.close();
  return answer;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
