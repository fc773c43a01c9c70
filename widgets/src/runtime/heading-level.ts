export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A `heading-level` attribute (1–6), so a widget's headings fit the partner page's outline. */
export function headingLevelOf(value: string | null, fallback: HeadingLevel): HeadingLevel {
  const level = Number(value);
  return value !== null && Number.isInteger(level) && level >= 1 && level <= 6 ? (level as HeadingLevel) : fallback;
}
