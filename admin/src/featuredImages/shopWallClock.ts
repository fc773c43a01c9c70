// A <input type="datetime-local"> holds a wall-clock time with no zone. Staff read and write times in
// the shop's time zone (decisions.md), whatever zone their computer is in, so the value is converted
// here between the shop's wall clock and the ISO instant the API stores.

const pad = (value: number) => String(value).padStart(2, '0');

/** The shop's wall clock at `instant`, as the milliseconds of the same reading in UTC. */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** '2026-03-01T17:00:00.000Z' in America/New_York → '2026-03-01T12:00'; '' for no date. */
export function toShopWallClock(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(wallClockAt(new Date(iso).getTime(), timeZone));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** '2026-03-01T12:00' in America/New_York → '2026-03-01T17:00:00.000Z'; '' for an empty input. */
export function fromShopWallClock(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guessed instant, corrected once more in case the guess crossed a DST change.
  let instant = wall - (wallClockAt(wall, timeZone) - wall);
  instant = wall - (wallClockAt(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}
