import type { ScreenAccess } from '../access/screenPermissions';
import { useCanAccessEach } from '../access/useCanAccessEach';
import type { DashboardData } from './types';

/**
 * The sections of the answer a role may go without, each with the screen whose roles see it: the server leaves
 * the customers' requests out for the roles that do not handle them (Catalogue).
 */
const optionalSections = {
  recentOrders: { resource: 'orders', action: 'list' },
  recentAppointments: { resource: 'appointments', action: 'list' },
  weekly: { resource: 'leads', action: 'list' },
  leadsBySource: { resource: 'leads', action: 'list' },
  topProducts: { resource: 'orders', action: 'list' },
} satisfies Partial<Record<keyof DashboardData, ScreenAccess>>;

export type OptionalSection = keyof typeof optionalSections;

const sectionNames = Object.keys(optionalSections) as OptionalSection[];
const sectionScreens: ScreenAccess[] = Object.values(optionalSections);

/**
 * Which optional sections the dashboard draws: those in the answer; while it loads, those the role may see, so
 * their skeletons hold the places the figures will take (and a section the role never gets never flashes).
 */
export function useDashboardSections(data: DashboardData | undefined): (section: OptionalSection) => boolean {
  const allowed = useCanAccessEach(sectionScreens);
  return (section) => (data ? data[section] !== undefined : allowed?.[sectionNames.indexOf(section)] === true);
}
