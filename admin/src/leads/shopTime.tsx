import { useEffect, useState } from 'react';
import { defaultShop, type Shop } from '@gem-shop/widgets/shop';
import { API_URL } from '../api';

// Staff see times in the shop's time zone (GET /api/shop → timeZone), US English, 12-hour clock
// (decisions.md), whatever zone the staff member's computer is in.

/** The zone, opening hours and booking notice staff work with (appointments are rescheduled within them). */
export type ShopSchedule = Pick<Shop, 'timeZone' | 'openingHours' | 'bookingNoticeMinutes'>;

let knownShop: ShopSchedule | undefined;
let known: string | undefined;
let loading: Promise<ShopSchedule> | undefined;

/** GET /api/shop, asked once per page load; the defaults stand in for what it does not say or when it fails. */
function loadShopSchedule(): Promise<ShopSchedule> {
  loading ??= fetch(`${API_URL}/shop`)
    .then((response) => (response.ok ? (response.json() as Promise<Partial<Shop>>) : Promise.reject()))
    .then((shop) => {
      knownShop = {
        timeZone: shop.timeZone || defaultShop.timeZone,
        openingHours: shop.openingHours ?? defaultShop.openingHours,
        bookingNoticeMinutes: shop.bookingNoticeMinutes ?? defaultShop.bookingNoticeMinutes,
      };
      known = knownShop.timeZone;
      return knownShop;
    })
    .catch(() => {
      loading = undefined;
      return defaultShop;
    });
  return loading;
}

/** The shop's IANA zone, asked once per page load; the default zone when the call fails (asked again next time). */
export function loadShopTimeZone(): Promise<string> {
  return loadShopSchedule().then((shop) => shop.timeZone);
}

/** For tests: forget the shop, so the next render asks again. */
export function forgetShopTimeZone() {
  known = undefined;
  knownShop = undefined;
  loading = undefined;
}

/** The shop's zone and hours, or undefined until they are known. */
export function useShopSchedule(): ShopSchedule | undefined {
  const [shop, setShop] = useState(knownShop);
  useEffect(() => {
    if (shop) return;
    let current = true;
    void loadShopSchedule().then((loaded) => current && setShop(loaded));
    return () => {
      current = false;
    };
  }, [shop]);
  return shop;
}

/** The shop's zone, or undefined until it is known (dates are not shown in a zone that may be wrong). */
export function useShopTimeZone(): string | undefined {
  const [zone, setZone] = useState(known);
  useEffect(() => {
    if (zone) return;
    let current = true;
    void loadShopTimeZone().then((loaded) => current && setZone(loaded));
    return () => {
      current = false;
    };
  }, [zone]);
  return zone;
}

export type DateStyle = 'datetime' | 'date' | 'time';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

/** '2026-01-05T14:30:00Z' in Europe/London → 'Jan 5, 2026, 2:30 PM' (or the date or the time alone). */
export function formatShopDate(value: string | Date, timeZone: string, style: DateStyle = 'datetime'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    ...styles[style],
    hour12: style === 'date' ? undefined : true,
    timeZone,
  }).format(date);
}

/** A date in the shop's zone; nothing until the zone is known, and `emptyText` for a missing value. */
export const ShopDate = ({
  value,
  style = 'datetime',
  emptyText = '',
}: {
  value?: string | null;
  style?: DateStyle;
  emptyText?: string;
}) => {
  const zone = useShopTimeZone();
  if (!value) return <>{emptyText}</>;
  if (!zone) return null;
  return <time dateTime={value}>{formatShopDate(value, zone, style)}</time>;
};
