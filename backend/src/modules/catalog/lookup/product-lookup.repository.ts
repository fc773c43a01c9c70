import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { escapeLike } from '../../../common/like-pattern.js';
import type { Product } from '../entities/product.entity.js';
import { productsFromRows, SUMMARY_COLUMNS } from '../product-rows.js';

const summaryColumns = sql.join(SUMMARY_COLUMNS.map((name) => sql.ref(`p.${name}`)));

/**
 * The header search's SQL. Both sides are lower-cased by PostgreSQL, so case folding follows the
 * database's own rules for every alphabet. Each condition has its index (products entity):
 * lower(stock_number) and lower(certificate_number) with text_pattern_ops serve equality and prefixes,
 * a trigram index on lower(name) serves fragments.
 */
@Injectable()
export class ProductLookupRepository {
  constructor(private readonly em: EntityManager) {}

  /** Products whose stock number or certificate number is `q`, ignoring case; at most `limit`. */
  async byIdentifier(q: string, limit: number): Promise<Product[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select ${summaryColumns} from products p
      where lower(p.stock_number) = lower(${q}) or lower(p.certificate_number) = lower(${q})
      order by p.id
      limit ${limit}`.execute(this.em.getKysely());
    return productsFromRows(this.em, rows);
  }

  /**
   * Products whose stock number or certificate number is `q`, then those whose identifier starts with it, then
   * those whose name contains it; by name within each group. `%`, `_` and `\` in `q` are taken literally.
   * Each group is gathered unsorted and capped first: a common word ('round') matches much of a large
   * catalogue, and sorting every match would take seconds; the listed name matches are then the first
   * found, shown in order.
   */
  async matching(q: string, limit: number): Promise<Product[]> {
    const literal = escapeLike(q);
    const prefix = sql`lower(${literal}) || '%'`;
    const identifies = sql`(lower(p.stock_number) = lower(${q}) or lower(p.certificate_number) = lower(${q}))`;
    const identifierStarts = sql`(lower(p.stock_number) like ${prefix} or lower(p.certificate_number) like ${prefix})`;
    const nameContains = sql`lower(p.name) like '%' || lower(${literal}) || '%'`;
    const { rows } = await sql<Record<string, unknown>>`
      with candidates as (
        (select p.id from products p where ${identifies} limit ${limit})
        union (select p.id from products p where ${identifierStarts} limit ${limit})
        union (select p.id from products p where ${nameContains} limit ${limit})
      )
      select ${summaryColumns} from products p join candidates c on c.id = p.id
      order by case when ${identifies} then 0 when ${identifierStarts} then 1 else 2 end, p.name, p.id
      limit ${limit}`.execute(this.em.getKysely());
    return productsFromRows(this.em, rows);
  }
}
