import { describe, expect, test } from '@jest/globals';
import { convertPrice, formatPrice } from './money.js';

describe('formatPrice', () => {
  test('whole dollars have no cents; other amounts show two', () => {
    expect(formatPrice(1002)).toBe('$1,002');
    expect(formatPrice(1002.5)).toBe('$1,002.50');
    expect(formatPrice(0.05)).toBe('$0.05');
    expect(formatPrice(12345678)).toBe('$12,345,678');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1002.001)).toBe('$1,002');
  });
});

describe('formatPrice in a display currency', () => {
  test('converted at the rate and written in whole units of the locale', () => {
    expect(formatPrice(1002.5, { currency: 'GBP', rate: 0.79, locale: 'en-GB' })).toBe('£792');
    expect(formatPrice(1562, { currency: 'USD', rate: 1, locale: 'en-GB' })).toBe('US$1,562');
    expect(formatPrice(999.5, { currency: 'USD', rate: 1, locale: 'en-US' })).toBe('$999.50');
    expect(convertPrice(1002.5, 0.79)).toBe(792);
  });
});
