import { isUUID } from 'class-validator';
import type { BodyCheck } from '../../../common/body-rules.js';

/**
 * Markup rules (issue 21): how a supplier's cost becomes the shop's retail price. The price itself is
 * computed in one place only, the SQL function `feed_retail(cost, carat, rules)`
 * (Migration20261128090500_feed_retail); this file holds the rules' shape, their value lists and
 * limits, and their validation, with one message per field keyed by the input's dotted path
 * (`markup.bands.2.to`, react-admin's ArrayInput source names).
 */

/** What the bands are of. */
export const MARKUP_BASES = ['carat', 'cost'] as const;
export type MarkupBasis = (typeof MARKUP_BASES)[number];

/** none: to the cent; dollar, ten, hundred: to the nearest; nine: up to the next whole price ending in 9. */
export const ROUNDINGS = ['none', 'dollar', 'ten', 'hundred', 'nine'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A band covers from <= value < to; the last band has no upper limit (`to` null). */
export interface MarkupBand {
  from: number;
  to: number | null;
  /** retail = cost × (1 + percent / 100) + fixed */
  percent: number;
  fixed: number;
}

export interface MarkupRules {
  basis: MarkupBasis;
  /** Sorted, the first from 0, each `to` the next band's `from`. */
  bands: MarkupBand[];
  rounding: Rounding;
}

export const MARKUP_LIMITS = {
  bands: { min: 1, max: 20 },
  percent: { min: -90, max: 1000 },
  fixed: { min: -1_000_000, max: 1_000_000 },
  /** Band limits: carats as stored (numeric(7,2)), costs as money (numeric(12,2)). */
  bound: { carat: 99_999.99, cost: 9_999_999_999.99 },
  /** Every number: carats and money are stored with 2 decimals, percents are written so. */
  decimals: 2,
} as const;

/**
 * A new shop's default until staff save theirs: retail = cost (one open band, 0 %, no fixed amount) rounded to
 * whole dollars, as the shop's own prices are. Stored by Migration20261129090100_markup_saved; supplier runs
 * publish nothing until staff have saved a markup (see markupHold in the imports module).
 */
export const DEFAULT_MARKUP: MarkupRules = Object.freeze({
  basis: 'carat',
  bands: Object.freeze([Object.freeze({ from: 0, to: null, percent: 0, fixed: 0 })]) as MarkupBand[],
  rounding: 'dollar',
});

export interface MarkupCheck {
  /** The rules as checked, with only their own fields; absent when there are errors. */
  rules?: MarkupRules;
  /** Each invalid field's first message, by dotted path under `prefix`. */
  errors: Record<string, string>;
}

const RULES_FIELDS = new Set(['basis', 'bands', 'rounding']);
const BAND_FIELDS = new Set(['from', 'to', 'percent', 'fixed']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: MARKUP_LIMITS.decimals });
const listed = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

type Fail = (path: string, message: string) => void;

/** A number within [min, max] with at most 2 decimals, or undefined after failing `path`. */
function checkNumber(
  value: unknown,
  path: string,
  fail: Fail,
  label: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === null || value === '') return void fail(path, `${label} is required`);
  if (typeof value !== 'number' || !Number.isFinite(value)) return void fail(path, `${label} must be a number`);
  if (value < min || value > max) {
    const range =
      min !== 0 ? `between ${shown(min)} and ${shown(max)}` : value < 0 ? '0 or more' : `at most ${shown(max)}`;
    return void fail(path, `Must be ${range}`);
  }
  if (Number(value.toFixed(MARKUP_LIMITS.decimals)) !== value)
    return void fail(path, `Use at most ${MARKUP_LIMITS.decimals} decimals`);
  return value;
}

/**
 * Checks markup rules as sent (`value`, e.g. a request's `markup`): the value lists, 1–20 bands, each
 * number's type, range and decimals, and that the bands cover 0 and up without gaps or overlaps (the
 * first from 0, each `to` above its `from` and equal to the next `from`, the last open). Unknown fields
 * are refused, so a mistyped name does not silently price at 0 %. Error keys are `prefix` + the field's
 * path (`markup.bands.2.to`); an empty prefix gives `bands.2.to`.
 */
export function validateMarkup(value: unknown, prefix = 'markup'): MarkupCheck {
  const errors: Record<string, string> = {};
  const fail: Fail = (path, message) => {
    errors[path] ??= message;
  };
  const at = (...parts: (string | number)[]) => [prefix, ...parts].filter((part) => part !== '').join('.');

  if (!isRecord(value)) {
    fail(at(), 'Markup rules need a basis, bands and a rounding');
    return { errors };
  }
  for (const key of Object.keys(value)) if (!RULES_FIELDS.has(key)) fail(at(key), 'Unknown field');

  const basis = MARKUP_BASES.find((candidate) => candidate === value.basis);
  if (!basis) fail(at('basis'), `Choose what the bands are of: ${listed(MARKUP_BASES)}`);
  const rounding = ROUNDINGS.find((candidate) => candidate === value.rounding);
  if (!rounding) fail(at('rounding'), `Choose a rounding: ${listed(ROUNDINGS)}`);

  const bands = checkBands(value.bands, basis, fail, (...parts) => at('bands', ...parts));
  return basis && rounding && bands && Object.keys(errors).length === 0
    ? { rules: { basis, bands, rounding }, errors }
    : { errors };
}

function checkBands(
  value: unknown,
  basis: MarkupBasis | undefined,
  fail: Fail,
  at: (...parts: (string | number)[]) => string,
): MarkupBand[] | undefined {
  const { bands: count, percent, fixed } = MARKUP_LIMITS;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return void fail(at(), 'Add at least one band');
  if (!Array.isArray(value)) return void fail(at(), 'Bands must be a list');
  if (value.length > count.max) return void fail(at(), `At most ${count.max} bands: merge some`);

  // Before the bands are known to be of carat or cost, the wider limit: the basis has its own error.
  const bound = MARKUP_LIMITS.bound[basis ?? 'cost'];
  const last = value.length - 1;
  const froms = value.map((band: unknown, index) =>
    isRecord(band) ? checkNumber(band.from, at(index, 'from'), fail, '"From"', 0, bound) : undefined,
  );
  const bands: MarkupBand[] = [];
  value.forEach((band: unknown, index) => {
    if (!isRecord(band)) return fail(at(index), 'Each band needs from, to, percent and fixed');
    for (const key of Object.keys(band)) if (!BAND_FIELDS.has(key)) fail(at(index, key), 'Unknown field');
    const from = froms[index];
    if (index === 0 && from !== undefined && from !== 0) fail(at(index, 'from'), 'The first band starts at 0');

    let to: number | null | undefined = null;
    if (index === last) {
      if (band.to !== undefined && band.to !== null) fail(at(index, 'to'), 'The last band has no upper limit');
    } else {
      to = checkNumber(band.to, at(index, 'to'), fail, '"To"', 0, bound);
      const next = froms[index + 1];
      if (to !== undefined && from !== undefined && to <= from)
        fail(at(index, 'to'), `Must be more than "from" (${shown(from)})`);
      else if (to !== undefined && next !== undefined && to !== next)
        fail(at(index, 'to'), `Must equal the next band's "from" (${shown(next)}): no gaps or overlaps`);
    }
    const bandPercent = checkNumber(band.percent, at(index, 'percent'), fail, 'Percent', percent.min, percent.max);
    const bandFixed = checkNumber(band.fixed, at(index, 'fixed'), fail, 'Fixed amount', fixed.min, fixed.max);
    if (from !== undefined && to !== undefined && bandPercent !== undefined && bandFixed !== undefined)
      bands.push({ from, to, percent: bandPercent, fixed: bandFixed });
  });
  return bands.length === value.length ? bands : undefined;
}

/** POST /api/admin/markup/preview's body (MarkupPreviewRequestDto, checked by the validation pipe). */
export interface MarkupPreviewRequest {
  supplierId?: string;
  markup: MarkupRules;
  /** A stone staff typed in (no feed needed): its cost, and its carat if they gave one. */
  typed?: { cost: number; carat: number | null };
}

const answer = <T>(value: T | undefined, errors: Record<string, string>): BodyCheck<T> =>
  value !== undefined && Object.keys(errors).length === 0
    ? { value }
    : { value: null, errors, message: Object.values(errors)[0] ?? 'Invalid request' };

function refuseUnknown(body: Record<string, unknown>, known: string[], errors: Record<string, string>): void {
  for (const key of Object.keys(body)) if (!known.includes(key)) errors[key] ??= 'Unknown field';
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The typed stone of a preview: a cost (needed once a carat is given) and an optional carat, as stored. */
function checkTyped(body: Record<string, unknown>, fail: Fail): MarkupPreviewRequest['typed'] | undefined {
  if (!given(body.cost)) {
    if (given(body.carat)) fail('cost', 'Type a cost to price this carat');
    return undefined;
  }
  const { bound } = MARKUP_LIMITS;
  const cost = checkNumber(body.cost, 'cost', fail, 'Cost', 0, bound.cost);
  const carat = given(body.carat) ? checkNumber(body.carat, 'carat', fail, 'Carat', 0, bound.carat) : null;
  return cost !== undefined && carat !== undefined ? { cost, carat } : undefined;
}

export function checkMarkupPreview(body: Record<string, unknown>): BodyCheck<MarkupPreviewRequest> {
  const { rules, errors } = validateMarkup(body.markup);
  refuseUnknown(body, ['supplierId', 'markup', 'cost', 'carat'], errors);
  const { supplierId } = body;
  const hasSupplier = given(supplierId);
  if (hasSupplier && (typeof supplierId !== 'string' || !isUUID(supplierId)))
    errors.supplierId = 'Choose a supplier from the list (its id)';
  const typed = checkTyped(body, (path, message) => {
    errors[path] ??= message;
  });
  return answer(
    rules && {
      ...(hasSupplier ? { supplierId: supplierId as string } : {}),
      markup: rules,
      ...(typed ? { typed } : {}),
    },
    errors,
  );
}

/** PUT /api/admin/markup/default's body (DefaultMarkupDto). */
export function checkDefaultMarkup(body: Record<string, unknown>): BodyCheck<{ markup: MarkupRules }> {
  const { rules, errors } = validateMarkup(body.markup);
  refuseUnknown(body, ['markup'], errors);
  return answer(rules && { markup: rules }, errors);
}
