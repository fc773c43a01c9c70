import type { components } from '@gem-shop/widgets/api';

// GET /api/admin/dashboard, as the API documents it (generated from openapi.json).
type Schemas = components['schemas'];

export type DashboardCard = Schemas['DashboardCardDto'];
export type StatCardKey = DashboardCard['key'];
export type RecentOrder = Schemas['DashboardRecentOrderDto'];
export type DashboardData = Schemas['DashboardDto'];
export type RecentProduct = Schemas['DashboardRecentProductDto'];
export type RecentAppointment = Schemas['DashboardRecentAppointmentDto'];
export type WeeklyCounts = Schemas['DashboardWeekDto'];
export type LeadSourceCount = Schemas['DashboardLeadSourceDto'];
export type TopProduct = Schemas['DashboardTopProductDto'];
export type HeldFeedRun = Schemas['DashboardHeldFeedRunDto'];
