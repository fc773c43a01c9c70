import { createHmac } from 'node:crypto';
import { getQueueToken } from '@nestjs/bull';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type { Queue } from 'bull';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { bullBoardHandler } from './bull-board.js';
import { QueueDashboardAccess } from './queue-dashboard-access.js';
import { QueueDashboardController } from './queue-dashboard.controller.js';
import { DASHBOARD_PATH } from './queue-dashboard.constants.js';
import { QueueDashboardTokens } from './queue-dashboard-tokens.service.js';
import { AuthModule } from '../auth/index.js';
import { QUEUES } from '../queue/index.js';
import { UsersModule } from '../users/index.js';

/**
 * The staff queue dashboard (bull-board) at /api/admin/queues, for the API process only.
 * POST /api/admin/queues/session is a Nest route; everything else under the path is bull-board
 * behind QueueDashboardAccess.
 */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A key derived from the API's, not the API's itself: TokenService can then never verify a
      // dashboard token, whatever claims it carries.
      useFactory: (config: AppConfig) => ({
        secret: createHmac('sha256', config.jwt.secret).update('queue-dashboard').digest('base64url'),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [QueueDashboardController],
  providers: [QueueDashboardTokens, QueueDashboardAccess],
})
export class QueueDashboardModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: QueueDashboardAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(getQueueToken(QUEUES.imports)) private readonly imports: Queue,
    @Inject(getQueueToken(QUEUES.mail)) private readonly mail: Queue,
  ) {}

  /** Runs after Nest has added its routes (so POST …/session wins) and before its not-found handler. */
  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (!instance?.use) return;
    instance.use(
      DASHBOARD_PATH,
      this.access.middleware,
      bullBoardHandler([this.imports, this.mail], this.config.shop.name),
    );
  }
}
