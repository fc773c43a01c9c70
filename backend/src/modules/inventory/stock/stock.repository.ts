import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { bound } from '../../../common/bound-sql.js';
import { Repository } from '../../../common/repository.js';
import {
  type AuditActor,
  type ProductInput,
  type SupplierFields,
  toProductFields,
  writableProductProps,
} from '../../catalog/index.js';
import { stagedBatchSql } from '../pipeline/staging.repository.js';
import { missingFromUploadSql, repriceProductsSql, retireProductsSql, stockUpsertSql } from './stock-sql.js';

/** The supplier's columns of a product: an upload of the shop's own pieces leaves them alone. */
const SUPPLIER_PROPS = new Set(['supplierId', 'supplierCost', 'supplierOfferId']);

type Columns = [name: string, field: string][];

/**
 * The inventory's bulk writes on products, each inside the caller's transaction(): a staged batch of an
 * upload, the products settled from supplier offers, and products made unavailable. Single-product
 * edits are the catalogue's (ProductRepository).
 */
@Injectable()
export class StockRepository extends Repository {
  private readonly statements = new Map<string, { columns: Columns; sql: string }>();

  /** Refreshes the planner's statistics of what a large run wrote (autovacuum may come much later). */
  async analyse(): Promise<void> {
    await this.em
      .fork()
      .execute('analyze products, supplier_offers, supplier_price_history, product_audit_entries', [], 'run');
  }

  /** The product type and supplier (null: the shop's own) of each stock number already in the catalogue, of those given. */
  async productsOfStockNumbers(
    stockNumbers: string[],
  ): Promise<Map<string, { type: string; supplierId: string | null }>> {
    if (!stockNumbers.length) return new Map();
    const rows = await this.em
      .fork()
      .execute<{ stock_number: string; product_type: string; supplier_id: string | null }[]>(
        // Lists travel as one JSON parameter: the driver would spread an array into one parameter per item.
        'select stock_number, product_type::text, supplier_id from products where stock_number in (select json_array_elements_text(?::json))',
        [JSON.stringify(stockNumbers)],
      );
    return new Map(rows.map((row) => [row.stock_number, { type: row.product_type, supplierId: row.supplier_id }]));
  }

  /** An upload's staged batch written into products (the supplier columns untouched), with its audit entries. */
  async mergeStaged(importId: string, batch: number, actor: AuditActor): Promise<void> {
    const { sql: text } = this.statement('staged', (columns) =>
      stockUpsertSql(columns, stagedBatchSql(columns.map(([, field]) => field)), 'import'),
    );
    await this.db.execute(text, [importId, batch, actor.id, actor.name, actor.email], 'run');
  }

  /**
   * Writes the shown offers of supplier stones (see offers/settle.ts): each input's stock number is
   * the product's, its price the offer's retail price, with the supplier, cost and offer. `reprice`
   * audits the write as a markup change rather than a feed's.
   */
  async upsertSupplied(
    products: (ProductInput & SupplierFields)[],
    actor: AuditActor,
    action: 'import' | 'reprice',
  ): Promise<void> {
    if (!products.length) return;
    const { columns, sql: text } = this.statement(action, (all) =>
      stockUpsertSql(all, 'select * from json_populate_recordset(null::products, ?::json)', action),
    );
    const now = new Date();
    const rows = products.map((input) => {
      const fields = productFields(input, now) as Record<string, unknown>;
      Object.assign(fields, {
        supplierId: input.supplierId,
        supplierCost: input.supplierCost,
        supplierOfferId: input.supplierOfferId,
      });
      const row: Record<string, unknown> = {};
      for (const [name, field] of columns) row[field] = fields[name] ?? null;
      return row;
    });
    // Bound, not written into the text: a batch's JSON is megabytes (see bound-sql.ts).
    await bound(text, [JSON.stringify(rows), actor.id, actor.name, actor.email]).execute(this.db.getKysely());
  }

  /** Supplier products that keep their offer take its new retail price (a repricing), each change audited. */
  async reprice(prices: { id: string; price: number }[], actor: AuditActor): Promise<void> {
    if (!prices.length) return;
    await bound(repriceProductsSql, [JSON.stringify(prices), actor.id, actor.name, actor.email]).execute(
      this.db.getKysely(),
    );
  }

  /** Supplier stones that no supplier lists any more become unavailable, each with an audit entry. */
  async retireProducts(productType: string, ids: string[], actor: AuditActor): Promise<number> {
    if (!ids.length) return 0;
    const [row] = await this.db.execute<{ count: string }[]>(retireProductsSql(productType), [
      productType,
      JSON.stringify(ids),
      actor.id,
      actor.name,
      actor.email,
    ]);
    return Number(row.count);
  }

  /**
   * Replace mode: the shop's own products of the type that the upload did not mention become
   * unavailable, never deleted, each with an audit entry (see missingFromUploadSql); a dry run only
   * counts them.
   */
  async markMissingUnavailable(
    importId: string,
    productType: string,
    actor: AuditActor,
    dryRun: boolean,
  ): Promise<number> {
    const statements = missingFromUploadSql(productType);
    const [row] = dryRun
      ? await this.db.execute<{ count: string }[]>(statements.count, [productType, importId])
      : await this.db.execute<{ count: string }[]>(statements.update, [
          productType,
          importId,
          actor.id,
          actor.name,
          actor.email,
        ]);
    return Number(row.count);
  }

  /** The statement of a kind of write, built once from products' columns. */
  private statement(kind: string, build: (columns: Columns) => string): { columns: Columns; sql: string } {
    let statement = this.statements.get(kind);
    if (!statement) {
      const columns = writableProductProps(this.em.getMetadata())
        .filter((prop) => kind !== 'staged' || !SUPPLIER_PROPS.has(prop.name))
        .map((prop) => [prop.name, prop.fieldNames[0]] as [string, string]);
      statement = { columns, sql: build(columns) };
      this.statements.set(kind, statement);
    }
    return statement;
  }
}

/** A checked row's product fields, as staged or written: a new id and the batch's timestamps. */
export function productFields(input: ProductInput, now: Date): Record<string, unknown> {
  const fields = toProductFields(input) as Record<string, unknown>;
  fields.id = randomUUID();
  fields.createdAt = now;
  fields.updatedAt = now;
  return fields;
}
