import type { components } from '@gem-shop/widgets/api';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { dashboardQueryKey } from '../dashboard/useDashboard';

/** GET /api/admin/leads/unhandled: new orders, pending appointments and new contact messages (spam left out). */
export type UnhandledLeads = components['schemas']['UnhandledLeadsDto'];
export type UnhandledKind = keyof UnhandledLeads;

export const unhandledLeadsQueryKey = ['admin', 'leads', 'unhandled'] as const;

/** The screens whose new answers may have changed the counts: the three lead lists (react-admin keys queries by resource). */
const LEAD_RESOURCES = new Set<unknown>(['orders', 'appointments', 'contacts']);
const isDashboard = (key: readonly unknown[]) => dashboardQueryKey.every((part, index) => key[index] === part);

/**
 * The menu's counts of requests waiting for staff. Asked again whenever the dashboard or a lead list gets a new
 * answer (their refresh, a status changed there), and every minute, so a request that arrives shows without a reload.
 * Never asked for a role that may not see requests (Catalogue).
 */
export function useUnhandledLeads(): UnhandledLeads | undefined {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'leads', action: 'list' });
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = event.query.queryKey;
        if (LEAD_RESOURCES.has(key[0]) || isDashboard(key))
          void queryClient.invalidateQueries({ queryKey: unhandledLeadsQueryKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: unhandledLeadsQueryKey,
    queryFn: async ({ signal }) => (await dataProvider.getUnhandledLeads(signal)).data,
    refetchInterval: 60 * 1000,
    retry: false,
    enabled: canAccess === true,
  }).data;
}
