/**
 * Consultation times in the SHOP's time zone (GET /api/shop `timeZone` and `openingHours`), whatever
 * the browser's zone: the date picker's minimum, the 30-minute slots of a day, the instant sent to the
 * server and the reasons a time is refused, with the server's messages (leads contract).
 */
import {
  DAY_NAMES,
  DEFAULT_LOCALE,
  WEEKDAYS,
  formatTime,
  groupOpeningHours,
  isOnShopClock,
  timeZoneLabel,
  wallClockAt,
  wallClockToInstant,
  zoneOffsetMs,
  type DayHours,
  type Shop,
  type Weekday,
} from '../shop';
import { MESSAGES } from './rules';

export const SLOT_MINUTES = 30;
/** Spec 1 §9: a consultation is booked at least one hour ahead, unless the shop's settings say otherwise. */
export const MIN_LEAD_MINUTES = 60;

const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The zone, hours and, optionally, the minimum notice (absent: an hour) and the locale dates are written in
 * (absent: DEFAULT_LOCALE) from GET /api/shop.
 */
export type ShopSchedule = Pick<Shop, 'timeZone' | 'openingHours'> &
  Partial<Pick<Shop, 'bookingNoticeMinutes' | 'locale'>>;

/** The locale the shop's dates are written in. */
export const scheduleLocale = (shop: ShopSchedule) => shop.locale ?? DEFAULT_LOCALE;

/** Minutes a consultation must be booked ahead: the shop's setting, else the spec's hour. */
export function noticeMinutes(shop: ShopSchedule): number {
  const notice = shop.bookingNoticeMinutes;
  return typeof notice === 'number' && Number.isFinite(notice) && notice >= 0 ? notice : MIN_LEAD_MINUTES;
}

/** The earliest bookable instant: the notice after `now`, and never `now` itself. */
function earliestInstant(shop: ShopSchedule, now: number): number {
  return now + Math.max(noticeMinutes(shop) * MINUTE, 1);
}

/** 'an hour', '30 minutes', '2 hours', 'a day', '3 days', '1 hour 30 minutes'. */
export function noticeText(minutes: number): string {
  const unit = (count: number, one: string, singular: string) => (count === 1 ? one : `${count} ${singular}s`);
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'a day', 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, '1 minute', 'minute');
  if (rest === 0) return unit(hours, 'an hour', 'hour');
  return `${hours} hour${hours === 1 ? '' : 's'} ${unit(rest, '1 minute', 'minute')}`;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Minutes the zone is ahead of UTC at an instant (London in summer: 60). */
const offsetMinutes = (instant: number, timeZone: string) => zoneOffsetMs(instant, timeZone) / MINUTE;

function parseDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

function parseTime(time: string): { hour: number; minute: number } | null {
  const match = TIME.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** 'YYYY-MM-DD' of the shop's day at `now`. */
export function shopToday(now: number, timeZone: string): string {
  const { year, month, day } = wallClockAt(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant of a shop-local date and time, or null when that wall-clock time does not exist there
 * (skipped by a daylight-saving change).
 */
export function shopTimeToInstant(date: string, time: string, timeZone: string): number | null {
  const day = parseDate(date);
  const clock = parseTime(time);
  if (!day || !clock) return null;
  const wall = { ...day, ...clock };
  const instant = wallClockToInstant(wall, timeZone);
  return isOnShopClock(instant, wall, timeZone) ? instant : null;
}

/** ISO 8601 with the shop's offset: '2026-11-24T14:00:00+00:00', '2026-07-01T10:30:00+01:00'. */
export function toShopIso(date: string, time: string, timeZone: string): string | null {
  const instant = shopTimeToInstant(date, time, timeZone);
  if (instant === null) return null;
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The day of the week of a calendar date (no zone involved). */
export function weekdayOf(date: string): Weekday | null {
  const day = parseDate(date);
  if (!day) return null;
  return WEEKDAYS[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7];
}

const toMinutes = (hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return hour * 60 + minute;
};

/** Opening and closing minute of a weekday, or null when the shop is closed (or the data is silent). */
export function hoursOn(shop: ShopSchedule, weekday: Weekday): { open: number; close: number } | null {
  const entry: DayHours | undefined = shop.openingHours.find((hours) => hours.day === weekday);
  if (!entry || entry.closed || !entry.open || !entry.close) return null;
  return { open: toMinutes(entry.open), close: toMinutes(entry.close) };
}

const plainTime = (minutes: number) =>
  formatTime(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`).replace('\u00a0', ' ');

/** 'No consultations available on Sundays' (the spec's words), for any day the shop is closed. */
export function closedDayMessage(weekday: Weekday): string {
  return `No consultations available on ${DAY_NAMES[weekday]}s`;
}

/** 'Weekday consultations are available from 10:30 AM to 6:30 PM'; 'Saturday consultations …' on weekends. */
export function hoursMessage(weekday: Weekday, hours: { open: number; close: number }): string {
  const days = weekday === 'saturday' || weekday === 'sunday' ? DAY_NAMES[weekday] : 'Weekday';
  return `${days} consultations are available from ${plainTime(hours.open)} to ${plainTime(hours.close)}`;
}

/** Why a shop-local date alone cannot be booked ('' date: nothing to say yet). */
export function dateProblem(date: string, shop: ShopSchedule, now: number): string | undefined {
  if (!date) return undefined;
  const weekday = weekdayOf(date);
  if (!weekday) return MESSAGES.consultationRequired;
  if (date < shopToday(now, shop.timeZone)) return MESSAGES.consultationPast;
  if (!hoursOn(shop, weekday)) return closedDayMessage(weekday);
  return undefined;
}

/**
 * The bookable times of a shop-local date, 'HH:mm' every 30 minutes from opening to closing time
 * (both included, as the server accepts them), at least the shop's notice (an hour by default) after `now`.
 */
export function slotsFor(date: string, shop: ShopSchedule, now: number): string[] {
  const weekday = weekdayOf(date);
  const hours = weekday && hoursOn(shop, weekday);
  if (!hours || dateProblem(date, shop, now)) return [];
  const earliest = earliestInstant(shop, now);
  const slots: string[] = [];
  for (let minutes = hours.open; minutes <= hours.close; minutes += SLOT_MINUTES) {
    const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const instant = shopTimeToInstant(date, time, shop.timeZone);
    if (instant !== null && instant >= earliest) slots.push(time);
  }
  return slots;
}

/** The server's rules in its order (contract): required, the notice ahead, closed day, opening hours. */
export function consultationProblem(date: string, time: string, shop: ShopSchedule, now: number): string | undefined {
  if (!date || !time) return MESSAGES.consultationRequired;
  const weekday = weekdayOf(date);
  const instant = shopTimeToInstant(date, time, shop.timeZone);
  if (!weekday || instant === null) return MESSAGES.consultationRequired;
  if (instant < earliestInstant(shop, now)) return MESSAGES.consultationPast;
  const hours = hoursOn(shop, weekday);
  if (!hours) return closedDayMessage(weekday);
  const minutes = toMinutes(time);
  if (minutes < hours.open || minutes > hours.close) return hoursMessage(weekday, hours);
  return undefined;
}

/** 'Consultations: Mon–Fri 10:30 AM – 6:30 PM, Sat 10:30 AM – 5:30 PM, Sun closed (London time), booked at least an hour ahead.' */
export function bookingHoursLine(shop: ShopSchedule): string {
  const week = groupOpeningHours(shop.openingHours, { dayNames: 'short' })
    .map(({ days, hours }) => `${days} ${hours === 'Closed' ? 'closed' : hours}`)
    .join(', ');
  const notice = noticeMinutes(shop);
  return `Consultations: ${week} (${timeZoneLabel(shop.timeZone)})${notice ? `, booked at least ${noticeText(notice)} ahead` : ''}.`;
}

/** '10:30 AM' for a slot. */
export function slotLabel(time: string): string {
  return formatTime(time);
}

/**
 * An instant in words, on the shop's clock, written the way of the shop's locale: 'Tuesday, July 7, 2026 at
 * 11:00 AM (London time)' in en-US, 'Tuesday, 7 July 2026 at 11:00 (London time)' in en-GB.
 */
export function consultationInWords(iso: string, timeZone: string, locale: string): string {
  const words = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ');
  return `${words} (${timeZoneLabel(timeZone)})`;
}
