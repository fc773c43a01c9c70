import { describe, expect, test } from '@jest/globals';
import { convertPrice, type MoneyDisplay } from '@gem-shop/widgets/catalog';
import { DIAMOND_PRICE_LIMITS } from './diamondFilters';
import { JEWELRY_PRICE_LIMITS } from './jewelryFilters';
import { caratAndPriceBounds, highestCentsShownUpTo, lowestCentsShownFrom, priceRangeOptions } from './ranges';

// Rates of every shape: under one, many decimals, near one, yen-like.
const RATES = [0.79, 0.92, 1.534217, 1.000001, 151.2, 7.8125];
const SHOWN = [1, 500, 999, 1000, 3000, 20000, 123457];

describe('dollar bounds of a price shown in another currency', () => {
  test.each(RATES)('at %s: exactly the cents whose shown price is within the bound, around every edge', (rate) => {
    for (const shown of SHOWN) {
      const low = lowestCentsShownFrom(shown, rate);
      const high = highestCentsShownUpTo(shown, rate);
      // Every cent near each edge: shown ≥ min ⇔ cents ≥ low, shown ≤ max ⇔ cents ≤ high.
      for (let cents = Math.max(0, low - 300); cents <= low + 300; cents++)
        expect([cents, convertPrice(cents / 100, rate) >= shown]).toEqual([cents, cents >= low]);
      for (let cents = Math.max(0, high - 300); cents <= high + 300; cents++)
        expect([cents, convertPrice(cents / 100, rate) <= shown]).toEqual([cents, cents <= high]);
    }
  });

  test('the worked example: £1,000 at 0.79 starts at $1,265.19 (999.50 rounds up), £3,000 ends at $3,798.10', () => {
    expect(lowestCentsShownFrom(1000, 0.79)).toBe(126519);
    expect(highestCentsShownUpTo(3000, 0.79)).toBe(379810);
  });
});

describe('price bands', () => {
  test('in dollars they are the spec’s bands, values and words unchanged', () => {
    expect(priceRangeOptions(DIAMOND_PRICE_LIMITS)).toEqual([
      { value: '0-1000', label: 'Under $1,000' },
      { value: '1000-3000', label: '$1,000 - $3,000' },
      { value: '3000-5000', label: '$3,000 - $5,000' },
      { value: '5000-10000', label: '$5,000 - $10,000' },
      { value: '10000-20000', label: '$10,000 - $20,000' },
      { value: '20000+', label: '$20,000+' },
    ]);
    expect(priceRangeOptions(JEWELRY_PRICE_LIMITS).map((option) => option.label)).toEqual([
      'Under $500',
      '$500 - $1,000',
      '$1,000 - $3,000',
      '$3,000 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000+',
    ]);
  });

  test('in pounds: pound bands whose values are the dollar cents the API filters on', () => {
    const gbp: MoneyDisplay = { currency: 'GBP', rate: 0.79, locale: 'en-GB' };
    const options = priceRangeOptions(DIAMOND_PRICE_LIMITS, gbp);
    expect(options.map((option) => option.label)).toEqual([
      'Under £1,000',
      '£1,000 - £3,000',
      '£3,000 - £5,000',
      '£5,000 - £10,000',
      '£10,000 - £20,000',
      '£20,000+',
    ]);
    expect(options[0].value).toBe('0-1266.45');
    expect(options[1].value).toBe('1265.19-3798.1');
    expect(options[5].value).toBe('25315.83+');
    // What the API is asked: a stone shown at £1,000 ($1,265.19 or $1,266.45) is inside 'Under £1,000'.
    expect(caratAndPriceBounds('', options[0].value)).toEqual({ priceMax: 1266.45 });
    expect(caratAndPriceBounds('', options[5].value)).toEqual({ priceMin: 25315.83 });
    expect(convertPrice(1266.45, 0.79)).toBe(1000);
    expect(convertPrice(1266.46, 0.79)).toBe(1001);
  });

  test('a currency worth far less than a dollar has its bands scaled to stay round: yen by 100', () => {
    const jpy: MoneyDisplay = { currency: 'JPY', rate: 151.2, locale: 'en-GB' };
    expect(priceRangeOptions([1000, 3000], jpy).map((option) => option.label)).toEqual([
      'Under JP¥100,000',
      'JP¥100,000 - JP¥300,000',
      'JP¥300,000+',
    ]);
  });
});
