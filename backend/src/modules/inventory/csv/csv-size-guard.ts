import { Transform, type TransformCallback } from 'node:stream';

/**
 * Size limits of one CSV cell and one CSV row, in bytes of the file. No real field comes near them: the
 * longest, a description (Member Comments, Comments), may hold 100,000 characters (at most 300,000
 * bytes of UTF-8), every other column at most 500 characters. A supplier's 8 MB `Image Link` once
 * ran the import thread out of memory: such a row is refused, naming its column, and the rest imports.
 */
export const MAX_CELL_BYTES = 512 * 1024;
export const MAX_ROW_BYTES = 1024 * 1024;

/**
 * What the guard writes instead of a cell it did not read: private-use characters around a word, so
 * no real cell looks like it and PostgreSQL can still store it. `readOversized` recognises it.
 */
const MARK = '\uE000';
const CELL_TOO_LARGE = `${MARK}cell-too-large${MARK}`;
const ROW_TOO_LARGE = `${MARK}row-too-large${MARK}`;
const CELL_MARK_BYTES = Buffer.from(CELL_TOO_LARGE);
const ROW_MARK_BYTES = Buffer.from(ROW_TOO_LARGE);

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];
const EMPTY = Buffer.alloc(0);

/**
 * Why a row was cut short, naming the file's column (`columns`: its header cells), or null when none
 * of its cells was.
 */
export function readOversized(cells: string[], columns: string[]): { column: string; reason: string } | null {
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index];
    if (cell.charCodeAt(0) !== 0xe000 || (cell !== CELL_TOO_LARGE && cell !== ROW_TOO_LARGE)) continue;
    const column = columns[index]?.trim() || `Column ${index + 1}`;
    const reason =
      cell === CELL_TOO_LARGE
        ? `${column} is larger than ${MAX_CELL_BYTES / 1024} KiB, the most one cell may hold; the row was not imported`
        : `The row is larger than ${MAX_ROW_BYTES / 1024} KiB from ${column} on, the most one row may hold; the row was not imported`;
    return { column, reason };
  }
  return null;
}

/** The cell as errors.csv shows it: a cut cell says so rather than holding the guard's mark. */
export const OVERSIZED_CELL_TEXT = '(not kept: too large)';
export const keptCells = (cells: string[]) =>
  cells.map((cell) => (cell === CELL_TOO_LARGE || cell === ROW_TOO_LARGE ? OVERSIZED_CELL_TEXT : cell));

/**
 * Sits between the file and csv-parse and follows the same grammar (comma, `"` quotes with `""`
 * inside, records ending with the file's first CRLF, LF or CR outside quotes, as csv-parse discovers
 * it). It passes the bytes through unchanged, holding back only the cell being read, so memory stays
 * bounded by MAX_CELL_BYTES. A cell over MAX_CELL_BYTES is skipped to its end and replaced by a mark;
 * once a row passes MAX_ROW_BYTES, the cell where it did is marked and the row's later cells come out
 * empty. The runner refuses a marked row (readOversized) and reads on; csv-parse's own record limit
 * stays as a last net (it fails the whole file) should the two grammars ever disagree.
 */
export class CsvSizeGuard extends Transform {
  /** The record delimiter once discovered. */
  private delimiter: 'crlf' | 'lf' | 'cr' | null = null;
  /** A CR ended a record before the delimiter was known: an LF right after it belongs to that end. */
  private pendingCr = false;
  /** Bytes of a byte-order mark still possible at the file's start (csv-parse drops it). */
  private bomAt = 0;
  private fieldStart = true;
  private quoting = false;
  /** Inside quotes, the previous byte was a quote: a second one is an escaped quote, anything else closes. */
  private quoteSeen = false;
  /** The previous byte was a CR outside quotes (for CRLF records). */
  private previousCr = false;
  private cellBytes = 0;
  private rowBytes = 0;
  /** The current cell's bytes from earlier chunks, not yet passed on (or the mark, when skipping). */
  private held: Buffer[] = [];
  /** The current cell is being skipped (over the cell limit, or the row went over the row limit). */
  private skipping = false;
  /** The row went over its limit: the rest of its cells are emptied. */
  private rowOver = false;

  constructor(
    private readonly maxCell = MAX_CELL_BYTES,
    private readonly maxRow = MAX_ROW_BYTES,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const out: Buffer[] = [];
    /** First byte of `chunk` in the current cell that is neither held nor passed on. */
    let cellStart = 0;
    /** The current cell ends with the byte at `pos` (a comma or a record's last byte). */
    const endCell = (pos: number, recordEnd: boolean) => {
      if (this.skipping) {
        // The cell's bytes are gone: its mark, then its end written back.
        out.push(...this.held, Buffer.from(recordEnd ? this.recordEnd() : ','));
        this.skipping = false;
      } else out.push(...this.held, chunk.subarray(cellStart, pos + 1));
      this.held = [];
      cellStart = pos + 1;
      this.cellBytes = 0;
      this.fieldStart = true;
      this.quoting = false;
      this.quoteSeen = false;
      this.previousCr = false;
      if (recordEnd) {
        this.rowBytes = 0;
        this.rowOver = false;
      }
    };

    for (let pos = 0; pos < chunk.length; pos++) {
      const byte = chunk[pos];
      if (this.pendingCr) {
        this.pendingCr = false;
        this.delimiter = byte === LF ? 'crlf' : 'cr';
        if (byte === LF) {
          out.push(chunk.subarray(pos, pos + 1));
          cellStart = pos + 1;
          continue;
        }
      }
      if (this.bomAt < 3) {
        if (byte === BOM[this.bomAt] && this.rowBytes === this.bomAt) {
          this.bomAt += 1;
          this.rowBytes += 1;
          this.cellBytes += 1;
          continue;
        }
        this.bomAt = 3;
      }
      this.cellBytes += 1;
      this.rowBytes += 1;

      if (this.fieldStart) {
        this.fieldStart = false;
        if (byte === QUOTE) {
          this.quoting = true;
          this.checkLimits();
          continue;
        }
      }
      if (this.quoting) {
        if (byte === QUOTE) this.quoteSeen = !this.quoteSeen;
        else if (this.quoteSeen) {
          this.quoting = false;
          this.quoteSeen = false;
        }
      }
      if (!this.quoting) {
        if (byte === COMMA) {
          endCell(pos, false);
          continue;
        }
        if (byte === LF && (this.delimiter === 'lf' || (this.delimiter === 'crlf' && this.previousCr))) {
          endCell(pos, true);
          continue;
        }
        if (byte === LF && this.delimiter === null) {
          this.delimiter = 'lf';
          endCell(pos, true);
          continue;
        }
        if (byte === CR && (this.delimiter === 'cr' || this.delimiter === null)) {
          // Unknown delimiter: CR or CRLF, the record ends here either way (the next byte tells which).
          if (this.delimiter === null) this.pendingCr = true;
          endCell(pos, true);
          continue;
        }
      }
      this.previousCr = byte === CR && !this.quoting;
      this.checkLimits();
    }
    if (!this.skipping && cellStart < chunk.length) this.held.push(chunk.subarray(cellStart));
    if (out.length) this.push(out.length === 1 ? out[0] : Buffer.concat(out));
    done();
  }

  override _flush(done: TransformCallback): void {
    // The last cell, without a record delimiter after it.
    const rest = this.held;
    this.held = [];
    if (rest.length) this.push(Buffer.concat(rest));
    done();
  }

  /** The record delimiter to write back after a skipped cell. */
  private recordEnd(): string {
    return this.delimiter === 'crlf' ? '\r\n' : this.delimiter === 'lf' ? '\n' : '\r';
  }

  /**
   * After a byte of the current cell: starts skipping the cell when it or its row is over
   * its limit (what was held of it is dropped for the mark). True when it did or already was.
   */
  private checkLimits(): boolean {
    if (this.skipping) return true;
    let mark: Buffer | null;
    if (this.rowOver) mark = EMPTY;
    else if (this.cellBytes > this.maxCell) mark = CELL_MARK_BYTES;
    else if (this.rowBytes > this.maxRow) {
      this.rowOver = true;
      mark = ROW_MARK_BYTES;
    } else return false;
    this.held = [mark];
    this.skipping = true;
    return true;
  }
}
