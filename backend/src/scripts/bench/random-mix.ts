import type { DiamondClarity, ProductGrade, ProductLab, ProductShape } from '../../modules/catalog/index.js';

/**
 * Seeded random diamond searches shaped like shoppers' (the benchmarks' random mix, documented in
 * docs/benchmarks.md): a quarter land on a kind with a sort (these repeat, as landings do), the rest
 * narrow down with shapes, grade ranges, labs and price and carat ranges drawn from wide continuous
 * ranges, so most are never asked twice in a run and no cache can serve them. Mostly first pages,
 * sometimes pages 2–5, rarely deeper. Typed against the catalogue's vocabulary, so a renamed value
 * fails to compile rather than answering 400.
 */

/** mulberry32: small, fast and the same sequence for the same seed (as scripts/gen-inventory.mjs). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weights<T extends string> = [T, number][];

// How often shoppers pick each value, most popular first.
const KINDS: Weights<'lab-grown' | 'natural' | ''> = [
  ['lab-grown', 60],
  ['natural', 30],
  ['', 10],
];
const SORTS: Weights<'latest' | 'price-asc' | 'price-desc' | 'carat-asc' | 'carat-desc'> = [
  ['latest', 40],
  ['price-asc', 30],
  ['price-desc', 10],
  ['carat-asc', 8],
  ['carat-desc', 12],
];
const SHAPES: Weights<ProductShape> = [
  ['Round', 40],
  ['Oval', 14],
  ['Cushion', 8],
  ['Emerald', 7],
  ['Princess', 6],
  ['Pear', 6],
  ['Radiant', 6],
  ['Marquise', 3],
  ['Asscher', 3],
  ['Heart', 3],
];
/** Ranges start from the top grade a shopper accepts and run down a few grades. */
const COLOR_LADDER = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const CLARITY_LADDER: DiamondClarity[] = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'];
const CUTS: Weights<ProductGrade> = [
  ['Ideal', 50],
  ['Excellent', 30],
  ['Very Good', 20],
];
const LABS: Weights<ProductLab> = [
  ['GIA', 60],
  ['IGI', 25],
  ['AGS', 10],
  ['GCAL', 5],
];

export type SearchQuery = Record<string, string>;

export function randomSearches(count: number, seed: number): SearchQuery[] {
  const random = seededRandom(seed);
  const chance = (share: number) => random() < share;
  const between = (low: number, high: number) => low + random() * (high - low);
  const whole = (low: number, high: number) => Math.floor(between(low, high + 1));
  const weighted = <T extends string>(weights: Weights<T>): T => {
    let left = random() * weights.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of weights) if ((left -= weight) < 0) return value;
    return weights[weights.length - 1][0];
  };
  const several = <T extends string>(weights: Weights<T>, most: number) =>
    [...new Set(Array.from({ length: whole(1, most) }, () => weighted(weights)))].join(',');
  const ladder = (steps: readonly string[], longest: number) => {
    const from = whole(0, steps.length - 2);
    return steps.slice(from, from + whole(1, longest)).join(',');
  };
  /** Rounded as a person types a price: to 50 below 1,000, to 100 above. */
  const price = (usd: number) => String(usd < 1000 ? Math.round(usd / 50) * 50 : Math.round(usd / 100) * 100);

  const search = (): SearchQuery => {
    const query: SearchQuery = {};
    const kind = weighted(KINDS);
    if (kind) query.type = kind;
    const sort = weighted(SORTS);
    if (sort !== 'latest') query.sortBy = sort;
    if (!chance(0.25)) {
      if (chance(0.55)) query.shape = chance(0.8) ? weighted(SHAPES) : several(SHAPES, 3);
      if (chance(0.35)) query.color = ladder(COLOR_LADDER, 4);
      if (chance(0.3)) query.clarity = ladder(CLARITY_LADDER, 3);
      if (chance(0.2)) query.cut = several(CUTS, 2);
      if (chance(0.15)) query.certification = several(LABS, 2);
      if (chance(0.45)) {
        // A budget: its middle log-uniform from $300 to $30,000, 1.5 to 4 times as wide at the top.
        const low = Math.exp(between(Math.log(300), Math.log(30_000)));
        const high = low * between(1.5, 4);
        if (!chance(0.2)) query.priceMin = price(low);
        if (!chance(0.2) || !query.priceMin) query.priceMax = price(high);
      }
      if (chance(0.4)) {
        const low = between(0.3, 3);
        query.caratMin = low.toFixed(2);
        if (!chance(0.25)) query.caratMax = (low + between(0.1, 1.5)).toFixed(2);
      }
    }
    const paging = random();
    if (paging >= 0.8) query.page = String(paging < 0.97 ? whole(2, 5) : whole(6, 60));
    return query;
  };
  return Array.from({ length: count }, search);
}

/** The share of searches asked exactly once in `searches` (the issue asks for at least half). */
export function shareAskedOnce(searches: SearchQuery[]): number {
  const times = new Map<string, number>();
  for (const query of searches) {
    const key = new URLSearchParams(query).toString();
    times.set(key, (times.get(key) ?? 0) + 1);
  }
  return [...times.values()].filter((count) => count === 1).length / searches.length;
}
