// `node --test eslint/database-access.test.js`: the repository-only rule (run by `npm run lint`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './database-access.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});
const file = (path) => `${process.cwd()}/backend/src/${path}`;
const service = file('modules/orders/admin-orders.service.ts');
const error = (messageId) => ({ errors: [{ messageId }] });

tester.run('database-access', rule, {
  valid: [
    // Repositories hold the EntityManager and write SQL.
    {
      filename: file('modules/orders/orders.repository.ts'),
      code: "import { EntityManager } from '@mikro-orm/postgresql';\nconst rows = await this.em.fork().getConnection().execute('select 1');",
    },
    // Entities and services may import the ORM's decorators, enums and types.
    {
      filename: file('modules/orders/entities/order.entity.ts'),
      code: "import { Entity, Property } from '@mikro-orm/core';",
    },
    { filename: service, code: "import { LockMode, type FilterQuery } from '@mikro-orm/core';" },
    // Services call repositories, whatever their methods are named.
    {
      filename: service,
      code: 'const order = await this.orders.find(id); await this.orders.transaction(() => work());',
    },
    // The database layer, entry points, scripts and tests are not judged.
    { filename: file('database/migrations/Migration1.ts'), code: "this.addSql('select 1'); await em.execute('x');" },
    { filename: file('scripts/bench-dashboard.ts'), code: "await em.getConnection().execute('select 1');" },
    { filename: file('modules/orders/orders.spec.ts'), code: "await em.execute('select 1');" },
    { filename: `${process.cwd()}/backend/test/orders.test.ts`, code: "await em.execute('select 1');" },
    // A named shared helper repositories are built from.
    {
      filename: file('common/repository.ts'),
      code: "import { EntityManager } from '@mikro-orm/postgresql'; this.em.fork();",
      options: [{ allow: ['common/repository.ts'] }],
    },
  ],
  invalid: [
    { filename: service, code: "import { EntityManager } from '@mikro-orm/postgresql';", ...error('handle') },
    { filename: service, code: "import type { EntityManager } from '@mikro-orm/core';", ...error('handle') },
    { filename: service, code: "import { sql } from 'kysely';", ...error('handle') },
    { filename: service, code: "import * as orm from '@mikro-orm/core';", ...error('handle') },
    {
      filename: service,
      code: 'const order = await this.em.fork().findOne(Order, { id });',
      ...error('entityManager'),
    },
    { filename: service, code: 'await tx.persist(order).flush();', ...error('entityManager') },
    { filename: service, code: 'function list(em) { return em.find(Order, {}); }', ...error('entityManager') },
    { filename: service, code: "await connection.execute('delete from orders');", ...error('query') },
    { filename: service, code: 'const q = db.createQueryBuilder(Order).where({ id });', ...error('query') },
    { filename: file('modules/suppliers/suppliers.controller.ts'), code: "const q = raw('now()');", ...error('query') },
    { filename: file('http/health.ts'), code: 'await orm.getConnection();', ...error('query') },
    { filename: file('common/list-query.ts'), code: "const order = raw('x');", ...error('query') },
  ],
});
