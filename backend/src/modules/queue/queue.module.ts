import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AdvancedSettings } from 'bull';
import type { AppConfig } from '../../config/config.js';
import { JOB_RETRIES, QUEUES } from './queue.constants.js';
import { QueueErrorListener } from './queue-errors.js';
import { QueueScope } from './queue-scope.js';
import { RedisStatus } from './redis-status.service.js';

/**
 * The bull queues on Redis, under this shop's prefix (QueueScope). Jobs retry with exponential
 * backoff and a job that fails for good is kept (removeOnFail: false) so staff can see it.
 */
/**
 * Imports run in a thread, so their worker's event loop renews a job's lock on time: a short lock
 * lets another worker take over the import of a killed worker within about half a minute (bull's
 * default is a minute). Should a lock still be lost, the import's run lock in PostgreSQL keeps two
 * runs of one import apart (ImportRunner.run).
 */
const SETTINGS: Partial<Record<string, AdvancedSettings>> = {
  [QUEUES.imports]: { lockDuration: 15_000, stalledInterval: 15_000 },
};

@Module({})
export class QueueModule {
  static forDatabase(config: AppConfig, databaseUrl: string): DynamicModule {
    const scope = QueueScope.of(databaseUrl, config.queuePrefix);
    return {
      module: QueueModule,
      global: true,
      imports: [
        BullModule.forRoot({
          url: config.redisUrl,
          prefix: scope.prefix,
          defaultJobOptions: {
            ...JOB_RETRIES,
            removeOnComplete: 1000,
            removeOnFail: false,
          },
        }),
        BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name, settings: SETTINGS[name] }))),
      ],
      providers: [{ provide: QueueScope, useValue: scope }, RedisStatus, QueueErrorListener.provider],
      exports: [BullModule, RedisStatus, QueueScope],
    };
  }
}
