import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app.js';

/**
 * Supplier stones written straight into the tables (suppliers, supplier_offers, supplier_price_history,
 * products' supplier columns), as a feed run would leave them, for tests of what reads them.
 */
export class SupplierStones {
  constructor(private readonly shop: TestApp) {}

  private run<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
    return this.shop.app.get(EntityManager).fork().getConnection().execute<T[]>(statement, params);
  }

  async supplier(name: string, category = 'lab-grown'): Promise<string> {
    const id = randomUUID();
    await this.run(`insert into suppliers (id, name, category, source_kind) values (?, ?, ?, 'manual')`, [
      id,
      name,
      category,
    ]);
    return id;
  }

  /** A supplier's offer of a product's stone (first and last seen `seenAt`). */
  async offer(options: {
    supplierId: string;
    productId: string;
    stockNumber: string;
    certificateKey: string;
    cost: number;
    retail: number;
    live?: boolean;
    seenAt?: string;
  }): Promise<string> {
    const id = randomUUID();
    const seen = options.seenAt ?? '2026-11-20T08:00:00Z';
    await this.run(
      `insert into supplier_offers (id, supplier_id, stock_number, certificate_key, product_type, carat, cost, retail,
         payload, live, product_id, first_seen_at, last_seen_at)
       values (?, ?, ?, ?, 'lab-grown', 1.5, ?, ?, '{}', ?, ?, ?, ?)`,
      [
        id,
        options.supplierId,
        options.stockNumber,
        options.certificateKey,
        options.cost,
        options.retail,
        options.live ?? true,
        options.productId,
        seen,
        seen,
      ],
    );
    return id;
  }

  /** A price history entry of an offer. */
  async priceChange(offerId: string, at: string, cost: number, retail: number): Promise<void> {
    await this.run(`insert into supplier_price_history (offer_id, at, cost, retail) values (?, ?, ?, ?)`, [
      offerId,
      at,
      cost,
      retail,
    ]);
  }

  /** Makes the product show this offer, at its retail price, as settling does. */
  async show(productId: string, offerId: string): Promise<void> {
    await this.run(
      `update products p set supplier_offer_id = o.id, supplier_id = o.supplier_id, supplier_cost = o.cost, price = o.retail
       from supplier_offers o where o.id = ? and p.id = ?`,
      [offerId, productId],
    );
  }
}
