import { describe, expect, test } from '@jest/globals';
import { lumenShop } from '../test-support/shop-api';
import { formatTime, groupOpeningHours, timeZoneLabel, type DayHours } from './index';

/** The rows with ordinary spaces, so expectations stay readable; the no-break spaces are checked on their own. */
const readable = (rows: { days: string; hours: string }[]) =>
  rows.map(({ days, hours }) => ({ days, hours: hours.replaceAll('\u00a0', ' ') }));

describe('formatTime', () => {
  test.each([
    ['10:30', '10:30 AM'],
    ['18:30', '6:30 PM'],
    ['12:00', '12:00 PM'],
    ['12:05', '12:05 PM'],
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['09:05', '9:05 AM'],
    ['23:45', '11:45 PM'],
    ['24:00', '12:00 AM'],
    ['17:30:00', '5:30 PM'],
  ])('%s → %s, on a 12-hour clock', (input, expected) => {
    expect(formatTime(input).replaceAll('\u00a0', ' ')).toBe(expected);
  });

  test('keeps AM/PM with its time by a no-break space', () => {
    expect(formatTime('18:30')).toBe('6:30\u00a0PM');
  });
});

describe('groupOpeningHours', () => {
  test("groups the shop's default week into three rows, with short day names", () => {
    expect(groupOpeningHours(lumenShop.openingHours, { dayNames: 'short' })).toEqual([
      { days: 'Mon–Fri', hours: '10:30\u00a0AM – 6:30\u00a0PM' },
      { days: 'Sat', hours: '10:30\u00a0AM – 5:30\u00a0PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  test("groups the shop's default week into three rows, with long day names (spec 1 §2)", () => {
    expect(groupOpeningHours(lumenShop.openingHours, { dayNames: 'long' })).toEqual([
      { days: 'Monday – Friday', hours: '10:30\u00a0AM – 6:30\u00a0PM' },
      { days: 'Saturday', hours: '10:30\u00a0AM – 5:30\u00a0PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  test('orders the days of the week and only groups neighbouring days with the same hours', () => {
    const hours: DayHours[] = [
      { day: 'wednesday', open: '10:00', close: '16:00' },
      { day: 'monday', open: '10:00', close: '16:00' },
      { day: 'tuesday', closed: true },
      { day: 'thursday', open: '10:00', close: '16:00' },
      { day: 'saturday', closed: true },
      { day: 'sunday' },
    ];

    expect(readable(groupOpeningHours(hours, { dayNames: 'short' }))).toEqual([
      { days: 'Mon', hours: '10:00 AM – 4:00 PM' },
      { days: 'Tue', hours: 'Closed' },
      { days: 'Wed–Thu', hours: '10:00 AM – 4:00 PM' },
      { days: 'Sat–Sun', hours: 'Closed' },
    ]);
    expect(readable(groupOpeningHours(hours, { dayNames: 'long' }))).toEqual([
      { days: 'Monday', hours: '10:00 AM – 4:00 PM' },
      { days: 'Tuesday', hours: 'Closed' },
      { days: 'Wednesday – Thursday', hours: '10:00 AM – 4:00 PM' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ]);
  });

  test('a day without both open and close times reads as closed', () => {
    expect(groupOpeningHours([{ day: 'monday' }, { day: 'tuesday', open: '10:00' }], { dayNames: 'short' })).toEqual([
      { days: 'Mon–Tue', hours: 'Closed' },
    ]);
  });

  test('days the data leaves out are not shown, and do not join their neighbours', () => {
    const hours: DayHours[] = [
      { day: 'monday', open: '10:00', close: '16:00' },
      { day: 'wednesday', open: '10:00', close: '16:00' },
    ];
    expect(groupOpeningHours(hours, { dayNames: 'long' }).map((row) => row.days)).toEqual(['Monday', 'Wednesday']);
  });

  test('a day listed twice keeps its first entry', () => {
    const hours: DayHours[] = [
      { day: 'monday', open: '10:00', close: '16:00' },
      { day: 'monday', closed: true },
    ];
    expect(readable(groupOpeningHours(hours, { dayNames: 'short' }))).toEqual([
      { days: 'Mon', hours: '10:00 AM – 4:00 PM' },
    ]);
  });
});

test('timeZoneLabel names the place of the clock', () => {
  expect(timeZoneLabel('Europe/London')).toBe('London time');
  expect(timeZoneLabel('America/New_York')).toBe('New York time');
  expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
  expect(timeZoneLabel('UTC')).toBe('UTC time');
});
