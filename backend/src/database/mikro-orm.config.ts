import { Logger } from '@nestjs/common';
import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { subscribers } from './subscribers.js';

const ormLogger = new Logger('MikroORM');

/** One MikroORM configuration for the server, the tests and the migration script. */
export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    // PostgreSQL compiles a statement with LLVM once its estimated cost is high, which over a million
    // products is most searches and counts: 60–300 ms of compiling for statements that then run in a few
    // (the usual advice for short, frequent statements). Set per connection, whatever the server's default.
    driverOptions: { options: '-c jit=off' },
    entities,
    subscribers,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'src/database/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // Timestamps are stored as timestamptz and travel as ISO 8601 instants.
    forceUtcTimezone: true,
    // Kept by hand-written migrations (SQL-only, no entity): new migrations must not drop them.
    schemaGenerator: { skipTables: ['catalog_revision', 'catalog_changes', 'import_seen'] },
    pool: { min: 0, max: 10 },
    debug: false,
    // Migration progress goes through the app's logger like everything else.
    logger: (message) => ormLogger.log(message.replace(/\x1b\[[0-9;]*m/g, '')),
    allowGlobalContext: false,
  });
}
