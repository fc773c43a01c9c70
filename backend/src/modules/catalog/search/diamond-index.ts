import { ProductType } from '../entities/product.entity.js';
import type { FacetRow } from './facet-counts.js';
import {
  isDescending,
  PositionSet,
  precedes,
  sortKeyOf,
  sortOrders,
  type SortOrder,
  withPositions,
} from './diamond-orders.js';
import {
  CERTIFICATIONS,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_SHAPES,
  type SearchSort,
} from './search-options.js';
import type { FacetColumn, SearchSpec } from './search-spec.js';

/** The product types the index holds: everything a diamond search can ask for. */
export const INDEXED_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond] as const;

/** The facet columns the index holds, each coded by its position in its option list (0: none or other). */
export const INDEXED_GROUPS = {
  shape: DIAMOND_SHAPES,
  cut: DIAMOND_CUTS,
  color: DIAMOND_COLORS,
  clarity: DIAMOND_CLARITIES,
  lab: CERTIFICATIONS,
} as const satisfies Partial<Record<FacetColumn, readonly string[]>>;

export type IndexedColumn = keyof typeof INDEXED_GROUPS;
export const INDEXED_COLUMNS = Object.keys(INDEXED_GROUPS) as IndexedColumn[];

/**
 * One column per field, one entry per diamond, rows in id order (so the row number breaks ties the
 * way SQL's `id` does). Carat is NaN where the product has none, as SQL's null.
 */
export interface DiamondColumns {
  ids: string[];
  /** Position in INDEXED_TYPES plus one. */
  type: Uint8Array;
  codes: Record<IndexedColumn, Uint8Array>;
  /** 1 where shoppers can order the stone now (product-facts.ts CAN_ORDER_SQL). */
  orderable: Uint8Array;
  /** The price the shopper pays (paid-price.ts), which search sorts, filters and ranges on. */
  price: Float64Array;
  carat: Float64Array;
  /** Microseconds since 1970, exact for PostgreSQL's timestamps. */
  createdAt: Float64Array;
}

export interface IndexAnswer {
  ids: string[];
  total: number;
  /** With facets only. */
  facetRows?: FacetRow[];
  ranges?: { price: { min: number | null; max: number | null }; carat: { min: number | null; max: number | null } };
}

/**
 * What one search lets through, as lookup tables: allowed[code] is 1 when that value passes. The
 * groups are always the five indexed ones, in INDEXED_COLUMNS order.
 */
interface Filter {
  type: Uint8Array;
  orderableOnly: boolean;
  allowed: Uint8Array[];
  priceFiltered: boolean;
  priceMin: number;
  priceMax: number;
  caratFiltered: boolean;
  caratMin: number;
  caratMax: number;
}

/**
 * A page is found by walking the sort order or by collecting every match, whichever costs less. A
 * step of the walk reads one cell number in sequence (with a price or carat range also the stone's
 * fields at random: about ten times slower); collecting costs a few steps per match plus a pass over
 * the bit set. The walk expects matches spread evenly along the order; when they bunch at its end
 * (cheap stones sorted by carat, largest first) it stops at what collecting would have cost and
 * collects instead, so no page costs more than twice the cheaper way.
 */
function walkBudget(matches: number, size: number, rangeFiltered: boolean, walkBias: number): number {
  return (matches * 3 + size / 32) / ((rangeFiltered ? 10 : 1) * walkBias);
}

/**
 * Diamonds that share a kind, orderability and all five facet values form a cell (a few thousand cells hold a
 * million stones). Facets and totals are counted cell by cell, and a cell's stones are kept sorted by
 * price, so a price range is two binary searches, not a scan.
 */
interface Cells {
  count: number;
  type: Uint8Array;
  orderable: Uint8Array;
  codes: Uint8Array[];
  /** Cell i holds positions start[i] to start[i + 1] of the arrays below. */
  start: Uint32Array;
  rows: Uint32Array;
  price: Float64Array;
  carat: Float64Array;
  caratMin: Float64Array;
  caratMax: Float64Array;
  /** The smallest and largest carat of each block of CARAT_BLOCK positions: a price span's carat range without visiting every stone. */
  blockCaratMin: Float64Array;
  blockCaratMax: Float64Array;
  /** Each row's cell. */
  ofRow: Uint32Array;
  /** The cells of type code t (kind first in the cell key, so they are together) start at firstOfType[t]. */
  firstOfType: Uint32Array;
  /** Per sort, the position in that sort's order of the stone at each position of the cells. */
  sortPositions: Record<SearchSort, Uint32Array>;
  /** Per sort, the cell of the stone at each position of that sort's order. */
  cellAt: Record<SearchSort, Uint32Array>;
}

/** Columns for `size` stones, to be filled. */
export function emptyColumns(size: number): DiamondColumns {
  return {
    ids: new Array<string>(size),
    type: new Uint8Array(size),
    codes: Object.fromEntries(
      INDEXED_COLUMNS.map((column) => [column, new Uint8Array(size)]),
    ) as DiamondColumns['codes'],
    orderable: new Uint8Array(size),
    price: new Float64Array(size),
    carat: new Float64Array(size),
    createdAt: new Float64Array(size),
  };
}

/** The columns without the ids: what sorting and cell building read (and a build thread is sent). */
export type DiamondFields = Omit<DiamondColumns, 'ids'>;

const CARAT_BLOCK = 64;

/** The smallest and largest carat at positions [from, to) (stones without a carat skipped, as SQL's min and max do). */
function caratExtremes(cells: Cells, from: number, to: number): [number, number] {
  let lowest = Infinity;
  let highest = -Infinity;
  const visit = (carat: number) => {
    if (carat < lowest) lowest = carat;
    if (carat > highest) highest = carat;
  };
  let position = from;
  for (; position < to && position % CARAT_BLOCK; position++) visit(cells.carat[position]);
  for (; position + CARAT_BLOCK <= to; position += CARAT_BLOCK) {
    visit(cells.blockCaratMin[position / CARAT_BLOCK]);
    visit(cells.blockCaratMax[position / CARAT_BLOCK]);
  }
  for (; position < to; position++) visit(cells.carat[position]);
  return [lowest, highest];
}

/** `cellRows`: the rows in cell order, as an earlier build of the same fields sorted them (a snapshot's). */
function buildCells(columns: DiamondFields, orders: Record<SearchSort, SortOrder>, cellRows?: Uint32Array): Cells {
  const size = columns.price.length;
  const codes = INDEXED_COLUMNS.map((column) => columns.codes[column]);
  const key = new Float64Array(size);
  for (let row = 0; row < size; row++) {
    let value = columns.type[row] * 2 + columns.orderable[row];
    codes.forEach(
      (column, index) => (value = value * (INDEXED_GROUPS[INDEXED_COLUMNS[index]].length + 1) + column[row]),
    );
    key[row] = value;
  }
  const rows =
    cellRows ??
    new Uint32Array(size)
      .map((_, row) => row)
      .sort((a, b) => key[a] - key[b] || columns.price[a] - columns.price[b] || a - b);
  const starts: number[] = [];
  for (let position = 0; position < size; position++)
    if (position === 0 || key[rows[position]] !== key[rows[position - 1]]) starts.push(position);
  const count = starts.length;
  const cells: Cells = {
    count,
    type: new Uint8Array(count),
    orderable: new Uint8Array(count),
    codes: codes.map(() => new Uint8Array(count)),
    start: Uint32Array.from([...starts, size]),
    rows,
    price: new Float64Array(size),
    carat: new Float64Array(size),
    caratMin: new Float64Array(count).fill(Infinity),
    caratMax: new Float64Array(count).fill(-Infinity),
    blockCaratMin: new Float64Array(Math.ceil(size / CARAT_BLOCK)).fill(Infinity),
    blockCaratMax: new Float64Array(Math.ceil(size / CARAT_BLOCK)).fill(-Infinity),
    ofRow: new Uint32Array(size),
    sortPositions: Object.fromEntries(
      Object.entries(orders).map(([sort, { positions }]) => [sort, rows.map((row) => positions[row])]),
    ) as Record<SearchSort, Uint32Array>,
    cellAt: {} as Record<SearchSort, Uint32Array>,
    firstOfType: new Uint32Array(INDEXED_TYPES.length + 2),
  };
  for (let cell = 0; cell < count; cell++) {
    const first = rows[cells.start[cell]];
    cells.type[cell] = columns.type[first];
    cells.orderable[cell] = columns.orderable[first];
    codes.forEach((column, index) => (cells.codes[index][cell] = column[first]));
    for (let position = cells.start[cell]; position < cells.start[cell + 1]; position++) {
      const row = rows[position];
      cells.ofRow[row] = cell;
      cells.price[position] = columns.price[row];
      cells.carat[position] = columns.carat[row];
      if (columns.carat[row] < cells.caratMin[cell]) cells.caratMin[cell] = columns.carat[row];
      if (columns.carat[row] > cells.caratMax[cell]) cells.caratMax[cell] = columns.carat[row];
      const block = Math.floor(position / CARAT_BLOCK);
      if (columns.carat[row] < cells.blockCaratMin[block]) cells.blockCaratMin[block] = columns.carat[row];
      if (columns.carat[row] > cells.blockCaratMax[block]) cells.blockCaratMax[block] = columns.carat[row];
    }
  }
  for (let type = 0; type < cells.firstOfType.length; type++) {
    let first = 0;
    while (first < count && cells.type[first] < type) first++;
    cells.firstOfType[type] = first;
  }
  for (const [sort, { rows: sorted }] of Object.entries(orders))
    cells.cellAt[sort as SearchSort] = sorted.map((row) => cells.ofRow[row]);
  return cells;
}

/** The first position in [from, to) whose price is at least `price` (prices sorted ascending there). */
function firstAtLeast(prices: Float64Array, from: number, to: number, price: number): number {
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (prices[middle] < price) from = middle + 1;
    else to = middle;
  }
  return from;
}

/** The first position in [from, to) whose price is above `price`. */
function firstAbove(prices: Float64Array, from: number, to: number, price: number): number {
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (prices[middle] <= price) from = middle + 1;
    else to = middle;
  }
  return from;
}

interface Scan {
  total: number;
  /** 1 for cells whose every stone passes the facet filters and kind. */
  passing: Uint8Array;
  /** Per group, per code: stones passing all the other filters. */
  counts: Uint32Array[];
  price: { min: number; max: number };
  carat: { min: number; max: number };
}

/**
 * What sorting builds from the fields, once per base: typed arrays only, so a build thread can make
 * them (buildIndexParts) and hand them over without copying.
 */
export interface IndexParts {
  /** Per sort, the rows in that order (the positions were only needed to build the cells). */
  sorted: Record<SearchSort, Uint32Array>;
  cells: Cells;
}

/** The orders a build sorts (IndexParts holds them): given to buildIndexParts, nothing is sorted again. */
export interface SortedRows {
  sorted: Record<SearchSort, Uint32Array>;
  /** The rows in cell order. */
  cellRows: Uint32Array;
}

/** What a base index is: the columns, each sort's order and the cells. */
interface Base extends IndexParts {
  columns: DiamondColumns;
  /** Reused by every search (searches run one at a time on the event loop): no 125 kB to collect each time. */
  matches: PositionSet;
}

/**
 * Changes since the base was built: its rows whose stone changed or left (dead, skipped by every
 * search) and the changed stones' current fields, held in a smaller index of their own (which may
 * have changes laid over it in turn) and merged into every answer. Laying more changes over costs
 * time in proportion to them, not to the catalogue nor to the changes laid over before (see compacted).
 */
interface Overlay {
  dead: Uint8Array;
  deadInCell: Uint32Array;
  /** 1 for cells where a dead stone held the smallest or largest carat: their carat range is counted stone by stone. */
  deadExtreme: Uint8Array;
  delta: DiamondIndex;
  /** How many stones the overlay covers (changed or gone). */
  changes: number;
}

/** Stones that match a search, in the sort's order, with each one's sort key. */
interface Sequence {
  ids: string[];
  keys: number[];
}

const NO_STONES: Sequence = { ids: [], keys: [] };

/** Stones of the overlay's delta that match a search, in the sort's order, each with where it falls in the base's order. */
interface Extras {
  ids: string[];
  /**
   * How many of the base's rows (dead ones included) come before extra j in the sort order: worked out
   * only for the extras a page reaches (a broad search can have thousands).
   */
  pointOf: (extra: number) => number;
}

const NO_EXTRAS: Extras = { ids: [], pointOf: () => 0 };

/**
 * The diamonds' search fields in memory, answering `GET /api/diamonds` exactly as the SQL does (the
 * tests hold both to a brute-force oracle) in a few milliseconds over a million stones: totals,
 * facet counts and ranges come from the cells, pages from orders sorted once at build time. Only
 * ids come out; the products themselves are read fresh from the database.
 *
 * `withChanges` gives the same index with later changes laid over it (see Overlay), so following the
 * catalogue never means sorting a million stones again; a full build folds the overlay in now and then.
 */
export class DiamondIndex {
  private readonly base: Base;

  /** `walkBias` is for tests, to hold both ways of finding a page to the same answer (0: always walk). */
  constructor(
    columns: DiamondColumns | Base,
    private readonly walkBias = 1,
    private readonly overlay?: Overlay,
  ) {
    this.base = 'cells' in columns ? columns : { columns, ...buildIndexParts(columns), matches: matchSet(columns) };
  }

  /** An index of `columns` from parts built elsewhere (a build thread) by buildIndexParts. */
  static assemble(columns: DiamondColumns, parts: IndexParts): DiamondIndex {
    return new DiamondIndex({ columns, ...parts, matches: matchSet(columns) });
  }

  /** The orders of the base, sorted at its build: with its columns (a fresh build's currentColumns), what a snapshot stores. */
  sortedRows(): SortedRows {
    return { sorted: this.base.sorted, cellRows: this.base.cells.rows };
  }

  /** The stones of this index, changes included, as columns in id order: what the next full build sorts. */
  currentColumns(): DiamondColumns {
    const { columns } = this.base;
    if (!this.overlay) return columns;
    const { dead, delta } = this.overlay;
    const changed = delta.currentColumns();
    const size = this.size;
    const merged = emptyColumns(size);
    const copy = (from: DiamondColumns, row: number, to: number) => {
      merged.ids[to] = from.ids[row];
      merged.type[to] = from.type[row];
      for (const column of INDEXED_COLUMNS) merged.codes[column][to] = from.codes[column][row];
      merged.orderable[to] = from.orderable[row];
      merged.price[to] = from.price[row];
      merged.carat[to] = from.carat[row];
      merged.createdAt[to] = from.createdAt[row];
    };
    let next = 0;
    let extra = 0;
    for (let row = 0; row < columns.ids.length; row++) {
      if (dead[row]) continue;
      while (extra < changed.ids.length && changed.ids[extra] < columns.ids[row]) copy(changed, extra++, next++);
      copy(columns, row, next++);
    }
    while (extra < changed.ids.length) copy(changed, extra++, next++);
    return merged;
  }

  /** The stones in the index, changes included. */
  get size(): number {
    return this.base.columns.ids.length + (this.overlay ? this.overlay.delta.size - this.overlay.changes : 0);
  }

  /** How many stones the changes laid over the base cover (0 for a fresh build). */
  get changes(): number {
    return this.overlay?.changes ?? 0;
  }

  /**
   * This index with later changes laid over it: `changed` holds the changed diamonds' current fields
   * (in id order, as the base's columns), `gone` the ids that are no longer diamonds. The changes
   * already laid over are kept, not laid again: the cost is in proportion to the new changes (and a
   * copy of the dead-row marks, a byte a stone).
   */
  withChanges(changed: DiamondColumns, gone: readonly string[]): DiamondIndex {
    // The revision also moves for the home page's content: nothing to lay over then.
    if (!changed.ids.length && !gone.length) return this;
    const { columns, cells } = this.base;
    const previous = this.overlay;
    const dead = previous ? previous.dead.slice() : new Uint8Array(columns.ids.length);
    const deadInCell = previous ? previous.deadInCell.slice() : new Uint32Array(cells.count);
    const deadExtreme = previous ? previous.deadExtreme.slice() : new Uint8Array(cells.count);
    let changes = previous?.changes ?? 0;
    for (const id of [...changed.ids, ...gone]) {
      const row = rowOf(columns.ids, id);
      if (row < 0 || dead[row]) continue;
      const cell = cells.ofRow[row];
      dead[row] = 1;
      deadInCell[cell]++;
      if (columns.carat[row] === cells.caratMin[cell] || columns.carat[row] === cells.caratMax[cell])
        deadExtreme[cell] = 1;
      changes++;
    }
    const delta = previous
      ? previous.delta.withChanges(changed, gone).compacted()
      : new DiamondIndex(changed, this.walkBias);
    return new DiamondIndex(this.base, this.walkBias, { dead, deadInCell, deadExtreme, delta, changes });
  }

  /**
   * A delta whose own laid-over changes outgrow half its base is built afresh from its current
   * stones: each level is at most half its parent's laid-over part, so there are few levels, and a
   * stone is sorted again only a few times however many catch-ups it goes through.
   */
  private compacted(): DiamondIndex {
    if (!this.overlay) return this;
    const laidOver = this.overlay.delta.size + this.overlay.changes;
    return laidOver * 2 > this.base.columns.ids.length ? new DiamondIndex(this.currentColumns(), this.walkBias) : this;
  }

  /** Whether the index can answer this search: diamond types, and exactly the indexed facet groups. */
  static covers(spec: SearchSpec): boolean {
    return (
      spec.caratColumn === 'carat' &&
      spec.productTypes.every((type) => (INDEXED_TYPES as readonly ProductType[]).includes(type)) &&
      spec.groups.length === INDEXED_COLUMNS.length &&
      spec.groups.every(
        (group, index) =>
          group.column === INDEXED_COLUMNS[index] && group.options === INDEXED_GROUPS[INDEXED_COLUMNS[index]],
      )
    );
  }

  search(spec: SearchSpec, withFacets: boolean): IndexAnswer {
    const filter = filterOf(spec);
    let scan = this.scan(filter, withFacets);
    let extras = NO_EXTRAS;
    if (this.overlay) {
      const found = this.overlay.delta.matching(spec.sortBy, filter, withFacets);
      if (found.scan.total) extras = this.extras(spec.sortBy, found);
      scan = merged(scan, found.scan);
    }
    const ids = this.page(spec, filter, scan, extras);
    if (!withFacets) return { ids, total: scan.total };
    const facetRows = spec.groups.flatMap((group, index) =>
      group.options!.flatMap((value, code) =>
        scan.counts[index][code + 1] ? [{ facet: group.name, value, count: scan.counts[index][code + 1] }] : [],
      ),
    );
    const bounds = ({ min, max }: { min: number; max: number }) =>
      scan.total ? { min, max } : { min: null, max: null };
    // Stones without a carat leave the carat range open at both ends (as SQL's min and max skip nulls).
    const carat = Number.isFinite(scan.carat.min) ? bounds(scan.carat) : { min: null, max: null };
    return { ids, total: scan.total, facetRows, ranges: { price: bounds(scan.price), carat } };
  }

  /**
   * Cell by cell: a cell that fails no facet filter counts in every group, one that fails exactly
   * one counts in that group only (its stones pass all the others), one that fails two counts
   * nowhere. Kind, orderability, price and carat are not facets: failing them excludes. Without facets only the
   * passing cells are counted. Dead rows (changed since the build) are skipped one by one in their cells.
   */
  private scan(filter: Filter, withFacets: boolean): Scan {
    const { cells } = this.base;
    const dead = this.overlay?.dead;
    const deadInCell = this.overlay?.deadInCell;
    const deadExtreme = this.overlay?.deadExtreme;
    const counts = filter.allowed.map((table) => new Uint32Array(table.length));
    const passing = new Uint8Array(cells.count);
    const price = { min: Infinity, max: -Infinity };
    const carat = { min: Infinity, max: -Infinity };
    // The five groups in locals: V8 keeps them in registers, several times faster than arrays of arrays.
    const [a0, a1, a2, a3, a4] = filter.allowed;
    const [k0, k1, k2, k3, k4] = cells.codes;
    const tolerated = withFacets ? 1 : 0;
    const [first, end] = cellSpan(cells, filter);
    let total = 0;
    for (let cell = first; cell < end; cell++) {
      if (filter.type[cells.type[cell]] !== 1 || (filter.orderableOnly && !cells.orderable[cell])) continue;
      const failures =
        (a0[k0[cell]] ^ 1) + (a1[k1[cell]] ^ 1) + (a2[k2[cell]] ^ 1) + (a3[k3[cell]] ^ 1) + (a4[k4[cell]] ^ 1);
      if (failures > tolerated) continue;
      let from = cells.start[cell];
      let to = cells.start[cell + 1];
      if (filter.priceFiltered) {
        from = firstAtLeast(cells.price, from, to, filter.priceMin);
        to = firstAbove(cells.price, from, to, filter.priceMax);
      }
      const someDead = deadInCell !== undefined && deadInCell[cell] > 0;
      const wholeCell = from === cells.start[cell] && to === cells.start[cell + 1];
      let matching = 0;
      let lowestCarat = Infinity;
      let highestCarat = -Infinity;
      let cheapest = from;
      let dearest = to - 1;
      if (!filter.caratFiltered && (!someDead || (wholeCell && !deadExtreme![cell]))) {
        // Counted without visiting the stones: the span, less the cell's dead stones (which then hold neither carat extreme).
        matching = to - from - (someDead ? deadInCell[cell] : 0);
        if (someDead && matching) {
          while (dead![cells.rows[cheapest]]) cheapest++;
          while (dead![cells.rows[dearest]]) dearest--;
        }
        if (matching && failures === 0 && withFacets) {
          if (wholeCell) {
            lowestCarat = cells.caratMin[cell];
            highestCarat = cells.caratMax[cell];
          } else [lowestCarat, highestCarat] = caratExtremes(cells, from, to);
        }
      } else {
        cheapest = -1;
        for (let position = from; position < to; position++) {
          const stone = cells.carat[position];
          if (filter.caratFiltered && !(stone >= filter.caratMin && stone <= filter.caratMax)) continue;
          if (someDead && dead![cells.rows[position]]) continue;
          matching++;
          if (cheapest < 0) cheapest = position;
          dearest = position;
          if (stone < lowestCarat) lowestCarat = stone;
          if (stone > highestCarat) highestCarat = stone;
        }
      }
      if (!matching) continue;
      if (failures === 1) {
        const failed = a0[k0[cell]] ? (a1[k1[cell]] ? (a2[k2[cell]] ? (a3[k3[cell]] ? 4 : 3) : 2) : 1) : 0;
        counts[failed][cells.codes[failed][cell]] += matching;
        continue;
      }
      passing[cell] = 1;
      total += matching;
      for (let group = 0; group < counts.length; group++) counts[group][cells.codes[group][cell]] += matching;
      if (cells.price[cheapest] < price.min) price.min = cells.price[cheapest];
      if (cells.price[dearest] > price.max) price.max = cells.price[dearest];
      if (lowestCarat < carat.min) carat.min = lowestCarat;
      if (highestCarat > carat.max) carat.max = highestCarat;
    }
    return { total, passing, counts, price, carat };
  }

  /** What a delta adds to a search: its counts, and every stone of it (changes laid over it included) that passes, in the sort's order. */
  private matching(sortBy: SearchSort, filter: Filter, withFacets: boolean): Sequence & { scan: Scan } {
    const scan = this.scan(filter, withFacets);
    const own = scan.total ? this.inOrder(sortBy, filter, scan) : NO_STONES;
    if (!this.overlay) return { scan, ...own };
    const deeper = this.overlay.delta.matching(sortBy, filter, withFacets);
    return { ...inSequence(own, deeper, isDescending(sortBy)), scan: merged(scan, deeper.scan) };
  }

  /** Every live stone of the base that passes, in the sort's order: a delta's part of a page. */
  private inOrder(sortBy: SearchSort, filter: Filter, scan: Scan): Sequence {
    const { sorted, cells, columns } = this.base;
    const rows = sorted[sortBy];
    const cellAt = cells.cellAt[sortBy];
    const keys = columns[sortKeyOf(sortBy)];
    const dead = this.overlay?.dead;
    const found: Sequence = { ids: [], keys: [] };
    for (let position = 0; position < rows.length; position++) {
      const row = rows[position];
      if (!scan.passing[cellAt[position]] || !inRanges(filter, columns.price[row], columns.carat[row])) continue;
      if (dead && dead[row]) continue;
      found.ids.push(columns.ids[row]);
      found.keys.push(keys[row]);
    }
    return found;
  }

  /** The delta's matching stones with where each falls in the base's order. */
  private extras(sortBy: SearchSort, { ids, keys }: Sequence): Extras {
    const points: number[] = [];
    const pointOf = (extra: number) => (points[extra] ??= this.insertionPoint(sortBy, keys[extra], ids[extra]));
    return { ids, pointOf };
  }

  /** How many base rows come before a stone with this sort key and id in the sort's order (sort-orders.ts rules). */
  private insertionPoint(sortBy: SearchSort, value: number, id: string): number {
    const { sorted, columns } = this.base;
    const rows = sorted[sortBy];
    const keys = columns[sortKeyOf(sortBy)];
    const descending = isDescending(sortBy);
    const before = (row: number) => precedes(keys[row], columns.ids[row], value, id, descending);
    let from = 0;
    let to = rows.length;
    while (from < to) {
      const middle = (from + to) >>> 1;
      if (before(rows[middle])) from = middle + 1;
      else to = middle;
    }
    return from;
  }

  /** The page's ids: walked off the sort order or collected, whichever costs less (see walkBudget). */
  private page(spec: SearchSpec, filter: Filter, scan: Scan, extras: Extras): string[] {
    const offset = (spec.page - 1) * spec.limit;
    if (offset >= scan.total) return [];
    const size = this.base.columns.ids.length;
    const baseTotal = scan.total - extras.ids.length;
    const rangeFiltered = filter.priceFiltered || filter.caratFiltered;
    const budget = walkBudget(Math.max(baseTotal, 1), size, rangeFiltered, this.walkBias);
    const expectedSteps = ((offset + spec.limit) * size) / Math.max(baseTotal, 1);
    return (
      (expectedSteps <= budget && this.walk(spec, filter, scan, extras, budget)) ||
      this.collect(spec, filter, scan, extras)
    );
  }

  /** The page in the sort order's sequence, or undefined when the budget of steps runs out first. */
  private walk(spec: SearchSpec, filter: Filter, scan: Scan, extras: Extras, budget: number): string[] | undefined {
    const { sorted, cells, columns } = this.base;
    const rows = sorted[spec.sortBy];
    const cellAt = cells.cellAt[spec.sortBy];
    const dead = this.overlay?.dead;
    const rangeFiltered = filter.priceFiltered || filter.caratFiltered;
    const found: string[] = [];
    let skip = (spec.page - 1) * spec.limit;
    const take = (id: string) => (skip > 0 ? skip-- : found.push(id));
    const end = Math.min(rows.length, budget);
    let extra = 0;
    let position = 0;
    for (; position < end && found.length < spec.limit; position++) {
      while (extra < extras.ids.length && found.length < spec.limit && extras.pointOf(extra) <= position)
        take(extras.ids[extra++]);
      if (found.length === spec.limit || !scan.passing[cellAt[position]]) continue;
      const row = rows[position];
      if (rangeFiltered && !inRanges(filter, columns.price[row], columns.carat[row])) continue;
      if (dead && dead[row]) continue;
      take(columns.ids[row]);
    }
    if (position === rows.length)
      while (extra < extras.ids.length && found.length < spec.limit) take(extras.ids[extra++]);
    return found.length === spec.limit || position === rows.length ? found : undefined;
  }

  /** Every base match marked by its position in the sort order, the page read off the marks (and the extras between them). */
  private collect(spec: SearchSpec, filter: Filter, scan: Scan, extras: Extras): string[] {
    const { cells, matches, sorted, columns } = this.base;
    const dead = this.overlay?.dead;
    matches.clear();
    const sortPositions = cells.sortPositions[spec.sortBy];
    const [first, end] = cellSpan(cells, filter);
    for (let cell = first; cell < end; cell++) {
      if (!scan.passing[cell]) continue;
      const [from, to] = priceSpan(cells, filter, cell);
      for (let position = from; position < to; position++)
        if (inCarat(filter, cells.carat[position]) && !(dead && dead[cells.rows[position]]))
          matches.add(sortPositions[position]);
    }
    const rows = sorted[spec.sortBy];
    return matches
      .sliceWith((spec.page - 1) * spec.limit, spec.limit, extras.ids.length, extras.pointOf)
      .map((entry) => (entry >= 0 ? columns.ids[rows[entry]] : extras.ids[-entry - 1]));
  }
}

/**
 * The sorting part of a build: seconds for a million stones, which the service runs in a thread.
 * With `given` orders (a snapshot's, sorted by an earlier build of these fields), a few linear passes.
 */
export function buildIndexParts(fields: DiamondFields, given?: SortedRows): IndexParts {
  const orders = given
    ? (Object.fromEntries(Object.entries(given.sorted).map(([sort, rows]) => [sort, withPositions(rows)])) as Record<
        SearchSort,
        SortOrder
      >)
    : sortOrders(fields);
  const sorted = Object.fromEntries(Object.entries(orders).map(([sort, { rows }]) => [sort, rows])) as Record<
    SearchSort,
    Uint32Array
  >;
  return { sorted, cells: buildCells(fields, orders, given?.cellRows) };
}

const matchSet = (columns: DiamondColumns) => new PositionSet(columns.ids.length);

function filterOf(spec: SearchSpec): Filter {
  const type = new Uint8Array(INDEXED_TYPES.length + 1);
  for (const productType of spec.productTypes)
    type[(INDEXED_TYPES as readonly ProductType[]).indexOf(productType) + 1] = 1;
  const allowed = spec.groups.map((group) => {
    // Code 0 (no value, or one outside the list) passes only when the group is not filtered.
    const table = new Uint8Array(group.options!.length + 1).fill(group.selected.length ? 0 : 1);
    for (const value of group.selected) table[group.options!.indexOf(value) + 1] = 1;
    return table;
  });
  return {
    type,
    orderableOnly: spec.orderableOnly,
    allowed,
    priceFiltered: spec.price.min !== undefined || spec.price.max !== undefined,
    priceMin: spec.price.min ?? -Infinity,
    priceMax: spec.price.max ?? Infinity,
    caratFiltered: spec.carat.min !== undefined || spec.carat.max !== undefined,
    caratMin: spec.carat.min ?? -Infinity,
    caratMax: spec.carat.max ?? Infinity,
  };
}

/** The base's scan and the delta's, as one. */
function merged(a: Scan, b: Scan): Scan {
  return {
    total: a.total + b.total,
    passing: a.passing,
    counts: a.counts.map((counts, group) => counts.map((count, code) => count + b.counts[group][code])),
    price: { min: Math.min(a.price.min, b.price.min), max: Math.max(a.price.max, b.price.max) },
    carat: { min: Math.min(a.carat.min, b.carat.min), max: Math.max(a.carat.max, b.carat.max) },
  };
}

/** Two sequences in one sort's order (the rules of precedes) as one. */
function inSequence(a: Sequence, b: Sequence, descending: boolean): Sequence {
  if (!b.ids.length) return { ids: a.ids, keys: a.keys };
  if (!a.ids.length) return { ids: b.ids, keys: b.keys };
  const joined: Sequence = { ids: [], keys: [] };
  let i = 0;
  let j = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const fromA =
      j === b.ids.length || (i < a.ids.length && precedes(a.keys[i], a.ids[i], b.keys[j], b.ids[j], descending));
    const [from, at] = fromA ? [a, i++] : [b, j++];
    joined.ids.push(from.ids[at]);
    joined.keys.push(from.keys[at]);
  }
  return joined;
}

/** The row of `id` in columns held in id order, or -1. */
function rowOf(ids: readonly string[], id: string): number {
  let from = 0;
  let to = ids.length;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (ids[middle] < id) from = middle + 1;
    else to = middle;
  }
  return from < ids.length && ids[from] === id ? from : -1;
}

/** The cells that can hold stones of the kinds searched for. */
function cellSpan(cells: Cells, filter: Filter): [number, number] {
  const allowed = [...filter.type.keys()].filter((type) => filter.type[type]);
  if (!allowed.length) return [0, 0];
  const { firstOfType } = cells;
  return [firstOfType[allowed[0]], firstOfType[allowed[allowed.length - 1] + 1]];
}

/** The positions of a cell whose stones are within the price range (the cell is sorted by price). */
function priceSpan(cells: Cells, filter: Filter, cell: number): [number, number] {
  const { start, price } = cells;
  if (!filter.priceFiltered) return [start[cell], start[cell + 1]];
  const from = firstAtLeast(price, start[cell], start[cell + 1], filter.priceMin);
  return [from, firstAbove(price, from, start[cell + 1], filter.priceMax)];
}

const inCarat = (filter: Filter, carat: number) =>
  !filter.caratFiltered || (carat >= filter.caratMin && carat <= filter.caratMax);

const inRanges = (filter: Filter, price: number, carat: number) =>
  price >= filter.priceMin && price <= filter.priceMax && inCarat(filter, carat);
