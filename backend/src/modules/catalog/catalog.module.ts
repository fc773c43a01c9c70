import { Module } from '@nestjs/common';
import { ProductPresenter } from './product.presenter.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({ controllers: [ProductsController], providers: [ProductPresenter, ProductsService], exports: [ProductPresenter, ProductsService] })
export class CatalogModule {}
