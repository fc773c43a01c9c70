import { describe, expect, test } from '@jest/globals';
import { defaultShop, type DayHours } from '@gem-shop/widgets/shop';
import { bookingNote } from './bookingNote';

const OPEN = { open: '10:00', close: '17:00' };

/** The default shop with some days changed. */
function shopWith(days: Partial<Record<DayHours['day'], Omit<DayHours, 'day'>>>, bookingNoticeMinutes = 60) {
  return {
    ...defaultShop,
    bookingNoticeMinutes,
    openingHours: defaultShop.openingHours.map((entry) => ({ day: entry.day, ...(days[entry.day] ?? entry) })),
  };
}

describe('bookingNote: the contact page’s words on booking follow the shop settings', () => {
  test('the spec’s week, Sunday closed: Monday to Saturday, nothing promised for Sunday', () => {
    expect(bookingNote(defaultShop)).toBe(
      'Consultations can be booked Monday – Saturday during opening hours, at least an hour ahead.',
    );
  });

  test('Sunday open: every day', () => {
    expect(bookingNote(shopWith({ sunday: OPEN }))).toBe(
      'Consultations can be booked every day during opening hours, at least an hour ahead.',
    );
  });

  test('closed days in the middle of the week split the open days into runs', () => {
    expect(bookingNote(shopWith({ monday: { closed: true }, wednesday: { closed: true } }))).toBe(
      'Consultations can be booked Tuesday and Thursday – Saturday during opening hours, at least an hour ahead.',
    );
    expect(
      bookingNote(shopWith({ tuesday: { closed: true }, thursday: { closed: true }, saturday: { closed: true } })),
    ).toBe('Consultations can be booked Monday, Wednesday, and Friday during opening hours, at least an hour ahead.');
  });

  test('the notice comes from the settings; none is not mentioned', () => {
    expect(bookingNote({ ...defaultShop, bookingNoticeMinutes: 1440 })).toMatch(/, at least a day ahead\.$/);
    expect(bookingNote({ ...defaultShop, bookingNoticeMinutes: 0 })).toBe(
      'Consultations can be booked Monday – Saturday during opening hours.',
    );
  });

  test('a shop closed every day offers no booking', () => {
    const closed = { ...defaultShop, openingHours: defaultShop.openingHours.map(({ day }) => ({ day, closed: true })) };
    expect(bookingNote(closed)).toBeNull();
  });
});
