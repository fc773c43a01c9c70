/** A range option of the filter panels: address value 'min-max', open upper bound written 'min+'. */
export interface RangeOption {
  value: string;
  label: string;
}

/** Parses '1000-3000', '3.00+', '3.00-' or '-1000' into bounds; undefined for anything else. */
export function parseRange(value: string | null | undefined): { min?: number; max?: number } | undefined {
  if (!value) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(?:-\s*(\d+(?:\.\d+)?)?|\+)\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined && max < min) return undefined;
  return { min: min || undefined, max };
}

/** The API's bounds for the chosen carat and price ranges; an open or unset bound is left out. */
export function caratAndPriceBounds(caratRange: string, priceRange: string) {
  const bounds: { caratMin?: number; caratMax?: number; priceMin?: number; priceMax?: number } = {};
  const carat = parseRange(caratRange);
  if (carat?.min !== undefined) bounds.caratMin = carat.min;
  if (carat?.max !== undefined) bounds.caratMax = carat.max;
  const price = parseRange(priceRange);
  if (price?.min !== undefined) bounds.priceMin = price.min;
  if (price?.max !== undefined) bounds.priceMax = price.max;
  return bounds;
}
