/**
 * The shop's money and locale vocabulary (issue 29): the currencies staff may show prices in besides the
 * shop's own US dollars, and the locales dates and numbers may follow. Enums, so their values reach the
 * console, storefront and widgets through openapi.json (`widgets/src/api/vocabulary.ts`).
 */

/** The shop's own currency: every stored price, supplier cost, markup and JSON-LD offer is in it. */
export const SHOP_CURRENCY = 'USD';

/** Currencies a shopper may read prices in, each at a rate staff set (USD is the shop's own, always offered). */
export enum DisplayCurrencyCode {
  GBP = 'GBP',
  EUR = 'EUR',
  CAD = 'CAD',
  AUD = 'AUD',
  CHF = 'CHF',
  NZD = 'NZD',
  HKD = 'HKD',
  SGD = 'SGD',
  AED = 'AED',
  JPY = 'JPY',
}

/** Locales the shop's dates and numbers may follow (its texts are English). Default: the specification's US English. */
export enum ShopLocale {
  EnUS = 'en-US',
  EnGB = 'en-GB',
  EnIE = 'en-IE',
  EnCA = 'en-CA',
  EnAU = 'en-AU',
  EnNZ = 'en-NZ',
  FrFR = 'fr-FR',
  DeDE = 'de-DE',
}

export const DEFAULT_LOCALE = ShopLocale.EnUS;

/** One currency staff enabled: units of it per US dollar, when that rate was set, and the browser languages it is the default for. */
export interface DisplayCurrency {
  code: DisplayCurrencyCode;
  /** Units of this currency for 1 USD (e.g. 0.79 for GBP). */
  rate: number;
  /** When staff set this rate (ISO 8601); the console warns when it is older than a week. */
  rateSetAt: string;
  /** Browser languages (BCP 47, e.g. 'en-GB' or 'fr') for which this currency is the shopper's default. */
  languages: string[];
}

export const RATE_LIMITS = { min: 0.000001, max: 1_000_000, decimals: 6 } as const;
export const MAX_CURRENCY_LANGUAGES = 20;
/** A rate older than this is stale: the console says so. */
export const RATE_STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CURRENCY_FIELDS = new Set(['code', 'rate', 'rateSetAt', 'languages']);

/** A language tag's canonical spelling ('EN-gb' → 'en-GB'), or null when it is no BCP 47 tag. */
export function languageTag(value: string): string | null {
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    return tag ?? null;
  } catch {
    return null;
  }
}

/**
 * The display currencies of a settings body, checked entry by entry (`currencies.1.rate`). A rate without
 * `rateSetAt` takes `now`; the settings service keeps the stored date when the rate did not change.
 */
export function parseDisplayCurrencies(value: unknown, errors: Record<string, string>, now: Date): DisplayCurrency[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.currencies = 'Display currencies must be a list';
    return [];
  }
  const codes = new Set<string>();
  const languages = new Map<string, string>();
  const result: DisplayCurrency[] = [];
  value.forEach((entry, index) => {
    const path = `currencies.${index}`;
    if (!isObject(entry)) {
      errors[path] = 'Each display currency needs a code and a rate';
      return;
    }
    for (const key of Object.keys(entry)) {
      if (!CURRENCY_FIELDS.has(key)) errors[`${path}.${key}`] = `Unknown field: ${path}.${key}`;
    }
    const code = typeof entry.code === 'string' ? entry.code.trim().toUpperCase() : '';
    if (!Object.values(DisplayCurrencyCode).includes(code as DisplayCurrencyCode)) {
      errors[`${path}.code`] = code
        ? `${code} is not a display currency: choose one of ${Object.values(DisplayCurrencyCode).join(', ')}`
        : 'Currency is required';
    } else if (codes.has(code)) {
      errors[`${path}.code`] = `${code} is listed twice`;
    }
    codes.add(code);

    const rate = typeof entry.rate === 'string' && entry.rate.trim() !== '' ? Number(entry.rate) : entry.rate;
    if (rate === undefined || rate === null || rate === '') {
      errors[`${path}.rate`] = `${code || 'The'} rate is required`;
    } else if (
      typeof rate !== 'number' ||
      !Number.isFinite(rate) ||
      rate < RATE_LIMITS.min ||
      rate > RATE_LIMITS.max ||
      Number(rate.toFixed(RATE_LIMITS.decimals)) !== rate
    ) {
      errors[`${path}.rate`] =
        `${code || 'The'} rate must be a positive number of ${code || 'units'} per US dollar, with at most ${RATE_LIMITS.decimals} decimals`;
    }

    let rateSetAt = now.toISOString();
    if (entry.rateSetAt !== undefined && entry.rateSetAt !== null && entry.rateSetAt !== '') {
      const when = typeof entry.rateSetAt === 'string' ? new Date(entry.rateSetAt) : new Date(NaN);
      if (Number.isNaN(when.getTime())) errors[`${path}.rateSetAt`] = 'The rate date must be a date and time';
      else if (when.getTime() > now.getTime() + 60_000)
        errors[`${path}.rateSetAt`] = 'The rate date cannot be in the future';
      else rateSetAt = when.toISOString();
    }

    const tags: string[] = [];
    const rawLanguages = entry.languages ?? [];
    if (!Array.isArray(rawLanguages) || rawLanguages.length > MAX_CURRENCY_LANGUAGES) {
      errors[`${path}.languages`] =
        `Languages must be a list of at most ${MAX_CURRENCY_LANGUAGES} language tags such as en-GB`;
    } else {
      rawLanguages.forEach((raw, at) => {
        const tag = typeof raw === 'string' ? languageTag(raw.trim()) : null;
        if (!tag) errors[`${path}.languages.${at}`] = `"${String(raw)}" is not a language tag such as en-GB or fr`;
        else if (languages.has(tag.toLowerCase()))
          errors[`${path}.languages.${at}`] = `${tag} already chooses ${languages.get(tag.toLowerCase())}`;
        else {
          languages.set(tag.toLowerCase(), code);
          tags.push(tag);
        }
      });
    }
    result.push({ code: code as DisplayCurrencyCode, rate: rate as number, rateSetAt, languages: tags });
  });
  return result;
}

/**
 * The date each rate was set, once the previous settings are known: a rate that did not change keeps its
 * date (or the one staff typed); a changed rate takes the date staff typed, unless that is just the old
 * date the console sent back, else `now`.
 */
export function settleRateDates(before: DisplayCurrency[], after: DisplayCurrency[], now: Date): DisplayCurrency[] {
  return after.map((currency) => {
    const previous = before.find((item) => item.code === currency.code);
    const typed = currency.rateSetAt !== now.toISOString();
    if (previous && previous.rate === currency.rate)
      return typed ? currency : { ...currency, rateSetAt: previous.rateSetAt };
    if (typed && currency.rateSetAt !== previous?.rateSetAt) return currency;
    return { ...currency, rateSetAt: now.toISOString() };
  });
}

/** The locale of a settings body: one of ShopLocale (absent: the default). */
export function parseLocale(value: unknown, errors: Record<string, string>): ShopLocale {
  if (value === undefined || value === null || value === '') return DEFAULT_LOCALE;
  const found = Object.values(ShopLocale).find(
    (locale) => typeof value === 'string' && locale.toLowerCase() === value.trim().toLowerCase(),
  );
  if (!found) errors.locale = `Unknown locale: choose one of ${Object.values(ShopLocale).join(', ')}`;
  return found ?? DEFAULT_LOCALE;
}
