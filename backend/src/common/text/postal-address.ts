/**
 * Postal addresses as the shop's country writes them (issue 29): what its region and postcode fields are
 * called, and the order of an address's lines. Pure and import-free, so that it is the one table of both
 * sides: the backend's settings messages, e-mails and JSON-LD, and the front ends, which import this file
 * (widgets/src/shop/postal-address.ts) for the console's labels and the storefront's address.
 */

/** An address as the settings hold it (and GET /api/shop sends it). */
export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postcode: string;
  country: string;
}

/** The countries whose words and order the table knows (ISO 3166-1 alpha-2). */
export type AddressCountry = 'GB' | 'US' | 'CA' | 'AU' | 'IE' | 'NZ';

export interface AddressFormat {
  /** The country recognised in what staff typed; null when the table does not know it. */
  country: AddressCountry | null;
  /** What the county, state or province field is called ('County', 'State', 'Province'). */
  region: string;
  /** What the postcode field is called ('Postcode', 'ZIP code', 'Eircode'). */
  postcode: string;
}

type Locality = (city: string, region: string, postcode: string) => string[];

/** The non-empty parts joined by `separator`. */
const join = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

/** 'London EC1N 8AN', then the county on a line of its own (Royal Mail: the county is optional). */
const townThenRegion: Locality = (city, region, postcode) => [join(' ', city, postcode), region];

const FORMATS: Record<AddressCountry, { region: string; postcode: string; locality: Locality }> = {
  GB: { region: 'County', postcode: 'Postcode', locality: townThenRegion },
  // 'New York, NY 10036'.
  US: {
    region: 'State',
    postcode: 'ZIP code',
    locality: (city, state, zip) => [join(' ', join(', ', city, state), zip)],
  },
  // 'Toronto ON M5V 2T6', 'Sydney NSW 2000'.
  CA: { region: 'Province', postcode: 'Postal code', locality: (...parts) => [join(' ', ...parts)] },
  AU: { region: 'State', postcode: 'Postcode', locality: (...parts) => [join(' ', ...parts)] },
  // An Post: town, county, then the Eircode on the last line.
  IE: { region: 'County', postcode: 'Eircode', locality: (city, county, eircode) => [city, county, eircode] },
  NZ: { region: 'Region', postcode: 'Postcode', locality: townThenRegion },
};

const OTHER = { region: 'Region', postcode: 'Postal code', locality: townThenRegion };

/** How staff may write each country: its ISO codes (alpha-2 and alpha-3) and names, compared as `key` spells them. */
const NAMES: Record<AddressCountry, string[]> = {
  GB: [
    'gb',
    'gbr',
    'uk',
    'united kingdom',
    'united kingdom of great britain and northern ireland',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
  ],
  US: ['us', 'usa', 'united states', 'united states of america', 'america'],
  CA: ['ca', 'can', 'canada'],
  AU: ['au', 'aus', 'australia', 'commonwealth of australia'],
  IE: ['ie', 'irl', 'ireland', 'republic of ireland', 'eire'],
  NZ: ['nz', 'nzl', 'new zealand', 'aotearoa'],
};

/** 'The U.S.A. ' → 'usa', 'Éire' → 'eire': case, accents, dots, a leading 'the' and spacing do not matter. */
const key = (country: string) =>
  country
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');

const COUNTRY_BY_NAME = new Map(
  Object.entries(NAMES).flatMap(([code, names]) => names.map((name) => [name, code as AddressCountry])),
);

function formatOf(country: string) {
  const code = COUNTRY_BY_NAME.get(key(country)) ?? null;
  return { code, format: code ? FORMATS[code] : OTHER };
}

/** The words for a country's address fields, the country as staff write it ('United Kingdom', 'UK', 'GB', 'USA'…). */
export function addressFormat(country: string): AddressFormat {
  const { code, format } = formatOf(country);
  return { country: code, region: format.region, postcode: format.postcode };
}

/**
 * The lines of a postal address in its country's order, empty parts left out: ['12 Hatton Garden',
 * 'London EC1N 8AN', 'United Kingdom'], ['580 Fifth Avenue', 'New York, NY 10036', 'United States'].
 */
export function addressLines({ line1, line2, city, region, postcode, country }: PostalAddress): string[] {
  const trim = (value: string | undefined) => (value ?? '').trim();
  const { locality } = formatOf(country).format;
  return [line1, line2, ...locality(trim(city), trim(region), trim(postcode)), country]
    .map(trim)
    .filter((line) => line !== '');
}
