import { describe, expect, test } from '@jest/globals';
import { addressFormat, addressLines } from './postal-address.js';

describe('addressFormat recognises the country as staff write it', () => {
  test.each([
    ['United Kingdom', 'GB', 'County', 'Postcode'],
    ['UK', 'GB', 'County', 'Postcode'],
    ['gb', 'GB', 'County', 'Postcode'],
    ['Great Britain', 'GB', 'County', 'Postcode'],
    ['  England ', 'GB', 'County', 'Postcode'],
    ['United States', 'US', 'State', 'ZIP code'],
    ['the United States of America', 'US', 'State', 'ZIP code'],
    ['USA', 'US', 'State', 'ZIP code'],
    ['U.S.A.', 'US', 'State', 'ZIP code'],
    ['US', 'US', 'State', 'ZIP code'],
    ['Canada', 'CA', 'Province', 'Postal code'],
    ['CA', 'CA', 'Province', 'Postal code'],
    ['Australia', 'AU', 'State', 'Postcode'],
    ['AUS', 'AU', 'State', 'Postcode'],
    ['Ireland', 'IE', 'County', 'Eircode'],
    ['Éire', 'IE', 'County', 'Eircode'],
    ['IE', 'IE', 'County', 'Eircode'],
    ['New Zealand', 'NZ', 'Region', 'Postcode'],
    ['NZ', 'NZ', 'Region', 'Postcode'],
  ])('%s → %s: %s, %s', (typed, country, region, postcode) => {
    expect(addressFormat(typed)).toEqual({ country, region, postcode });
  });

  test('any other country, or none yet, gets the general words', () => {
    for (const typed of ['France', 'DE', '', 'Atlantis', 'United'])
      expect(addressFormat(typed)).toEqual({ country: null, region: 'Region', postcode: 'Postal code' });
  });
});

describe('addressLines writes the region where the country does', () => {
  const london = { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' };

  test('UK: town and postcode on one line, the county (optional) on its own', () => {
    expect(addressLines(london)).toEqual(['12 Hatton Garden', 'London EC1N 8AN', 'United Kingdom']);
    expect(addressLines({ ...london, region: 'Greater London' })).toEqual([
      '12 Hatton Garden',
      'London EC1N 8AN',
      'Greater London',
      'United Kingdom',
    ]);
  });

  test('US: city, state and ZIP code on one line', () => {
    const address = {
      line1: '580 Fifth Avenue',
      line2: 'Suite 900',
      city: 'New York',
      region: 'NY',
      postcode: '10036',
    };
    expect(addressLines({ ...address, country: 'USA' })).toEqual([
      '580 Fifth Avenue',
      'Suite 900',
      'New York, NY 10036',
      'USA',
    ]);
    expect(addressLines({ ...address, region: '', country: 'US' })).toEqual([
      '580 Fifth Avenue',
      'Suite 900',
      'New York 10036',
      'US',
    ]);
  });

  test('Canada and Australia: city, province or state, postcode; Ireland: the Eircode last', () => {
    expect(
      addressLines({ line1: '1 King St W', city: 'Toronto', region: 'ON', postcode: 'M5H 1A1', country: 'Canada' })[1],
    ).toBe('Toronto ON M5H 1A1');
    expect(
      addressLines({ line1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000', country: 'AU' })[1],
    ).toBe('Sydney NSW 2000');
    expect(
      addressLines({
        line1: '1 Grafton St',
        city: 'Dublin 2',
        region: 'Co. Dublin',
        postcode: 'D02 X285',
        country: 'Ireland',
      }),
    ).toEqual(['1 Grafton St', 'Dublin 2', 'Co. Dublin', 'D02 X285', 'Ireland']);
  });

  test('empty parts are left out', () => {
    expect(addressLines({ line1: '580 Fifth Avenue', city: 'New York', postcode: '', country: '' })).toEqual([
      '580 Fifth Avenue',
      'New York',
    ]);
  });
});
