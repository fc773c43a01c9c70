import { Injectable } from '@nestjs/common';
import type { UnhandledLeadsDto } from './dto/unhandled-leads.dto.js';
import type {
  DashboardCardDto,
  DashboardCardKey,
  DashboardDto,
  DashboardHeldFeedRunDto,
  DashboardMessageStatusesDto,
  DashboardOrderStatusesDto,
  DashboardTopProductDto,
  DashboardWeekDto,
} from './dto/dashboard.dto.js';
import { allSources, byStatus } from './lead-figures.js';
import { DashboardProductCounts } from './product-counts.js';
import { Clock, zonedMonthStart, zonedParts, zonedStart } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';
import { AppointmentActivity, AppointmentStatus } from '../appointments/index.js';
import { ProductRepository } from '../catalog/index.js';
import { ContactStatus, MessageActivity } from '../contacts/index.js';
import { HeldRuns } from '../inventory/index.js';
import { OrderActivity, OrderStatus } from '../orders/index.js';
import { SuppliersRepository } from '../suppliers/index.js';
import { CustomerCounts } from '../users/index.js';

export const RECENT_LIMIT = 5;
export const TOP_PRODUCTS_LIMIT = 5;
export const WEEKS = 12;
const LEAD_KINDS = ['orders', 'appointments', 'messages'] as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_MS = 86_400_000;

/**
 * Spec 3 §7's trend: (current − previous) / previous × 100 with one decimal (halves away from zero);
 * when previous is 0, 100 if current is above 0, otherwise 0.
 */
export function trendPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  const percent = ((current - previous) / previous) * 100;
  const rounded = (Math.sign(percent) * Math.round(Math.abs(percent) * 10)) / 10;
  return rounded === 0 ? 0 : rounded;
}

/**
 * '+12.5% from last month', '-3.0% from last month', '+0% from last month'; 'New this month' when there was
 * nothing before (a rise from 0 has no percentage: the spec's 100 would read as a doubling).
 */
export function trendText(current: number, previous: number): string {
  if (previous === 0 && current > 0) return 'New this month';
  const percent = trendPercent(current, previous);
  if (percent === 0) return '+0% from last month';
  return `${percent > 0 ? '+' : '-'}${Math.abs(percent).toFixed(1)}% from last month`;
}

function card(key: DashboardCardKey, label: string, value: number, previous: number): DashboardCardDto {
  return {
    key,
    label,
    value,
    previous,
    trendPercent: trendPercent(value, previous),
    trendText: trendText(value, previous),
  };
}

/** The shop-local Mondays of the last `count` weeks (oldest first) and the instants they span. */
export function lastWeeks(now: Date, timeZone: string, count = WEEKS): { weekStarts: string[]; from: Date; to: Date } {
  const today = zonedParts(now, timeZone);
  const mondayDay = today.day - WEEKDAYS.indexOf(today.weekday);
  const monday = Date.UTC(today.year, today.month - 1, mondayDay);
  const weekStarts = Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    weekStarts,
    from: zonedStart(today.year, today.month, mondayDay - (count - 1) * 7, timeZone),
    to: zonedStart(today.year, today.month, mondayDay + 7, timeZone),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /api/admin/dashboard: every figure from one round of parallel queries, each asked of the module
 * that owns the data (the lead kinds, accounts, the catalogue, supplier runs).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly orders: OrderActivity,
    private readonly appointments: AppointmentActivity,
    private readonly messages: MessageActivity,
    private readonly customers: CustomerCounts,
    private readonly catalog: ProductRepository,
    private readonly productCounts: DashboardProductCounts,
    private readonly heldRuns: HeldRuns,
    private readonly suppliers: SuppliersRepository,
    private readonly clock: Clock,
    private readonly shop: ShopService,
  ) {}

  async dashboard(): Promise<DashboardDto> {
    const now = this.clock.now();
    // Months and weeks follow the zone staff set (shop settings).
    const timeZone = await this.shop.timeZone();
    const monthStart = zonedMonthStart(now, timeZone);
    const weeks = lastWeeks(now, timeZone);
    const kinds = { orders: this.orders, appointments: this.appointments, messages: this.messages };
    const [
      products,
      appointmentRows,
      orderRows,
      messageRows,
      customers,
      recentProducts,
      recentAppointments,
      recentOrders,
      weekRows,
      sources,
      topProducts,
      heldFeedRuns,
    ] = await Promise.all([
      this.productCounts.counts(monthStart),
      this.appointments.statusCounts(monthStart),
      this.orders.statusCounts(monthStart),
      this.messages.statusCounts(monthStart),
      this.customers.count(monthStart),
      this.catalog.newest(RECENT_LIMIT),
      this.appointments.recent(RECENT_LIMIT, ['id', 'fullName', 'assistanceType', 'consultationDateTime', 'status']),
      this.orders.recent(RECENT_LIMIT, ['id', 'fullName', 'productName', 'status', 'createdAt']),
      Promise.all(LEAD_KINDS.map((kind) => kinds[kind].weeklyCounts(weeks.from, weeks.to, timeZone))),
      Promise.all(LEAD_KINDS.map((kind) => kinds[kind].sourceCounts())),
      this.topProducts(),
      this.heldFeedRuns(),
    ]);

    const weekly = new Map<string, DashboardWeekDto>(
      weeks.weekStarts.map((weekStart) => [weekStart, { weekStart, orders: 0, appointments: 0, messages: 0 }]),
    );
    LEAD_KINDS.forEach((kind, i) => {
      for (const row of weekRows[i]) {
        const week = weekly.get(row.week);
        if (week) week[kind] += row.count;
      }
    });
    const orders = byStatus(orderRows, Object.values(OrderStatus));
    const messages = byStatus(messageRows, Object.values(ContactStatus));
    const appointmentStatuses = byStatus(appointmentRows, Object.values(AppointmentStatus));
    const appointments = {
      total: appointmentStatuses.total,
      pending: appointmentStatuses.byStatus[AppointmentStatus.Pending],
      previousMonthTotal: appointmentStatuses.previousMonthTotal,
      previousMonthPending: appointmentStatuses.previousByStatus[AppointmentStatus.Pending],
    };

    return {
      generatedAt: now.toISOString(),
      products,
      appointments,
      orders: {
        total: orders.total,
        byStatus: orders.byStatus as unknown as DashboardOrderStatusesDto,
        previousMonthTotal: orders.previousMonthTotal,
      },
      messages: {
        total: messages.total,
        byStatus: messages.byStatus as unknown as DashboardMessageStatusesDto,
        previousMonthTotal: messages.previousMonthTotal,
      },
      customers: { total: customers.total, previousMonthTotal: customers.previous },
      cards: [
        card('products', 'Total Products', products.total, products.previousMonthTotal),
        card('appointments', 'Total Appointments', appointments.total, appointments.previousMonthTotal),
        card('pendingAppointments', 'Pending Appointments', appointments.pending, appointments.previousMonthPending),
        card('newOrders', 'New Orders', orders.byStatus[OrderStatus.New], orders.previousByStatus[OrderStatus.New]),
        card(
          'newMessages',
          'New Messages',
          messages.byStatus[ContactStatus.New],
          messages.previousByStatus[ContactStatus.New],
        ),
        card('users', 'Total Users', customers.total, customers.previous),
      ],
      recentProducts: recentProducts.map((row) => ({
        id: row.id,
        name: row.name,
        price: Number(row.price),
        productType: row.product_type,
        createdAt: iso(row.created_at),
      })),
      recentAppointments: recentAppointments.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        assistanceType: row.assistanceType,
        consultationDateTime: iso(row.consultationDateTime),
        status: row.status,
      })),
      recentOrders: recentOrders.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        productName: row.productName,
        status: row.status,
        createdAt: iso(row.createdAt),
      })),
      weekly: [...weekly.values()],
      leadsBySource: allSources(sources),
      topProducts,
      heldFeedRuns,
    };
  }

  /** The menu's counts: requests in their first status, per kind (spam left out). */
  async unhandledLeads(): Promise<UnhandledLeadsDto> {
    const [orders, appointments, messages] = await Promise.all([
      this.orders.countInStatus(OrderStatus.New),
      this.appointments.countInStatus(AppointmentStatus.Pending),
      this.messages.countInStatus(ContactStatus.New),
    ]);
    return { orders, appointments, messages };
  }

  /**
   * The most-ordered products: orders count them (and know the name each was ordered under), the
   * catalogue names those that still exist as it names them now.
   */
  private async topProducts(): Promise<DashboardTopProductDto[]> {
    const top = await this.orders.mostOrdered(TOP_PRODUCTS_LIMIT);
    const names = await this.catalog.namesByIds(top.map((row) => row.productId));
    return top.map((row) => ({
      productId: row.productId,
      productName: names.get(row.productId) ?? row.orderedName,
      orders: row.orders,
    }));
  }

  /** Supplier runs held for review, oldest first, with their supplier's name (null once it is gone). */
  private async heldFeedRuns(): Promise<DashboardHeldFeedRunDto[]> {
    const runs = await this.heldRuns.list();
    const names = await this.suppliers.namesOf(runs.flatMap((run) => (run.supplierId ? [run.supplierId] : [])));
    return runs.map((run) => ({
      id: run.id,
      supplierId: run.supplierId ?? null,
      supplierName: run.supplierId ? (names.get(run.supplierId) ?? null) : null,
      heldReason: run.heldReason ?? '',
      heldAt: run.finishedAt ? iso(run.finishedAt) : null,
    }));
  }
}
