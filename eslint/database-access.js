// Repositories are the only code that reaches the database (issue 32). In the backend's common/,
// modules/, http/ and web/ folders, a file that is not a `*.repository.ts` may not hold the
// EntityManager, build a query or write SQL: importing the ORM's or the query builder's handles
// (EntityManager, QueryBuilder, raw, sql…), touching `em.`/`tx.`/`this.em`, or calling execute(),
// createQueryBuilder(), getConnection() or raw(). The database layer itself (database/: the ORM
// wiring, migrations, demo data), entry points, scripts and tests are not judged; `allow` names
// the few shared helpers repositories are built from.
import { relative, sep } from 'node:path';

const SOURCE = `backend${sep}src${sep}`;
const JUDGED = new Set(['common', 'modules', 'http', 'web']);
const DATABASE_PACKAGES = /^(@mikro-orm\/|kysely$|knex$|pg$)/;
/** The handles that reach the database or build SQL; entities' decorators and types stay importable. */
const HANDLES = new Set([
  'EntityManager',
  'SqlEntityManager',
  'EntityRepository',
  'QueryBuilder',
  'MikroORM',
  'Connection',
  'Knex',
  'Kysely',
  'TransactionContext',
  'RequestContext',
  'raw',
  'sql',
]);
const QUERY_CALLS = new Set(['execute', 'createQueryBuilder', 'getConnection', 'getKnex', 'getKysely', 'raw']);
const ENTITY_MANAGER_NAMES = new Set(['em', 'tx']);

/** `em`, `tx` or `this.em` as written, when `object` is one of them. */
function entityManagerName(object) {
  if (object.type === 'Identifier' && ENTITY_MANAGER_NAMES.has(object.name)) return object.name;
  if (
    object.type === 'MemberExpression' &&
    object.object.type === 'ThisExpression' &&
    object.property.type === 'Identifier' &&
    object.property.name === 'em'
  )
    return 'this.em';
  return null;
}

function judged(file, allow) {
  const at = file.indexOf(SOURCE);
  if (at < 0) return false;
  const inner = file.slice(at + SOURCE.length);
  const [folder] = inner.split(sep);
  if (!JUDGED.has(folder)) return false;
  if (/\.repository\.ts$/.test(inner) || /\.(spec|test)\.tsx?$/.test(inner)) return false;
  return !allow.includes(inner.split(sep).join('/'));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'only *.repository.ts files reach the database' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      handle: "'{{name}}' from '{{source}}' reaches the database: only a *.repository.ts may hold it.",
      entityManager: "'{{name}}.' uses the EntityManager: only a *.repository.ts may (move the query into one).",
      query: '{{name}}() reaches the database: only a *.repository.ts may (move the query into one).',
    },
  },
  create(context) {
    const file = relative(context.cwd, context.filename);
    if (!judged(file, context.options[0]?.allow ?? [])) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !DATABASE_PACKAGES.test(source)) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.local.name;
          if (specifier.type !== 'ImportSpecifier' || HANDLES.has(name))
            context.report({ node: specifier, messageId: 'handle', data: { name, source } });
        }
      },
      MemberExpression(node) {
        const name = entityManagerName(node.object);
        if (name) context.report({ node, messageId: 'entityManager', data: { name } });
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (name && QUERY_CALLS.has(name)) context.report({ node, messageId: 'query', data: { name } });
      },
    };
  },
};
