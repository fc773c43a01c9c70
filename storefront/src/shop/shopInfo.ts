import { useQuery } from '@tanstack/react-query';
import { defaultShop, type Shop } from '@gem-shop/widgets/shop';
import { api } from '../apiClient';

export const shopInfoQueryKey = ['shop'] as const;

/** GET /api/shop on the storefront's own origin; throws when it fails, so the query keeps the defaults. */
export async function fetchShopInfo(): Promise<Shop> {
  const { data, error, response } = await api.GET('/api/shop');
  if (!data) throw new Error(`GET /api/shop answered ${response.status}`, { cause: error });
  return data;
}

/** Shop facts from the shop settings, or the defaults while they load or when they cannot be loaded. */
export function useShopInfo(): Shop {
  const { data } = useQuery({
    queryKey: shopInfoQueryKey,
    queryFn: fetchShopInfo,
    // Shop settings change rarely; one fetch per visit is plenty.
    staleTime: 30 * 60 * 1000,
  });
  return data ?? defaultShop;
}
