import type { components } from '@gem-shop/widgets/api';

// GET /api/admin/dashboard, as the API documents it (generated from openapi.json).
type Schemas = components['schemas'];

// The New Orders / New Messages cards and the recent orders are typed here until openapi.json is regenerated
// (backend DashboardCardDto's keys, DashboardRecentOrderDto); afterwards these are the generated types again.
export type StatCardKey = Schemas['DashboardCardDto']['key'] | 'newOrders' | 'newMessages';
export type DashboardCard = Omit<Schemas['DashboardCardDto'], 'key'> & { key: StatCardKey };
export interface RecentOrder {
  id: string;
  fullName: string;
  productName: string;
  status: Schemas['OrderStatus'];
  createdAt: string;
}
export type DashboardData = Omit<Schemas['DashboardDto'], 'cards'> & {
  cards: DashboardCard[];
  recentOrders: RecentOrder[];
};
export type RecentProduct = Schemas['DashboardRecentProductDto'];
export type RecentAppointment = Schemas['DashboardRecentAppointmentDto'];
export type WeeklyCounts = Schemas['DashboardWeekDto'];
export type LeadSourceCount = Schemas['DashboardLeadSourceDto'];
export type TopProduct = Schemas['DashboardTopProductDto'];
export type HeldFeedRun = Schemas['DashboardHeldFeedRunDto'];
