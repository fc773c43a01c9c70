import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '@gem-shop/widgets/api';
import type { Shop } from '@gem-shop/widgets/shop';

/** The spec's shop facts; shown until GET /api/shop answers, and whenever it fails. */
export const defaultShopInfo: Shop = {
  name: 'Lumen Jewelers',
  phone: '+44 20 7946 0958',
  email: 'hello@lumenjewelers.example',
  address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
  timeZone: 'Europe/London',
  openingHours: [
    { day: 'monday', open: '10:30', close: '18:30' },
    { day: 'tuesday', open: '10:30', close: '18:30' },
    { day: 'wednesday', open: '10:30', close: '18:30' },
    { day: 'thursday', open: '10:30', close: '18:30' },
    { day: 'friday', open: '10:30', close: '18:30' },
    { day: 'saturday', open: '10:30', close: '17:30' },
    { day: 'sunday', closed: true },
  ],
};

export const shopInfoQueryKey = ['shop'] as const;

/** GET /api/shop on the storefront's own origin; throws when it fails, so the query keeps the defaults. */
export async function fetchShopInfo(): Promise<Shop> {
  const { data, error, response } = await createApiClient('').GET('/api/shop');
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
  return data ?? defaultShopInfo;
}
