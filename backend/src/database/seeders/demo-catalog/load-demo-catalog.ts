import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { Product } from '../entities/product.entity.js';
import { writableProductProps } from '../product-rows.js';
import { type DemoCatalogOptions, type DemoProduct, generateDemoProducts } from './demo-catalog.js';

const CHUNK = 500;

/**
 * Inserts products in chunks of 500, each chunk one statement with one JSON parameter: PostgreSQL
 * unpacks it twice as fast as MikroORM's multi-row inserts bind 22,500 parameters.
 * Answers the number of rows inserted. Run it inside a transaction for all-or-nothing.
 */
export async function insertProducts(em: EntityManager, products: Iterable<DemoProduct>): Promise<number> {
  const props = writableProductProps(em).map((prop) => [prop.name, prop.fieldNames[0]] as const);
  const columns = props.map(([, field]) => `"${field}"`).join(', ');
  const sql = `insert into products (${columns}) select ${columns} from json_populate_recordset(null::products, ?)`;
  let inserted = 0;
  let chunk: Record<string, unknown>[] = [];
  const flush = async () => {
    await em.execute(sql, [JSON.stringify(chunk)], 'run');
    inserted += chunk.length;
    chunk = [];
  };
  for (const product of products) {
    chunk.push(Object.fromEntries(props.map(([name, field]) => [field, product[name as keyof DemoProduct]])));
    if (chunk.length === CHUNK) await flush();
  }
  if (chunk.length) await flush();
  return inserted;
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
  if ((await em.find(Product, {}, { fields: ['id'], limit: 1 })).length) return 0;
  const added = await em.transactional((tx) => insertProducts(tx, generateDemoProducts(options)));
  logger.log(`Demo data: added ${added} products`);
  return added;
}
