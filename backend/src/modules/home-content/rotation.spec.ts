import { describe, expect, test } from '@jest/globals';
import { shopDayNumber, slidesForDay } from './rotation.js';

const ring = (size: number) => Array.from({ length: size }, (_, index) => `s${index}`);

describe('slidesForDay: the hero rotation (decisions.md, Content)', () => {
  test('fewer than four slides: all of them in staff order, every day', () => {
    for (const day of [0, 1, 2, 20_000, 20_001]) expect(slidesForDay(ring(3), day)).toEqual(['s0', 's1', 's2']);
    expect(slidesForDay(ring(1), 5)).toEqual(['s0']);
    expect(slidesForDay([], 5)).toEqual([]);
  });

  test('exactly four: the same four in staff order, every day', () => {
    for (const day of [0, 1, 2, 3, 20_411]) expect(slidesForDay(ring(4), day)).toEqual(['s0', 's1', 's2', 's3']);
  });

  test('seven: each day shows the next four of the ring, so all seven are seen within two days', () => {
    const week = [0, 1, 2, 3, 4, 5, 6, 7].map((day) => slidesForDay(ring(7), day));
    expect(week).toEqual([
      ['s0', 's1', 's2', 's3'],
      ['s4', 's5', 's6', 's0'],
      ['s1', 's2', 's3', 's4'],
      ['s5', 's6', 's0', 's1'],
      ['s2', 's3', 's4', 's5'],
      ['s6', 's0', 's1', 's2'],
      ['s3', 's4', 's5', 's6'],
      // Seven days later the cycle starts again.
      ['s0', 's1', 's2', 's3'],
    ]);
    // Over one cycle every slide is shown equally often (4 times each).
    const shown = week.slice(0, 7).flat();
    for (const slide of ring(7)) expect(shown.filter((name) => name === slide)).toHaveLength(4);
  });

  test('deterministic: the same day always gives the same slides; eight slides alternate halves', () => {
    expect(slidesForDay(ring(7), 20_412)).toEqual(slidesForDay(ring(7), 20_412));
    expect(slidesForDay(ring(8), 20_412)).toEqual(['s0', 's1', 's2', 's3']);
    expect(slidesForDay(ring(8), 20_413)).toEqual(['s4', 's5', 's6', 's7']);
  });
});

describe('shopDayNumber: the day changes at midnight on the shop’s clock', () => {
  test('consecutive shop days are consecutive numbers', () => {
    const first = shopDayNumber(new Date('2026-03-10T12:00:00Z'), 'Europe/London');
    expect(shopDayNumber(new Date('2026-03-11T12:00:00Z'), 'Europe/London')).toBe(first + 1);
    expect(first).toBe(Date.UTC(2026, 2, 10) / 86_400_000);
  });

  test('New York: 23:59 and 00:01 local are different days although both are the same UTC date', () => {
    const before = shopDayNumber(new Date('2026-07-01T03:59:00Z'), 'America/New_York'); // 23:59 on 30 June
    const after = shopDayNumber(new Date('2026-07-01T04:01:00Z'), 'America/New_York'); // 00:01 on 1 July
    expect(after).toBe(before + 1);
  });

  test('a day with a clock change (London, 29 March 2026: 23 hours long) is still one day', () => {
    const morning = shopDayNumber(new Date('2026-03-29T00:30:00Z'), 'Europe/London');
    const night = shopDayNumber(new Date('2026-03-29T22:30:00Z'), 'Europe/London'); // 23:30 BST
    const nextDay = shopDayNumber(new Date('2026-03-29T23:30:00Z'), 'Europe/London'); // 00:30 BST on the 30th
    expect(night).toBe(morning);
    expect(nextDay).toBe(morning + 1);
  });

  test('simulated days at Tokyo midnight pick the next four of a ring of seven', () => {
    const slides = ring(7);
    const shownOn = (iso: string) => slidesForDay(slides, shopDayNumber(new Date(iso), 'Asia/Tokyo'));
    // 23:59 and 00:00 Tokyo time (UTC+9) on consecutive days.
    const today = shownOn('2026-05-01T14:59:00Z');
    const tomorrow = shownOn('2026-05-01T15:00:00Z');
    expect(shownOn('2026-04-30T15:00:00Z')).toEqual(today); // 00:00 the same Tokyo day
    const next = (slides.indexOf(today[3]) + 1) % 7;
    expect(tomorrow[0]).toBe(slides[next]);
  });
});
