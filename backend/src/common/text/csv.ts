import { setAttachment } from '../content-disposition.js';

/**
 * CSV for staff exports (RFC 4180, UTF-8, header row). Cells a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return, unless a plain number) get a leading single quote.
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A plain number (a negative discount) is data, not a formula: left as is, it reads back as a number.
  if (/^[=+\-@\t\r]/.test(text) && !/^[-+]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Headers of a CSV download named `<resource>-<YYYY-MM-DD>.csv`. */
export function setCsvHeaders(
  response: { setHeader(name: string, value: string): unknown },
  resource: string,
  today: string,
): void {
  setAttachment(response, `${resource}-${today}.csv`, 'text/csv; charset=utf-8');
}
