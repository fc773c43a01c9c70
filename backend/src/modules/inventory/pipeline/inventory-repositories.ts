import { Injectable } from '@nestjs/common';
import type { Repository } from '../../../common/repository.js';
import { SuppliersRepository } from '../../suppliers/index.js';
import { ImportsRepository } from '../imports.repository.js';
import { OffersRepository } from '../offers/offers.repository.js';
import { SupplierOffers } from '../offers/supplier-offers.js';
import { StockRepository } from '../stock/stock.repository.js';
import { StagingRepository } from './staging.repository.js';

/** What every repository is made from (the ORM's EntityManager), handed on untouched. */
type Database = ConstructorParameters<typeof Repository>[0];

/** Every repository an import writes through. */
@Injectable()
export class InventoryRepositories {
  constructor(
    readonly imports: ImportsRepository,
    readonly staging: StagingRepository,
    readonly stock: StockRepository,
    readonly offers: SupplierOffers,
    readonly suppliers: SuppliersRepository,
  ) {}
}

/**
 * The one place an import's repositories are built outside Nest's injection: the import thread and the
 * terminal's `npm run import` have the ORM but no module.
 */
export function inventoryRepositories(database: Database): InventoryRepositories {
  const stock = new StockRepository(database);
  return new InventoryRepositories(
    new ImportsRepository(database),
    new StagingRepository(database),
    stock,
    new SupplierOffers(new OffersRepository(database), stock),
    new SuppliersRepository(database),
  );
}
