import { describe, expect, test } from '@jest/globals';
import { facetCounts } from './facet-counts.js';
import type { FacetGroup } from './search-spec.js';

const shape: FacetGroup = { name: 'shape', column: 'shape', options: ['Round', 'Oval', 'Pear'], selected: [] };
const brand: FacetGroup = { name: 'brand', column: 'brand', options: null, selected: [] };

describe('facet counts', () => {
  test('a fixed list shows every option in its order, 0 when nothing matches; nulls and odd values are left out', () => {
    const rows = [
      { facet: 'shape', value: 'Oval', count: 4 },
      { facet: 'shape', value: null, count: 9 },
      { facet: 'shape', value: 'Trilliant', count: 2 },
      { facet: 'shape', value: 'Round', count: 7 },
    ];
    const facets = facetCounts([shape], rows);
    expect(facets).toEqual({ shape: { Round: 7, Oval: 4, Pear: 0 } });
    expect(Object.keys(facets.shape)).toEqual(['Round', 'Oval', 'Pear']);
  });

  test('an open-ended group folds spellings by case under the most matched one, alphabetically', () => {
    const rows = [
      { facet: 'brand', value: 'house collection', count: 2 },
      { facet: 'brand', value: 'House Collection', count: 5 },
      { facet: 'brand', value: 'Étoile', count: 1 },
      { facet: 'brand', value: 'AURORA', count: 3 },
      { facet: 'brand', value: 'Aurora', count: 3 },
    ];
    const facets = facetCounts([shape, brand], rows);
    expect(facets.brand).toEqual({ AURORA: 6, Étoile: 1, 'House Collection': 7 });
    expect(Object.keys(facets.brand)).toEqual(['AURORA', 'Étoile', 'House Collection']);
    expect(facets.shape).toEqual({ Round: 0, Oval: 0, Pear: 0 });
  });
});
