import type { MarkupBand, MarkupBasis, MarkupRules, Rounding } from '../types';

/** What a new set of rules starts as: one open band, 0 % + $0, to the nearest dollar (the shop's starting default). */
export const NEW_RULES: MarkupRules = {
  basis: 'cost',
  bands: [{ from: 0, to: null, percent: 0, fixed: 0 }],
  rounding: 'dollar',
};

export const MAX_BANDS = 20;

export const basisChoices: { id: MarkupBasis; name: string }[] = [
  { id: 'cost', name: 'Cost (supplier price, $)' },
  { id: 'carat', name: 'Carat weight' },
];

export const roundingChoices: { id: Rounding; name: string }[] = [
  { id: 'none', name: 'To the cent' },
  { id: 'dollar', name: 'Nearest dollar' },
  { id: 'ten', name: 'Nearest $10' },
  { id: 'hundred', name: 'Nearest $100' },
  { id: 'nine', name: 'Up to …9 ($1,230.40 → $1,239)' },
];

type BandErrors = Partial<Record<keyof MarkupBand, string>>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A band's own values: numbers within the contract's ranges. */
function ownErrors(band: Partial<MarkupBand>): BandErrors {
  const errors: BandErrors = {};
  if (!isNumber(band.from)) errors.from = 'Required';
  else if (band.from < 0) errors.from = 'Must be 0 or more';
  if (!isNumber(band.percent)) errors.percent = 'Required';
  else if (band.percent < -90 || band.percent > 1000) errors.percent = 'Between -90 and 1000';
  if (!isNumber(band.fixed)) errors.fixed = 'Required (0 for none)';
  else if (Math.abs(band.fixed) > 1_000_000) errors.fixed = 'Between -1,000,000 and 1,000,000';
  return errors;
}

/**
 * The bands' errors on their fields (the server's rules, checked before asking it): the first starts at 0,
 * each ends where the next starts (a gap or an overlap is named on the next band's From), only the last is open.
 * Answers one entry per band ({} when fine), or undefined when every band is fine.
 */
export function bandErrors(bands: Partial<MarkupBand>[] | undefined): BandErrors[] | undefined {
  const list = bands ?? [];
  const errors = list.map((band, index): BandErrors => {
    const own = ownErrors(band);
    const last = index === list.length - 1;
    if (index === 0 && own.from === undefined && band.from !== 0) own.from = 'The first band starts at 0';
    if (last && isNumber(band.to)) own.to = 'Leave empty: the last band has no upper limit';
    if (!last && !isNumber(band.to)) own.to = 'Required: only the last band is open-ended';
    else if (!last && isNumber(band.from) && isNumber(band.to) && band.to <= band.from)
      own.to = 'Must be more than From';
    const previousTo = index > 0 ? list[index - 1].to : undefined;
    if (own.from === undefined && isNumber(previousTo) && isNumber(band.from) && band.from !== previousTo) {
      own.from =
        band.from > previousTo
          ? `Gap: the band before ends at ${previousTo}`
          : `Overlaps the band before (it ends at ${previousTo})`;
    }
    return own;
  });
  return errors.some((band) => Object.keys(band).length > 0) ? errors : undefined;
}

/** The next band to add: it starts where the last one now ends (the last gets an end of From + 1 when open). */
export function nextBand(bands: MarkupBand[]): { bands: MarkupBand[] } {
  const last = bands[bands.length - 1];
  if (!last) return { bands: [{ ...NEW_RULES.bands[0] }] };
  const end = last.to ?? (Number(last.from) || 0) + 1;
  return {
    bands: [...bands.slice(0, -1), { ...last, to: end }, { from: end, to: null, percent: last.percent, fixed: 0 }],
  };
}
