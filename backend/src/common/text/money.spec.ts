import { describe, expect, test } from '@jest/globals';
import { formatPrice } from './money.js';

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
