import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { ormConfig } from './mikro-orm.config.js';
import { ensureFirstAdmin, workingDemoLogin } from './first-admin.js';

// Any constant works; it only has to be the same for every process of this shop.
const PREPARE_LOCK = 7_402_117;

/**
 * Brings the database up to date before a process serves: migrations, the first administrator
 * (in demo mode the demo admin) and in demo mode the demo catalogue. An advisory lock makes
 * concurrent starts of several processes safe, and every step is idempotent, so a restart changes nothing.
 * Answers the demo administrator's login while it works (see workingDemoLogin).
 */
export async function prepareDatabase(
  config: AppConfig,
  databaseUrl: string,
): Promise<{ demoLogin?: { email: string; password: string } }> {
  const logger = new Logger('Database');
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  const connection = orm.em.getConnection();
  try {
    await connection.execute(`select pg_advisory_lock(${PREPARE_LOCK})`);
    const applied = await orm.migrator.up();
    if (applied.length) logger.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
    await ensureFirstAdmin(orm.em.fork(), config);
    if (config.demoData) {
      // Loaded only for demo data: the seeders bring the catalogue and review modules (and image processing) with them.
      const { loadDemoCatalog } = await import('./seeders/load-demo-catalog.js');
      const { loadDemoReviews, reviewRepositories } = await import('../modules/reviews/index.js');
      const { loadDemoMarkup, SuppliersRepository } = await import('../modules/suppliers/index.js');
      const { loadDemoCurrencies, ShopSettingsRepository } = await import('../modules/shop/index.js');
      const newShop = (await loadDemoCatalog(orm.em.fork())) > 0;
      await loadDemoReviews(reviewRepositories(orm.em.fork()));
      await loadDemoMarkup(new SuppliersRepository(orm.em.fork()));
      // A new demo shop only: settings staff (or a test) cleared later stay cleared on the next start.
      if (newShop) await loadDemoCurrencies(new ShopSettingsRepository(orm.em.fork()));
    }
    return { demoLogin: await workingDemoLogin(orm.em.fork(), config) };
  } finally {
    await connection.execute(`select pg_advisory_unlock(${PREPARE_LOCK})`).catch(() => undefined);
    await orm.close();
  }
}
