import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ShopModule } from '../shop/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';
import { UnhandledLeadsController } from './unhandled-leads.controller.js';
import { UnhandledLeadsRepository } from './unhandled-leads.repository.js';

/**
 * Staff dashboard: GET /api/admin/dashboard and the menu's counts of unhandled requests, GET /api/admin/leads/unhandled
 * (the global guard keeps /api/admin/* for staff).
 */
@Module({
  imports: [ShopModule, CatalogModule],
  controllers: [DashboardController, UnhandledLeadsController],
  providers: [DashboardRepository, UnhandledLeadsRepository, DashboardService],
})
export class DashboardModule {}
