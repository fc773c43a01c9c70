import { describe, expect, it } from '@jest/globals';
import {
  leadSourcePoints,
  leadSourceSummary,
  shorten,
  sourceName,
  topProductPoints,
  topProductSummary,
  weekName,
  weeklySummary,
  weeklyTable,
  weekTick,
} from './chartData';

describe('chart data', () => {
  it('names weeks by their Monday, whatever zone the computer is in', () => {
    expect(weekTick('2026-11-02')).toBe('Nov 2');
    expect(weekName('2026-11-02')).toBe('Week of Nov 2, 2026');
    expect(weekTick('not a date')).toBe('not a date');
  });

  it('gives the weekly table a row per week, or none when nothing came in', () => {
    const weeks = [
      { weekStart: '2026-11-02', orders: 1, appointments: 0, messages: 2 },
      { weekStart: '2026-11-09', orders: 0, appointments: 3, messages: 0 },
    ];
    expect(weeklyTable(weeks).rows).toEqual([
      { label: 'Week of Nov 2, 2026', values: [1, 0, 2] },
      { label: 'Week of Nov 9, 2026', values: [0, 3, 0] },
    ]);
    expect(weeklySummary(weeks)).toBe(
      '2 weeks from the week of Nov 2, 2026 to the week of Nov 9, 2026: 1 order, 3 appointments, 2 messages in all.',
    );
    expect(weeklyTable(weeks.map((week) => ({ ...week, orders: 0, appointments: 0, messages: 0 }))).rows).toEqual([]);
    expect(weeklySummary([])).toBe('');
  });

  it('names lead sources as the lead lists do and ranks them, leaving out sources with none', () => {
    expect(sourceName({ source: 'storefront', origin: null })).toBe('Storefront');
    expect(sourceName({ source: 'widget', origin: 'https://partner.example:8443' })).toBe(
      'Widget · partner.example:8443',
    );
    expect(sourceName({ source: 'widget', origin: null })).toBe('Widget');
    expect(sourceName({ source: 'widget', origin: 'not a url' })).toBe('Widget · not a url');

    const sources = [
      { source: 'storefront' as const, origin: null, count: 2 },
      { source: 'widget' as const, origin: 'https://a.example', count: 5 },
      { source: 'widget' as const, origin: 'https://b.example', count: 0 },
    ];
    expect(leadSourcePoints(sources).map((point) => [point.label, point.count])).toEqual([
      ['Widget · a.example', 5],
      ['Storefront', 2],
    ]);
    expect(leadSourceSummary(sources)).toBe('7 leads in all: 2 from the storefront and 5 from 1 partner widget.');
    expect(leadSourceSummary([])).toBe('');
  });

  it('ranks the most-ordered products and shortens long names for the axis only', () => {
    const points = topProductPoints([
      { productId: 'a', productName: 'Pearl Drop Earrings', orders: 1 },
      { productId: 'b', productName: 'Eternity Band', orders: 4 },
      { productId: 'c', productName: 'Never ordered', orders: 0 },
    ]);
    expect(points.map((point) => point.label)).toEqual(['Eternity Band', 'Pearl Drop Earrings']);
    expect(topProductSummary(points)).toBe('Most ordered: Eternity Band with 4 orders.');
    expect(topProductSummary(points.slice(1))).toBe('Most ordered: Pearl Drop Earrings with 1 order.');
    expect(shorten('Eternity Band')).toBe('Eternity Band');
    expect(shorten('Classic Diamond Stud Earrings')).toBe('Classic Diamond S…');
  });
});
