import { Migration } from '@mikro-orm/migrations';
import { dropSearchCellsSql, searchCellsSql } from './Migration20261128010000_search_sql_indexes.js';

/**
 * One trigger per event on products (issue 31.3): the change log's (products_log_*, one statement-level
 * function over transition tables that also moves the catalogue revision). search_cells, its four
 * triggers and the index their recounts read go: every write paid for counts that only the SQL
 * fallback read, and the fallback now counts from the sort indexes (product-sql.ts), while the
 * in-memory index follows the change log. A test (products-triggers.test.ts) keeps it at one.
 */
export class Migration20261129113000_one_products_trigger extends Migration {
  override name = 'Migration20261129113000_one_products_trigger';

  override up(): void | Promise<void> {
    for (const statement of dropSearchCellsSql()) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    for (const statement of searchCellsSql()) this.addSql(statement);
  }
}
