import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { API_URL, httpClient } from '../api';
import type { DashboardData } from './types';

export const DASHBOARD_URL = `${API_URL}/admin/dashboard`;

/** The query's key, so other screens could invalidate it after a change (a new product, a status update). */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const { json } = await httpClient(DASHBOARD_URL, { signal });
  return json as DashboardData;
}

/**
 * Everything the first screen shows, in one call (GET /api/admin/dashboard), through react-admin's
 * query client: cached for a minute, so going back to the dashboard does not flash skeletons.
 * No automatic retries: the error state has Try Again. A 401 signs the admin out as every screen does.
 */
export function useDashboard() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchDashboard(signal);
      } catch (error) {
        void logoutIfAccessDenied(error);
        throw error;
      }
    },
    staleTime: 60 * 1000,
    retry: false,
  });
}
