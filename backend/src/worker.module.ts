import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config.js';
import { coreModules } from './core-modules.js';
import { InventoryWorkerModule } from './modules/inventory/index.js';
import { PasswordResetMailsModule } from './modules/auth/index.js';
import { LeadMailsModule } from './modules/leads/index.js';

/** ROLE=worker: the queue workers only, no HTTP. main.ts loads this file alone for that role, never app.ts. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    // The mail worker renders each kind from its record: the owners of the kinds register them here.
    // LeadMailsModule also sends the lead e-mails' outbox (LeadMailSender).
    return {
      module: WorkerModule,
      imports: [...coreModules(config, databaseUrl), InventoryWorkerModule, PasswordResetMailsModule, LeadMailsModule],
    };
  }
}
