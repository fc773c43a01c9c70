import { zonedParts } from '../../common/time/index.js';

/** Spec 3 §9: the home page's hero slider shows four slides a day. */
export const SLIDES_PER_DAY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's calendar day of `instant` as a day number (days since 1970-01-01 on the shop's
 * calendar), so every visitor and every server agrees which day it is whatever their own zone.
 */
export function shopDayNumber(instant: Date, timeZone: string): number {
  const { year, month, day } = zonedParts(instant, timeZone);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * decisions.md, Content: the active slides in staff order form a ring and each shop day shows the
 * next `perDay` of it (day d starts at ring position d × perDay), so a ring of 7 shows 0–3, then
 * 4,5,6,0, then 1–4, …; everything is seen before anything repeats. A ring no longer than
 * `perDay` is shown whole, in staff order, every day.
 */
export function slidesForDay<T>(ring: readonly T[], dayNumber: number, perDay = SLIDES_PER_DAY): T[] {
  if (ring.length <= perDay) return [...ring];
  const start = (((dayNumber * perDay) % ring.length) + ring.length) % ring.length;
  return Array.from({ length: perDay }, (_, index) => ring[(start + index) % ring.length]);
}
