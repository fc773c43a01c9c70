import type { DisplayCurrencyCode, Shop } from '../api/client';
import { formatPrice, type MoneyDisplay } from './format';

/** A currency staff enabled for shoppers (GET /api/shop `currencies`): its rate per US dollar and its browser languages. */
export type DisplayCurrency = Shop['currencies'][number];

const primary = (tag: string) => tag.split('-')[0];

/**
 * The enabled currency tied to the shopper's browser languages (`navigator.languages`, most wanted first): an
 * exact tag first ('en-GB' for 'en-GB'), then by language, where one side names no region: a currency tied to
 * 'fr' for any French, and one tied to 'de-DE' for a browser asking for 'de' without naming a region. A region the
 * browser names is not overruled: Chrome's ['en-US', 'en'] is not given pounds for 'en-GB'.
 */
export function currencyForLanguages(
  currencies: readonly DisplayCurrency[],
  languages: readonly string[],
): DisplayCurrency | undefined {
  const wanted = languages.map((tag) => tag.toLowerCase());
  const regionNamed = (language: string) => wanted.some((tag) => tag.startsWith(`${language}-`));
  const tied = (match: (tag: string, language: string) => boolean) =>
    wanted
      .map((tag) =>
        currencies.find((currency) => currency.languages.some((language) => match(tag, language.toLowerCase()))),
      )
      .find(Boolean);
  return (
    tied((tag, language) => tag === language) ??
    tied(
      (tag, language) =>
        primary(tag) === primary(language) && (language === primary(language) || !regionNamed(primary(tag))),
    )
  );
}

/**
 * How prices are shown: the code asked for (the shopper's stored choice, a widget's `data-currency`) when staff
 * enable it ('USD': the shop's own dollars), else the browser languages' currency, else US dollars (undefined).
 * A currency staff disable later so falls back to the default.
 */
export function moneyDisplayFor(
  shop: Pick<Shop, 'currencies' | 'locale'>,
  asked: string | null | undefined,
  languages: readonly string[],
): MoneyDisplay | undefined {
  const code = asked?.toUpperCase();
  const currency =
    code === 'USD'
      ? undefined
      : (shop.currencies.find((option) => option.code === code) ?? currencyForLanguages(shop.currencies, languages));
  return currency && { currency: currency.code, rate: currency.rate, locale: shop.locale };
}

/** The currency a request records the shopper read prices in (issue 29); undefined for the shop's US dollars. */
export function shownCurrency(display: MoneyDisplay | undefined): DisplayCurrencyCode | undefined {
  return display?.currency === 'USD' ? undefined : display?.currency;
}

/** '0.79 per US dollar', the rate written in the display's locale. */
function ratePhrase({ rate, locale }: MoneyDisplay): string {
  return `${rate.toLocaleString(locale, { maximumFractionDigits: 6 })} per US dollar`;
}

/** Under one converted price: 'Approximate price in GBP at 0.79 per US dollar; the shop's price is $1,562.' */
export function approximatePriceNote(display: MoneyDisplay, priceUsd: number): string {
  return `Approximate price in ${display.currency} at ${ratePhrase(display)}; the shop's price is ${formatPrice(priceUsd)}.`;
}

/** One line near a list of converted prices. */
export function approximatePricesNote(display: MoneyDisplay): string {
  return `Approximate prices in ${display.currency} at ${ratePhrase(display)}; the shop's prices are in US dollars.`;
}
