import { Module } from '@nestjs/common';
import { DemoArtController } from './demo/art/demo-art.controller.js';
import { ProductLookupController } from './lookup/product-lookup.controller.js';
import { ProductLookupRepository } from './lookup/product-lookup.repository.js';
import { ProductLookupService } from './lookup/product-lookup.service.js';
import { ProductPresenter } from './product.presenter.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  // Routes register in this order: /products/lookup must come before /products/:id would take 'lookup' for an id.
  controllers: [ProductLookupController, ProductsController, DemoArtController],
  providers: [ProductPresenter, ProductsService, ProductLookupRepository, ProductLookupService],
  exports: [ProductPresenter, ProductsService],
})
export class CatalogModule {}
