import { Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { ShopController } from './shop.controller.js';
import { ShopSettingsRepository } from './shop-settings.repository.js';
import { ShopSettingsService } from './shop-settings.service.js';
import { ShopService } from './shop.service.js';

/** The shop's facts: GET /api/shop for everyone, /api/admin/settings for staff. */
@Module({
  controllers: [ShopController, AdminSettingsController],
  providers: [ShopService, ShopSettingsService, ShopSettingsRepository],
  exports: [ShopService],
})
export class ShopModule {}
