import { byCodePoint, type LeadSourceCount, type LeadStatusCount } from '../leads/index.js';

/** One lead kind's figures by status, now and of those created before the month began. */
export interface StatusCounts {
  total: number;
  previousMonthTotal: number;
  byStatus: Record<string, number>;
  /** Per status now, of those created before the month began (statuses keep no history). */
  previousByStatus: Record<string, number>;
}

/** A kind's counts per status, every one of its `statuses` present (0 when none). */
export function byStatus(rows: LeadStatusCount[], statuses: readonly string[]): StatusCounts {
  const now = Object.fromEntries(statuses.map((status) => [status, 0]));
  const previous = { ...now };
  for (const row of rows) {
    now[row.status] = row.total;
    previous[row.status] = row.previous;
  }
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    previousMonthTotal: rows.reduce((sum, row) => sum + row.previous, 0),
    byStatus: now,
    previousByStatus: previous,
  };
}

/**
 * The kinds' source counts added up per source and origin: largest first, then by source and origin
 * (no origin first) in code-point order.
 */
export function allSources(kinds: LeadSourceCount[][]): LeadSourceCount[] {
  const merged = new Map<string, LeadSourceCount>();
  for (const row of kinds.flat()) {
    const key = JSON.stringify([row.source, row.origin]);
    const seen = merged.get(key);
    if (seen) seen.count += row.count;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].sort(
    (a, b) => b.count - a.count || byCodePoint(a.source, b.source) || byOrigin(a.origin, b.origin),
  );
}

function byOrigin(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return byCodePoint(a, b);
}
