import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { escapeLike } from '../../common/like-pattern.js';
import { isUuid } from '../../common/text/index.js';
import { Supplier } from './entities/supplier.entity.js';
import type { MarkupRules } from './markup/index.js';

/** A run's state as the supplier list shows it. */
export interface LastRun {
  id: string;
  status: string;
  at: Date;
}

/** The shop's default markup as stored: the rules, and when and by whom staff last saved them. */
export interface DefaultMarkup {
  markup: MarkupRules;
  savedAt: Date | null;
  savedBy: string | null;
}

/**
 * Data access of suppliers and the shop's default markup: the one place with their queries. Writes
 * outside a transaction are written at once; a supplier loaded and changed inside transaction() is
 * written at its commit.
 */
@Injectable()
export class SuppliersRepository extends Repository {
  find(id: string): Promise<Supplier | null> {
    return this.db.findOne(Supplier, { id }, { populate: ['secrets'] });
  }

  async saveNew(supplier: Supplier): Promise<void> {
    await this.db.persist(supplier).flush();
  }

  /** Pins an SFTP server's host key as staff confirmed it (null forgets it), dropping a presented one. */
  async setHostKey(id: string, fingerprint: string | null): Promise<void> {
    await this.db.nativeUpdate(
      Supplier,
      { id },
      {
        sftpHostKey: fingerprint,
        sftpHostKeyConfirmedAt: fingerprint ? new Date() : null,
        sftpHostKeyPresented: null,
      },
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.nativeDelete(Supplier, { id });
  }

  async list(query: ListQuery<string>): Promise<{ suppliers: Supplier[]; total: number }> {
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    // react-admin's getMany; an id that is no uuid matches nothing.
    const ids = Array.isArray(query.filter.id)
      ? query.filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id))
      : null;
    const where = {
      ...(q && { name: { $ilike: `%${escapeLike(q)}%` } }),
      ...(ids && { id: { $in: ids } }),
      ...(typeof query.filter.category === 'string' && { category: query.filter.category }),
      ...(typeof query.filter.sourceKind === 'string' && { sourceKind: query.filter.sourceKind }),
    };
    const [suppliers, total] = await this.em.fork().findAndCount(Supplier, where as never, {
      // The answer says which secrets are saved (hasPassword…), so the sealed text is read too.
      populate: ['secrets'],
      orderBy: query.orderBy as never,
      limit: query.limit,
      offset: query.offset,
    });
    return { suppliers, total };
  }

  /** Suppliers' names by id (a run's list shows them). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const suppliers = await this.em
      .fork()
      .find(Supplier, { id: { $in: [...new Set(ids)] } }, { fields: ['id', 'name'] });
    return new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  }

  /** Every supplier with a schedule, for the scheduler. */
  scheduled(): Promise<Supplier[]> {
    return this.em.fork().find(Supplier, { scheduleKind: { $ne: 'off' } } as never);
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        'select id from suppliers where lower(name) = lower(?) and id is distinct from ?::uuid',
        [name, exceptId ?? null],
      );
    return rows.length > 0;
  }

  async offerCount(id: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ count: string }[]>('select count(*) from supplier_offers where supplier_id = ?::uuid', [id]);
    return Number(row.count);
  }

  /**
   * Records a run's state on its supplier (in the open transaction, if any), with the supplier's
   * live stones counted again unless the run is only queued (only runs change them: keeping the count
   * here spares every list and save a count of the supplier's offers).
   */
  async recordRun(supplierId: string, run: LastRun): Promise<void> {
    await this.db.execute(
      `update suppliers set last_run_id = ?, last_run_status = ?, last_run_at = ?,
              live_stones = case when ? = 'queued' then live_stones
                                 else (select count(*) from supplier_offers where supplier_id = ?::uuid and live) end
        where id = ?`,
      [run.id, run.status, run.at, run.status, supplierId, supplierId],
      'run',
    );
  }

  /**
   * What an SFTP connection met: `pin` records the key of a first connection (only while none is pinned
   * and the host and port are still those connected to); `presented` keeps a different key the run
   * refused, for staff to accept.
   */
  async recordHostKey(
    supplierId: string,
    at: { host: string; port: number },
    key: { pin: string } | { presented: string },
  ): Promise<void> {
    const em = this.em.fork();
    if ('pin' in key)
      await em.execute(
        `update suppliers set sftp_host_key = ?, sftp_host_key_presented = null
          where id = ? and sftp_host_key is null and sftp_host = ? and sftp_port = ?`,
        [key.pin, supplierId, at.host, at.port],
        'run',
      );
    else
      await em.execute(
        'update suppliers set sftp_host_key_presented = ? where id = ? and sftp_host = ? and sftp_port = ?',
        [key.presented, supplierId, at.host, at.port],
        'run',
      );
  }

  /** The shop's default markup, and when and by whom staff last saved it (never: nulls). */
  async defaultMarkup(): Promise<DefaultMarkup> {
    const [row] = await this.em
      .fork()
      .execute<{ markup: MarkupRules; saved_at: string | Date | null; saved_by: string | null }[]>(
        'select markup, markup_saved_at as saved_at, markup_saved_by as saved_by from feed_settings where id = 1',
      );
    // The driver answers raw timestamps as text.
    return { markup: row.markup, savedAt: row.saved_at ? new Date(row.saved_at) : null, savedBy: row.saved_by };
  }

  async saveDefaultMarkup(markup: MarkupRules, savedBy: string): Promise<void> {
    await this.db.execute(
      'update feed_settings set markup = ?::jsonb, markup_saved_at = now(), markup_saved_by = ? where id = 1',
      [JSON.stringify(markup), savedBy],
      'run',
    );
  }

  /** Marks the default as saved by `savedBy` unless staff saved one already (the demo shop's start). */
  async markDefaultMarkupSaved(savedBy: string): Promise<void> {
    await this.em
      .fork()
      .execute(
        'update feed_settings set markup_saved_at = now(), markup_saved_by = ? where id = 1 and markup_saved_at is null',
        [savedBy],
      );
  }

  /**
   * Whether staff saved the markup that prices the supplier's stones: its own rules (only staff set them, in
   * its form), else the shop's default once saved.
   */
  async markupSavedFor(supplierId: string): Promise<boolean> {
    const [row] = await this.em.fork().execute<{ saved: boolean }[]>(
      `select s.markup is not null or f.markup_saved_at is not null as saved
           from suppliers s cross join feed_settings f where s.id = ?`,
      [supplierId],
    );
    return row?.saved === true;
  }

  /**
   * A typed cost and carat priced by `rules` and by the rules in force now (the supplier's, else the
   * default): the one price formula, SQL feed_retail, without any stone.
   */
  async priceOf(
    cost: number,
    carat: number | null,
    rules: MarkupRules,
    supplierId: string | null,
  ): Promise<{ current: number; proposed: number }> {
    const [row] = await this.em.fork().execute<{ current: number; proposed: number }[]>(
      `select feed_retail(?::numeric, ?::numeric, ?::jsonb)::float8 as proposed,
              feed_retail(?::numeric, ?::numeric,
                coalesce((select markup from suppliers where id = ?::uuid), (select markup from feed_settings where id = 1)))::float8 as current`,
      [cost, carat, JSON.stringify(rules), cost, carat, supplierId],
    );
    return row;
  }

  /** Suppliers whose stones the default markup prices (no rules of their own). */
  async usingDefaultMarkup(): Promise<string[]> {
    const rows = await this.db.execute<{ id: string }[]>('select id from suppliers where markup is null');
    return rows.map((row) => row.id);
  }

  /**
   * Up to `limit` of the suppliers' live stones, one per slice of their cost range, with their retail
   * price now and under the proposed rules (the same SQL function the writes use).
   */
  samplePrices(supplierIds: string[], rules: MarkupRules, limit: number) {
    if (!supplierIds.length) return Promise.resolve([]);
    return this.em
      .fork()
      .execute<{ stock_number: string; carat: number | null; cost: number; retail: number; proposed: number }[]>(
        `select stock_number, carat::float8 as carat, cost::float8 as cost, retail::float8 as retail,
              feed_retail(cost, carat, ?::jsonb)::float8 as proposed
         from (select distinct on (tile) stock_number, carat, cost, retail from (
                 select stock_number, carat, cost, retail, ntile(?) over (order by cost) as tile
                   from supplier_offers where live and supplier_id in (select json_array_elements_text(?::json)::uuid)
               ) as sliced order by tile, cost) as samples
        order by cost`,
        [JSON.stringify(rules), limit, JSON.stringify(supplierIds)],
      );
  }
}
