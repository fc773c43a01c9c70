import { describe, expect, test } from '@jest/globals';
import { bandErrors, nextBand } from './markupRules';

const band = (from: number, to: number | null, percent = 10, fixed = 0) => ({ from, to, percent, fixed });

describe('bandErrors', () => {
  test('contiguous bands from 0 to an open last band are fine', () => {
    expect(bandErrors([band(0, 1), band(1, 2), band(2, null)])).toBeUndefined();
  });

  test('each problem is named on the field it is about', () => {
    expect(bandErrors([band(0.5, 1), band(1.5, 1), band(0.9, 3, 2000, 2_000_000)])).toEqual([
      { from: 'The first band starts at 0' },
      { from: 'Gap: the band before ends at 1', to: 'Must be more than From' },
      {
        from: 'Overlaps the band before (it ends at 1)',
        to: 'Leave empty: the last band has no upper limit',
        percent: 'Between -90 and 1000',
        fixed: 'Between -1,000,000 and 1,000,000',
      },
    ]);
  });

  test('only the last band is open; empty numbers are required', () => {
    expect(bandErrors([{ from: 0, to: null, percent: undefined, fixed: 0 }, band(1, null)])).toEqual([
      { to: 'Required: only the last band is open-ended', percent: 'Required' },
      {},
    ]);
  });
});

test('nextBand closes an open last band one unit on and starts the new band there', () => {
  expect(nextBand([band(0, null, 20)]).bands).toEqual([band(0, 1, 20), band(1, null, 20)]);
  expect(nextBand([band(0, 500), band(500, 1000)]).bands.at(-1)).toEqual(band(1000, null, 10));
});
