import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/index.js';
import { CatalogModule } from '../catalog/index.js';
import { ContactsModule } from '../contacts/index.js';
import { HeldRuns } from '../inventory/index.js';
import { OrdersModule } from '../orders/index.js';
import { ShopModule } from '../shop/index.js';
import { SuppliersModule } from '../suppliers/index.js';
import { CustomerCounts } from '../users/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardProductCounts } from './product-counts.js';
import { UnhandledLeadsController } from './unhandled-leads.controller.js';

/**
 * Staff dashboard: GET /api/admin/dashboard and the menu's counts of unhandled requests, GET /api/admin/leads/unhandled
 * (the global guard keeps /api/admin/* for staff). It owns no data: each figure is asked of the module that
 * owns it, through the read repository that module exports (CustomerCounts and HeldRuns are provided here,
 * as the users and inventory modules export none).
 */
@Module({
  imports: [ShopModule, CatalogModule, OrdersModule, AppointmentsModule, ContactsModule, SuppliersModule],
  controllers: [DashboardController, UnhandledLeadsController],
  providers: [DashboardService, DashboardProductCounts, CustomerCounts, HeldRuns],
})
export class DashboardModule {}
