import { Module } from '@nestjs/common';
import { MediaModule, MediaReferencesModule } from '../media/index.js';
import { AdminProductsController } from './admin/admin-products.controller.js';
import { AdminProductsService } from './admin/admin-products.service.js';
import { ProductHistoryController } from './admin/product-history.controller.js';
import { ProductLookupController } from './lookup/product-lookup.controller.js';
import { ProductLookupService } from './lookup/product-lookup.service.js';
import { ProductMediaReferences } from './product-media-references.js';
import { ProductPresenter } from './product.presenter.js';
import { ProductsController } from './products.controller.js';
import { ProductSearchRepository } from './product-search.repository.js';
import { ProductRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';
import { CatalogSearchController } from './search/catalog-search.controller.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { DiamondIndexService } from './search/diamond-index.service.js';
import { IndexSnapshotRepository } from './search/index-snapshot.repository.js';

/**
 * The catalogue: the shop's product pages and lists, the header lookup, search with facets
 * (/api/diamonds, /api/jewelry, served from the in-memory diamond index when current), staff product
 * management with its audit trail (/api/admin/products, /api/admin/product-history). ProductRepository
 * holds the queries on `products`, but for the search's built from a spec (ProductSearchRepository). Other modules import this module and `./index.ts`, never
 * a file behind it.
 */
@Module({
  imports: [MediaModule, MediaReferencesModule],
  // Routes register in this order: /products/lookup must come before /products/:id would take 'lookup' for an id.
  controllers: [
    ProductLookupController,
    ProductsController,
    AdminProductsController,
    ProductHistoryController,
    CatalogSearchController,
  ],
  providers: [
    ProductRepository,
    ProductSearchRepository,
    ProductPresenter,
    ProductsService,
    ProductLookupService,
    AdminProductsService,
    CatalogSearchService,
    DiamondIndexService,
    IndexSnapshotRepository,
    ProductMediaReferences,
  ],
  exports: [ProductRepository, ProductPresenter, ProductsService, CatalogSearchService, DiamondIndexService],
})
export class CatalogModule {}
