import { convertPrice, formatPrice, type MoneyDisplay } from '@gem-shop/widgets/catalog';

/** A range option of the filter panels: address value 'min-max', open upper bound written 'min+'. */
export interface RangeOption {
  value: string;
  label: string;
}

/** Parses '1000-3000', '3.00+', '3.00-' or '-1000' into bounds; undefined for anything else. */
export function parseRange(value: string | null | undefined): { min?: number; max?: number } | undefined {
  if (!value) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(?:-\s*(\d+(?:\.\d+)?)?|\+)\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined && max < min) return undefined;
  return { min: min || undefined, max };
}

/** The API's bounds for the chosen carat and price ranges; an open or unset bound is left out. */
export function caratAndPriceBounds(caratRange: string, priceRange: string) {
  const bounds: { caratMin?: number; caratMax?: number; priceMin?: number; priceMax?: number } = {};
  const carat = parseRange(caratRange);
  if (carat?.min !== undefined) bounds.caratMin = carat.min;
  if (carat?.max !== undefined) bounds.caratMax = carat.max;
  const price = parseRange(priceRange);
  if (price?.min !== undefined) bounds.priceMin = price.min;
  if (price?.max !== undefined) bounds.priceMax = price.max;
  return bounds;
}

/** Whole cents of the lowest US-dollar price shown at `shown` or more at `rate` (convertPrice rounds to whole units). */
export function lowestCentsShownFrom(shown: number, rate: number): number {
  // (shown − 0.5) / rate is where rounding starts to give `shown`; the steps below settle float error on the cent.
  let cents = Math.max(0, Math.ceil(((shown - 0.5) / rate) * 100));
  while (cents > 0 && convertPrice((cents - 1) / 100, rate) >= shown) cents--;
  while (convertPrice(cents / 100, rate) < shown) cents++;
  return cents;
}

/** Whole cents of the highest US-dollar price shown at `shown` or less at `rate`. */
export function highestCentsShownUpTo(shown: number, rate: number): number {
  let cents = Math.floor(((shown + 0.5) / rate) * 100);
  while (convertPrice(cents / 100, rate) > shown) cents--;
  while (convertPrice((cents + 1) / 100, rate) <= shown) cents++;
  return cents;
}

/**
 * The price bands of a filter panel ('Under £1,000', '£1,000 - £3,000', '£20,000+'), in the currency the shopper
 * reads prices in (issue 29). `limits` are the bands' edges in dollars; a currency worth far less than a dollar
 * (yen) has them scaled by its order of magnitude, so its bands stay round and useful.
 *
 * The address keeps US dollars, to the cent: a band chosen in pounds is written as the dollar prices it covers
 * ('1265.19-3798.10' for £1,000 - £3,000 at 0.79), so a shared link shows the same pieces to anyone, in any currency,
 * and at any later rate (a band only shows as chosen at the rate that made it). A band holds every piece whose shown
 * price is within it, its edges included, exactly as the cards round it: shown ≥ min ⇔ USD ≥ (min − 0.5) / rate and
 * shown ≤ max ⇔ USD < (max + 0.5) / rate, taken to the cent because prices are whole cents and the API's bounds are
 * inclusive. Sorting needs nothing: converting keeps the order.
 */
export function priceRangeOptions(limits: readonly number[], display?: MoneyDisplay): RangeOption[] {
  const rate = display && display.currency !== 'USD' ? display.rate : undefined;
  const scale = rate ? 10 ** Math.max(0, Math.round(Math.log10(rate))) : 1;
  const shown = limits.map((limit) => limit * scale);
  const usd = (cents: number) => String(cents / 100);
  const low = (value: number) => (rate && value ? usd(lowestCentsShownFrom(value, rate)) : String(value));
  const high = (value: number) => (rate ? usd(highestCentsShownUpTo(value, rate)) : String(value));
  const label = (value: number) => formatPrice(value, display && { ...display, rate: 1 });
  return [
    ...shown.map((max, index) => {
      const min = shown[index - 1] ?? 0;
      return {
        value: `${low(min)}-${high(max)}`,
        label: min ? `${label(min)} - ${label(max)}` : `Under ${label(max)}`,
      };
    }),
    { value: `${low(shown[shown.length - 1])}+`, label: `${label(shown[shown.length - 1])}+` },
  ];
}
