import type { LeadSourceCount, TopProduct, WeeklyCounts } from '../types';
import type { ChartTable } from './ChartFigure';

// What the three charts draw and what their hidden tables read, from the dashboard's answer.

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

// 'YYYY-MM-DD' is a calendar day in the shop's zone already: read and printed in UTC so no zone shifts it.
const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** '2026-11-02' → 'Nov 2' (the axis). */
export const weekTick = (weekStart: string) =>
  Number.isNaN(day(weekStart).getTime()) ? weekStart : monthDay.format(day(weekStart));
/** '2026-11-02' → 'Week of Nov 2, 2026' (the table and the tooltip). */
export const weekName = (weekStart: string) =>
  Number.isNaN(day(weekStart).getTime()) ? weekStart : `Week of ${fullDate.format(day(weekStart))}`;

export const weeklySeries = [
  { key: 'orders', label: 'Orders', one: 'order' },
  { key: 'appointments', label: 'Appointments', one: 'appointment' },
  { key: 'messages', label: 'Messages', one: 'message' },
] as const;

export interface WeeklyPoint extends WeeklyCounts {
  tick: string;
  name: string;
}

export const weeklyPoints = (weeks: WeeklyCounts[]): WeeklyPoint[] =>
  weeks.map((week) => ({ ...week, tick: weekTick(week.weekStart), name: weekName(week.weekStart) }));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Twelve rows of zeros are no chart: the table is empty (the figure shows its empty state) when nothing came in. */
export function weeklyTable(weeks: WeeklyCounts[]): ChartTable {
  const anything = weeks.some((week) => weeklySeries.some(({ key }) => week[key] > 0));
  return {
    rowHeader: 'Week',
    columns: weeklySeries.map(({ label }) => label),
    rows: anything
      ? weeks.map((week) => ({ label: weekName(week.weekStart), values: weeklySeries.map(({ key }) => week[key]) }))
      : [],
  };
}

export function weeklySummary(weeks: WeeklyCounts[]): string {
  if (weeks.length === 0) return '';
  const totals = weeklySeries.map(({ key, label, one }) => {
    const total = sum(weeks.map((week) => week[key]));
    return `${total} ${total === 1 ? one : label.toLowerCase()}`;
  });
  const first = weekName(weeks[0].weekStart).replace('Week of ', '');
  const last = weekName(weeks[weeks.length - 1].weekStart).replace('Week of ', '');
  return `${weeks.length} weeks from the week of ${first} to the week of ${last}: ${totals.join(', ')} in all.`;
}

const host = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

/** 'Storefront', or 'Widget · partner.example' as the lead lists name a partner page (SourceLabel). */
export const sourceName = ({ source, origin }: Pick<LeadSourceCount, 'source' | 'origin'>) =>
  source === 'widget' ? `Widget${origin ? ` · ${host(origin)}` : ''}` : 'Storefront';

export interface NamedCount {
  id: string;
  label: string;
  count: number;
}

/** Most leads first; sources with none are left out. */
export const leadSourcePoints = (sources: LeadSourceCount[]): NamedCount[] =>
  sources
    .filter((source) => source.count > 0)
    .map((source) => ({
      id: `${source.source}:${source.origin ?? ''}`,
      label: sourceName(source),
      count: source.count,
    }))
    .sort((a, b) => b.count - a.count);

export const leadSourceTable = (points: NamedCount[]): ChartTable => ({
  rowHeader: 'Source',
  columns: ['Leads'],
  rows: points.map((point) => ({ label: point.label, values: [point.count] })),
});

export function leadSourceSummary(sources: LeadSourceCount[]): string {
  const counted = sources.filter((source) => source.count > 0);
  if (counted.length === 0) return '';
  const total = sum(counted.map((source) => source.count));
  const storefront = sum(counted.filter((source) => source.source === 'storefront').map((source) => source.count));
  const partners = counted.filter((source) => source.source === 'widget').length;
  return `${total} leads in all: ${storefront} from the storefront and ${total - storefront} from ${partners} partner ${
    partners === 1 ? 'widget' : 'widgets'
  }.`;
}

/** Most ordered first, products never ordered left out. */
export const topProductPoints = (products: TopProduct[]): NamedCount[] =>
  products
    .filter((product) => product.orders > 0)
    .map((product) => ({ id: product.productId, label: product.productName, count: product.orders }))
    .sort((a, b) => b.count - a.count);

export const topProductTable = (points: NamedCount[]): ChartTable => ({
  rowHeader: 'Product',
  columns: ['Orders'],
  rows: points.map((point) => ({ label: point.label, values: [point.count] })),
});

export const topProductSummary = (points: NamedCount[]) =>
  points.length === 0
    ? ''
    : `Most ordered: ${points[0].label} with ${points[0].count} ${points[0].count === 1 ? 'order' : 'orders'}.`;

/** Long names would squeeze a phone's bars: the axis shortens them, the tooltip and the table keep them whole. */
export const shorten = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
