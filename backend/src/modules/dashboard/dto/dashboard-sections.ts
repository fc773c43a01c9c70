import { Permission } from '../../../common/staff-permissions.js';

/**
 * The parts of the dashboard (DashboardDto's fields) that need more than a staff sign-in; the others are
 * every staff role's.
 */
export const SECTION_PERMISSIONS = {
  appointments: Permission.Leads,
  orders: Permission.Leads,
  messages: Permission.Leads,
  customers: Permission.Customers,
  recentAppointments: Permission.Leads,
  recentOrders: Permission.Leads,
  weekly: Permission.Leads,
  leadsBySource: Permission.Leads,
  topProducts: Permission.Leads,
  heldFeedRuns: Permission.Suppliers,
} as const;

export type RestrictedSection = keyof typeof SECTION_PERMISSIONS;

/** The words openapi.json gives a section only some roles see. */
export const onlyWith = (section: RestrictedSection) => `Only for roles with ${SECTION_PERMISSIONS[section]}.`;
