import { SearchSort } from './search-options.js';

/**
 * One sort of the diamond search: the rows in exactly SQL's order (ties broken by id, which is the
 * row number, as rows are held in id order; stones without a carat last either way), and for each
 * row its position in that order.
 */
export interface SortOrder {
  rows: Uint32Array;
  positions: Uint32Array;
}

export interface SortKeys {
  price: Float64Array;
  carat: Float64Array;
  createdAt: Float64Array;
}

/** Row numbers ascending by key then row; rows without the key (NaN) after them, in row order. */
function ascending(key: Float64Array): { rows: Uint32Array; withKey: number } {
  const rows = new Uint32Array(key.length);
  let withKey = 0;
  for (let row = 0; row < key.length; row++) if (!Number.isNaN(key[row])) rows[withKey++] = row;
  let next = withKey;
  for (let row = 0; row < key.length; row++) if (Number.isNaN(key[row])) rows[next++] = row;
  rows.subarray(0, withKey).sort((a, b) => key[a] - key[b] || a - b);
  return { rows, withKey };
}

/** Descending by key then row is ascending read backwards; keyless rows stay last, in descending row order. */
function backwards({ rows, withKey }: { rows: Uint32Array; withKey: number }): Uint32Array {
  const result = new Uint32Array(rows.length);
  for (let index = 0; index < withKey; index++) result[index] = rows[withKey - 1 - index];
  for (let index = withKey; index < rows.length; index++) result[index] = rows[rows.length - 1 - (index - withKey)];
  return result;
}

/** A sort's rows in order, with each row's position. */
export function withPositions(rows: Uint32Array): SortOrder {
  const positions = new Uint32Array(rows.length);
  for (let position = 0; position < rows.length; position++) positions[rows[position]] = position;
  return { rows, positions };
}

/** The key each sort orders by. */
export function sortKeyOf(sort: SearchSort): keyof SortKeys {
  if (sort === SearchSort.Latest) return 'createdAt';
  return sort === SearchSort.PriceAsc || sort === SearchSort.PriceDesc ? 'price' : 'carat';
}

export const isDescending = (sort: SearchSort) =>
  sort === SearchSort.Latest || sort === SearchSort.PriceDesc || sort === SearchSort.CaratDesc;

/**
 * Whether stone a comes before stone b in a sort's order, by the rules sortOrders follows: ascending
 * by key then id, descending the same read backwards, stones without the key (NaN) last either way.
 */
export function precedes(a: number, aId: string, b: number, bId: string, descending: boolean): boolean {
  const aKeyless = Number.isNaN(a);
  if (aKeyless !== Number.isNaN(b)) return !aKeyless;
  if (!aKeyless && a !== b) return descending ? a > b : a < b;
  return descending ? aId > bId : aId < bId;
}

export function sortOrders(keys: SortKeys): Record<SearchSort, SortOrder> {
  const ascendingBy = new Map<keyof SortKeys, { rows: Uint32Array; withKey: number }>();
  const orders = Object.values(SearchSort).map((sort) => {
    const key = sortKeyOf(sort);
    if (!ascendingBy.has(key)) ascendingBy.set(key, ascending(keys[key]));
    const up = ascendingBy.get(key)!;
    return [sort, withPositions(isDescending(sort) ? backwards(up) : up.rows)] as const;
  });
  return Object.fromEntries(orders) as Record<SearchSort, SortOrder>;
}

const bitCount = (word: number) => {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/**
 * A set of positions in a sort order, one bit each, read back in order: taking the n-th to the
 * (n + limit)-th skips whole words by counting their bits, so a deep page costs no more than the first.
 */
export class PositionSet {
  private readonly words: Uint32Array;

  constructor(size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  clear(): void {
    this.words.fill(0);
  }

  add(position: number): void {
    this.words[position >>> 5] |= 1 << (position & 31);
  }

  /**
   * Positions offset to offset + limit, counting, between them, `extras` entries that are not in the
   * set: extra j comes just before position pointOf(j) (ascending in j) and is given as -(j + 1).
   */
  sliceWith(offset: number, limit: number, extras: number, pointOf: (extra: number) => number): number[] {
    if (!extras) return this.slice(offset, limit);
    const found: number[] = [];
    let skip = offset;
    let extra = 0;
    const take = (entry: number) => (skip > 0 ? skip-- : found.push(entry));
    for (let index = 0; index < this.words.length && found.length < limit; index++) {
      const end = (index + 1) * 32;
      if (extra >= extras || pointOf(extra) >= end) {
        const bits = bitCount(this.words[index]);
        if (skip >= bits) {
          skip -= bits;
          continue;
        }
      }
      for (let position = index * 32; position < end && found.length < limit; position++) {
        while (extra < extras && found.length < limit && pointOf(extra) <= position) take(-++extra);
        if (found.length < limit && this.words[index] & (1 << (position & 31))) take(position);
      }
    }
    while (extra < extras && found.length < limit) take(-++extra);
    return found;
  }

  slice(offset: number, limit: number): number[] {
    const found: number[] = [];
    let skip = offset;
    for (let index = 0; index < this.words.length && found.length < limit; index++) {
      let word = this.words[index];
      if (!word) continue;
      const bits = bitCount(word);
      if (skip >= bits) {
        skip -= bits;
        continue;
      }
      while (word && found.length < limit) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        if (skip > 0) skip--;
        else found.push(index * 32 + bit);
      }
    }
    return found;
  }
}
