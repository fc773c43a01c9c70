import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../../../common/repository.js';
import { STALE_AFTER_SECONDS } from '../imports.repository.js';

/** One chunk of a supplier's offers priced again: where the next starts, and what moved. */
export interface RepricedChunk {
  /** The chunk's last stock number (null: the supplier had no offers past the cursor). */
  lastStockNumber: string | null;
  offers: number;
  repriced: number;
  /** Certificates whose offers changed price: settled in the same transaction. */
  keys: string[];
}

/** How often a repricing waiting for an import's run looks again. */
const WAIT_MS = 500;

/** Data access of repricing jobs: the one place with their queries. */
@Injectable()
export class RepricingRepository extends Repository {
  /** The categories of the suppliers, sorted (locks are always taken in this order: no deadlock). */
  async categoriesOf(supplierIds: string[]): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ category: string }[]>(
        'select distinct category::text as category from suppliers where id in (select json_array_elements_text(?::json)::uuid) order by 1',
        [JSON.stringify(supplierIds)],
      );
    return rows.map((row) => row.category);
  }

  /** How many offers the suppliers have: a repricing's progress is the share of them gone through. */
  async offerCount(supplierIds: string[]): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ count: number }[]>(
        'select count(*)::int as count from supplier_offers where supplier_id in (select json_array_elements_text(?::json)::uuid)',
        [JSON.stringify(supplierIds)],
      );
    return row.count;
  }

  /**
   * Runs `work` with the categories to itself, as an import's run has its category (ImportsRepository.claim
   * takes the same advisory lock): it waits for an import of them running now to finish, and an import
   * claiming meanwhile waits for `work`. A session lock, so a killed worker's connection drop frees it.
   */
  async excluding<T>(categories: string[], work: () => Promise<T>): Promise<T> {
    return this.em
      .getKysely()
      .connection()
      .execute(async (session) => {
        const keys = categories.map((category) => `imports:${category}`);
        const taken: string[] = [];
        try {
          for (const key of keys) {
            await sql`select pg_advisory_lock(hashtext(${key}))`.execute(session);
            taken.push(key);
          }
          // An import claims (marks itself running) in a transaction of its own, then runs unlocked.
          for (;;) {
            const { rows } = await sql<{ running: boolean }>`
              select exists (select from imports where category::text = any(${categories}::text[]) and status = 'running'
                                and heartbeat_at > now() - make_interval(secs => ${STALE_AFTER_SECONDS})) as running`.execute(
              session,
            );
            if (!rows[0].running) break;
            await sleep(WAIT_MS);
          }
          return await work();
        } finally {
          for (const key of taken.reverse()) await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(session);
        }
      });
  }

  /**
   * Prices the supplier's next `limit` offers after `afterStockNumber` (its stock number order) by its
   * rules as they are now, in one statement; what moved gets a price history entry. Offers already at
   * their price are left alone, so a chunk done twice (a retried job) changes nothing the second time.
   */
  async repriceChunk(supplierId: string, afterStockNumber: string | null, limit: number): Promise<RepricedChunk> {
    const [row] = await this.db.execute<
      { last: string | null; offers: number; repriced: number; keys: string[] | null }[]
    >(
      `with rules as materialized (
         select coalesce(s.markup, f.markup) as markup from suppliers s cross join feed_settings f where s.id = ?::uuid
       ),
       chunk as materialized (
         select o.id, o.stock_number, feed_retail(o.cost, o.carat, (select markup from rules)) as retail, o.retail as before
           from supplier_offers o
          where o.supplier_id = ?::uuid and (?::text is null or o.stock_number > ?::text)
          order by o.stock_number limit ?
       ),
       changed as (
         update supplier_offers o set retail = c.retail from chunk c where o.id = c.id and c.before <> c.retail
         returning o.id, o.cost, o.retail, o.certificate_key
       ),
       history as (insert into supplier_price_history (offer_id, at, cost, retail) select id, now(), cost, retail from changed)
       select (select max(stock_number) from chunk) as last, (select count(*)::int from chunk) as offers,
              (select count(*)::int from changed) as repriced, (select array_agg(distinct certificate_key) from changed) as keys`,
      [supplierId, supplierId, afterStockNumber, afterStockNumber, limit],
    );
    return { lastStockNumber: row.last, offers: row.offers, repriced: row.repriced, keys: row.keys ?? [] };
  }
}
