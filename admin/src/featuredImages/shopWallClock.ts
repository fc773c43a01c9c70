// A <input type="datetime-local"> holds a wall-clock time with no zone. Staff read and write times in
// the shop's time zone (decisions.md), whatever zone their computer is in, so the value is converted
// here between the shop's wall clock and the ISO instant the API stores, by the shop-time helper the
// widgets' booking forms use too (`@gem-shop/widgets/shop`, kept equal to the backend's by a test).
import { wallClockAt, wallClockToInstant } from '@gem-shop/widgets/shop';

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-03-01T17:00:00.000Z' in America/New_York → '2026-03-01T12:00'; '' for no date. */
export function toShopWallClock(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const { year, month, day, hour, minute } = wallClockAt(new Date(iso).getTime(), timeZone);
  // Date.UTC normalizes the reading as before (the year in four digits).
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** '2026-03-01T12:00' in America/New_York → '2026-03-01T17:00:00.000Z'; '' for an empty input. */
export function fromShopWallClock(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return new Date(wallClockToInstant({ year, month, day, hour, minute }, timeZone)).toISOString();
}
