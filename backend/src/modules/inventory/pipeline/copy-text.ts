/**
 * PostgreSQL's COPY text format, written by hand because it is the hot loop of an import: one line a
 * row, columns split by tabs, `\N` for null, and backslash escapes for the characters that would end a
 * column or a line. Pure: no database, no framework (held to PostgreSQL's own reading in
 * test/inventory-pipeline.test.ts).
 */

/** How a column's values are written. */
export type CopyKind = 'text' | 'number' | 'boolean' | 'array' | 'json' | 'date';

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text value as COPY reads it back unchanged. */
export function copyEscape(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ESCAPES[char]) : text;
}

/** An array literal of text elements (`{"a","b \"c\""}`), every element quoted so commas and braces stay text. */
function arrayLiteral(values: unknown[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i) literal += ',';
    literal +=
      value === null || value === undefined ? 'NULL' : `"${String(value).replace(/["\\]/g, (char) => `\\${char}`)}"`;
  }
  return `${literal}}`;
}

/** One value of a column of the given kind, as COPY text. */
export function copyValue(value: unknown, kind: CopyKind): string {
  if (value === null || value === undefined) return '\\N';
  switch (kind) {
    case 'number':
      return Number.isFinite(value) ? String(value) : '\\N';
    case 'boolean':
      return value ? 't' : 'f';
    case 'date':
      return (value instanceof Date ? value : new Date(value as string)).toISOString();
    case 'array':
      return copyEscape(arrayLiteral(value as unknown[]));
    case 'json':
      return copyEscape(JSON.stringify(value));
    default:
      return copyEscape(String(value));
  }
}

/** A row's line: its values in the columns' order. */
export function copyLine(values: unknown[], kinds: readonly CopyKind[]): string {
  let line = '';
  for (let i = 0; i < kinds.length; i++) line += (i ? '\t' : '') + copyValue(values[i], kinds[i]);
  return `${line}\n`;
}
