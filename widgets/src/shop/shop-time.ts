/**
 * The shop's wall clock, whatever the browser's zone: an instant read on the shop's clock, and the
 * instant a shop-local date and time stands for, with Intl only (no time-zone library). The one helper of
 * the widgets' booking forms and the console's date inputs; it computes as the backend's
 * common/time/shop-time.ts does, which shop-time.test.ts checks over many zones and dates.
 */

/** A reading of a clock: month 1–12, hour 0–23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
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

/** The wall clock of `timeZone` at an instant (ms since the epoch). */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The same reading on a UTC clock, in ms: what the arithmetic below compares. */
export function wallClockMs({
  year,
  month,
  day,
  hour = 0,
  minute = 0,
  second = 0,
}: Partial<WallClock> & Pick<WallClock, 'year' | 'month' | 'day'>): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (London in summer: 3,600,000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return wallClockMs(wallClockAt(instant, timeZone)) - wholeSeconds;
}

/**
 * The instant the shop's clock reads `wall` (month and day may overflow, as in Date.UTC). A time a
 * daylight-saving change skips gives an instant whose reading differs from `wall` (see `isOnShopClock`);
 * a time read twice gives one of the two.
 */
export function wallClockToInstant(
  wall: Partial<WallClock> & Pick<WallClock, 'year' | 'month' | 'day'>,
  timeZone: string,
): number {
  const ms = wallClockMs(wall);
  const guess = ms - zoneOffsetMs(ms, timeZone);
  // Near a change of offset the first guess used the wrong side's offset: correct it once.
  return ms - zoneOffsetMs(guess, timeZone);
}

/** Whether the shop's clock reads `wall` at `instant` (false for a time a daylight-saving change skips). */
export function isOnShopClock(
  instant: number,
  wall: Partial<WallClock> & Pick<WallClock, 'year' | 'month' | 'day'>,
  timeZone: string,
): boolean {
  return wallClockMs(wallClockAt(instant, timeZone)) === wallClockMs(wall);
}
