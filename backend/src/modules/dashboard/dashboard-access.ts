import { mayDo, Permission } from '../../common/staff-permissions.js';
import type { DashboardCardKey, DashboardDto } from './dto/dashboard.dto.js';
import { type RestrictedSection, SECTION_PERMISSIONS } from './dto/dashboard-sections.js';

const CARD_PERMISSIONS: Partial<Record<DashboardCardKey, Permission>> = {
  appointments: Permission.Leads,
  pendingAppointments: Permission.Leads,
  newOrders: Permission.Leads,
  newMessages: Permission.Leads,
  users: Permission.Customers,
};

/** The dashboard as a role sees it (dto/dashboard-sections.ts): the sections and cards it may not see are left out. */
export function dashboardFor(role: string, dashboard: DashboardDto): DashboardDto {
  const seen = { ...dashboard };
  for (const [section, permission] of Object.entries(SECTION_PERMISSIONS))
    if (!mayDo(role, permission)) delete seen[section as RestrictedSection];
  seen.cards = dashboard.cards.filter((card) => {
    const permission = CARD_PERMISSIONS[card.key];
    return !permission || mayDo(role, permission);
  });
  return seen;
}
