/**
 * The catalogue's public surface: what other modules, the web pages, the database seeders and the
 * scripts may import (never a file behind it).
 */
export { CatalogModule } from './catalog.module.js';
export { Product, ProductType } from './entities/product.entity.js';
export { ProductAuditEntry } from './admin/entities/product-audit-entry.entity.js';

// The places with queries on `products`: everything, and the search's statements built from a spec.
export {
  ProductRepository,
  type AuditActor,
  type NewestProductRow,
  type SupplierFields,
  type SupplierOfferSnapshot,
  type TypeCount,
} from './products.repository.js';
export { ProductSearchRepository, type SearchSummary } from './product-search.repository.js';
export { writableProductProps } from './product-rows.js';
// A checked product as its columns: the inventory's bulk writes store products the way staff's edits do.
export { toProductFields } from './admin/product-mapping.js';

// Reading products: the shop's answers, search and its index.
export { ProductPresenter } from './product.presenter.js';
export { ProductsService, PRODUCT_NOT_FOUND } from './products.service.js';
export type { ProductDto, ProductSummaryDto } from './dto/product.dto.js';
// Staff-only: the offer a product showed when an order or appointment was made.
export { SupplierOfferSnapshotDto } from './admin/dto/product-supply.dto.js';
export { CatalogSearchService } from './search/catalog-search.service.js';
export { DiamondIndexService } from './search/diamond-index.service.js';
export { DiamondSearchQueryDto } from './search/search-query.dto.js';
export { diamondSearchSpec } from './search/search-spec.js';

// What a product is and may hold: facts, rules and allowed values (the add forms and the CSV import share them).
export {
  AvailabilityStatus,
  availabilityOf,
  discountOf,
  isDiamond,
  paidPriceOf,
  productPagePath,
} from './product-facts.js';
export { viewerFrameSources } from './product-video.js';
export { parseNumber, validateProductInput, type ProductInput } from './admin/product-rules.js';
export { FLUORESCENCE, GRADES, JEWELRY_SHAPES, METALS, SHAPES } from './admin/product-options.js';
export type {
  DiamondClarity,
  Fluorescence,
  JewelryShape,
  ProductGrade,
  ProductLab,
  ProductMetal,
  ProductShape,
} from './vocabulary.js';
export { JEWELRY_CATEGORIES } from './jewelry-categories.js';
// The bulk-file templates' categories and columns (the CSV import reads by them, suppliers' column names name them).
export {
  IMAGE_HEADERS,
  IMPORT_CATEGORIES,
  type ImportCategory,
  isImportCategory,
  JEWELRY_HEADERS,
  TEMPLATE_HEADERS,
} from './import-templates.js';
export { canonicalStyle, findStyle, JEWELRY_STYLES } from './jewelry-styles.js';
export { isStockNumber, STOCK_NUMBER_MESSAGE } from './stock-number.js';
