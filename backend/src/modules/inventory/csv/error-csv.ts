import { toCsv } from '../../../common/text/index.js';

/**
 * One CSV record with its CRLF line end: RFC 4180 quoting, and cells a spreadsheet would run as a
 * formula (= + - @, tab, CR) prefixed with ' — the staff CSV exports' writer, reused.
 */
export const csvLine = (cells: string[]): string => toCsv(cells, []);
