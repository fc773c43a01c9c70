import { useEffect, useState } from 'react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { API_URL } from '../api';

// Staff see times in the shop's time zone (GET /api/shop → timeZone), US English, 12-hour clock
// (decisions.md), whatever zone the staff member's computer is in.

let known: string | undefined;
let loading: Promise<string> | undefined;

/** The shop's IANA zone, asked once per page load; the default zone when the call fails (asked again next time). */
export function loadShopTimeZone(): Promise<string> {
  loading ??= fetch(`${API_URL}/shop`)
    .then((response) => (response.ok ? (response.json() as Promise<{ timeZone?: string }>) : Promise.reject()))
    .then((shop) => (known = shop.timeZone || defaultShop.timeZone))
    .catch(() => {
      loading = undefined;
      return defaultShop.timeZone;
    });
  return loading;
}

/** For tests: forget the zone, so the next render asks again. */
export function forgetShopTimeZone() {
  known = undefined;
  loading = undefined;
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
