import { describe, expect, test } from '@jest/globals';
// The backend's calendar arithmetic in the shop's zone: the front ends' helper must compute as it does,
// or a booking the form offers is one the server refuses.
import { zonedParts, zonedStart } from '../../../backend/src/common/time/shop-time.js';
import { isOnShopClock, wallClockAt, wallClockMs, wallClockToInstant, zoneOffsetMs } from './shop-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Zones with daylight saving at 01:00 UTC, at 02:00 local, at midnight (gaps and overlaps there), half and quarter hours, none. */
const ZONES = [
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Havana',
  'America/Santiago',
  'America/Asuncion',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Asia/Beirut',
  'Africa/Cairo',
  'Asia/Tehran',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'UTC',
];

/** Years with the zones' rule changes in them (Apia skipped 30 December 2011; Brazil and Iran stopped saving in 2019 and 2022). */
const YEARS = [2005, 2011, 2019, 2022, 2023, 2026, 2031];

const daysOf = (year: number) =>
  Array.from(
    { length: Date.UTC(year + 1, 0, 1) / DAY - Date.UTC(year, 0, 1) / DAY },
    (_, index) => new Date(Date.UTC(year, 0, 1 + index)),
  );

/** Instants every 3 days and 61 minutes through the years, then every 15 minutes for 3 hours either side of each change of offset. */
function instantsIn(timeZone: string, year: number): number[] {
  const coarse: number[] = [];
  for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += 3 * DAY + 61 * 60_000)
    coarse.push(instant);
  const near = coarse.flatMap((instant, index) => {
    const before = coarse[index - 1];
    if (before === undefined || zoneOffsetMs(before, timeZone) === zoneOffsetMs(instant, timeZone)) return [];
    // The change lies between the two samples: find it to the minute, then look around it.
    let [low, high] = [before, instant];
    while (high - low > 60_000) {
      const middle = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (zoneOffsetMs(middle, timeZone) === zoneOffsetMs(low, timeZone)) low = middle;
      else high = middle;
    }
    return Array.from({ length: 25 }, (_, step) => high + (step - 12) * 15 * 60_000);
  });
  return [...coarse, ...near];
}

describe('the shop-time helper computes as the backend’s (common/time/shop-time.ts)', () => {
  test.each(ZONES)('%s: an instant reads the same on both clocks', (timeZone) => {
    for (const year of YEARS) {
      for (const instant of instantsIn(timeZone, year)) {
        const backend = zonedParts(new Date(instant), timeZone);
        const { year: y, month, day, hour, minute, second } = backend;
        expect([instant, wallClockAt(instant, timeZone)]).toEqual([
          instant,
          { year: y, month, day, hour, minute, second },
        ]);
      }
    }
  });

  test.each(ZONES)('%s: each day starts at the same instant, through gaps and overlaps at midnight', (timeZone) => {
    for (const year of YEARS) {
      for (const date of daysOf(year)) {
        const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
        const backend = zonedStart(wall.year, wall.month, wall.day, timeZone).getTime();
        expect([wall, wallClockToInstant(wall, timeZone)]).toEqual([wall, backend]);
      }
    }
  });

  test('known changes: a skipped time is not on the clock; a time read twice is its later reading', () => {
    const london = { year: 2026, month: 3, day: 29, hour: 1, minute: 30 };
    expect(isOnShopClock(wallClockToInstant(london, 'Europe/London'), london, 'Europe/London')).toBe(false);
    const autumn = { year: 2026, month: 10, day: 25, hour: 1, minute: 30 };
    expect(new Date(wallClockToInstant(autumn, 'Europe/London')).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    // Havana skips midnight in March: the day starts at 01:00, as on the backend.
    const havana = { year: 2026, month: 3, day: 8 };
    expect(new Date(wallClockToInstant(havana, 'America/Havana')).toISOString()).toBe(
      zonedStart(2026, 3, 8, 'America/Havana').toISOString(),
    );
    expect(isOnShopClock(wallClockToInstant(havana, 'America/Havana'), havana, 'America/Havana')).toBe(false);
    // Apia skipped 30 December 2011 altogether.
    const apia = { year: 2011, month: 12, day: 30 };
    expect(isOnShopClock(wallClockToInstant(apia, 'Pacific/Apia'), apia, 'Pacific/Apia')).toBe(false);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(wallClockMs({ year: 2026, month: 1, day: 32 })).toBe(Date.UTC(2026, 1, 1));
  });
});
