import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { ImportProcessor } from './import.processor.js';
import { ImportQueue } from './import-queue.js';
import { ImportRunner } from './import-runner.js';
import { ImportSweep } from './import-sweep.js';
import { FeedRuns } from './feed-runs.service.js';
import { OffersRepository } from './offers/offers.repository.js';
import { SupplierOffers } from './offers/supplier-offers.js';
import { InventoryRepositories } from './pipeline/inventory-repositories.js';
import { StagingRepository } from './pipeline/staging.repository.js';
import { StockRepository } from './stock/stock.repository.js';
import { FeedTickProcessor } from './feed-tick.processor.js';
import { SuppliersModule } from '../suppliers/index.js';
import { ShopModule } from '../shop/index.js';
import { HeldRunNotice } from './held-run-notice.js';
import { ImportsRepository } from './imports.repository.js';
import { RepricingProcessor } from './repricing/repricing.processor.js';
import { RepricingRepository } from './repricing/repricing.repository.js';

/**
 * What runs the imports (ROLE=worker, and ROLE=all beside the uploads): the queue's processor and the
 * sweep for lost imports, and the markup saves' repricing jobs. No controller or upload handling, so the
 * worker role never loads the HTTP side.
 */
@Module({
  imports: [SuppliersModule, ShopModule],
  providers: [
    ImportsRepository,
    StagingRepository,
    StockRepository,
    OffersRepository,
    InventoryRepositories,
    ImportQueue,
    {
      provide: ImportRunner,
      inject: [InventoryRepositories, APP_CONFIG],
      useFactory: (repositories: InventoryRepositories, config: AppConfig) =>
        new ImportRunner(repositories, config.imports.dir, config.feeds),
    },
    ImportProcessor,
    ImportSweep,
    SupplierOffers,
    FeedRuns,
    FeedTickProcessor,
    HeldRunNotice,
    RepricingRepository,
    RepricingProcessor,
  ],
})
export class InventoryWorkerModule {}
