/**
 * Calendar arithmetic in the shop's time zone with Intl only (no time-zone library): the parts of an
 * instant on the shop's clock, and the instant a shop-local day or month starts.
 */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  /** 'monday' … 'sunday', as ShopService's opening hours name them. */
  weekday: string;
  hour: number;
  minute: number;
  second: number;
  /** YYYY-MM-DD on the shop's calendar. */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: parts.weekday.toLowerCase(),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/** How far the zone's clock is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSeconds;
}

/** The instant at which local wall-clock time y-m-d 00:00 begins in `timeZone` (month may overflow, as in Date.UTC). */
export function zonedStart(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetMs(wall, timeZone);
  // Near a change of offset the first guess used the wrong side's offset.
  const corrected = wall - offsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A valid YYYY-MM-DD calendar date as [year, month, day], or null. */
export function parseDate(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** The shop-local day `date` as the instants [start, next day's start). */
export function zonedDay(date: [number, number, number], timeZone: string): { start: Date; end: Date } {
  const [year, month, day] = date;
  return { start: zonedStart(year, month, day, timeZone), end: zonedStart(year, month, day + 1, timeZone) };
}

/** Start of the shop-local month `monthsAgo` months before the one containing `now`. */
export function zonedMonthStart(now: Date, timeZone: string, monthsAgo = 0): Date {
  const { year, month } = zonedParts(now, timeZone);
  return zonedStart(year, month - monthsAgo, 1, timeZone);
}

/** '18:30' → '6:30 PM' (how the spec's messages write hours). */
export function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '18:30' → seconds since midnight. */
export function secondsOfDay(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return hour * 3600 + minute * 60;
}

/**
 * An instant as staff and visitors read it, in the shop's zone and written the way of the shop's locale
 * (settings `locale`): 'Saturday, December 5, 2026 at 2:00 PM' (en-US), 'Saturday 5 December 2026 at 14:00' (en-GB).
 */
export function formatShopTime(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(instant);
}
