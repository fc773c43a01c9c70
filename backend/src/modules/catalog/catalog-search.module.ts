import { Module } from '@nestjs/common';
import { CatalogModule } from './catalog.module.js';
import { CatalogSearchController } from './search/catalog-search.controller.js';
import { CatalogSearchRepository } from './search/catalog-search.repository.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { DiamondIndexService } from './search/diamond-index.service.js';

/** GET /api/diamonds and GET /api/jewelry: server-side filtering, sorting, paging and facet counts. */
@Module({
  imports: [CatalogModule],
  controllers: [CatalogSearchController],
  providers: [CatalogSearchRepository, CatalogSearchService, DiamondIndexService],
  exports: [CatalogSearchService, DiamondIndexService],
})
export class CatalogSearchModule {}
