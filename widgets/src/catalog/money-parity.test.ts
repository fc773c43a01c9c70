/**
 * One money format on both sides (issue 29): the price a shopper reads on a page is the one the e-mail
 * and the console repeat. The server's pure money file and the shop's enums are imported as they are, so a
 * currency or locale added there is checked here without a list of its own.
 */
import { describe, expect, test } from '@jest/globals';
import * as server from '../../../backend/src/common/text/money';
import { DisplayCurrencyCode, ShopLocale } from '../../../backend/src/modules/shop/shop-money';
import { convertPrice, formatPrice, type MoneyDisplay } from './format';

const AMOUNTS = [0, 0.5, 999.5, 1002.5, 3011.02, 1234567];
// Rates of every shape: under one, many decimals, large (yen-like), and exactly one.
const RATES = [0.79, 1.534217, 151.2, 1];

describe('formatPrice is the same on the server and in the browser', () => {
  test('without a display: US dollars, cents only when not whole', () => {
    for (const amount of AMOUNTS) expect(formatPrice(amount)).toBe(server.formatPrice(amount));
    expect(formatPrice(1002.5)).toBe('$1,002.50');
    expect(formatPrice(1234567)).toBe('$1,234,567');
  });

  test.each(Object.values(ShopLocale))('%s: USD and every display currency at every rate', (locale) => {
    const displays: MoneyDisplay[] = [
      { currency: 'USD', rate: 1, locale },
      ...Object.values(DisplayCurrencyCode).flatMap((currency) => RATES.map((rate) => ({ currency, rate, locale }))),
    ];
    for (const display of displays) {
      for (const amount of AMOUNTS) {
        expect(`${display.currency} ${display.rate} ${amount}: ${formatPrice(amount, display)}`).toBe(
          `${display.currency} ${display.rate} ${amount}: ${server.formatPrice(amount, display)}`,
        );
        expect(convertPrice(amount, display.rate)).toBe(server.convertPrice(amount, display.rate));
      }
    }
  });

  test('another currency is converted and written in whole units', () => {
    const gbp: MoneyDisplay = { currency: 'GBP', rate: 0.79, locale: 'en-GB' };
    expect(formatPrice(1002.5, gbp)).toBe('£792');
    expect(formatPrice(1234567, { currency: 'EUR', rate: 0.92, locale: 'fr-FR' })).toBe(
      server.formatPrice(1234567, { currency: 'EUR', rate: 0.92, locale: 'fr-FR' }),
    );
    expect(formatPrice(1562, { currency: 'USD', rate: 1, locale: 'en-GB' })).toBe('US$1,562');
    expect(formatPrice(null, gbp)).toBe('');
  });
});
