import { Module } from '@nestjs/common';
import { MediaModule } from '../../media/media.module.js';
import { CatalogModule } from '../catalog.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsRepository } from './admin-products.repository.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductHistoryController } from './product-history.controller.js';

/** Staff catalogue management: /api/admin/products and /api/admin/product-history. */
@Module({
  imports: [CatalogModule, MediaModule],
  controllers: [AdminProductsController, ProductHistoryController],
  providers: [AdminProductsRepository, AdminProductsService],
  exports: [AdminProductsService],
})
export class AdminProductsModule {}
