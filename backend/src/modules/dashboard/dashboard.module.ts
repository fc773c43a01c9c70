import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ShopModule } from '../shop/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** Staff dashboard: GET /api/admin/dashboard (the global guard keeps /api/admin/* for staff). */
@Module({
  imports: [ShopModule, CatalogModule],
  controllers: [DashboardController],
  providers: [DashboardRepository, DashboardService],
})
export class DashboardModule {}
