import { DISPLAY_CURRENCY_CODES, type components, type DisplayCurrencyCode } from '@gem-shop/widgets/api';

/** A display currency as the settings store it (backend shop-money.ts). */
export type DisplayCurrency = components['schemas']['DisplayCurrencyDto'];

/** One display currency as the form edits it: the rate and languages as typed, the date as loaded. */
export interface CurrencyRow {
  code: DisplayCurrencyCode;
  rate: string;
  /** ISO date the rate was set; '' when the rate is new or changed here (the server dates it when saved). */
  rateSetAt: string;
  /** Browser languages, separated by commas or spaces ('en-GB, en-IE'). */
  languages: string;
}

/** As the server's RATE_STALE_AFTER_MS (backend shop-money.ts): a rate older than a week is flagged. */
export const RATE_STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export function toCurrencyRows(currencies: readonly DisplayCurrency[]): CurrencyRow[] {
  return currencies.map((currency) => ({
    code: currency.code,
    rate: String(currency.rate),
    rateSetAt: currency.rateSetAt,
    languages: currency.languages.join(', '),
  }));
}

/** The PUT body's list. A rate that is not a number is sent as typed, so the server's message lands on it. */
export function toDisplayCurrencies(rows: readonly CurrencyRow[]): DisplayCurrency[] {
  return rows.map((row) => {
    const rate = row.rate.trim();
    return {
      code: row.code,
      rate: (rate !== '' && Number.isFinite(Number(rate)) ? Number(rate) : rate) as number,
      ...(row.rateSetAt ? { rateSetAt: row.rateSetAt } : {}),
      languages: row.languages.split(/[\s,;]+/).filter(Boolean),
    } as DisplayCurrency;
  });
}

/** Whole days since the rate was set, when it is older than a week; null when fresh or not yet dated. */
export function staleDays(rateSetAt: string, now: Date): number | null {
  const set = new Date(rateSetAt).getTime();
  if (!rateSetAt || Number.isNaN(set) || now.getTime() - set <= RATE_STALE_AFTER_MS) return null;
  return Math.floor((now.getTime() - set) / (24 * 60 * 60 * 1000));
}

/** The first display currency not yet listed, for "Add currency"; null when every one is. */
export function nextCode(rows: readonly CurrencyRow[]): DisplayCurrencyCode | null {
  return DISPLAY_CURRENCY_CODES.find((code) => !rows.some((row) => row.code === code)) ?? null;
}

export interface RateLine {
  code: DisplayCurrencyCode;
  rate: number;
  /** ISO date from the optional third column; '' without one. */
  rateSetAt: string;
}

export interface RatesFile {
  rates: RateLine[];
  /** 'Line 3: …' for each line left out. */
  errors: string[];
}

const cells = (line: string) =>
  line.split(/[,;\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );

/**
 * A CSV of rates, `code,rate` or `code,rate,date` a line (units per US dollar, the date the rate is
 * from), with an optional header line. Lines that cannot be read are listed by number and left out;
 * the others are returned for the form (nothing is saved until staff press Save).
 */
export function parseRatesCsv(text: string, now: Date): RatesFile {
  const rates: RateLine[] = [];
  const errors: string[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((line, index) => {
      if (!line.trim()) return;
      const [rawCode = '', rawRate = '', rawDate = ''] = cells(line);
      const problem = (message: string) => errors.push(`Line ${index + 1}: ${message}`);
      // A header names its columns: its rate cell is no number.
      if (index === 0 && /^[a-z ]+$/i.test(rawRate) && !/^\d/.test(rawRate)) return;
      const code = rawCode.toUpperCase();
      if (!DISPLAY_CURRENCY_CODES.includes(code as DisplayCurrencyCode))
        return problem(
          code
            ? `${code} is not a display currency (choose from ${DISPLAY_CURRENCY_CODES.join(', ')})`
            : 'the currency code is missing',
        );
      const rate = Number(rawRate);
      if (!rawRate || !Number.isFinite(rate) || rate <= 0)
        return problem(`the ${code} rate must be a positive number of ${code} per US dollar`);
      let rateSetAt = '';
      if (rawDate) {
        const date = new Date(rawDate);
        if (Number.isNaN(date.getTime())) return problem(`"${rawDate}" is not a date (write it as 2026-11-20)`);
        if (date.getTime() > now.getTime()) return problem(`the ${code} rate's date is in the future`);
        rateSetAt = date.toISOString();
      }
      if (rates.some((known) => known.code === code)) return problem(`${code} is listed twice`);
      rates.push({ code: code as DisplayCurrencyCode, rate, rateSetAt });
    });
  return { rates, errors };
}

/** The rows once a file's rates are in: a listed currency takes the new rate, another is added. */
export function withImportedRates(rows: readonly CurrencyRow[], rates: readonly RateLine[]): CurrencyRow[] {
  const next = rows.map((row) => {
    const found = rates.find((line) => line.code === row.code);
    return found ? { ...row, rate: String(found.rate), rateSetAt: found.rateSetAt } : row;
  });
  for (const line of rates) {
    if (!rows.some((row) => row.code === line.code))
      next.push({ code: line.code, rate: String(line.rate), rateSetAt: line.rateSetAt, languages: '' });
  }
  return next;
}
