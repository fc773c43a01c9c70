import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { QUEUES } from './queue.constants.js';
import { QueueErrorListener } from './queue-errors.js';
import { RedisStatus } from './redis-status.service.js';

/**
 * The bull queues on Redis. Jobs retry with exponential backoff and a job that fails for good is
 * kept (removeOnFail: false) so staff can see it.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        url: config.redisUrl,
        prefix: config.queuePrefix,
        defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: false },
      }),
    }),
    BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name }))),
  ],
  providers: [RedisStatus, QueueErrorListener],
  exports: [BullModule, RedisStatus],
})
export class QueueModule {}
