import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type NewestProductRow, ProductRepository, ProductType } from '../catalog/index.js';

const DIAMOND_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];
const LEAD_TABLES = { orders: 'orders', appointments: 'appointments', messages: 'contact_messages' } as const;
export type LeadKind = keyof typeof LEAD_TABLES;

export interface ProductCounts {
  total: number;
  jewelry: number;
  rings: number;
  diamonds: number;
  labGrown: number;
  naturalDiamonds: number;
  previousMonthTotal: number;
}

export interface StatusCounts {
  total: number;
  previousMonthTotal: number;
  byStatus: Record<string, number>;
  /** Per status now, of those created before the month began (statuses keep no history). */
  previousByStatus: Record<string, number>;
}

export type RecentProductRow = NewestProductRow;

export interface RecentAppointmentRow {
  id: string;
  full_name: string;
  assistance_type: string;
  consultation_date_time: Date | string;
  status: string;
}

export interface RecentOrderRow {
  id: string;
  full_name: string;
  product_name: string;
  status: string;
  created_at: Date | string;
}

export interface WeekRow {
  week: string;
  kind: LeadKind;
  count: number;
}

export interface SourceRow {
  source: string;
  origin: string | null;
  count: number;
}

export interface TopProductRow {
  product_id: string;
  product_name: string;
  orders: number;
}

export interface HeldFeedRunRow {
  id: string;
  supplier_id: string | null;
  supplier_name: string | null;
  held_reason: string | null;
  finished_at: Date | null;
}

/**
 * The dashboard's SQL: each figure group is one aggregate statement, written so it runs on an index
 * that exists (see the comments), and the service runs them all at once. Spam leads never count.
 */
@Injectable()
export class DashboardRepository {
  private productCounts?: { revision: string; monthStart: number; counts: ProductCounts };

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: ProductRepository,
  ) {}

  private run<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.fork().getConnection().execute<T[]>(sql, params);
  }

  /**
   * Counts by type and as they stood at `monthStart`. They change only with a change that moves
   * catalog_revision (its trigger fires on insert, delete, truncate and updates of product_type and
   * created_at), so they are kept per process under that revision: a request reads the one-row
   * revision and counts again only when it moved (or the month turned). Counts read after the
   * revision can only be newer than it, and a newer revision makes the next request count again.
   */
  async products(monthStart: Date): Promise<ProductCounts> {
    const revision = await this.catalog.catalogRevision();
    const cached = this.productCounts;
    if (cached && cached.revision === revision && cached.monthStart === monthStart.getTime()) return cached.counts;
    const counts = await this.countProducts(monthStart);
    this.productCounts = { revision, monthStart: monthStart.getTime(), counts };
    return counts;
  }

  /** Counted off an index, never the wide rows (ProductRepository.countByType). */
  private async countProducts(monthStart: Date): Promise<ProductCounts> {
    const rows = await this.catalog.countByType(monthStart);
    const of = (types: ProductType[], key: 'total' | 'previous' = 'total') =>
      rows.filter((row) => types.includes(row.productType)).reduce((sum, row) => sum + row[key], 0);
    const all = Object.values(ProductType);
    return {
      total: of(all),
      jewelry: of([ProductType.Jewelry]),
      rings: of([ProductType.Ring]),
      diamonds: of(DIAMOND_TYPES),
      labGrown: of([ProductType.LabGrown]),
      naturalDiamonds: of([ProductType.NaturalDiamond]),
      previousMonthTotal: of(all, 'previous'),
    };
  }

  /** Non-spam appointments: all and pending, now and created before `monthStart`. */
  async appointments(
    monthStart: Date,
  ): Promise<{ total: number; pending: number; previousMonthTotal: number; previousMonthPending: number }> {
    const [row] = await this.run<{ total: number; pending: number; previous_total: number; previous_pending: number }>(
      `select count(*)::int as total,
              (count(*) filter (where status = 'pending'))::int as pending,
              (count(*) filter (where created_at < ?))::int as previous_total,
              (count(*) filter (where status = 'pending' and created_at < ?))::int as previous_pending
         from appointments where spam = false`,
      [monthStart, monthStart],
    );
    return {
      total: row.total,
      pending: row.pending,
      previousMonthTotal: row.previous_total,
      previousMonthPending: row.previous_pending,
    };
  }

  /** Non-spam orders or contact messages per status, now and created before `monthStart`. */
  async byStatus(kind: 'orders' | 'messages', statuses: readonly string[], monthStart: Date): Promise<StatusCounts> {
    const rows = await this.run<{ status: string; total: number; previous: number }>(
      `select status, count(*)::int as total, (count(*) filter (where created_at < ?))::int as previous
         from "${LEAD_TABLES[kind]}" where spam = false group by status`,
      [monthStart],
    );
    const byStatus = Object.fromEntries(statuses.map((status) => [status, 0]));
    const previousByStatus = { ...byStatus };
    for (const row of rows) {
      byStatus[row.status] = row.total;
      previousByStatus[row.status] = row.previous;
    }
    return {
      total: rows.reduce((sum, row) => sum + row.total, 0),
      previousMonthTotal: rows.reduce((sum, row) => sum + row.previous, 0),
      byStatus,
      previousByStatus,
    };
  }

  /** Customer accounts, now and before `monthStart` (users_role_created_at_index). */
  async customers(monthStart: Date): Promise<{ total: number; previousMonthTotal: number }> {
    const [row] = await this.run<{ total: number; previous: number }>(
      `select count(*)::int as total, (count(*) filter (where created_at < ?))::int as previous from users where role = 'customer'`,
      [monthStart],
    );
    return { total: row.total, previousMonthTotal: row.previous };
  }

  /** The newest products, off the (product_type, created_at) index (ProductRepository.newest). */
  recentProducts(limit: number): Promise<RecentProductRow[]> {
    return this.catalog.newest(limit);
  }

  /** The newest non-spam appointments by creation. */
  recentAppointments(limit: number): Promise<RecentAppointmentRow[]> {
    return this.run<RecentAppointmentRow>(
      `select id, full_name, assistance_type, consultation_date_time, status
         from appointments where spam = false order by created_at desc, id desc limit ${limit}`,
    );
  }

  /** The newest non-spam orders by creation (orders_spam_created_at_index). */
  recentOrders(limit: number): Promise<RecentOrderRow[]> {
    return this.run<RecentOrderRow>(
      `select id, full_name, product_name, status, created_at
         from orders where spam = false order by created_at desc, id desc limit ${limit}`,
    );
  }

  /**
   * Non-spam leads per shop-local week (Monday) and kind, created in [from, to): orders and
   * messages through their (spam, created_at) indexes.
   */
  weekly(from: Date, to: Date, timeZone: string): Promise<WeekRow[]> {
    const part = (kind: LeadKind) =>
      `select '${kind}' as kind, created_at from "${LEAD_TABLES[kind]}" where spam = false and created_at >= ? and created_at < ?`;
    return this.run<WeekRow>(
      `select to_char(date_trunc('week', created_at at time zone ?::text), 'YYYY-MM-DD') as week, kind, count(*)::int as count
         from (${part('orders')} union all ${part('appointments')} union all ${part('messages')}) leads
        group by 1, 2`,
      [timeZone, from, to, from, to, from, to],
    );
  }

  /** Non-spam leads of all three kinds by source; widget leads by their partner origin. */
  leadsBySource(): Promise<SourceRow[]> {
    const part = (kind: LeadKind) =>
      `select source, case when source = 'widget' then source_origin end as origin from "${LEAD_TABLES[kind]}" where spam = false`;
    return this.run<SourceRow>(
      `select source, origin, count(*)::int as count
         from (${part('orders')} union all ${part('appointments')} union all ${part('messages')}) leads
        group by source, origin
        order by count desc, source, origin nulls first`,
    );
  }

  /**
   * The most-ordered products (non-spam orders, all time); ties go to the most recently ordered. Each
   * is named as the catalogue names it now, or as it was ordered once it is gone.
   */
  async topProducts(limit: number): Promise<TopProductRow[]> {
    const top = await this.run<TopProductRow>(
      `select product_id, max(product_name) as product_name, count(*)::int as orders
         from orders where spam = false
        group by product_id
        order by orders desc, max(created_at) desc, product_id
        limit ${limit}`,
    );
    const names = await this.catalog.namesByIds(top.map((row) => row.product_id));
    return top.map((row) => ({ ...row, product_name: names.get(row.product_id) ?? row.product_name }));
  }

  /** Supplier runs held for review (a full feed that would retire too much), oldest first: staff must decide. */
  heldFeedRuns(): Promise<HeldFeedRunRow[]> {
    return this.run<HeldFeedRunRow>(
      `select i.id, i.supplier_id, s.name as supplier_name, i.held_reason, i.finished_at
         from imports i left join suppliers s on s.id = i.supplier_id
        where i.status = 'held' order by i.finished_at`,
    );
  }
}
