import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { LeadKitModule } from '../leads/index.js';
import { ShopModule } from '../shop/index.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CustomerOrders } from './customer-orders.repository.js';
import { OrderActivity } from './order-activity.repository.js';
import { OrderProducts } from './order-products.repository.js';
import { OrderRecords } from './order-records.repository.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrderPersonalData } from './order-personal-data.repository.js';

@Module({
  imports: [LeadKitModule, ShopModule, CatalogModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [
    OrdersService,
    AdminOrdersService,
    OrderRecords,
    CustomerOrders,
    OrderProducts,
    OrderActivity,
    OrderPersonalData,
  ],
  exports: [CustomerOrders, OrderProducts, OrderActivity, OrderPersonalData],
})
export class OrdersModule {}
