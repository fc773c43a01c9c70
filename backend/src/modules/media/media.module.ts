import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { LocalDiskMediaStorage } from './local-disk-storage.js';
import { MediaController } from './media.controller.js';
import { MediaReferencesModule } from './media-references.js';
import { MediaReferencesRepository } from './media-references.repository.js';
import { uploadHardLimit } from './media-rules.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { MediaService } from './media.service.js';
import { MediaUploadInterceptor } from './media-upload.interceptor.js';
import { uploadOptions } from '../../common/upload-options.js';

/**
 * Uploads (POST /api/admin/media), the storage behind them and /media. Other modules import it for
 * `MediaService` (store with a rule, release when rows go); owners of columns that hold media paths
 * register them with `MediaReferences` (media-references.ts), so media knows no other table.
 */
@Module({
  imports: [
    MediaReferencesModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        // Uploads stream to a temporary file, never into memory; beyond the hard limit multer stops reading.
        return uploadOptions(join(tmpdir(), 'shop-media-uploads'), {
          fileSize: uploadHardLimit(config.media.videoMaxBytes),
          files: 1,
          fields: 5,
          fieldSize: 1024,
          parts: 8,
        });
      },
    }),
  ],
  controllers: [MediaController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MediaStorage => new LocalDiskMediaStorage(config.media.dir),
    },
    MediaService,
    MediaReferencesRepository,
    MediaUploadInterceptor,
  ],
  exports: [MediaService, MEDIA_STORAGE, MediaReferencesModule],
})
export class MediaModule implements OnModuleInit {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Runs after Nest has added its routes and before its not-found handler: /media is served here. */
  onModuleInit(): void {
    const handler = this.storage.serve?.();
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (handler && instance?.use) instance.use('/media', handler);
  }
}
