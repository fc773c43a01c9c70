/**
 * How a price is shown (issue 29): the currency, its rate (units per US dollar) and the locale that writes
 * it. Plain strings here (common/ knows no module); the shop module's enums name the allowed values.
 */
export interface MoneyDisplay {
  currency: string;
  rate: number;
  locale: string;
}

const SHOP_CURRENCY = 'USD';
const DEFAULT_LOCALE = 'en-US';

// Intl.NumberFormat is slow to build and the same few are used for every price of a page or e-mail.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A US-dollar amount in another currency at `rate` units per dollar, rounded to whole units (issue 29). */
export function convertPrice(amountUsd: number, rate: number): number {
  return Math.round(amountUsd * rate);
}

/**
 * A price as the shop writes it: in US dollars (no display, or USD) `$12,345`, with cents only when the
 * amount is not whole (`$1,002.50`, decisions.md "Catalogue"); in another currency converted at the
 * display's rate and written in whole units (`£792`). Kept equal to the front ends' `formatPrice`
 * (widgets/src/catalog/format.ts) by widgets/src/catalog/money-parity.test.ts.
 */
export function formatPrice(amountUsd: number, display?: MoneyDisplay): string {
  const locale = display?.locale ?? DEFAULT_LOCALE;
  if (!display || display.currency === SHOP_CURRENCY) {
    // Judged on the amount rounded to cents, so 1002.001 reads `$1,002` rather than `$1,002.00`.
    const cents = Math.round(amountUsd * 100);
    return numberFormat(locale, SHOP_CURRENCY, cents % 100 === 0 ? 0 : 2).format(cents / 100);
  }
  return numberFormat(locale, display.currency, 0).format(convertPrice(amountUsd, display.rate));
}
