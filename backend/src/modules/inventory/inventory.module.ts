import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig, Role } from '../../config/config.js';
import { ImportQueue } from './import-queue.js';
import { ImportUploadInterceptor } from './import-upload.interceptor.js';
import { InventoryWorkerModule } from './inventory-worker.module.js';
import { ImportsController } from './imports.controller.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsService } from './imports.service.js';
import { uploadOptions } from '../../common/upload-options.js';
import { SuppliersModule } from '../suppliers/index.js';
import { FeedRuns } from './feed-runs.service.js';
import { OffersRepository } from './offers/offers.repository.js';
import { SupplierOffers } from './offers/supplier-offers.js';
import { StockRepository } from './stock/stock.repository.js';
import { RepricingController } from './repricing/repricing.controller.js';
import { RepricingJobs } from './repricing/repricing-jobs.service.js';

@Module({})
export class InventoryModule {
  /** The uploads (the API); ROLE=all also runs the imports and looks for lost ones (they share IMPORT_DIR). */
  static forRole(role: Exclude<Role, 'worker'>): DynamicModule {
    return {
      module: InventoryModule,
      imports: [
        MulterModule.registerAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => {
            // Uploads stream straight into the imports folder, where the worker reads them; never into memory.
            return uploadOptions(join(config.imports.dir, 'incoming'), {
              fileSize: config.imports.maxBytes,
              files: 1,
              fields: 5,
              fieldSize: 1024,
              parts: 8,
            });
          },
        }),
        SuppliersModule,
        ...(role === 'all' ? [InventoryWorkerModule] : []),
      ],
      controllers: [ImportsController, RepricingController],
      providers: [
        ImportsRepository,
        OffersRepository,
        StockRepository,
        SupplierOffers,
        ImportsService,
        ImportQueue,
        ImportUploadInterceptor,
        FeedRuns,
        RepricingJobs,
      ],
    };
  }
}
