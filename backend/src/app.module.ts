import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import { CommonModule } from './common/common.module.js';
import { RateLimitModule } from './modules/rate-limit/index.js';
import { requestLogOptions } from './common/request-log.js';
import { ormConfig } from './database/mikro-orm.config.js';
import { CatalogModule } from './modules/catalog/index.js';
import { DashboardModule } from './modules/dashboard/index.js';
import { HealthModule } from './modules/health/index.js';
import { CustomerRequestsModule } from './modules/customer-requests/index.js';
import { ImportsModule } from './modules/imports/index.js';
import { HomeContentModule } from './modules/home-content/index.js';
import { MediaModule } from './modules/media/index.js';
import { QueueDashboardModule } from './modules/queue-dashboard/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SeoModule } from './modules/seo/index.js';
import { AuthModule } from './modules/auth/index.js';
import { MailModule } from './modules/mail/index.js';
import { QueueModule } from './modules/queue/index.js';
import { ShopModule } from './modules/shop/index.js';
import { UsersModule } from './modules/users/index.js';

/** What every process needs: configuration, logs, the database, the queues and their workers. */
function coreModules(config: AppConfig, databaseUrl: string) {
  return [
    ConfigModule.forRoot(config),
    // The clock and the rate limiter, one of each for every module.
    CommonModule,
    RateLimitModule,
    LoggerModule.forRoot({ pinoHttp: requestLogOptions(config) }),
    MikroOrmModule.forRoot({ ...ormConfig(databaseUrl), registerRequestContext: true }),
    QueueModule.forDatabase(config, databaseUrl),
    MailModule.forRole(config.role),
    // Uploads (API) and the worker that runs them: both roles need it.
    ImportsModule.forRole(config.role),
  ];
}

@Module({})
export class AppModule {
  /** The HTTP server: API, docs and web apps (ROLE=all also runs the queue workers). */
  static forApi(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreModules(config, databaseUrl),
        UsersModule,
        AuthModule,
        HealthModule,
        ShopModule,
        CatalogModule,
        SeoModule,
        CustomerRequestsModule,
        MediaModule,
        QueueDashboardModule,
        HomeContentModule,
        ReviewsModule,
        DashboardModule,
      ],
    };
  }

  /** ROLE=worker: the queue workers only, no HTTP. */
  static forWorker(config: AppConfig, databaseUrl: string): DynamicModule {
    return { module: AppModule, imports: coreModules(config, databaseUrl) };
  }
}
