import { useQuery } from '@tanstack/react-query';
import { defaultShop, type Shop } from '@gem-shop/widgets/shop';
import { fetchShopInfo, shopInfoQueryKey } from '../shop/shopInfo';

/**
 * The shop's zone, hours, booking notice and locale (how the requested time is written) for the booking
 * form: the loaded settings, null while they load (the form waits), the spec's defaults when they cannot be loaded.
 */
export function useShopSchedule(): Pick<Shop, 'timeZone' | 'openingHours' | 'bookingNoticeMinutes' | 'locale'> | null {
  const { data, isError } = useQuery({ queryKey: shopInfoQueryKey, queryFn: fetchShopInfo, staleTime: 30 * 60 * 1000 });
  return data ?? (isError ? defaultShop : null);
}
