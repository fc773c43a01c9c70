import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { ProductRepository } from '../../modules/catalog/index.js';
import { type DemoCatalogOptions, type DemoProduct, generateDemoProducts } from './demo-catalog.js';

/**
 * Inserts products in chunks of 500, each chunk one statement with one JSON parameter (ProductRepository.insertRows).
 * Answers the number of rows inserted. Run it inside a transaction for all-or-nothing.
 */
export function insertProducts(em: EntityManager, products: Iterable<DemoProduct>): Promise<number> {
  return new ProductRepository(em).insertRows(em, products);
}

/**
 * Fills an empty catalogue with the demo products, in one transaction. A shop that has any product,
 * demo or its own, is left alone, so restarts and real shops are never touched.
 * Answers the number of products added.
 */
export async function loadDemoCatalog(
  em: EntityManager,
  logger: Pick<Logger, 'log'> = new Logger('Setup'),
  options: DemoCatalogOptions = {},
): Promise<number> {
  if (!(await new ProductRepository(em).isEmpty(em))) return 0;
  const added = await em.transactional((tx) => insertProducts(tx, generateDemoProducts(options)));
  logger.log(`Demo data: added ${added} products`);
  return added;
}
