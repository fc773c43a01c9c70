import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import { CommonModule } from './common/common.module.js';
import { requestLogOptions } from './http/index.js';
import { ormConfig } from './database/mikro-orm.config.js';
import { MailModule } from './modules/mail/index.js';
import { QueueModule } from './modules/queue/index.js';
import { RateLimitModule } from './modules/rate-limit/index.js';

/** What every process needs: configuration, logs, the database, the queues and the mail worker. */
export function coreModules(config: AppConfig, databaseUrl: string) {
  return [
    ConfigModule.forRoot(config),
    // The clock and the rate limiter, one of each for every module.
    CommonModule,
    RateLimitModule,
    LoggerModule.forRoot({ pinoHttp: requestLogOptions(config) }),
    MikroOrmModule.forRoot({ ...ormConfig(databaseUrl), registerRequestContext: true }),
    QueueModule.forDatabase(config, databaseUrl),
    MailModule.forRole(config.role),
  ];
}
