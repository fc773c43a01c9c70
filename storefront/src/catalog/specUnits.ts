/**
 * Specification values with their units, as a grading report prints them: millimetres for measurements,
 * percent for depth, table, crown height and pavilion depth, degrees for the crown and pavilion angles.
 * Feeds send numbers ("62.1") or text that may carry the unit already ("62.1%", "6.50 x 6.45 x 4.00 mm");
 * a unit is added only to a bare number, never twice, and other text ("Medium") is shown as it is.
 */

export type SpecUnit = 'mm' | '%' | '°';

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The value with its unit ('62.1%', '34.5°', '4.02 mm'); '' for no value. */
export function withUnit(value: unknown, unit: SpecUnit): string {
  if (value == null || value === '') return '';
  const text = String(value).trim();
  if (!NUMBER.test(text)) return text;
  return unit === 'mm' ? `${text} mm` : `${text}${unit}`;
}

/** Length × width × depth in millimetres ('6.50 × 6.45 × 4.00 mm') from a feed's '6.50x6.45x4.00' or its three numbers. */
export function formatMeasurements(
  measurements: unknown,
  parts: { length?: unknown; width?: unknown; depth?: unknown } = {},
): string {
  const text = typeof measurements === 'string' ? measurements.trim() : '';
  const numbers = text
    ? text.split(/\s*[x×*]\s*/i)
    : [parts.length, parts.width, parts.depth].filter((part) => part != null && part !== '').map(String);
  if (numbers.length && numbers.every((number) => NUMBER.test(number.trim())))
    return `${numbers.map((number) => number.trim()).join(' × ')} mm`;
  return text;
}
