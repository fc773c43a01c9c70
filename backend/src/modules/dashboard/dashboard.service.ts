import { Injectable } from '@nestjs/common';
import { DashboardRepository } from './dashboard.repository.js';
import { UnhandledLeadsRepository } from './unhandled-leads.repository.js';
import type { UnhandledLeadsDto } from './dto/unhandled-leads.dto.js';
import type {
  DashboardCardDto,
  DashboardCardKey,
  DashboardDto,
  DashboardMessageStatusesDto,
  DashboardOrderStatusesDto,
  DashboardWeekDto,
} from './dto/dashboard.dto.js';
import { Clock, zonedMonthStart, zonedParts, zonedStart } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';
import { AppointmentStatus } from '../appointments/index.js';
import { ContactStatus } from '../contacts/index.js';
import { LeadSource } from '../leads/index.js';
import { OrderStatus } from '../orders/index.js';

export const RECENT_LIMIT = 5;
export const TOP_PRODUCTS_LIMIT = 5;
export const WEEKS = 12;
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

/** GET /api/admin/dashboard: every figure from one round of parallel aggregate queries. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly unhandled: UnhandledLeadsRepository,
    private readonly clock: Clock,
    private readonly shop: ShopService,
  ) {}

  async dashboard(): Promise<DashboardDto> {
    const now = this.clock.now();
    // Months and weeks follow the zone staff set (shop settings).
    const timeZone = await this.shop.timeZone();
    const monthStart = zonedMonthStart(now, timeZone);
    const weeks = lastWeeks(now, timeZone);
    const [
      products,
      appointments,
      orders,
      messages,
      customers,
      recentProducts,
      recentAppointments,
      recentOrders,
      weekRows,
      sources,
      top,
      held,
    ] = await Promise.all([
      this.repository.products(monthStart),
      this.repository.appointments(monthStart),
      this.repository.byStatus('orders', Object.values(OrderStatus), monthStart),
      this.repository.byStatus('messages', Object.values(ContactStatus), monthStart),
      this.repository.customers(monthStart),
      this.repository.recentProducts(RECENT_LIMIT),
      this.repository.recentAppointments(RECENT_LIMIT),
      this.repository.recentOrders(RECENT_LIMIT),
      this.repository.weekly(weeks.from, weeks.to, timeZone),
      this.repository.leadsBySource(),
      this.repository.topProducts(TOP_PRODUCTS_LIMIT),
      this.repository.heldFeedRuns(),
    ]);

    const weekly = new Map<string, DashboardWeekDto>(
      weeks.weekStarts.map((weekStart) => [weekStart, { weekStart, orders: 0, appointments: 0, messages: 0 }]),
    );
    for (const row of weekRows) {
      const week = weekly.get(row.week);
      if (week) week[row.kind] += row.count;
    }

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
      customers,
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
        card('users', 'Total Users', customers.total, customers.previousMonthTotal),
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
        fullName: row.full_name,
        assistanceType: row.assistance_type,
        consultationDateTime: iso(row.consultation_date_time),
        status: row.status as AppointmentStatus,
      })),
      recentOrders: recentOrders.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        productName: row.product_name,
        status: row.status as OrderStatus,
        createdAt: iso(row.created_at),
      })),
      weekly: [...weekly.values()],
      leadsBySource: sources.map((row) => ({ source: row.source as LeadSource, origin: row.origin, count: row.count })),
      topProducts: top.map((row) => ({ productId: row.product_id, productName: row.product_name, orders: row.orders })),
      heldFeedRuns: held.map((row) => ({
        id: row.id,
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        heldReason: row.held_reason ?? '',
        heldAt: row.finished_at ? iso(row.finished_at) : null,
      })),
    };
  }

  /** The menu's counts: requests in their first status, per kind. */
  unhandledLeads(): Promise<UnhandledLeadsDto> {
    return this.unhandled.counts();
  }
}
