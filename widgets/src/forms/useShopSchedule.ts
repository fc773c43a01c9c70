import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { defaultShop } from '../shop';
import type { ShopSchedule } from './schedule';

export type ShopScheduleState =
  { status: 'loading'; schedule: null } | { status: 'ready' | 'fallback'; schedule: ShopSchedule };

/**
 * The shop's time zone, opening hours and booking notice: the `shop` given (null: the page is still loading it), else
 * GET /api/shop. When the shop cannot be reached the spec's defaults stand in (the server judges the
 * time anyway).
 */
export function useShopSchedule(client: ApiClient, shop?: ShopSchedule | null): ShopScheduleState {
  const [loaded, setLoaded] = useState<ShopScheduleState>({ status: 'loading', schedule: null });

  useEffect(() => {
    if (shop !== undefined) return;
    let current = true;
    client
      .GET('/api/shop')
      .then(({ data }) => data ?? Promise.reject(new Error('GET /api/shop failed')))
      .then(
        (data) =>
          current &&
          setLoaded({
            status: 'ready',
            schedule: {
              timeZone: data.timeZone,
              openingHours: data.openingHours,
              bookingNoticeMinutes: data.bookingNoticeMinutes,
              locale: data.locale,
            },
          }),
        () => current && setLoaded({ status: 'fallback', schedule: defaultShop }),
      );
    return () => {
      current = false;
    };
  }, [client, shop]);

  if (shop === null) return { status: 'loading', schedule: null };
  return shop ? { status: 'ready', schedule: shop } : loaded;
}
