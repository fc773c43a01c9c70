import type { EntityManager } from '@mikro-orm/postgresql';
import { SuppliersRepository } from '../../suppliers/index.js';
import { ImportsRepository } from '../imports.repository.js';
import { SupplierOffers } from '../offers/supplier-offers.js';
import { StockRepository } from '../stock/stock.repository.js';
import { StagingRepository } from './staging.repository.js';

/** Every repository an import writes through. */
export interface InventoryRepositories {
  imports: ImportsRepository;
  staging: StagingRepository;
  stock: StockRepository;
  offers: SupplierOffers;
  suppliers: SuppliersRepository;
}

/**
 * The one place an import's repositories are built outside Nest's injection: the import thread and the
 * terminal's `npm run import` have an EntityManager but no module. `imports` may be given (the worker
 * module's own).
 */
export function inventoryRepositories(em: EntityManager, imports = new ImportsRepository(em)): InventoryRepositories {
  return {
    imports,
    staging: new StagingRepository(em),
    stock: new StockRepository(em),
    offers: new SupplierOffers(em),
    suppliers: new SuppliersRepository(em),
  };
}
