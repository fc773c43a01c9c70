import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config.js';
import { coreModules } from './core-modules.js';
import { DemoArtModule } from './database/seeders/art/demo-art.module.js';
import { AuditModule } from './modules/audit/index.js';
import { CatalogModule } from './modules/catalog/index.js';
import { DashboardModule } from './modules/dashboard/index.js';
import { HealthModule } from './modules/health/index.js';
import { CustomerRequestsModule } from './modules/customer-requests/index.js';
import { InventoryModule } from './modules/inventory/index.js';
import { LegalPagesModule } from './modules/legal-pages/index.js';
import { HomeContentModule } from './modules/home-content/index.js';
import { MediaModule } from './modules/media/index.js';
import { PrivacyModule } from './modules/privacy/index.js';
import { QueueDashboardModule } from './modules/queue-dashboard/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SeoModule } from './modules/seo/index.js';
import { AuthModule } from './modules/auth/index.js';
import { ShopModule } from './modules/shop/index.js';
import { SuppliersModule } from './modules/suppliers/index.js';
import { UsersModule } from './modules/users/index.js';

@Module({})
export class AppModule {
  /** The HTTP server: API, docs and web apps (ROLE=all also runs the queue workers). */
  static forApi(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreModules(config, databaseUrl),
        // Uploads; with ROLE=all also the import worker (ROLE=worker runs worker.module.ts instead).
        InventoryModule.forRole(config.role === 'worker' ? 'api' : config.role),
        UsersModule,
        AuthModule,
        HealthModule,
        ShopModule,
        CatalogModule,
        DemoArtModule,
        SuppliersModule,
        SeoModule,
        CustomerRequestsModule,
        MediaModule,
        QueueDashboardModule,
        HomeContentModule,
        ReviewsModule,
        LegalPagesModule,
        DashboardModule,
        AuditModule,
        PrivacyModule,
      ],
    };
  }
}
