import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { onlyWith } from './dashboard-sections.js';
import { ProductType } from '../../catalog/index.js';
import { AppointmentStatus } from '../../appointments/index.js';
import { OrderStatus } from '../../orders/index.js';
import { LeadSource } from '../../leads/index.js';

const PREVIOUS = 'As it stood at the start of the current month (shop time zone): those created before the month began';

export class DashboardProductsDto {
  @ApiProperty({ example: 1250 }) total: number;
  @ApiProperty({ example: 300, description: "product_type 'jewelry'" }) jewelry: number;
  @ApiProperty({ example: 120, description: "product_type 'ring'" }) rings: number;
  @ApiProperty({ example: 830, description: 'Every diamond kind: lab-grown, natural-diamond and diamond' })
  diamonds: number;
  @ApiProperty({ example: 540 }) labGrown: number;
  @ApiProperty({ example: 290 }) naturalDiamonds: number;
  @ApiProperty({ example: 1100, description: PREVIOUS }) previousMonthTotal: number;
}

export class DashboardAppointmentsDto {
  @ApiProperty({ example: 40 }) total: number;
  @ApiProperty({ example: 6 }) pending: number;
  @ApiProperty({ example: 31, description: PREVIOUS }) previousMonthTotal: number;
  @ApiProperty({
    example: 2,
    description: 'Appointments created before the month began that are pending now (statuses keep no history)',
  })
  previousMonthPending: number;
}

export class DashboardOrderStatusesDto {
  @ApiProperty() new: number;
  @ApiProperty() contacted: number;
  @ApiProperty() processing: number;
  @ApiProperty() completed: number;
  @ApiProperty() cancelled: number;
}

export class DashboardOrdersDto {
  @ApiProperty({ example: 75 }) total: number;
  @ApiProperty({ type: DashboardOrderStatusesDto }) byStatus: DashboardOrderStatusesDto;
  @ApiProperty({ example: 60, description: PREVIOUS }) previousMonthTotal: number;
}

export class DashboardMessageStatusesDto {
  @ApiProperty() new: number;
  @ApiProperty() read: number;
  @ApiProperty() replied: number;
  @ApiProperty() resolved: number;
}

export class DashboardMessagesDto {
  @ApiProperty({ example: 18 }) total: number;
  @ApiProperty({ type: DashboardMessageStatusesDto }) byStatus: DashboardMessageStatusesDto;
  @ApiProperty({ example: 15, description: PREVIOUS }) previousMonthTotal: number;
}

export class DashboardCustomersDto {
  @ApiProperty({ example: 210, description: "Users with the role 'customer'" }) total: number;
  @ApiProperty({ example: 190, description: PREVIOUS }) previousMonthTotal: number;
}

export const DASHBOARD_CARD_KEYS = [
  'products',
  'appointments',
  'pendingAppointments',
  'newOrders',
  'newMessages',
  'users',
] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARD_KEYS)[number];

export class DashboardCardDto {
  @ApiProperty({ enum: DASHBOARD_CARD_KEYS, enumName: 'DashboardCardKey' }) key: DashboardCardKey;
  @ApiProperty({
    example: 'Total Products',
    description: 'Total Products, Total Appointments, Pending Appointments, New Orders, New Messages or Total Users',
  })
  label: string;
  @ApiProperty({ example: 1250 }) value: number;
  @ApiProperty({
    example: 1100,
    description:
      'The figure at the start of the current month (for pending appointments, new orders and new messages: those ' +
      'created before it that are in that status now)',
  })
  previous: number;
  @ApiProperty({
    example: 13.6,
    description: '(value − previous) / previous × 100, one decimal; when previous is 0: 100 if value > 0, else 0',
  })
  trendPercent: number;
  @ApiProperty({
    example: '+13.6% from last month',
    description:
      "'+X.X% from last month', '-X.X% from last month', '+0% from last month', or 'New this month' when previous is 0 " +
      'and value is not',
  })
  trendText: string;
}

export class DashboardRecentProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 2450, description: 'USD' }) price: number;
  @ApiProperty({ enum: ProductType, enumName: 'ProductType' }) productType: ProductType;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardRecentAppointmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: 'Engagement Ring' }) assistanceType: string;
  @ApiProperty({ type: String, format: 'date-time' }) consultationDateTime: string;
  @ApiProperty({ enum: AppointmentStatus, enumName: 'AppointmentStatus' }) status: AppointmentStatus;
}

export class DashboardRecentOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ description: 'The piece asked about, as it was named when ordered' }) productName: string;
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardWeekDto {
  @ApiProperty({ example: '2026-11-16', description: 'The Monday the week starts on, in the shop time zone' })
  weekStart: string;
  @ApiProperty() orders: number;
  @ApiProperty() appointments: number;
  @ApiProperty() messages: number;
}

export class DashboardLeadSourceDto {
  @ApiProperty({ enum: LeadSource, enumName: 'LeadSource' }) source: LeadSource;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://partner.example',
    description: "The partner page's origin of widget leads (null for the storefront, or a widget lead without one)",
  })
  origin: string | null;
  @ApiProperty({ description: 'Orders, appointments and contact messages together' }) count: number;
}

export class DashboardTopProductDto {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ description: "The product's current name, or the name it was ordered under when it no longer exists" })
  productName: string;
  @ApiProperty({ description: 'Orders of it, all time' }) orders: number;
}

export class DashboardHeldFeedRunDto {
  @ApiProperty({ format: 'uuid', description: 'The run (an import): confirm or discard it there' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) supplierId: string | null;
  @ApiProperty({ type: String, nullable: true }) supplierName: string | null;
  @ApiProperty({ description: 'What it would retire, with the numbers' }) heldReason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) heldAt: string | null;
}

/** What the console's first screen shows, as the caller's role may see it; spam leads never count. */
export class DashboardDto {
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt: string;
  @ApiProperty({ type: DashboardProductsDto }) products: DashboardProductsDto;
  @ApiPropertyOptional({ type: DashboardAppointmentsDto, description: onlyWith('appointments') })
  appointments?: DashboardAppointmentsDto;
  @ApiPropertyOptional({ type: DashboardOrdersDto, description: onlyWith('orders') })
  orders?: DashboardOrdersDto;
  @ApiPropertyOptional({ type: DashboardMessagesDto, description: onlyWith('messages') })
  messages?: DashboardMessagesDto;
  @ApiPropertyOptional({ type: DashboardCustomersDto, description: onlyWith('customers') })
  customers?: DashboardCustomersDto;
  @ApiProperty({
    type: [DashboardCardDto],
    description:
      'Total Products, Total Appointments, Pending Appointments, New Orders, New Messages, Total Users, in that order; ' +
      'the lead cards only for roles with leads:manage, Total Users only with customers:manage',
  })
  cards: DashboardCardDto[];
  @ApiProperty({ type: [DashboardRecentProductDto], description: 'The 5 newest products' })
  recentProducts: DashboardRecentProductDto[];
  @ApiPropertyOptional({
    type: [DashboardRecentAppointmentDto],
    description: `The 5 newest appointments, by creation. ${onlyWith('recentAppointments')}`,
  })
  recentAppointments?: DashboardRecentAppointmentDto[];
  @ApiPropertyOptional({
    type: [DashboardRecentOrderDto],
    description: `The 5 newest orders, by creation. ${onlyWith('recentOrders')}`,
  })
  recentOrders?: DashboardRecentOrderDto[];
  @ApiPropertyOptional({
    type: [DashboardWeekDto],
    description: `The last 12 weeks (the current one included), oldest first, weeks without leads as 0. ${onlyWith('weekly')}`,
  })
  weekly?: DashboardWeekDto[];
  @ApiPropertyOptional({ type: [DashboardLeadSourceDto], description: `Largest first. ${onlyWith('leadsBySource')}` })
  leadsBySource?: DashboardLeadSourceDto[];
  @ApiPropertyOptional({
    type: [DashboardTopProductDto],
    description: `The 5 most-ordered products, all time. ${onlyWith('topProducts')}`,
  })
  topProducts?: DashboardTopProductDto[];
  @ApiPropertyOptional({
    type: [DashboardHeldFeedRunDto],
    description: `Supplier runs held for review (a full feed that would retire too much of a supplier's stones), oldest first. ${onlyWith('heldFeedRuns')}`,
  })
  heldFeedRuns?: DashboardHeldFeedRunDto[];
}
