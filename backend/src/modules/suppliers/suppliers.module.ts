import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/index.js';
import { FeedSchedule } from './feed-schedule.js';
import { MarkupController } from './markup.controller.js';
import { RepricingRequests } from './repricing-requests.js';
import { SuppliersController } from './suppliers.controller.js';
import { SuppliersRepository } from './suppliers.repository.js';
import { SuppliersService } from './suppliers.service.js';

/** Suppliers, their schedules and markup (the staff API); runs are the imports module's. */
@Module({
  imports: [ShopModule],
  controllers: [SuppliersController, MarkupController],
  providers: [SuppliersRepository, SuppliersService, FeedSchedule, RepricingRequests],
  exports: [SuppliersRepository, FeedSchedule],
})
export class SuppliersModule {}
