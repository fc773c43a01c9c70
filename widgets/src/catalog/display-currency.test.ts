import { describe, expect, test } from '@jest/globals';
import {
  approximatePriceNote,
  approximatePricesNote,
  currencyForLanguages,
  moneyDisplayFor,
  shownCurrency,
  type DisplayCurrency,
} from './display-currency';

const rateSetAt = '2026-11-20T09:00:00.000Z';
const gbp: DisplayCurrency = { code: 'GBP', rate: 0.79, rateSetAt, languages: ['en-GB'] };
const eur: DisplayCurrency = { code: 'EUR', rate: 0.92, rateSetAt, languages: ['fr', 'de-DE'] };
const cad: DisplayCurrency = { code: 'CAD', rate: 1.36, rateSetAt, languages: ['en-CA', 'fr-CA'] };
const currencies = [gbp, eur, cad];

describe('the currency of the browser languages', () => {
  test.each([
    [['en-GB', 'en'], 'GBP'],
    [['EN-gb'], 'GBP'],
    // An exact tag anywhere in the list comes before a language match earlier in it.
    [['fr-BE', 'en-GB'], 'GBP'],
    [['fr-CA', 'fr'], 'CAD'],
    // A currency tied to a bare language takes every region of it.
    [['fr-BE', 'fr'], 'EUR'],
    // A browser naming no region takes the language's currency.
    [['de'], 'EUR'],
    // A region the browser names is not overruled: US English is not given pounds, Austrian German not euros.
    [['en-US', 'en'], undefined],
    [['de-AT', 'de'], undefined],
    [['ja-JP'], undefined],
    [[], undefined],
  ])('%j → %s', (languages, code) => {
    expect(currencyForLanguages(currencies, languages)?.code).toBe(code);
  });
});

describe('the money display', () => {
  const shop = { currencies, locale: 'en-GB' as const };

  test('the code asked for when staff enable it, in any case; USD is the shop’s dollars', () => {
    expect(moneyDisplayFor(shop, 'eur', ['en-GB'])).toEqual({ currency: 'EUR', rate: 0.92, locale: 'en-GB' });
    expect(moneyDisplayFor(shop, 'USD', ['en-GB'])).toBeUndefined();
  });

  test('a code not enabled (or none) falls back to the browser languages, else dollars', () => {
    expect(moneyDisplayFor(shop, 'JPY', ['en-GB'])?.currency).toBe('GBP');
    expect(moneyDisplayFor(shop, null, ['en-GB'])?.currency).toBe('GBP');
    expect(moneyDisplayFor(shop, null, ['en-US'])).toBeUndefined();
    expect(moneyDisplayFor({ currencies: [], locale: 'en-US' }, 'GBP', ['en-GB'])).toBeUndefined();
  });

  test('the notes name the currency, the rate and the shop’s dollar price; a request records only another currency', () => {
    const display = moneyDisplayFor(shop, 'GBP', [])!;
    expect(approximatePriceNote(display, 1977.5)).toBe(
      "Approximate price in GBP at 0.79 per US dollar; the shop's price is $1,977.50.",
    );
    expect(approximatePricesNote({ currency: 'EUR', rate: 0.915, locale: 'de-DE' })).toBe(
      "Approximate prices in EUR at 0,915 per US dollar; the shop's prices are in US dollars.",
    );
    expect(shownCurrency(display)).toBe('GBP');
    expect(shownCurrency(undefined)).toBeUndefined();
    expect(shownCurrency({ currency: 'USD', rate: 1, locale: 'en-US' })).toBeUndefined();
  });
});
