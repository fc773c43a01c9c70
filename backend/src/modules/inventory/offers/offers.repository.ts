import { Injectable } from '@nestjs/common';
import { bound } from '../../../common/bound-sql.js';
import { Repository } from '../../../common/repository.js';
import type { ProductInput } from '../../catalog/index.js';

/** How a batch of offers changed the supplier's list. */
export interface OfferWriteCounts {
  created: number;
  updated: number;
  priceUp: number;
  priceDown: number;
}

/** One certificate's state, read to settle which offer it shows (see settle.ts). */
export interface CertificateState {
  key: string;
  /** The live offer with the lowest retail price, if any. */
  offer: {
    id: string;
    supplierId: string;
    stockNumber: string;
    cost: number;
    retail: number;
    /**
     * Its product fields; null when they were not read because only the offer's price can have moved
     * (a repricing) and the certificate's product shows this very offer already.
     */
    payload: ProductInput | null;
  } | null;
  /** Whether the offer's own stock number is free for a new product. */
  offerStockFree: boolean;
  /** The product the certificate shows today, if any; supplierId null: the shop's own piece. */
  product: {
    id: string;
    stockNumber: string;
    productType: string;
    supplierId: string | null;
    /** The offer it shows (null: the shop's own piece, or none yet). */
    supplierOfferId: string | null;
  } | null;
}

/** The markup rules of a supplier (a parameter): its own, else the shop's default. */
const RULES_OF_SUPPLIER = `(select coalesce(s.markup, f.markup) from suppliers s cross join feed_settings f where s.id = ?::uuid)`;

/** Lists travel as one JSON parameter: the driver would spread an array into one parameter per item. */
const json = (values: unknown[]) => JSON.stringify(values);

/**
 * The one place with the SQL of supplier offers, their price history and their links to products. Writes
 * run inside the caller's transaction() (SupplierOffers), with the products they settle.
 */
@Injectable()
export class OffersRepository extends Repository {
  /**
   * Writes a staged batch of a supplier's offers (inventory_staging) in one statement: new stock
   * numbers are added, known ones updated, each marked as listed by the run; the retail price follows
   * the markup rules (feed_retail); a new offer or a changed cost or retail price adds a price history
   * entry. Answers the counts and the certificate keys the batch touched.
   */
  async upsertStaged(supplierId: string, runId: string, batch: number): Promise<OfferWriteCounts & { keys: string[] }> {
    const {
      rows: [row],
    } = await bound<{ created: string; updated: string; up: string; down: string; keys: string[] }>(
      // Every part of the statement reads the tables as they were before it (one snapshot): `p` is the offer
      // before this write, joined by its id through the primary key. Driven from the batch's rows: the
      // planner's guess of a supplier's offer count goes stale within a run (an offer-side join once
      // walked all of a new supplier's offers for each batch).
      `with incoming as (
         select stock_number, certificate_key, product_type, carat, price as cost, live, payload
           from inventory_staging where import_id = ?::uuid and batch = ?
       ),
       rules as materialized (select ${RULES_OF_SUPPLIER} as markup),
       written as (
         insert into supplier_offers as o (id, supplier_id, stock_number, certificate_key, product_type, carat, cost, retail,
                                           payload, live, first_seen_at, last_seen_at, last_seen_run)
         select gen_random_uuid(), ?::uuid, i.stock_number, i.certificate_key, i.product_type, i.carat, i.cost,
                feed_retail(i.cost, i.carat, (select markup from rules)), i.payload, i.live, now(), now(), ?::uuid
           from incoming i
         on conflict (supplier_id, stock_number) do update
           set certificate_key = excluded.certificate_key, product_type = excluded.product_type, carat = excluded.carat,
               cost = excluded.cost, retail = excluded.retail, payload = excluded.payload, live = excluded.live,
               last_seen_at = excluded.last_seen_at, last_seen_run = excluded.last_seen_run
         returning o.id, o.stock_number, o.cost, o.retail, o.certificate_key, (xmax = 0) as inserted
       ),
       history as (
         insert into supplier_price_history (offer_id, at, cost, retail)
         select w.id, now(), w.cost, w.retail from written w left join supplier_offers p on p.id = w.id
          where (p.cost, p.retail) is distinct from (w.cost, w.retail)
       )
       select count(*) filter (where w.inserted) as created, count(*) filter (where not w.inserted) as updated,
              count(*) filter (where w.retail > p.retail) as up, count(*) filter (where w.retail < p.retail) as down,
              -- A stone whose certificate changed leaves its old certificate too.
              array_agg(distinct w.certificate_key)
                || coalesce(array_agg(distinct p.certificate_key) filter (where p.certificate_key <> w.certificate_key), '{}') as keys
         from written w left join supplier_offers p on p.id = w.id`,
      [runId, batch, supplierId, supplierId, runId],
    ).execute(this.db.getKysely());
    return {
      created: Number(row.created),
      updated: Number(row.updated),
      priceUp: Number(row.up),
      priceDown: Number(row.down),
      keys: row.keys ?? [],
    };
  }

  /**
   * What settling needs of each certificate: its cheapest live offer (ties: the offer listed first),
   * the product it shows now (the one its offers link to, else a product of that lab and number, the
   * shop's own first) and whether the offer's stock number is free. Each certificate's offers are read
   * through the certificate index (lateral, limit 1): a join of the keys with all offers made the
   * planner scan every supplier's offers once a batch, so a run slowed as the list grew.
   * `pricesOnly` (a repricing: no offer's fields changed) leaves out the payload of an offer its
   * product already shows: that product needs its price at most.
   */
  async certificates(keys: string[], pricesOnly = false): Promise<CertificateState[]> {
    if (!keys.length) return [];
    const { rows } = await bound<Record<string, unknown>>(
      `with keys as (select distinct json_array_elements_text(?::json) as k)
       select keys.k, w.id as offer_id, w.supplier_id as offer_supplier_id, w.stock_number as offer_stock_number, w.cost, w.retail,
              case when ?::boolean and p.supplier_offer_id = w.id then null else w.payload end as payload, not exists (select from products x where x.stock_number = w.stock_number) as offer_stock_free,
              p.id as product_id, p.stock_number as product_stock_number, p.product_type::text as product_type,
              p.supplier_id as product_supplier_id, p.supplier_offer_id as product_offer_id
         from keys
         left join lateral (
           select o.id, o.supplier_id, o.stock_number, o.cost::float8 as cost, o.retail::float8 as retail, o.payload
             from supplier_offers o where o.certificate_key = keys.k and o.live
            order by o.retail, o.first_seen_at, o.id limit 1
         ) w on true
         left join lateral (
           select p.id, p.stock_number, p.product_type, p.supplier_id, p.supplier_offer_id from products p
            where p.id = (select o.product_id from supplier_offers o where o.certificate_key = keys.k and o.product_id is not null
                           order by o.last_seen_at desc limit 1)
           union all
           (select p.id, p.stock_number, p.product_type, p.supplier_id, p.supplier_offer_id from products p
             where p.certificate_number is not null and p.lab is not null
               and upper(p.lab) || ':' || upper(p.certificate_number) = keys.k
             order by p.supplier_id nulls first, p.created_at limit 1)
           limit 1
         ) p on true`,
      [json(keys), pricesOnly],
    ).execute(this.db.getKysely());
    return rows.map((row) => ({
      key: row.k as string,
      offer: row.offer_id
        ? {
            id: row.offer_id as string,
            supplierId: row.offer_supplier_id as string,
            stockNumber: row.offer_stock_number as string,
            cost: row.cost as number,
            retail: row.retail as number,
            payload: row.payload as ProductInput | null,
          }
        : null,
      offerStockFree: row.offer_stock_free === true,
      product: row.product_id
        ? {
            id: row.product_id as string,
            stockNumber: row.product_stock_number as string,
            productType: row.product_type as string,
            supplierId: (row.product_supplier_id as string | null) ?? null,
            supplierOfferId: (row.product_offer_id as string | null) ?? null,
          }
        : null,
    }));
  }

  /** Links every offer of the certificates to the product each shows (by the product's stock number). */
  async link(links: { key: string; stockNumber: string }[]): Promise<void> {
    if (!links.length) return;
    await bound(
      `update supplier_offers o set product_id = p.id
         from json_to_recordset(?::json) as l(key text, "stockNumber" text) join products p on p.stock_number = l."stockNumber"
        where o.certificate_key = l.key and o.product_id is distinct from p.id`,
      [json(links)],
    ).execute(this.db.getKysely());
  }

  /** A full feed's stones the run did not list: how many, of how many live offers of the supplier. */
  async missingFrom(supplierId: string, runId: string): Promise<{ missing: number; live: number }> {
    const [row] = await this.db.execute<{ missing: string; live: string }[]>(
      `select count(*) filter (where last_seen_run is distinct from ?::uuid) as missing, count(*) as live
         from supplier_offers where supplier_id = ?::uuid and live`,
      [runId, supplierId],
    );
    return { missing: Number(row.missing), live: Number(row.live) };
  }

  /** Takes the stones a full feed's run did not list off the supplier's list; answers their certificates. */
  async retireMissing(supplierId: string, runId: string): Promise<string[]> {
    const rows = await this.db.execute<{ certificate_key: string }[]>(
      `update supplier_offers set live = false
        where supplier_id = ?::uuid and live and last_seen_run is distinct from ?::uuid
        returning certificate_key`,
      [supplierId, runId],
    );
    return rows.map((row) => row.certificate_key);
  }
}
