import { WEEKDAYS, type DayHours } from './shop-facts';

/** 'short': 'Mon–Fri', 'Sat'. 'long': 'Monday – Friday', 'Saturday'. */
export type DayNameStyle = 'short' | 'long';

export interface OpeningHoursRow {
  /** 'Mon–Fri' or 'Monday – Friday', depending on the day-name style */
  days: string;
  /** '10:30 AM – 6:30 PM' (no-break spaces before AM/PM) or 'Closed' */
  hours: string;
}

const dayNames: Record<DayNameStyle, readonly string[]> = {
  short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const dayRangeSeparator: Record<DayNameStyle, string> = { short: '–', long: ' – ' };

/**
 * '18:30' → '6:30 PM', '00:15' → '12:15 AM', '24:00' → '12:00 AM' (seconds, if any, are ignored).
 * A no-break space keeps 'AM'/'PM' with its time, so a narrow column wraps at the dash instead.
 */
export function formatTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const period = hours % 24 < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}\u00a0${period}`;
}

function formatDayHours({ open, close, closed }: DayHours): string {
  return closed || !open || !close ? 'Closed' : `${formatTime(open)} – ${formatTime(close)}`;
}

/**
 * Turns per-day hours into lines for people: consecutive days with the same hours share a line.
 * Days are shown in week order; days the data does not mention are left out rather than guessed,
 * and a day listed twice keeps its first entry.
 */
export function groupOpeningHours(
  openingHours: readonly DayHours[],
  { dayNames: style }: { dayNames: DayNameStyle },
): OpeningHoursRow[] {
  const byDay = new Map<string, DayHours>();
  for (const entry of openingHours) if (!byDay.has(entry.day)) byDay.set(entry.day, entry);

  const groups: Array<{ first: number; last: number; hours: string }> = [];
  WEEKDAYS.forEach((day, index) => {
    const entry = byDay.get(day);
    if (!entry) return;
    const hours = formatDayHours(entry);
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.hours === hours) previous.last = index;
    else groups.push({ first: index, last: index, hours });
  });

  const names = dayNames[style];
  return groups.map(({ first, last, hours }) => ({
    days: first === last ? names[first] : `${names[first]}${dayRangeSeparator[style]}${names[last]}`,
    hours,
  }));
}

/** 'Europe/London' → 'London time', 'America/New_York' → 'New York time': which clock the hours follow. */
export function timeZoneLabel(timeZone: string): string {
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') || timeZone;
  return `${place} time`;
}
