import { describe, expect, test } from '@jest/globals';
import {
  checkDefaultMarkup,
  checkMarkupPreview,
  DEFAULT_MARKUP,
  type MarkupRules,
  validateMarkup,
} from './markup-rules.js';

const band = (from: number, to: number | null, percent = 20, fixed = 0) => ({ from, to, percent, fixed });
const byCarat: MarkupRules = {
  basis: 'carat',
  bands: [band(0, 0.5, 30, 10), band(0.5, 1.5, 25), band(1.5, 3, 20, 50), band(3, null, 15, -100)],
  rounding: 'nine',
};
/** byCarat with one band (or the rules' own fields) changed. */
const withBand = (index: number, changes: Record<string, unknown>) => ({
  ...byCarat,
  bands: byCarat.bands.map((each, at) => (at === index ? { ...each, ...changes } : each)),
});
const errorsOf = (value: unknown, prefix?: string) => validateMarkup(value, prefix).errors;

describe('validateMarkup: valid rules', () => {
  test('pass as they are, with no errors', () => {
    expect(validateMarkup(byCarat)).toEqual({ rules: byCarat, errors: {} });
    expect(validateMarkup(DEFAULT_MARKUP)).toEqual({ rules: DEFAULT_MARKUP, errors: {} });
  });

  test('cost bands with money limits, negative amounts, and every rounding', () => {
    for (const rounding of ['none', 'dollar', 'ten', 'hundred', 'nine']) {
      const rules = {
        basis: 'cost',
        bands: [
          band(0, 999.99, 1000, -1_000_000),
          band(999.99, 1_000_000, -90, 1_000_000),
          band(1_000_000, null, 12.5),
        ],
        rounding,
      };
      expect(validateMarkup(rules)).toEqual({ rules, errors: {} });
    }
  });

  test('the last band without `to` is open; the answer holds only the rules’ own fields', () => {
    const { rules } = validateMarkup({ ...byCarat, bands: [{ from: 0, percent: 5, fixed: 0 }] });
    expect(rules).toEqual({ basis: 'carat', bands: [band(0, null, 5, 0)], rounding: 'nine' });
  });
});

describe('validateMarkup: the rules', () => {
  test('must be an object', () => {
    for (const value of [null, undefined, 'none', 12, [byCarat]])
      expect(validateMarkup(value)).toEqual({ errors: { markup: 'Markup rules need a basis, bands and a rounding' } });
  });

  test('basis and rounding come from their lists', () => {
    expect(errorsOf({ ...byCarat, basis: 'price', rounding: 'cents' })).toEqual({
      'markup.basis': 'Choose what the bands are of: carat or cost',
      'markup.rounding': 'Choose a rounding: none, dollar, ten, hundred or nine',
    });
    expect(errorsOf({ bands: byCarat.bands })).toEqual({
      'markup.basis': 'Choose what the bands are of: carat or cost',
      'markup.rounding': 'Choose a rounding: none, dollar, ten, hundred or nine',
    });
  });

  test('unknown fields are refused, on the rules and on a band', () => {
    expect(errorsOf({ ...withBand(1, { precent: 5 }), margin: 3 })).toEqual({
      'markup.margin': 'Unknown field',
      'markup.bands.1.precent': 'Unknown field',
    });
  });

  test('1 to 20 bands, in a list', () => {
    expect(errorsOf({ ...byCarat, bands: [] })).toEqual({ 'markup.bands': 'Add at least one band' });
    expect(errorsOf({ ...byCarat, bands: undefined })).toEqual({ 'markup.bands': 'Add at least one band' });
    expect(errorsOf({ ...byCarat, bands: { 0: band(0, null) } })).toEqual({ 'markup.bands': 'Bands must be a list' });
    const bands = (count: number) =>
      Array.from({ length: count }, (_, at) => band(at, at === count - 1 ? null : at + 1));
    expect(errorsOf({ ...byCarat, bands: bands(21) })).toEqual({ 'markup.bands': 'At most 20 bands: merge some' });
    expect(errorsOf({ ...byCarat, bands: bands(20) })).toEqual({});
  });

  test('a band must be an object', () => {
    expect(errorsOf({ ...byCarat, bands: [band(0, 1), 'band', band(2, null)] })).toEqual({
      'markup.bands.1': 'Each band needs from, to, percent and fixed',
    });
  });

  test('the prefix names the keys; an empty one leaves the paths bare', () => {
    expect(errorsOf(withBand(2, { percent: -91 }), 'default')).toEqual({
      'default.bands.2.percent': 'Must be between -90 and 1,000',
    });
    expect(errorsOf(withBand(2, { percent: -91 }), '')).toEqual({ 'bands.2.percent': 'Must be between -90 and 1,000' });
  });
});

describe('validateMarkup: bands cover 0 and up, without gaps or overlaps', () => {
  test('the first band starts at 0', () => {
    expect(errorsOf(withBand(0, { from: 0.1 }))).toEqual({ 'markup.bands.0.from': 'The first band starts at 0' });
  });

  test('a gap or an overlap is reported on the `to` before it', () => {
    const gap = { ...byCarat, bands: [band(0, 0.5), band(0.5, 1.4), band(1.5, 3), band(3, null)] };
    expect(errorsOf(gap)).toEqual({
      'markup.bands.1.to': 'Must equal the next band\'s "from" (1.5): no gaps or overlaps',
    });
    const overlap = { ...byCarat, bands: [band(0, 0.5), band(0.5, 1.5), band(1.5, 3.5), band(3, null)] };
    expect(errorsOf(overlap)).toEqual({
      'markup.bands.2.to': 'Must equal the next band\'s "from" (3): no gaps or overlaps',
    });
    const costs = { basis: 'cost', bands: [band(0, 1000), band(1500, null)], rounding: 'none' };
    expect(errorsOf(costs)).toEqual({
      'markup.bands.0.to': 'Must equal the next band\'s "from" (1,500): no gaps or overlaps',
    });
  });

  test('`to` is above `from`', () => {
    const bands = [band(0, 1), band(1, 1), band(1, null)];
    expect(errorsOf({ ...byCarat, bands })).toEqual({ 'markup.bands.1.to': 'Must be more than "from" (1)' });
    const reversed = [band(0, 2), band(2, 1), band(1, null)];
    expect(errorsOf({ ...byCarat, bands: reversed })).toEqual({ 'markup.bands.1.to': 'Must be more than "from" (2)' });
  });

  test('only the last band is open, and it has no upper limit', () => {
    expect(errorsOf(withBand(3, { to: 10 }))).toEqual({ 'markup.bands.3.to': 'The last band has no upper limit' });
    expect(errorsOf(withBand(1, { to: null }))).toEqual({ 'markup.bands.1.to': '"To" is required' });
    expect(errorsOf(withBand(1, { to: undefined }))).toEqual({ 'markup.bands.1.to': '"To" is required' });
  });

  test('a band whose `from` is itself wrong is not compared with the `to` before it', () => {
    expect(errorsOf(withBand(2, { from: 'abc' }))).toEqual({ 'markup.bands.2.from': '"From" must be a number' });
  });
});

describe('validateMarkup: numbers', () => {
  test('are required and must be numbers (not text)', () => {
    expect(errorsOf(withBand(1, { from: undefined, percent: null, fixed: '' }))).toEqual({
      'markup.bands.1.from': '"From" is required',
      'markup.bands.1.percent': 'Percent is required',
      'markup.bands.1.fixed': 'Fixed amount is required',
    });
    expect(errorsOf(withBand(1, { to: '1.5', percent: '20', fixed: Number.NaN }))).toEqual({
      'markup.bands.1.to': '"To" must be a number',
      'markup.bands.1.percent': 'Percent must be a number',
      'markup.bands.1.fixed': 'Fixed amount must be a number',
    });
    expect(errorsOf(withBand(0, { to: Number.POSITIVE_INFINITY }))).toEqual({
      'markup.bands.0.to': '"To" must be a number',
    });
  });

  test('percent −90…1000 and fixed −1,000,000…1,000,000', () => {
    expect(errorsOf(withBand(0, { percent: -90.01, fixed: 1_000_000.01 }))).toEqual({
      'markup.bands.0.percent': 'Must be between -90 and 1,000',
      'markup.bands.0.fixed': 'Must be between -1,000,000 and 1,000,000',
    });
    expect(errorsOf(withBand(3, { percent: 1000.5, fixed: -1_000_001 }))).toEqual({
      'markup.bands.3.percent': 'Must be between -90 and 1,000',
      'markup.bands.3.fixed': 'Must be between -1,000,000 and 1,000,000',
    });
    expect(errorsOf(withBand(0, { percent: -90, fixed: -1_000_000 }))).toEqual({});
  });

  test('bounds are 0 or more, at most what a carat or a cost can be', () => {
    expect(errorsOf({ ...byCarat, bands: [band(0, -1), band(-1, null)] })).toEqual({
      'markup.bands.0.to': 'Must be 0 or more',
      'markup.bands.1.from': 'Must be 0 or more',
    });
    expect(errorsOf({ ...byCarat, bands: [band(0, 100_000), band(100_000, null)] })).toEqual({
      'markup.bands.0.to': 'Must be at most 99,999.99',
      'markup.bands.1.from': 'Must be at most 99,999.99',
    });
    expect(errorsOf({ basis: 'cost', bands: [band(0, 100_000), band(100_000, null)], rounding: 'ten' })).toEqual({});
    expect(errorsOf({ basis: 'cost', bands: [band(0, 1e10), band(1e10, null)], rounding: 'ten' })).toEqual({
      'markup.bands.0.to': 'Must be at most 9,999,999,999.99',
      'markup.bands.1.from': 'Must be at most 9,999,999,999.99',
    });
  });

  test('at most 2 decimals, for carats, costs, percents and amounts', () => {
    const message = 'Use at most 2 decimals';
    expect(errorsOf(withBand(1, { to: 1.505, percent: 12.345, fixed: 0.001 }))).toEqual({
      'markup.bands.1.to': message,
      'markup.bands.1.percent': message,
      'markup.bands.1.fixed': message,
    });
    expect(errorsOf({ basis: 'cost', bands: [band(0, 999.999), band(999.999, null)], rounding: 'none' })).toEqual({
      'markup.bands.0.to': message,
      'markup.bands.1.from': message,
    });
    expect(errorsOf(withBand(1, { to: 1.15, percent: 0.07, fixed: 12345.67 }))).toEqual({
      'markup.bands.1.to': 'Must equal the next band\'s "from" (1.5): no gaps or overlaps',
    });
  });
});

describe('the markup request bodies', () => {
  const supplierId = '6f1c9a0e-3b7d-4c2a-9e8f-0a1b2c3d4e5f';

  test('the preview: optional supplier id, rules checked', () => {
    expect(checkMarkupPreview({ supplierId, markup: byCarat })).toEqual({ value: { supplierId, markup: byCarat } });
    expect(checkMarkupPreview({ markup: byCarat })).toEqual({ value: { markup: byCarat } });
    expect(checkMarkupPreview({ supplierId: null, markup: byCarat })).toEqual({ value: { markup: byCarat } });
    expect(checkMarkupPreview({ supplierId: 'nivoda', markup: withBand(0, { from: 0.25 }), extra: 1 })).toEqual({
      value: null,
      message: 'The first band starts at 0',
      errors: {
        'markup.bands.0.from': 'The first band starts at 0',
        extra: 'Unknown field',
        supplierId: 'Choose a supplier from the list (its id)',
      },
    });
    expect(checkMarkupPreview({})).toEqual({
      value: null,
      message: 'Markup rules need a basis, bands and a rounding',
      errors: { markup: 'Markup rules need a basis, bands and a rounding' },
    });
  });

  test('the shop default: the rules and nothing else', () => {
    expect(checkDefaultMarkup({ markup: DEFAULT_MARKUP })).toEqual({ value: { markup: DEFAULT_MARKUP } });
    expect(checkDefaultMarkup({ markup: DEFAULT_MARKUP, supplierId })).toEqual({
      value: null,
      message: 'Unknown field',
      errors: { supplierId: 'Unknown field' },
    });
  });
});
