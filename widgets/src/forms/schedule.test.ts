import { describe, expect, test } from '@jest/globals';
import { lumenShop } from '../test-support/shop-api';
import {
  bookingHoursLine,
  consultationInWords,
  consultationProblem,
  dateProblem,
  noticeText,
  shopTimeToInstant,
  shopToday,
  slotsFor,
  toShopIso,
} from './schedule';

const at = (iso: string) => new Date(iso).getTime();

describe('shop-zone times (Europe/London), whatever the process zone', () => {
  test('the tests run in a zone other than the shop’s', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Auckland');
  });

  test('ISO instants carry the shop’s offset: +01:00 in summer, +00:00 in winter', () => {
    expect(toShopIso('2026-07-06', '15:30', 'Europe/London')).toBe('2026-07-06T15:30:00+01:00');
    expect(toShopIso('2026-11-24', '10:30', 'Europe/London')).toBe('2026-11-24T10:30:00+00:00');
    expect(toShopIso('2026-11-24', '10:30', 'America/New_York')).toBe('2026-11-24T10:30:00-05:00');
    expect(toShopIso('2026-11-24', '10:30', 'Asia/Kolkata')).toBe('2026-11-24T10:30:00+05:30');
    expect(shopTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBeNull(); // skipped by the clocks going forward
    expect(new Date(toShopIso('2026-10-25', '10:30', 'Europe/London')!).toISOString()).toBe('2026-10-25T10:30:00.000Z');
  });

  test("the shop's today, not the browser's", () => {
    // 23:30 in London on Monday is already Tuesday in Auckland.
    expect(shopToday(at('2026-07-06T22:30:00Z'), 'Europe/London')).toBe('2026-07-06');
  });

  test('slots: every 30 minutes from opening to closing, both included, at least an hour from now', () => {
    const beforeOpening = at('2026-07-06T06:00:00Z');
    expect(slotsFor('2026-07-07', lumenShop, beforeOpening)).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
    ]);
    expect(slotsFor('2026-07-11', lumenShop, beforeOpening).at(-1)).toBe('17:30'); // Saturday
    expect(slotsFor('2026-07-12', lumenShop, beforeOpening)).toEqual([]); // Sunday
    // 14:30 London: 15:30 is exactly an hour ahead and still offered, 15:00 is not.
    expect(slotsFor('2026-07-06', lumenShop, at('2026-07-06T13:30:00Z'))[0]).toBe('15:30');
    expect(slotsFor('2026-07-06', lumenShop, at('2026-07-06T13:30:01Z'))[0]).toBe('16:00');
    expect(slotsFor('2026-07-06', lumenShop, at('2026-07-06T17:00:00Z'))).toEqual([]);
  });

  test('the server’s reasons, in its order', () => {
    const now = at('2026-07-06T13:30:00Z');
    expect(consultationProblem('', '', lumenShop, now)).toBe('Consultation date and time is required');
    expect(consultationProblem('2026-07-06', '', lumenShop, now)).toBe('Consultation date and time is required');
    expect(consultationProblem('2026-07-06', '15:00', lumenShop, now)).toBe(
      'Consultation date and time must be in the future',
    );
    expect(consultationProblem('2026-07-12', '12:00', lumenShop, now)).toBe('No consultations available on Sundays');
    expect(consultationProblem('2026-07-07', '19:00', lumenShop, now)).toBe(
      'Weekday consultations are available from 10:30 AM to 6:30 PM',
    );
    expect(consultationProblem('2026-07-07', '10:00', lumenShop, now)).toBe(
      'Weekday consultations are available from 10:30 AM to 6:30 PM',
    );
    expect(consultationProblem('2026-07-11', '18:00', lumenShop, now)).toBe(
      'Saturday consultations are available from 10:30 AM to 5:30 PM',
    );
    expect(consultationProblem('2026-07-07', '18:30', lumenShop, now)).toBeUndefined();
    expect(dateProblem('2026-07-05', lumenShop, now)).toBe('Consultation date and time must be in the future');
    expect(dateProblem('2026-07-12', lumenShop, now)).toBe('No consultations available on Sundays');
    const closedMondays = {
      ...lumenShop,
      openingHours: lumenShop.openingHours.map((day) =>
        day.day === 'monday' ? { day: 'monday' as const, closed: true } : day,
      ),
    };
    expect(dateProblem('2026-07-13', closedMondays, now)).toBe('No consultations available on Mondays');
  });
});

describe('the shop’s settings: hours, notice and zone (issue 10)', () => {
  const saturdayUntil = (close: string) => ({
    ...lumenShop,
    openingHours: lumenShop.openingHours.map((day) =>
      day.day === 'saturday' ? { day: 'saturday' as const, open: '10:30', close } : day,
    ),
  });

  test('a changed closing time changes the last slot and the message', () => {
    const beforeOpening = at('2026-07-06T06:00:00Z');
    expect(slotsFor('2026-07-11', saturdayUntil('16:00'), beforeOpening).at(-1)).toBe('16:00');
    expect(slotsFor('2026-07-11', saturdayUntil('15:45'), beforeOpening).at(-1)).toBe('15:30');
    expect(consultationProblem('2026-07-11', '16:30', saturdayUntil('16:00'), beforeOpening)).toBe(
      'Saturday consultations are available from 10:30 AM to 4:00 PM',
    );
    expect(consultationProblem('2026-07-11', '16:00', saturdayUntil('16:00'), beforeOpening)).toBeUndefined();
  });

  test('the notice: slots and checks follow bookingNoticeMinutes; absent means an hour', () => {
    // 14:30 in London on Monday 6 July.
    const now = at('2026-07-06T13:30:00Z');
    expect(slotsFor('2026-07-06', { ...lumenShop, bookingNoticeMinutes: 0 }, now)[0]).toBe('15:00');
    expect(slotsFor('2026-07-06', { ...lumenShop, bookingNoticeMinutes: 180 }, now)[0]).toBe('17:30');
    expect(slotsFor('2026-07-06', { timeZone: lumenShop.timeZone, openingHours: lumenShop.openingHours }, now)[0]).toBe(
      '15:30',
    );
    expect(slotsFor('2026-07-07', { ...lumenShop, bookingNoticeMinutes: 2 * 1440 }, now)).toEqual([]);
    expect(consultationProblem('2026-07-06', '17:00', { ...lumenShop, bookingNoticeMinutes: 180 }, now)).toBe(
      'Consultation date and time must be in the future',
    );
    expect(consultationProblem('2026-07-06', '15:00', { ...lumenShop, bookingNoticeMinutes: 0 }, now)).toBeUndefined();
  });

  test('the hours line names the notice', () => {
    expect(bookingHoursLine(lumenShop)).toMatch(/\(London time\), booked at least an hour ahead\.$/);
    expect(bookingHoursLine({ ...lumenShop, bookingNoticeMinutes: 0 })).toMatch(/\(London time\)\.$/);
    expect(bookingHoursLine({ ...lumenShop, timeZone: 'America/New_York', bookingNoticeMinutes: 1440 })).toMatch(
      /\(New York time\), booked at least a day ahead\.$/,
    );
    expect([30, 60, 90, 120, 2880].map(noticeText)).toEqual([
      '30 minutes',
      'an hour',
      '1 hour 30 minutes',
      '2 hours',
      '2 days',
    ]);
  });
});

describe('the requested time in words follows the shop’s locale (issue 29)', () => {
  // Saturday 5 December 2026, 2 PM in London (GMT); 3 AM on Sunday in Auckland, the tests' zone.
  const saturday = '2026-12-05T14:00:00Z';

  test('en-US, the default: weekday, month, day, year and a 12-hour clock', () => {
    expect(consultationInWords(saturday, 'Europe/London', 'en-US')).toBe(
      'Saturday, December 5, 2026 at 2:00 PM (London time)',
    );
  });

  test('en-GB: the day before the month and a 24-hour clock', () => {
    expect(consultationInWords(saturday, 'Europe/London', 'en-GB')).toBe(
      'Saturday, 5 December 2026 at 14:00 (London time)',
    );
  });
});
