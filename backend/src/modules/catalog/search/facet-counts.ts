import type { FacetGroup } from './search-spec.js';

/** How many products with this stored value of a facet match all the other filters (never 0). */
export interface FacetRow {
  facet: string;
  value: string | null;
  count: number;
}

export type Facets = Record<string, Record<string, number>>;

/**
 * The answer's facets: every option of a fixed list in the list's order (0 when nothing matches);
 * for an open-ended group the values that match, spellings that differ only in case counted together
 * under the most used one, in alphabetical order.
 */
export function facetCounts(groups: FacetGroup[], rows: FacetRow[]): Facets {
  const facets: Facets = {};
  for (const group of groups) {
    const values = rows.filter((row) => row.facet === group.name && row.value !== null);
    facets[group.name] = group.options ? fixedCounts(group.options, values) : openCounts(values);
  }
  return facets;
}

function fixedCounts(options: readonly string[], rows: FacetRow[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(options.map((option) => [option, 0]));
  for (const row of rows) if (row.value! in counts) counts[row.value!] += row.count;
  return counts;
}

function openCounts(rows: FacetRow[]): Record<string, number> {
  const byKey = new Map<string, FacetRow[]>();
  for (const row of rows) {
    const key = row.value!.toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const entries = [...byKey.values()].map((spellings) => {
    const [mostUsed] = [...spellings].sort((a, b) => b.count - a.count || (a.value! < b.value! ? -1 : 1));
    return [mostUsed.value!, spellings.reduce((sum, row) => sum + row.count, 0)] as const;
  });
  entries.sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1));
  return Object.fromEntries(entries);
}
