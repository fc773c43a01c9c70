import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import {
  type DiamondColumns,
  emptyColumns,
  INDEXED_COLUMNS,
  INDEXED_GROUPS,
  INDEXED_TYPES,
  type SortedRows,
} from './diamond-index.js';
import { SearchSort } from './search-options.js';

/**
 * What a snapshot's bytes mean: the layout below, the codes the columns hold (each value's position
 * in its option list), the sorts and the machine's byte order. A snapshot written by a version that
 * coded them otherwise is not loaded (the index is built from the database instead).
 */
export const SNAPSHOT_FORMAT = `index-2:${createHash('sha256')
  .update(JSON.stringify([INDEXED_TYPES, INDEXED_GROUPS, Object.values(SearchSort), endianness()]))
  .digest('hex')
  .slice(0, 16)}`;

/** An index as a snapshot holds it: its columns, and the orders its build sorted (loading sorts nothing). */
export interface IndexSnapshot {
  columns: DiamondColumns;
  sortedRows: SortedRows;
}

/** The typed arrays in the snapshot's order: widest first, so each starts aligned. */
const typedArrays = ({ columns, sortedRows }: IndexSnapshot): ArrayBufferView[] => [
  columns.price,
  columns.carat,
  columns.createdAt,
  ...Object.values(SearchSort).map((sort) => sortedRows.sorted[sort]),
  sortedRows.cellRows,
  columns.type,
  ...INDEXED_COLUMNS.map((column) => columns.codes[column]),
  columns.orderable,
];

/** The snapshot as bytes: each typed array's bytes as they are in memory, then each id's 16 bytes. */
export function encodeSnapshot(snapshot: IndexSnapshot): Buffer {
  const typed = typedArrays(snapshot).map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
  return Buffer.concat([...typed, idBytes(snapshot.columns.ids)]);
}

/** The snapshot of `stones` stones from encodeSnapshot's bytes. */
export function decodeSnapshot(bytes: Uint8Array, stones: number): IndexSnapshot {
  const rows = () => new Uint32Array(stones);
  const snapshot: IndexSnapshot = {
    columns: emptyColumns(stones),
    sortedRows: {
      sorted: Object.fromEntries(Object.values(SearchSort).map((sort) => [sort, rows()])) as SortedRows['sorted'],
      cellRows: rows(),
    },
  };
  const typed = typedArrays(snapshot);
  const expected = typed.reduce((total, array) => total + array.byteLength, stones * ID_BYTES);
  if (bytes.length !== expected)
    throw new Error(`the snapshot holds ${bytes.length} bytes, not the ${expected} of ${stones} stones`);
  let offset = 0;
  for (const array of typed) {
    new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(
      bytes.subarray(offset, offset + array.byteLength),
    );
    offset += array.byteLength;
  }
  snapshot.columns.ids = idsOf(bytes.subarray(offset), stones);
  return snapshot;
}

const ID_BYTES = 16;
const ID_LENGTH = 36;
/** Where each byte's two hex digits are in a uuid's text (8-4-4-4-12 digits, dashes between). */
const DIGIT_PAIRS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASHES = [8, 13, 18, 23];
const DASH = '-'.charCodeAt(0);
const HEX = '0123456789abcdef';
const DIGIT_VALUE = new Uint8Array(128);
for (let digit = 0; digit < 16; digit++) {
  DIGIT_VALUE[HEX.charCodeAt(digit)] = digit;
  DIGIT_VALUE[HEX.toUpperCase().charCodeAt(digit)] = digit;
}
const DIGIT_CODE = Uint8Array.from(HEX, (digit) => digit.charCodeAt(0));

/** A million ids through one string of their text, by character code: string methods per id cost many times more. */
function idBytes(ids: string[]): Uint8Array {
  const text = Buffer.from(ids.join(''), 'latin1');
  const bytes = new Uint8Array(ids.length * ID_BYTES);
  for (let index = 0; index < ids.length; index++) {
    const at = index * ID_LENGTH;
    for (let pair = 0; pair < ID_BYTES; pair++) {
      const digits = at + DIGIT_PAIRS[pair];
      bytes[index * ID_BYTES + pair] = (DIGIT_VALUE[text[digits]] << 4) | DIGIT_VALUE[text[digits + 1]];
    }
  }
  return bytes;
}

/** The ids' text written into one buffer and read as one string, each id a slice of it. */
function idsOf(bytes: Uint8Array, stones: number): string[] {
  const text = new Uint8Array(stones * ID_LENGTH);
  for (let index = 0; index < stones; index++) {
    const at = index * ID_LENGTH;
    for (let pair = 0; pair < ID_BYTES; pair++) {
      const byte = bytes[index * ID_BYTES + pair];
      text[at + DIGIT_PAIRS[pair]] = DIGIT_CODE[byte >> 4];
      text[at + DIGIT_PAIRS[pair] + 1] = DIGIT_CODE[byte & 15];
    }
    for (let dash = 0; dash < DASHES.length; dash++) text[at + DASHES[dash]] = DASH;
  }
  const all = Buffer.from(text.buffer).toString('latin1');
  const ids = new Array<string>(stones);
  for (let index = 0; index < stones; index++) ids[index] = all.slice(index * ID_LENGTH, (index + 1) * ID_LENGTH);
  return ids;
}
