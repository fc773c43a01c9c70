import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';

/** The query's key, so other screens could invalidate it after a change (a new product, a status update). */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;

/**
 * Everything the first screen shows, in one call (the data provider's getDashboard), through
 * react-admin's query client: cached for a minute, so going back to the dashboard does not flash
 * skeletons. No automatic retries: the error state has Try Again. A 401 signs the admin out as every
 * screen does (react-admin's data provider hook); the call then answers no dashboard, and the panels
 * stay empty until the sign-in page replaces them.
 */
export function useDashboard() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async ({ signal }) => (await dataProvider.getDashboard(signal)).data,
    staleTime: 60 * 1000,
    retry: false,
  });
}
