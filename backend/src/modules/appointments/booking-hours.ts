import type { ShopInfoDto } from '../shop/index.js';
import { secondsOfDay, twelveHour, zonedParts } from '../../common/time/index.js';

/** The spec's notice (spec 1 §9) when the settings name none. */
const DEFAULT_NOTICE_MINUTES = 60;

/**
 * Why a consultation cannot be booked at `start`, or null when it can (spec 1 §5): at least the
 * minimum notice ahead (an hour by default), on an open day, within that day's opening hours (both
 * ends included), on the shop's clock. The hours, zone and notice are the shop's settings (GET
 * /api/shop), so they live in one place.
 */
export function bookingProblem(
  start: Date,
  now: Date,
  shop: Pick<ShopInfoDto, 'timeZone' | 'openingHours'> & { bookingNoticeMinutes?: number },
): string | null {
  const noticeMs = (shop.bookingNoticeMinutes ?? DEFAULT_NOTICE_MINUTES) * 60_000;
  // The spec's one sentence for both the past and too short a notice (the booking form says the same).
  if (start.getTime() <= now.getTime() || start.getTime() - now.getTime() < noticeMs)
    return 'Consultation date and time must be in the future';
  const local = zonedParts(start, shop.timeZone);
  const hours = shop.openingHours.find((entry) => entry.day === local.weekday);
  const dayName = local.weekday[0].toUpperCase() + local.weekday.slice(1);
  if (!hours || hours.closed || !hours.open || !hours.close) return `No consultations available on ${dayName}s`;
  const seconds = local.hour * 3600 + local.minute * 60 + local.second;
  if (seconds >= secondsOfDay(hours.open) && seconds <= secondsOfDay(hours.close)) return null;
  const label = local.weekday === 'saturday' || local.weekday === 'sunday' ? dayName : 'Weekday';
  return `${label} consultations are available from ${twelveHour(hours.open)} to ${twelveHour(hours.close)}`;
}

/** How long a consultation is planned for. */
export const CONSULTATION_MINUTES = 60;

/**
 * When a consultation starting at `start` ends: an hour later, or at that day's closing time when the
 * shop closes sooner (the spec lets a consultation start up to closing time; the calendar should not
 * show the customer in the showroom after it closes).
 */
export function consultationEnd(start: Date, shop: Pick<ShopInfoDto, 'timeZone' | 'openingHours'>): Date {
  const planned = new Date(start.getTime() + CONSULTATION_MINUTES * 60_000);
  const local = zonedParts(start, shop.timeZone);
  const hours = shop.openingHours.find((entry) => entry.day === local.weekday);
  if (!hours || hours.closed || !hours.close) return planned;
  const secondsToClosing = secondsOfDay(hours.close) - (local.hour * 3600 + local.minute * 60 + local.second);
  const closing = new Date(start.getTime() + Math.max(secondsToClosing, 0) * 1000 - start.getMilliseconds());
  return closing < planned ? closing : planned;
}
