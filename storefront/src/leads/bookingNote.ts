import { hoursOn, noticeMinutes, noticeText, type ShopSchedule } from '@gem-shop/widgets/forms';
import { DAY_NAMES, WEEKDAYS, type Weekday } from '@gem-shop/widgets/shop';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Runs of consecutive days in week order: ['Monday – Saturday'], ['Monday', 'Wednesday – Friday']. */
function dayRuns(days: readonly Weekday[]): string[] {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(run.at(-1)!) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => (run.length === 1 ? DAY_NAMES[run[0]] : `${DAY_NAMES[run[0]]} – ${DAY_NAMES[run.at(-1)!]}`));
}

/**
 * When a consultation can be booked, in the words of the shop's settings: the booking form accepts
 * the opening hours of open days only, with the shop's notice. 'Consultations can be booked Monday –
 * Saturday during opening hours, at least an hour ahead.' Null when no day is open.
 */
export function bookingNote(shop: ShopSchedule): string | null {
  const openDays = WEEKDAYS.filter((day) => hoursOn(shop, day));
  if (!openDays.length) return null;
  const days = openDays.length === WEEKDAYS.length ? 'every day' : listFormat.format(dayRuns(openDays));
  const notice = noticeMinutes(shop);
  return `Consultations can be booked ${days} during opening hours${notice ? `, at least ${noticeText(notice)} ahead` : ''}.`;
}
