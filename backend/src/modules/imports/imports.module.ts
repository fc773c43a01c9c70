import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig, Role } from '../../config/config.js';
import { ImportProcessor } from './import.processor.js';
import { ImportQueue } from './import-queue.js';
import { ImportRunner } from './import-runner.js';
import { ImportSweep } from './import-sweep.js';
import { ImportUploadInterceptor } from './import-upload.interceptor.js';
import { ImportsController } from './imports.controller.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsService } from './imports.service.js';
import { uploadOptions } from '../../common/upload-options.js';

@Module({})
export class ImportsModule {
  /** ROLE=api only accepts uploads; `all` and `worker` also run the imports (they share IMPORT_DIR) and look for lost ones. */
  static forRole(role: Role): DynamicModule {
    const workers = role === 'api' ? [] : [ImportProcessor, ImportSweep];
    return {
      module: ImportsModule,
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
      ],
      controllers: [ImportsController],
      providers: [
        ImportsRepository,
        ImportsService,
        ImportQueue,
        ImportUploadInterceptor,
        {
          provide: ImportRunner,
          inject: [EntityManager, ImportsRepository, APP_CONFIG],
          useFactory: (em: EntityManager, imports: ImportsRepository, config: AppConfig) =>
            new ImportRunner(em, imports, config.imports.dir),
        },
        ...workers,
      ],
    };
  }
}
